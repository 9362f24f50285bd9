// The results as Markdown: the targets first, then one table per section.
/** @import { Ran, Results, Sections } from "./types.ts" */
import { readFileSync, writeFileSync } from "node:fs";
import { apiMarkdown } from "./api-report.mjs";
import { KINDS } from "./html-load.mjs";

/** @typedef {string | number | boolean | null | undefined} Cell */

/** @param {Cell} v */
const cell = (v) => (v === null || v === undefined ? "—" : String(v).replace(/\|/g, "\\|"));

/**
 * @param {Cell[]} headers
 * @param {Cell[][]} rows
 */
export function table(headers, rows) {
  /** @param {Cell[]} cells */
  const line = (cells) => `| ${cells.map(cell).join(" | ")} |`;
  return [line(headers), line(headers.map(() => "---")), ...rows.map(line)].join("\n");
}

/** @type {(met: boolean | null, inconclusive?: boolean) => string} */
const metText = (met, inconclusive) => (met === true ? "met" : met === false ? "**not met**" : inconclusive ? "**inconclusive**" : "not measured");
/** @type {(n: unknown, digits?: number) => string} */
const fmt = (n, digits = 0) => (typeof n === "number" ? n.toFixed(digits) : "—");

/**
 * Whether a section has figures to show (it ran, did not fail, was not skipped).
 * @template {object} T
 * @param {Ran<T> | undefined} section
 * @returns {section is T & { error?: undefined, skipped?: undefined }}
 */
const ran = (section) => section !== undefined && section.error === undefined && !("skipped" in section && section.skipped);

/**
 * Why a section has no figures to show.
 * @param {Ran<{ skipped?: string }> | undefined} section
 */
function sectionError(section) {
  if (!section) return "_Not run._";
  if (section.error !== undefined) return `_Failed: ${section.error.split("\n")[0]}_`;
  return `_Skipped: ${section.skipped}._`;
}

/** @param {Sections["build"]} build */
function buildMd(build) {
  if (!ran(build)) return sectionError(build);
  /** @param {number} bytes */
  const mb = (bytes) => fmt(bytes / 1048576, 1);
  const rows = build.builds.map((b) => [
    b.products.toLocaleString("en"),
    b.pages,
    b.productPages,
    b.buildAndBundleSeconds,
    b.seconds,
    b.prerenderSeconds,
    b.bundleSeconds,
    b.pagesPerSecond,
    b.staticFiles?.toLocaleString("en"),
    mb(b.staticBytes),
    b.peakMemoryMb,
  ]);
  const headers = [
    "Products",
    "Pages",
    "Product pages",
    "Build + bundling (s)",
    "astro build (s)",
    "Prerender (s)",
    "Bundling (s)",
    "Pages/s (prerender)",
    "Static files",
    "Static MB",
    "Peak memory (MB)",
  ];
  const marginal = (build.marginal ?? []).map((m) => [
    `${m.from.toLocaleString("en")} → ${m.to.toLocaleString("en")}`,
    m.pagesAdded,
    m.prerenderSecondsAdded,
    m.totalSecondsAdded,
    m.pagesPerSecondPrerender,
    m.pagesPerSecondTotal,
  ]);
  const between = marginal.length
    ? `\n\nBetween sizes (marginal):\n\n${table(["Products", "Pages added", "Prerender s added", "Build + bundling s added", "Pages/s (prerender)", "Pages/s (build + bundling)"], marginal)}`
    : "";
  return table(headers, rows) + between;
}

