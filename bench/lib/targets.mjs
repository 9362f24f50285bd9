// The issue's targets, each judged met / not met / not measured (with why) from the results.
// Reported in the table only: a missed target is information, not a failed run.
/** @import { Judged, Results, Sections } from "./types.ts" */
import { PAGES, TARGETS } from "../config.mjs";
import { apiTargetList } from "./api-report.mjs";

/** @type {(name: string, goal: string, value: string, met: boolean | null, note?: string) => Judged} */
const target = (name, goal, value, met, note = "") => ({ name, goal, value, met, note });
/** @type {(name: string, goal: string, why: string) => Judged} */
const notMeasured = (name, goal, why) => target(name, goal, "—", null, why);

/** @param {Sections["pageWeight"]} weight */
function jsTargets(weight) {
  return PAGES.flatMap((page) => (page.jsBudgetKb === undefined ? [] : [{ ...page, jsBudgetKb: page.jsBudgetKb }])).map((page) => {
    const name = `JS on ${page.type} (gzipped, everything loadable)`;
    const goal = page.jsBudgetKb === 0 ? "0 KB" : `≤ ${page.jsBudgetKb} KB`;
    if (!weight || weight.error !== undefined) return notMeasured(name, goal, weight?.error ?? "section not run");
    const rows = weight.rows.flatMap((r) => (r.type === page.type && r.state === "measured" ? [r] : []));
    if (!rows.length) return notMeasured(name, goal, "not built yet");
    const value = rows.map((r) => `${r.locale} ${r.jsKb} KB${r.js ? ` (first load ${r.js.firstLoad.gzipKb})` : ""}`).join(", ");
    return target(
      name,
      goal,
      value,
      rows.every((r) => r.jsKb <= page.jsBudgetKb),
    );
  });
}

/**
 * Home's featured search: Enter to the search request, the slowest run of each language.
 * @param {Sections["pageWeight"]} weight
 */
function featuredSearchTarget(weight) {
  const name = "Home featured search: Enter to request (slowest run)";
  const goal = `≤ ${TARGETS.featuredSearchEnterMs} ms`;
  const search = weight?.error === undefined ? weight?.featuredSearch : undefined;
  if (!search || search.skipped !== undefined)
    return notMeasured(name, goal, weight ? (weight.error ?? search?.skipped ?? "not measured in this run") : "section not run");
  const rows = search.rows.flatMap((r) => (r.state === "measured" ? [r] : []));
  const missing = search.rows.filter((r) => r.state !== "measured").map((r) => `${r.locale}: ${r.state}`);
  if (!rows.length) return notMeasured(name, goal, missing.join("; ") || "not measured");
  const value = rows.map((r) => `${r.locale} ${r.max} ms (median ${r.p50})`).join(", ");
  const extra = rows.filter((r) => r.requests.some((n) => n !== 1)).map((r) => `${r.locale}: ${r.requests.join(", ")} requests per search`);
  const note = [`${search.runs} fresh loads per language`, ...extra, ...missing.map((m) => `not measured: ${m}`)].join("; ");
  return target(name, goal, value, missing.length ? null : rows.every((r) => r.max <= TARGETS.featuredSearchEnterMs), note);
}

/**
 * @typedef {NonNullable<Extract<Sections["lighthouse"], { rows: unknown }>>["rows"][number]} LighthouseRow
 * @param {Sections["lighthouse"]} lh
 */
