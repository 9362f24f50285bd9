// Section 2b: pictures (issue 25, docs/decisions/0023). Per page type and language, in each
// window of PICTURES.viewports (a phone at DPR 3, a desktop at DPR 1), a headless Chromium loads
// the page with its cache off: the pictures it fetched on the first screen (after the load event
// and a quiet network, no scroll), then after scrolling to the bottom in steps and letting lazy
// pictures load. Only image responses count (resource type Image: <img>, srcset and CSS
// backgrounds), each by its body as sent (encoded size, headers not counted). After the scroll,
// every loaded <img> is checked for oversize: its natural pixels against the pixels its box needs
// at the DPR ((width × DPR) × (height × DPR): for object-fit: cover the box is what is painted).
// Then the variant endpoint itself (GET /api/media/{key}, api/src/media/routes.ts): the original
// file and a variant in WebP and in AVIF (by Accept), each warm (the same URL again, answered
// from the Cache API) and cold (a width and format nobody asked for yet, so transformed), timed
// one request at a time from Node to the API's port; x-media-cache says which each answer was.
// The warm cases run interleaved (original, WebP, AVIF of each picture, round after round).
/** @import { Browser, Device, PageRequest } from "./browser.mjs" */
/** @import { Fixtures, Log } from "./types.ts" */
import { errorMessage } from "../../scripts/lib/error-message.mjs";
import { LOCALES, PAGES, PICTURES, TARGETS } from "../config.mjs";
import { launchBrowser, loadPage, NO_CHROME } from "./browser.mjs";
import { MEDIA_WIDTHS } from "../../shared/media.ts";
import { percentile } from "./load.mjs";

/** The widths the API serves, largest first: the least likely to be made already. */
const WIDTHS = [...MEDIA_WIDTHS].reverse();

// The line a picture is judged against, read here so the rows list their offenders.
const PICTURES_OVERSIZE = TARGETS.pictures.oversize;

/** @param {number} bytes */
const kb = (bytes) => Number((bytes / 1024).toFixed(1));
/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How many times the pixels its box needs a picture has: natural width × height against
 * (box width × DPR) × (box height × DPR). Null for a box or picture with no area.
 * @param {{ naturalWidth: number, naturalHeight: number, clientWidth: number, clientHeight: number }} picture
 * @param {number} dpr
 */
export function oversizeRatio({ naturalWidth, naturalHeight, clientWidth, clientHeight }, dpr) {
  const needed = clientWidth * dpr * (clientHeight * dpr);
  if (!(needed > 0) || !(naturalWidth * naturalHeight > 0)) return null;
  return Number(((naturalWidth * naturalHeight) / needed).toFixed(2));
}

/**
 * The pictures among a page's requests: their count and bytes (bodies as sent), and the heaviest.
 * @param {Pick<PageRequest, "url" | "type" | "status" | "bytes" | "bodyBytes" | "failed">[]} requests
 */
export function pictureSums(requests) {
  const pictures = requests.filter((r) => r.type === "Image" && !r.failed && r.status !== null && r.status < 400);
  const bytes = pictures.reduce((n, r) => n + (r.bodyBytes ?? r.bytes), 0);
  const heaviest = [...pictures]
    .sort((a, b) => (b.bodyBytes ?? b.bytes) - (a.bodyBytes ?? a.bytes))
    .slice(0, 3)
    .map((r) => ({ url: r.url, kb: kb(r.bodyBytes ?? r.bytes) }));
  const transfer = pictures.reduce((n, r) => n + r.bytes, 0);
  return { count: pictures.length, kb: kb(bytes), transferKb: kb(transfer), heaviest };
}

/**
 * p50 and p95 of a list of timings (ms), null when empty.
 * @param {number[]} values
 */
export function timingStats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  /** @param {number | null} n */
  const round = (n) => (n === null ? null : Number(n.toFixed(2)));
  return { requests: sorted.length, p50: round(percentile(sorted, 0.5)), p95: round(percentile(sorted, 0.95)) };
}