/** @param {Sections["pageWeight"]} weight */
function weightMd(weight) {
  if (!ran(weight)) return sectionError(weight);
  /** @param {{ framework: { gzipKb: number }, app: { gzipKb: number } } | undefined} w */
  const split = (w) => (w ? `${w.framework.gzipKb} / ${w.app.gzipKb}` : null);
  const rows = weight.rows.map((r) =>
    r.state === "measured"
      ? [
          r.type,
          r.locale,
          r.htmlKb,
          r.cssKb,
          r.js?.firstLoad.gzipKb,
          r.js?.firstLoad.brotliKb,
          split(r.js?.firstLoad),
          r.js?.all.gzipKb,
          r.js?.all.brotliKb,
          split(r.js?.all),
          r.js?.all.files,
          r.jsOnLoadKb,
          r.requests,
        ]
      : [r.type, r.locale, r.state, "", "", "", "", "", "", "", "", "", ""],
  );
  const headers = [
    "Page",
    "Lang",
    "HTML KB gz",
    "CSS KB gz",
    "JS first load gz",
    "br",
    "framework / app gz",
    "JS loadable gz",
    "br",
    "framework / app gz",
    "JS files",
    "JS fetched on load gz",
    "Requests",
  ];
  const how = weight.split ? ` Framework / app: ${weight.split}.` : "";
  return `Method: ${weight.method}.${how} KB; "first load" is what the HTML and its static imports load, "loadable" adds every chunk reachable through import().\n\n${table(headers, rows)}${featuredSearchMd(weight.featuredSearch)}`;
}

/**
 * Section 2's responsiveness figure, under its table (bench/lib/interaction.mjs).
 * @param {NonNullable<Extract<Sections["pageWeight"], { rows: unknown }>>["featuredSearch"]} search
 */
function featuredSearchMd(search) {
  if (!search) return "";
  const title = "\n\nHome's featured search, Enter to the search request's start (ms, timed in the page; typing alone waits 500 ms)";
  if (search.skipped !== undefined) return `${title}: _skipped: ${search.skipped}._`;
  const rows = search.rows.map((r) =>
    r.state === "measured"
      ? [r.locale, r.term, r.p50, r.max, r.delaysMs.join(", "), r.answeredMs.join(", "), r.requests.join(", ")]
      : [r.locale, r.term, r.state, "", "", "", ""],
  );
  const headers = ["Lang", "Term", "Median", "Slowest", "Each run", "Enter to answer, each run", "Search requests"];
  return `${title}, ${search.runs} fresh loads per language:\n\n${table(headers, rows)}`;
}

