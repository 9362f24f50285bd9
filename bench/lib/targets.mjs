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
  const { build, pageWeight, lighthouse, api, proxy, contention, pages } = results.sections;
  const out = [
    ...jsTargets(pageWeight),
    featuredSearchTarget(pageWeight),
    ...lighthouseTargets(lighthouse),
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