// Every loaded <img> with a box, read after the scroll (SVGs and data: pictures have no pixels to
// waste). An <img> chosen from a srcset by width reports its natural size divided by the density
// the browser gave it (in CSS px), so the picture's own pixels are read from a plain Image of the
// same address (from the memory cache, or fetched once more after the figures are taken). That
// reported width is the slot the browser read from `sizes` (a w-descriptor's density is the
// candidate's width over it): kept as `sizesWidth`, so a `sizes` wider than the box shows.
const IMAGES_IN_PAGE = `(async () => {
  const shown = [...document.images]
    .filter((i) => i.complete && i.naturalWidth > 0 && i.clientWidth > 0 && i.clientHeight > 0)
    .map((i) => ({ src: i.currentSrc || i.src, clientWidth: i.clientWidth, clientHeight: i.clientHeight, fit: getComputedStyle(i).objectFit,
      sizesWidth: i.srcset ? i.naturalWidth : null }))
    .filter((i) => !i.src.startsWith("data:") && !/\\.svg(\\?|$)/i.test(i.src));
  const sizes = new Map();
  for (const src of new Set(shown.map((i) => i.src))) {
    const plain = new Image();
    plain.src = src;
    try {
      await plain.decode();
      sizes.set(src, [plain.naturalWidth, plain.naturalHeight]);
    } catch {}
  }
  return shown.flatMap((i) => (sizes.has(i.src) ? [{ ...i, naturalWidth: sizes.get(i.src)[0], naturalHeight: sizes.get(i.src)[1] }] : []));
})()`;

/**
 * @typedef {ReturnType<typeof pictureSums>} PictureSums
 * @typedef {{ src: string, ratio: number | null, natural: string, box: string, fit: string, sizesWidth?: number | null }} Oversized
 * @typedef {{ firstScreen: PictureSums, afterScroll: PictureSums, checked: number, worstRatio: number | null, oversize: Oversized[] }} PagePictures
 */

/**
 * One page in one window: pictures on the first screen, after a full scroll, and the oversized ones.
 * @param {Browser} browser
 * @param {string} url
 * @param {Device} device
 * @returns {Promise<PagePictures>}
 */
async function picturesOnPage(browser, url, device) {
  return loadPage(browser, url, { device, timeoutMs: 120_000, idleMs: 1000 }, async ({ requests, settle, evaluate }) => {
    const firstScreen = pictureSums(requests);
    // Down in steps, a pause at each so lazy pictures entering the view start loading.
    for (let step = 0; step < 80; step++) {
      const { y, max } = await evaluate(
        `(() => { window.scrollTo({ top: scrollY + Math.round(innerHeight * ${PICTURES.scrollStep}), behavior: "instant" });
          return { y: scrollY, max: document.documentElement.scrollHeight - innerHeight }; })()`,
      );
      await sleep(300);
      if (y >= max - 1) break;
    }
    await settle();
    const afterScroll = pictureSums(requests);
    /** @type {{ src: string, naturalWidth: number, naturalHeight: number, clientWidth: number, clientHeight: number, fit: string, sizesWidth: number | null }[]} */
    const images = await evaluate(IMAGES_IN_PAGE);
    const origin = new URL(url).origin;
    const checked = images.map((i) => ({ ...i, ratio: oversizeRatio(i, device.deviceScaleFactor) }));
    const oversize = checked
      .filter((i) => i.ratio !== null && i.ratio > PICTURES_OVERSIZE)
      .sort((a, b) => (b.ratio ?? 0) - (a.ratio ?? 0))
      .map((i) => ({
        src: i.src.replace(origin, ""),
        ratio: i.ratio,
        natural: `${i.naturalWidth}×${i.naturalHeight}`,
        box: `${i.clientWidth}×${i.clientHeight}`,
        fit: i.fit,
        sizesWidth: i.sizesWidth,
      }));
    const ratios = checked.flatMap((i) => (i.ratio === null ? [] : [i.ratio]));
    return { firstScreen, afterScroll, checked: checked.length, worstRatio: ratios.length ? Math.max(...ratios) : null, oversize };
  });
}

/**
 * A page type in one language and window: its figures, or why it has none.
 * @typedef {{ type: string, locale: string, viewport: string, path: string }
 *   & (({ state: "measured" } & PagePictures) | { state: "not built yet" | `answered ${number}` | `error: ${string}` })} PictureRow
 */

/**
 * Stored pictures' keys the API names (categories' and products' pictures), at most `count`.
 * @param {string} api
 * @param {number} count
 */