/** @param {Sections["lighthouse"]} lh */
function lighthouseMd(lh) {
  if (!ran(lh) || lh.skipped !== undefined) return sectionError(lh);
  /** @type {(pair: number[] | null | undefined, digits?: number) => string | null} */
  const range = (pair, digits = 0) => (pair ? `${fmt(pair[0], digits)}–${fmt(pair[1], digits)}` : null);
  const rows = lh.rows.map((r) =>
    r.state === "measured"
      ? [
          r.floor ? `${r.type} (floor)` : r.type,
          r.locale,
          r.score,
          fmt(r.lcpMs),
          fmt(r.lcpMedianMs),
          fmt(r.cls, 3),
          fmt(r.tbtMs),
          fmt(r.serverResponseMs),
          range(r.spread?.score),
          range(r.spread?.lcpMs),
          fmt(r.benchmarkIndex),
        ]
      : [r.type, r.locale, r.state, "", "", "", "", "", "", "", ""],
  );
  const langs = lh.locales?.length === 1 ? ` (${lh.locales[0]} only in this run)` : "";
  const via = lh.via ? `, the site run as deployed (API over a ${lh.via})` : "";
  const headers = [
    "Page",
    "Lang",
    "Score",
    "LCP (ms)",
    "LCP median of runs",
    "CLS",
    "TBT (ms)",
    "Server (ms)",
    "Scores, all runs",
    "LCP, all runs",
    "benchmarkIndex",
  ];
  // Where a median run's page moved: the element, the shift's score and Lighthouse's causes.
  const moved = lh.rows
    .flatMap((r) => (r.state === "measured" && (r.cls ?? 0) > 0 && r.shifts?.length ? [{ ...r, shifts: r.shifts }] : []))
    .map(
      (r) =>
        `- ${r.type} (${r.locale}): ${r.shifts.map((s) => `\`${s.element}\` ${fmt(s.score, 3)}${s.causes.length ? ` (${s.causes.join("; ")})` : ""}`).join(", ")}`,
    );
  const shifts = moved.length ? `\n\nLayout shifts in the median runs:\n${moved.join("\n")}` : "";
  return `Mobile defaults${via}; each page's median run of ${lh.runs} (Lighthouse's own pick: nearest the median FCP and TTI), its figures all from that run${langs}. benchmarkIndex: Lighthouse's measure of this machine's CPU in that run (median over pages ${fmt(lh.benchmarkIndexMedian)}).\n\n${table(headers, rows)}${shifts}`;
}

/** @param {Sections["pictures"]} pictures */
export function picturesMd(pictures) {
  if (!pictures || pictures.error !== undefined) return sectionError(pictures);
  const rows = pictures.rows.map((r) =>
    r.state === "measured" && "firstScreen" in r
      ? [
          r.type,
          r.locale,
          r.viewport,
          r.firstScreen.kb,
          r.firstScreen.count,
          r.afterScroll.kb,
          r.afterScroll.count,
          r.checked,
          r.oversize.length,
          r.worstRatio,
        ]
      : [r.type, r.locale, r.viewport, r.state, "", "", "", "", "", ""],
  );
  const headers = [
    "Page",
    "Lang",
    "Window",
    "First screen KB",
    "Pictures",
    "After full scroll KB",
    "Pictures",
    "<img> checked",
    "Oversized",
    "Worst ratio",
  ];
  const method = pictures.skipped !== undefined ? `_Pages skipped: ${pictures.skipped}._` : `Method: ${pictures.method}.\n\n${table(headers, rows)}`;
  // One row per page, window, box and picture size: the two languages and repeated pictures together.
  /** @type {Map<string, { cells: Cell[], langs: Set<string>, count: number, ratio: number }>} */
  const groups = new Map();
  for (const r of pictures.rows) {
    if (r.state !== "measured" || !("oversize" in r)) continue;
    for (const o of r.oversize) {
      const key = [r.type, r.viewport, o.natural, o.box, o.sizesWidth, o.fit, o.ratio].join("|");
      const group = groups.get(key) ?? {
        cells: [r.type, r.viewport, o.src, o.natural, o.box, o.sizesWidth, o.fit, o.ratio],
        langs: new Set(),
        count: 0,
        ratio: o.ratio ?? 0,
      };
      group.langs.add(r.locale);
      group.count++;
      groups.set(key, group);
    }
  }
  const sorted = [...groups.values()].sort((a, b) => b.ratio - a.ratio);
  const shown = sorted.slice(0, 40).map((g) => [...g.cells.slice(0, 2), [...g.langs].join(", "), g.count, ...g.cells.slice(2)]);
  const more = sorted.length > 40 ? `\n\n…and ${sorted.length - 40} more groups (every offender is in latest.json).` : "";
  const groupHeaders = ["Page", "Window", "Lang", "<img>", "e.g.", "Natural", "Box (CSS px)", "sizes slot (CSS px)", "object-fit", "Ratio"];
  const oversize = sorted.length
    ? `\n\nOversized pictures (natural pixels over ${pictures.oversizeLine}× the box's at the DPR), grouped by page, window, box and size, worst first:\n\n${table(groupHeaders, shown)}${more}`
    : "";
  return `${method}${oversize}${variantsMd(pictures.variants)}`;
}

/** @param {NonNullable<Extract<Sections["pictures"], { rows: unknown }>>["variants"]} v */
function variantsMd(v) {
  const title = "\n\nThe variant endpoint (GET /api/media/{key}, one request at a time to the API's port, ms to the last byte)";
  if ("error" in v) return `${title}: _failed: ${v.error.split("\n")[0]}_`;
  const rows = [
    ["original", "cached", v.original.warm.p50, v.original.warm.p95, v.original.warm.requests, v.original.warm.meanKb, "—"],
    ["original", "first read (R2)", v.original.firstFromR2.p50, v.original.firstFromR2.p95, v.original.firstFromR2.requests, "—", "—"],
    ...Object.entries(v.formats).flatMap(([format, f]) => [
      [`${format} ${v.width} px`, "cached", f.warm.p50, f.warm.p95, f.warm.requests, f.warm.meanKb, f.vsOriginal],
      [`${format}, widths not made yet`, "cold (transformed)", f.cold.p50, f.cold.p95, f.cold.requests, f.cold.meanKb, "—"],
    ]),
  ];
  return `${title}, ${v.keys} pictures, each cached URL ${v.repeats} times:\n\n${table(["What", "Case", "p50", "p95", "Requests", "Mean KB", "Cached p50 vs original's"], rows)}`;
}

/** @param {Sections["api"]} api */
function apiMd(api) {
  return ran(api) ? apiMarkdown(api) : sectionError(api);
}