function lighthouseTargets(lh) {
  const t = TARGETS.lighthouse;
  /** @type {[string, string, (rows: LighthouseRow[]) => number, (v: number) => boolean, (v: number) => string][]} */
  const goals = [
    ["Lighthouse performance score", `≥ ${t.score}`, (rows) => Math.min(...rows.map((r) => r.score ?? 0)), (v) => v >= t.score, (v) => `min ${v}`],
    [
      "Lighthouse LCP",
      `≤ ${t.lcpMs / 1000} s`,
      (rows) => Math.max(...rows.map((r) => r.lcpMs ?? 0)),
      (v) => v <= t.lcpMs,
      (v) => `max ${(v / 1000).toFixed(2)} s`,
    ],
    ["Lighthouse CLS", `≤ ${t.cls}`, (rows) => Math.max(...rows.map((r) => r.cls ?? 0)), (v) => v <= t.cls, (v) => `max ${v.toFixed(3)}`],
  ];
  return goals.map(([name, goal, pick, ok, show]) => {
    if (!lh || lh.error !== undefined || lh.skipped !== undefined) return notMeasured(name, goal, lh?.error ?? lh?.skipped ?? "section not run");
    // The floor (terms) is run to show what the simulated network alone costs, not judged.
    const judged = lh.rows.filter((r) => !r.floor);
    const rows = judged.filter((r) => r.state === "measured");
    if (!rows.length) return notMeasured(name, goal, "no page built yet");
    const missing = [...new Set(judged.filter((r) => r.state !== "measured").map((r) => r.type))];
    if (!rows.length) return notMeasured(name, goal, "no page built yet");
    const value = pick(rows);
    const worst = rows.find((r) => show(pick([r])) === show(value));
    const note = `${rows.length} page(s) measured, median run of each; worst ${worst ? `${worst.type} (${worst.locale})` : "—"}${missing.length ? `; not measured: ${missing.join(", ")}` : ""}`;
    return target(name, goal, show(value), ok(value), note);
  });
}

/**
 * Each judged page's median LCP over its runs against the floor's in the same language; null
 * where either is missing.
 * @param {LighthouseRow[]} rows
 */
export function lcpVsFloor(rows) {
  const floors = new Map(rows.filter((r) => r.floor && r.state === "measured").map((r) => [r.locale, r.lcpMedianMs ?? r.lcpMs ?? null]));
  return rows
    .filter((r) => !r.floor && r.state === "measured")
    .map((r) => {
      const floor = floors.get(r.locale) ?? null;
      const lcp = r.lcpMedianMs ?? r.lcpMs ?? null;
      return { type: r.type, locale: r.locale, lcpMs: lcp, floorMs: floor, ratio: lcp !== null && floor ? Number((lcp / floor).toFixed(2)) : null };
    });
}

/**
 * Issue 25's Lighthouse targets: every page's median LCP within lcpRatio × the floor's (same
 * language), and CLS 0 (each page's median over its runs; the largest of any run in the note).
 * @param {Sections["lighthouse"]} lh
 */
function lighthouseFloorTargets(lh) {
  const t = TARGETS.lighthouseVsFloor;
  const lcpName = "Lighthouse median LCP vs the floor (terms), every page";
  const clsName = "Lighthouse CLS, every page (median of runs)";
  const [lcpGoal, clsGoal] = [`≤ ${t.lcpRatio}× floor`, `= ${t.cls}`];
  if (!lh || lh.error !== undefined || lh.skipped !== undefined) {
    const why = lh?.error ?? lh?.skipped ?? "section not run";
    return [notMeasured(lcpName, lcpGoal, why), notMeasured(clsName, clsGoal, why)];
  }
  const ratios = lcpVsFloor(lh.rows);
  const out = [];
  const known = ratios.filter((r) => r.ratio !== null);
  if (!known.length) out.push(notMeasured(lcpName, lcpGoal, "no page or no floor measured"));
  else {
    const worst = known.reduce((a, b) => ((b.ratio ?? 0) > (a.ratio ?? 0) ? b : a));
    const floors = [...new Set(known.map((r) => `${r.locale} ${((r.floorMs ?? 0) / 1000).toFixed(2)} s`))].join(", ");
    const missed = known.filter((r) => (r.ratio ?? 0) > t.lcpRatio).map((r) => `${r.type} (${r.locale}) ${r.ratio}×`);
    const unknown = ratios.filter((r) => r.ratio === null).map((r) => `${r.type} (${r.locale})`);
    out.push(
      target(
        lcpName,
        lcpGoal,
        `worst ${worst.ratio}× (${worst.type}, ${worst.locale}: ${((worst.lcpMs ?? 0) / 1000).toFixed(2)} s)`,
        unknown.length ? null : !missed.length,
        `floor ${floors}; ${known.length} page(s)${missed.length ? `; over: ${missed.join(", ")}` : ""}${unknown.length ? `; no figure: ${unknown.join(", ")}` : ""}`,
      ),
    );
  }
  const judged = lh.rows.filter((r) => !r.floor && r.state === "measured");
  if (!judged.length) out.push(notMeasured(clsName, clsGoal, "no page measured"));
  else {
    // A shift too small for three decimals still counts: shown with its exponent.
    /** @param {number} v */
    const show = (v) => (v === 0 ? "0" : v < 0.001 ? v.toExponential(1) : v.toFixed(3));
    const shifted = judged
      .filter((r) => (r.clsMedian ?? r.cls ?? 0) > t.cls)
      .map((r) => `${r.type} (${r.locale}) ${show(r.clsMedian ?? r.cls ?? 0)}`);
    const anyRun = Math.max(...judged.map((r) => r.clsMax ?? r.cls ?? 0));
    const moved = [...new Set(judged.flatMap((r) => (r.each ?? []).flatMap((run) => run.shifts.map((x) => x.element))).filter(Boolean))];
    out.push(
      target(
        clsName,
        clsGoal,
        shifted.length ? shifted.join(", ") : "0 on every page",
        !shifted.length,
        `${judged.length} page(s); largest in any run ${show(anyRun)}${moved.length ? `; what moved: ${moved.slice(0, 3).join(", ")}` : ""}`,
      ),
    );
  }
  return out;
}