async function pictureKeys(api, count) {
  /** @type {Set<string>} */
  const keys = new Set();
  /** @param {unknown} value */
  const add = (value) => {
    const match = typeof value === "string" ? /\/api\/media\/([^?]+)/.exec(value) : null;
    if (match) keys.add(match[1]);
  };
  /** @type {{ results?: { image?: string | null }[] }} */
  const categories = /** @type {any} the API's JSON */ (await fetch(`${api}/api/products/categories/`).then((r) => r.json()));
  for (const c of categories.results ?? []) add(c.image);
  for (let page = 1; page <= 5 && keys.size < count; page++) {
    const res = await fetch(`${api}/api/products/?page=${page}`);
    if (!res.ok) break;
    /** @type {{ results?: { images?: { image: string }[] }[] }} */
    const body = /** @type {any} the API's JSON */ (await res.json());
    for (const p of body.results ?? []) for (const i of p.images ?? []) add(i.image);
  }
  return [...keys].slice(0, count);
}

/**
 * One GET, timed to its last byte.
 * @param {string} url
 * @param {string} [accept]
 */
async function timedGet(url, accept) {
  const t0 = performance.now();
  const res = await fetch(url, accept ? { headers: { accept } } : {});
  const body = await res.arrayBuffer();
  const ms = performance.now() - t0;
  if (!res.ok) throw new Error(`GET ${url} (Accept: ${accept ?? "none"}) answered ${res.status}`);
  return { ms, cache: res.headers.get("x-media-cache"), type: res.headers.get("content-type"), bytes: body.byteLength };
}

/**
 * The variant endpoint's timings: the original, and each format's variant warm and cold.
 * @param {string} api
 * @param {Log} log
 */
export async function variantTimings(api, log) {
  const keys = await pictureKeys(api, 40);
  if (keys.length < 2) throw new Error(`only ${keys.length} stored picture(s) named by the API`);
  const sample = keys.slice(0, PICTURES.variantKeys);
  const media = (/** @type {string} */ key) => `${api}/api/media/${key}`;
  const FORMATS = /** @type {const} */ ([
    ["webp", "image/webp"],
    ["avif", "image/avif"],
  ]);
  // The original's first request (from R2, unless a page fetched it already).
  const originalFirst = [];
  for (const key of sample) {
    const got = await timedGet(media(key));
    if (got.cache === "miss") originalFirst.push(got.ms);
  }
  // Cold: widths and pictures in an order pages ask least for; an answer from the cache was made before (skipped).
  /** @type {Record<string, ReturnType<typeof timingStats> & { skippedMadeAlready: number, meanKb: number }>} */
  const cold = {};
  for (const [format, accept] of FORMATS) {
    const times = [];
    const kbs = [];
    let skipped = 0;
    outer: for (const width of WIDTHS) {
      for (const key of keys) {
        if (times.length >= PICTURES.coldRequests) break outer;
        if (width === PICTURES.variantWidth && sample.includes(key)) continue;
        const got = await timedGet(`${media(key)}?w=${width}`, accept);
        if (got.cache !== "miss") {
          skipped++;
          continue;
        }
        if (!got.type?.includes(format)) throw new Error(`Accept: ${accept} answered ${got.type}, not ${format}`);
        times.push(got.ms);
        kbs.push(got.bytes);
      }
    }
    cold[format] = { ...timingStats(times), skippedMadeAlready: skipped, meanKb: kb(kbs.reduce((a, b) => a + b, 0) / (kbs.length || 1)) };
  }
  // Warm: each variant made once, a moment for the cache writes, then the original and both
  // variants of each picture in turn, round after round, so the machine's background load hits them alike.
  const cases = [
    { name: "original", accept: undefined, url: media },
    ...FORMATS.map(([name, accept]) => ({ name, accept, url: (/** @type {string} */ key) => `${media(key)}?w=${PICTURES.variantWidth}` })),
  ];
  for (const c of cases) for (const key of sample) await timedGet(c.url(key), c.accept);
  await sleep(500);
  /** @type {Record<string, { times: number[], kbs: number[], notFromCache: number }>} */
  const seen = Object.fromEntries(cases.map((c) => [c.name, { times: [], kbs: [], notFromCache: 0 }]));
  for (let round = 0; round < PICTURES.warmRepeats; round++) {
    for (const key of sample) {
      for (const c of cases) {
        const got = await timedGet(c.url(key), c.accept);
        const into = seen[c.name];
        if (got.cache !== "hit") into.notFromCache++;
        into.times.push(got.ms);
        into.kbs.push(got.bytes);
      }
    }
  }
  /** @param {string} name */
  const warm = (name) => {
    const { times, kbs, notFromCache } = seen[name];
    return { ...timingStats(times), meanKb: kb(kbs.reduce((a, b) => a + b, 0) / (kbs.length || 1)), notFromCache };
  };
  const original = { warm: warm("original"), firstFromR2: timingStats(originalFirst) };
  log(
    `  original: p50 ${original.warm.p50} ms, p95 ${original.warm.p95} ms cached (${original.warm.meanKb} KB mean); first read ${original.firstFromR2.p50} ms`,
  );
  /** @type {Record<string, { warm: ReturnType<typeof warm>, cold: (typeof cold)[string], vsOriginal: number | null }>} */
  const formats = {};
  for (const [format] of FORMATS) {
    const w = warm(format);
    const vsOriginal = w.p50 !== null && original.warm.p50 ? Number((w.p50 / original.warm.p50).toFixed(2)) : null;
    formats[format] = { warm: w, cold: cold[format], vsOriginal };
    log(
      `  ${format}: cached p50 ${w.p50} ms, p95 ${w.p95} ms (${vsOriginal}× the original's); ` +
        `cold p50 ${cold[format].p50} ms, p95 ${cold[format].p95} ms over ${cold[format].requests} fresh variants`,
    );
  }
  return { keys: sample.length, pool: keys.length, width: PICTURES.variantWidth, repeats: PICTURES.warmRepeats, original, formats };
}