/** @param {Sections["proxy"]} proxy */
function proxyMd(proxy) {
  if (!ran(proxy)) return sectionError(proxy);
  const rows = proxy.rows.map((r) => [
    r.label,
    r.connections,
    r.direct?.p50,
    r.http?.p50,
    r.httpRatio,
    r.binding?.p50,
    r.bindingRatio,
    r.bare?.p50,
    r.bareRatio,
    r.bareAssets?.p50,
    r.bareAssetsRatio,
    r.bindingVsBare,
    r.direct?.rps,
    r.http?.rps,
    r.binding?.rps,
    r.flagged ? "**yes**" : "0",
  ]);
  const headers = [
    "Call",
    "Conn",
    "Direct p50",
    "Proxy→port p50",
    "Ratio",
    "Proxy→binding p50",
    "Ratio",
    "Bare proxy p50",
    "Ratio",
    "Bare + assets p50",
    "Ratio",
    "Ours ÷ bare",
    "Direct req/s",
    "Proxy→port req/s",
    "Proxy→binding req/s",
    "Errors",
  ];
  const o = proxy.overhead;
  const label = proxy.rows.find((r) => r.id === o.call)?.label;
  const floor =
    o.bare != null
      ? ` On that call (${label}), the floor, a bare proxy over a service binding: **${o.bare}×** (**${o.bareAssets ?? "—"}×** with a static-assets folder looked up first, which the site skips for /api with \`run_worker_first\`); our code's own share (ours ÷ bare proxy) **${o.bindingVsBare ?? "—"}×**.`
      : "";
  return `${table(headers, rows)}\n\nOverhead (worst p50 ratio at 1 connection): service binding (as deployed) **${o.binding ?? "—"}×**, proxy to the API's port (as \`npm start\`) **${o.http ?? "—"}×**.${floor}`;
}

/** @param {Sections["contention"]} c */
function contentionMd(c) {
  if (!ran(c)) return sectionError(c);
  if (c.state !== "measured" || !c.answers) return `_${c.state}_`;
  const answers = Object.entries(c.answers)
    .map(([k, n]) => `${k}: ${n}`)
    .join(", ");
  return table(
    ["Checkouts", "Stock", "Successes", "Final stock", "Wall time (s)", "Answers"],
    [[c.checkouts, c.stock, c.successes, c.finalStock, c.wallSeconds, answers]],
  );
}

/** @param {Sections["notify"]} n */
function notifyMd(n) {
  if (!ran(n)) return sectionError(n);
  if (n.state !== "measured") return `_${n.state}_`;
  return table(
    ["Orders", "Seen by the bell", "Bell p50 (ms)", "Bell p95 (ms)", "Bell max (ms)", "E-mails handed over", "E-mail p50 (ms)", "E-mail p95 (ms)"],
    [[n.orders, n.counted, n.bellP50Ms, n.bellP95Ms, n.bellMaxMs, n.emails, n.emailP50Ms, n.emailP95Ms]],
  );
}

/** @param {Sections["reports"]} r */
function reportsMd(r) {
  if (!ran(r)) return sectionError(r);
  const rows = r.sizes.map((s) =>
    s.error
      ? [s.orders, `**failed**: ${s.error.split("\n")[0]}`, "", "", "", "", "", ""]
      : [
          s.orders,
          `${s.branches} × 365`,
          s.backfillSeconds,
          `${s.cases.summaryDay.p50} / ${s.cases.summaryDay.rowsRead}`,
          `${s.cases.summaryYear.p50} / ${s.cases.summaryYear.rowsRead}`,
          `${s.yearOverDay}×`,
          `${s.cases.byDayYear.p50} / ${s.cases.byDayYear.rowsRead}`,
          `${s.cases.topProductsYear.p50} / ${s.cases.topProductsYear.rowsRead}`,
        ],
  );
  const verdict = `Rows read bounded (days × branches × categories, whatever the orders): ${r.rowsBounded ?? "—"}; a year's summary p50 within 1.25× of a day's: ${r.yearWithin ?? "—"}.`;
  return `${table(["Orders", "Branches × days", "Backfill (s)", "Summary, a day: p50 ms / rows", "Summary, a year", "Year / day p50", "By day, a year", "Top products, a year"], rows)}\n\n${verdict}`;
}