/**
 * Issue 25's picture targets: home's bytes at the phone window before and after a full scroll,
 * no oversized picture on any page, and a cached variant's p50 against the original file's.
 * @param {Sections["pictures"]} pictures
 */
function pictureTargets(pictures) {
  const t = TARGETS.pictures;
  const names = {
    first: `Pictures on ${t.page} at ${t.viewport}, first screen`,
    after: `Pictures on ${t.page} at ${t.viewport}, after a full scroll`,
    oversize: `No picture over ${t.oversize}× the pixels its box needs, every page`,
    variant: "Cached variant p50 vs the original file's",
  };
  const goals = { first: `≤ ${t.firstScreenKb} KB`, after: `≤ ${t.afterScrollKb} KB`, oversize: "none", variant: `≤ ${TARGETS.variantCachedP50}×` };
  if (!pictures || pictures.error !== undefined) {
    const why = pictures?.error ?? "section not run";
    return /** @type {(keyof typeof names)[]} */ (Object.keys(names)).map((k) => notMeasured(names[k], goals[k], why));
  }
  const out = [];
  const measured = pictures.rows.flatMap((r) => (r.state === "measured" && "firstScreen" in r ? [r] : []));
  const home = measured.filter((r) => r.type === t.page && r.viewport === t.viewport);
  for (const [key, pick, limit] of /** @type {const} */ ([
    ["first", "firstScreen", t.firstScreenKb],
    ["after", "afterScroll", t.afterScrollKb],
  ])) {
    if (!home.length) out.push(notMeasured(names[key], goals[key], pictures.skipped ?? "not measured"));
    else
      out.push(
        target(
          names[key],
          goals[key],
          home.map((r) => `${r.locale} ${r[pick].kb} KB (${r[pick].count})`).join(", "),
          home.every((r) => r[pick].kb <= limit),
        ),
      );
  }
  if (!measured.length) out.push(notMeasured(names.oversize, goals.oversize, pictures.skipped ?? "no page measured"));
  else {
    const offenders = measured.flatMap((r) => r.oversize.map((o) => ({ ...o, page: `${r.type} (${r.locale}, ${r.viewport})` })));
    const worst = Math.max(...measured.map((r) => r.worstRatio ?? 0));
    const pages = [...new Set(offenders.map((o) => o.page))];
    out.push(
      target(
        names.oversize,
        goals.oversize,
        offenders.length ? `${offenders.length} on ${pages.length} page(s), worst ${worst}×` : `none (worst ${worst}×)`,
        !offenders.length,
        `${measured.length} page × language × window measured; ${measured.reduce((n, r) => n + r.checked, 0)} pictures checked; offenders listed under Pictures`,
      ),
    );
  }
  const v = pictures.variants;
  if (!v || "error" in v) out.push(notMeasured(names.variant, goals.variant, v?.error ?? "not measured"));
  else {
    const formats = Object.entries(v.formats);
    const value = formats.map(([f, x]) => `${f} ${x.vsOriginal}× (${x.warm.p50} vs ${v.original.warm.p50} ms)`).join(", ");
    const note = `${v.keys} pictures at ${v.width} px, ${v.repeats} repeats each; cold p50 ${formats.map(([f, x]) => `${f} ${x.cold.p50} ms`).join(", ")}`;
    out.push(
      target(
        names.variant,
        goals.variant,
        value,
        formats.every(([, x]) => x.vsOriginal !== null && x.vsOriginal <= TARGETS.variantCachedP50),
        note,
      ),
    );
  }
  return out;
}