/**
 * @param {{ webOrigin: string, api: string, fx: Fixtures, chrome: string | null, log: Log }} options
 */
export async function picturesSection({ webOrigin, api, fx, chrome, log }) {
  // First, before any page asks for variants: the endpoint's timings.
  /** @type {Awaited<ReturnType<typeof variantTimings>> | { error: string }} */
  let variants;
  try {
    variants = await variantTimings(api, log);
  } catch (error) {
    variants = { error: errorMessage(error) };
    log(`  variant timings FAILED: ${variants.error.slice(0, 1000)}`);
  }
  if (!chrome) return { skipped: NO_CHROME, rows: [], variants };
  const browser = await launchBrowser(chrome);
  /** @type {PictureRow[]} */
  const rows = [];
  try {
    for (const type of PICTURES.pages) {
      const page = PAGES.find((p) => p.type === type);
      if (!page) continue;
      for (const locale of LOCALES) {
        const path = page.path(locale, fx);
        const status = await fetch(webOrigin + path, { redirect: "manual" }).then((r) => r.status);
        for (const device of PICTURES.viewports) {
          const base = { type, locale, viewport: device.name, path };
          if (status !== (page.expectStatus ?? 200)) {
            /** @type {"not built yet" | `answered ${number}`} */
            const state = status === 404 ? "not built yet" : `answered ${status}`;
            rows.push({ ...base, state });
            continue;
          }
          try {
            const measured = await picturesOnPage(browser, webOrigin + path, device);
            rows.push({ ...base, state: "measured", ...measured });
            log(
              `  ${type} (${locale}, ${device.name}): first screen ${measured.firstScreen.kb} KB in ${measured.firstScreen.count}, ` +
                `after scrolling ${measured.afterScroll.kb} KB in ${measured.afterScroll.count}; ${measured.oversize.length} of ${measured.checked} oversized (worst ${measured.worstRatio}×)`,
            );
          } catch (error) {
            /** @type {`error: ${string}`} */
            const state = `error: ${errorMessage(error).slice(0, 300)}`;
            rows.push({ ...base, state });
            log(`  ${type} (${locale}, ${device.name}): ${errorMessage(error).slice(0, 300)}`);
          }
        }
      }
    }
  } finally {
    await browser.close();
  }
  return {
    method:
      "headless Chromium, cache off: image responses' bodies as sent after the load and a quiet network (first screen), then after scrolling to the bottom",
    oversizeLine: PICTURES_OVERSIZE,
    rows,
    variants,
  };
}