/** @param {Sections["deploy"]} deploy */
function deployMd(deploy) {
  if (!ran(deploy)) return sectionError(deploy);
  const rows = deploy.rows.map((r) =>
    r.ok ? [r.worker, "ok", r.rawKb, r.gzipKb, r.seconds] : [r.worker, `**failed**: ${r.error.split("\n")[0]}`, "", "", ""],
  );
  const limits = deploy.assetFileLimits;
  const over =
    deploy.assetFiles > limits.paid ? " **Over both plans' limits.**" : deploy.assetFiles > limits.free ? " **Over the Free plan's limit.**" : "";
  const assets = `Static asset files in the site's build: **${deploy.assetFiles.toLocaleString("en")}** (Cloudflare's limit per Worker version: ${limits.free.toLocaleString("en")} on Free, ${limits.paid.toLocaleString("en")} on Paid).${over}`;
  return `${table(["Worker", "Dry run", "Bundle KB", "Gzipped KB", "Time (s)"], rows)}\n\n${assets}`;
}

/** @param {unknown} x */
const pct = (x) => (typeof x === "number" ? `${(x * 100).toFixed(1)}%` : "—");

/** @param {Sections["pages"]} pages */
function pagesMd(pages) {
  if (!ran(pages)) return sectionError(pages);
  /** @type {Cell[][]} */
  const rows = [];
  for (const r of pages.rows) {
    for (const { id, label } of KINDS) {
      const m = r.kinds[id];
      const vs = id === "cached" ? r.cachedVsStatic : id === "uncached" ? r.uncachedVsStatic : id === "static" ? { p50: 1, p95: 1 } : null;
      const cache =
        id === "bare"
          ? ""
          : Object.entries(m.headerCounts)
              .map(([k, n]) => `${k} ${n}`)
              .join(", ");
      const errors = m.non2xx || m.errors || m.timeouts ? `**${m.non2xx} non-2xx, ${m.errors} errors**` : "0";
      rows.push([
        label,
        r.connections,
        m.ttfb.p50,
        m.ttfb.p95,
        m.p50,
        m.rps,
        vs?.p50,
        vs?.p95,
        cache,
        m.meanBytes == null ? null : fmt(m.meanBytes / 1024, 1),
        errors,
      ]);
    }
  }
  const headers = [
    "Page",
    "Conn",
    "TTFB p50",
    "TTFB p95",
    "Whole p50",
    "Req/s",
    "TTFB p50 × static",
    "TTFB p95 × static",
    "X-Page-Cache",
    "KB",
    "Errors",
  ];
  const p = pages.pools;
  const intro =
    `A site built with ${pages.prerenderProducts} prerendered products per language (${p.staticProducts} in both) on ${pages.products.toLocaleString("en")} products, ` +
    `its web worker reaching the API over ${pages.via === "service binding" ? "a service binding (as deployed)" : "the API's port"}; ` +
    `${pages.seconds} s per case and level (${pages.rounds} interleaved rounds) after a ${pages.warmupSeconds} s warm-up; latencies in ms, TTFB to the response's headers, "whole" to its last byte. ` +
    `Static, cached and bare cycle over ${p.staticPages} pages each (the bare server serves the static case's files); ` +
    `the uncached case sent ${p.uncachedRequestsSent.toLocaleString("en")} requests to ${p.uncachedPages.toLocaleString("en")} pages never asked for before.`;
  const ratios = pages.rows.map((r) => `@${r.connections}: static ÷ bare TTFB p50 **${r.staticVsBare.p50 ?? "—"}×**`).join(", ");
  const levels = pages.rows.map((r) => `@${r.connections} ${pct(r.hitRatio)} / ${pct(r.missRatio)}`).join(", ");
  const spent =
    p.uncachedRequestsSent > p.uncachedPages
      ? ` **The uncached case ran out of fresh pages** (${p.uncachedRequestsSent.toLocaleString("en")} requests for ${p.uncachedPages.toLocaleString("en")}): its later requests met cached pages, so its figures at a level with fewer than 100% misses understate a render; run with more products.`
      : "";
  const observed = `Observed over the measured requests: hits **${pct(pages.hitRatio)}** of the cached case, misses **${pct(pages.missRatio)}** of the uncached case (hits / misses by level: ${levels}).${spent} ${ratios}.`;
  const problems = pages.problems?.length ? `\n\nChecks before the load: ${pages.problems.join("; ")}.` : "";
  const r = pages.render;
  const render = r
    ? `\n\nRender split: the web worker's own bundle renders an on-demand product page (product ${r.productId}, both languages, ${r.runs} renders) in Node, ` +
      `the API answered from memory: **${r.toResponse.p50} ms** p50 to its Response (p95 ${r.toResponse.p95}), ${r.whole.p50} ms to its last byte, ${fmt(r.htmlBytes / 1024, 1)} KB of HTML. ` +
      "Astro sends the headers only once the page is rendered, so this time is part of the uncached case's TTFB, beside the API read (section 4's detail) and the cache lookup."
    : "";
  return `${intro}\n\n${table(headers, rows)}\n\n${observed}${render}${problems}`;
}