/**
 * Static files at every measured size (a Workers version holds 20,000 on Free), and build plus
 * bundling at the target's catalogue size (not measured when that size was not built).
 * @param {Sections["build"]} build
 */
function buildTargets(build) {
  const t = TARGETS.build;
  const timeName = `Build + bundling, ${t.atProducts.toLocaleString("en")} products × 2 locales`;
  const filesName = "Static files, every catalogue size";
  if (!build || build.error !== undefined)
    return [
      notMeasured(timeName, `≤ ${t.seconds} s`, build?.error ?? "section not run"),
      notMeasured(filesName, `≤ ${t.staticFiles.toLocaleString("en")}`, build?.error ?? "section not run"),
    ];
  const sizes = build.builds.map((b) => b.products.toLocaleString("en")).join(", ");
  const at = build.builds.find((b) => b.products === t.atProducts);
  const out = [];
  if (at)
    out.push(
      target(
        timeName,
        `≤ ${t.seconds} s`,
        `${at.buildAndBundleSeconds} s`,
        at.buildAndBundleSeconds <= t.seconds,
        `astro build ${at.seconds} s + bundling ${at.bundleSeconds} s; ${at.pages} pages`,
      ),
    );
  else out.push(notMeasured(timeName, `≤ ${t.seconds} s`, `built at ${sizes} products only`));
  const most = build.builds.reduce((a, b) => (b.staticFiles > a.staticFiles ? b : a));
  out.push(
    target(
      filesName,
      `≤ ${t.staticFiles.toLocaleString("en")}`,
      `max ${most.staticFiles.toLocaleString("en")} (${most.products.toLocaleString("en")} products)`,
      build.builds.every((b) => b.staticFiles <= t.staticFiles),
      `sizes built: ${sizes}`,
    ),
  );
  return out;
}

/**
 * On-demand product pages against a prerendered one: p50 time to first byte at the target's
 * number of connections. A case whose X-Page-Cache answers were not what it stands for (hits
 * for the cached case, misses for the uncached one, in at least 99% of its responses) is
 * reported as not measured.
 * @param {Sections["pages"]} pages
 */
function productPageTargets(pages) {
  const { connections, ...goals } = TARGETS.productPageTtfb;
  const labels = { cached: "Cached on-demand product page TTFB vs static", uncached: "Uncached on-demand product page TTFB vs static" };
  return /** @type {["cached" | "uncached", number][]} */ (Object.entries(goals)).map(([kind, max]) => {
    const name = `${labels[kind]} (p50 @${connections})`;
    const goal = `≤ ${max}×`;
    if (!pages || pages.error !== undefined) return notMeasured(name, goal, pages?.error ?? "section not run");
    /** @type {`${typeof kind}VsStatic`} */
    const vsStatic = `${kind}VsStatic`;
    const row = pages.rows.find((r) => r.connections === connections);
    const value = row?.[vsStatic]?.p50 ?? null;
    if (!row || value === null) return notMeasured(name, goal, "not measured");
    const [state, states] = kind === "cached" ? ["hit", "hits"] : ["miss", "misses"];
    const observed = kind === "cached" ? row.hitRatio : row.missRatio;
    const m = row.kinds[kind];
    const shown = `${value}× (${m.ttfb.p50} vs ${row.kinds.static.ttfb.p50} ms)`;
    const others = pages.rows
      .filter((r) => r !== row)
      .map((r) => {
        const seen = kind === "cached" ? r.hitRatio : r.missRatio;
        return `@${r.connections}: ${r[vsStatic].p50}×${seen !== null && seen < 0.99 ? ` (only ${(seen * 100).toFixed(1)}% ${states})` : ""}`;
      })
      .join(", ");
    const percent = `${((observed ?? 0) * 100).toFixed(1)}%`;
    const note = `p95 ${row[vsStatic].p95}×${others ? `; ${others}` : ""}; ${states} ${percent} of ${m.requests} responses`;
    // Contaminated: the case did not measure what it stands for.
    if (observed === null || observed < 0.99) return target(name, goal, shown, null, `only ${percent} answered X-Page-Cache: ${state}; ${note}`);
    return target(name, goal, shown, value <= max && !row.flagged, row.flagged ? `${note}; had errors` : note);
  });
}