/** @param {Results} results */
export function toMarkdown(results) {
  const { meta, sections, targets } = results;
  const m = meta.machine;
  const head = [
    "# Benchmark results",
    "",
    `${meta.date} · ${meta.mode} run · N = ${meta.products.toLocaleString("en")} products · ${meta.totalSeconds} s in all · commit ${meta.commit}`,
    `Machine: ${m.cpus} × ${m.cpuModel}, ${m.memoryGb} GB RAM, ${m.platform}, Node ${m.node}. All figures from this one run.`,
  ];
  const load = meta.load;
  if (load) {
    head.push(
      `Load average (1 min): ${load.atStart} before the run, mean ${load.mean} and max ${load.max} during it, on ${m.cpus} cores (the benchmark alone adds up to about ${m.cpus}).`,
    );
    if (load.atStart > m.cpus / 2)
      head.push(
        "",
        `**The machine was busy before the run started (load ${load.atStart}): absolute figures are unreliable and even ratios are noisy. Re-run on a quiet machine.**`,
      );
  }
  if (meta.setupError) head.push("", `**The product could not be brought up:** ${meta.setupError.split("\n")[0]}`);
  if (meta.sectionErrors.length) head.push("", `Sections that failed: ${meta.sectionErrors.join(", ")}.`);
  return [
    ...head,
    "",
    "## Targets",
    "",
    table(
      ["Target", "Goal", "Measured", "Result", "Note"],
      targets.map((t) => [t.name, t.goal, t.value, metText(t.met, t.inconclusive), t.note]),
    ),
    "",
    "## 1. Build",
    "",
    buildMd(sections.build),
    "",
    "## 2. Page weight",
    "",
    weightMd(sections.pageWeight),
    "",
    "## 2b. Pictures",
    "",
    picturesMd(sections.pictures),
    "",
    "## 3. Lighthouse",
    "",
    lighthouseMd(sections.lighthouse),
    "",
    "## 4. API under load",
    "",
    apiMd(sections.api),
    "",
    "## 5. Proxy overhead",
    "",
    proxyMd(sections.proxy),
    "",
    "## 6. Contention",
    "",
    contentionMd(sections.contention),
    "",
    "## 7. Deploy check",
    "",
    deployMd(sections.deploy),
    "",
    "## 8. Product pages",
    "",
    pagesMd(sections.pages),
    "",
    "## 9. Notifications",
    "",
    notifyMd(sections.notify),
    "",
    "## 10. Merchant figures",
    "",
    reportsMd(sections.reports),
    "",
  ].join("\n");
}

const DOCS = "docs/performance.md";
const START = "<!-- bench:latest:start -->";
const END = "<!-- bench:latest:end -->";

/**
 * Puts the tables in docs/performance.md's "Latest results" block, headings one level down.
 * @param {string} markdown
 */
export function updateDocs(markdown) {
  const docs = readFileSync(DOCS, "utf8");
  const from = docs.indexOf(START);
  const to = docs.indexOf(END);
  if (from < 0 || to < from) return false;
  const body = markdown
    .replace(/^# Benchmark results\n\n/, "")
    .replace(/^## /gm, "### ")
    .trim();
  writeFileSync(DOCS, `${docs.slice(0, from + START.length)}\n${body}\n${docs.slice(to)}`);
  return true;
}