/** @param {Pick<Results, "sections">} results */
export function evaluateTargets(results) {
  const { build, pageWeight, pictures, lighthouse, api, proxy, contention, pages } = results.sections;
  const out = [
    ...jsTargets(pageWeight),
    featuredSearchTarget(pageWeight),
    ...pictureTargets(pictures),
    ...lighthouseTargets(lighthouse),
    ...lighthouseFloorTargets(lighthouse),
    ...buildTargets(build),
    ...apiTargetList(api),
  ];

  const proxyName = "Proxy overhead (p50 @1, worst call)";
  const proxyValue = proxy && proxy.error === undefined ? proxy.overhead[proxy.judged] : null;
  if (!proxy || proxy.error !== undefined || proxyValue === null)
    out.push(notMeasured(proxyName, `≤ ${TARGETS.proxyRatio}×`, proxy ? (proxy.error ?? "not measured") : "section not run"));
  else {
    const how = proxy.judged === "binding" ? "service binding, as deployed" : "proxy to the API's port";
    const other = proxy.judged === "binding" && proxy.overhead.http !== null ? `; to the API's port: ${proxy.overhead.http}×` : "";
    const o = proxy.overhead;
    const floor =
      o.bare != null
        ? `; floor (bare proxy) ${o.bare}× (${o.bareAssets ?? "—"}× with an asset lookup first); ours ÷ bare ${o.bindingVsBare ?? "—"}×`
        : "";
    out.push(target(proxyName, `≤ ${TARGETS.proxyRatio}×`, `${proxyValue}×`, proxyValue <= TARGETS.proxyRatio, `${how}${other}${floor}`));
  }

  const contentionName = "Contention: successes for stock 10";
  if (!contention || contention.error !== undefined || contention.state !== "measured") {
    out.push(
      notMeasured(contentionName, `exactly ${TARGETS.contentionSuccesses}`, contention ? (contention.error ?? contention.state) : "section not run"),
    );
  } else {
    const ok = contention.successes === TARGETS.contentionSuccesses && contention.finalStock === 0;
    out.push(target(contentionName, `exactly ${TARGETS.contentionSuccesses}`, `${contention.successes} (final stock ${contention.finalStock})`, ok));
  }
  out.push(...productPageTargets(pages));
  return out;
}

/**
 * The targets of every run of the load sections (--repeat), one list per run, as one list: a
 * target met in every run is met, missed in every run not met, met in some and missed in
 * others (its spread crosses its line) inconclusive. Values are shown run by run.
 * @param {Judged[][]} runs
 * @returns {Judged[]}
 */
export function combineRepeats(runs) {
  if (runs.length === 1) return runs[0];
  return runs[0].map((first, i) => {
    const all = runs.map((list) => list[i]);
    const judged = all.filter((t) => t.met !== null);
    const values = [...new Set(all.map((t) => t.value))];
    if (values.length === 1 && new Set(all.map((t) => t.met)).size === 1) return first;
    const value = all.map((t) => t.value).join(" / ");
    const note = `${all.length} runs${first.note ? `; run 1: ${first.note}` : ""}`;
    if (judged.length && judged.every((t) => t.met)) return { ...first, value, met: true, runs: all.length, note };
    if (judged.length && judged.every((t) => !t.met)) return { ...first, value, met: false, runs: all.length, note };
    if (!judged.length) return { ...first, value, met: null, runs: all.length, note };
    return {
      ...first,
      value,
      met: null,
      inconclusive: true,
      runs: all.length,
      note: `inconclusive: met in ${judged.filter((t) => t.met).length} of ${judged.length} runs; ${note}`,
    };
  });
}
