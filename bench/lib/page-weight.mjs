// Section 2: what each page type costs on a first visit, per language: HTML, CSS and JS in
// KB gzipped and the number of requests. A headless Chromium finds the requests (islands,
// lazy chunks, fonts, images, API calls made on load); without one, the built HTML and the
// static imports of its scripts are read instead, and the section says so.
import { gzipSync } from "node:zlib";
import { LOCALES, PAGES } from "../config.mjs";
import { launchBrowser, requestsOnLoad } from "./browser.mjs";

const kb = (bytes) => Number((bytes / 1024).toFixed(1));
const gz = (text) => gzipSync(Buffer.from(text)).length;

const TAG = /<(link|script|img|astro-island)\b([^>]*)>/gi;
const ATTR = /([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const JS_IMPORT = /(?:\bimport|\bfrom)\s*\(?\s*["']([^"']+\.m?js)["']/g;

function attributes(source) {
  const out = {};
  for (const m of source.matchAll(ATTR)) out[m[1].toLowerCase()] = m[2] ?? m[3];
  return out;
}

/** JavaScript written into the page itself (not JSON data blocks). */
function inlineScripts(html) {
  let text = "";
  for (const [, attrs, body] of html.matchAll(INLINE_SCRIPT)) {
    const a = attributes(attrs);
    if (a.src || /json/i.test(a.type ?? "")) continue;
    text += body;
  }
  return text;
}

/** Without a browser: the resources the HTML names, and the scripts those import. */
async function staticRequests(url, html, fetchText) {
  const found = new Map();
  const add = (href, type) => {
    if (!href || href.startsWith("data:")) return;
    const abs = new URL(href, url).href;
    if (!found.has(abs)) found.set(abs, { url: abs, type });
  };
  for (const [, tag, attrs] of html.matchAll(TAG)) {
    const a = attributes(attrs);
    const name = tag.toLowerCase();
    if (name === "link" && /stylesheet/i.test(a.rel ?? "")) add(a.href, "Stylesheet");
    else if (name === "link" && /modulepreload/i.test(a.rel ?? "")) add(a.href, "Script");
    else if (name === "link" && /icon/i.test(a.rel ?? "")) add(a.href, "Other");
    else if (name === "script") add(a.src, "Script");
    else if (name === "img") add(a.src, "Image");
    else if (name === "astro-island") {
      add(a["component-url"], "Script");
      add(a["renderer-url"], "Script");
    }
  }
  const queue = [...found.values()].filter((r) => r.type === "Script");
  while (queue.length) {
    const script = queue.pop();
    const text = await fetchText(script.url);
    for (const [, href] of text.matchAll(JS_IMPORT)) {
      const abs = new URL(href, script.url).href;
      if (!found.has(abs)) {
        found.set(abs, { url: abs, type: "Script" });
        queue.push(found.get(abs));
      }
    }
  }
  return [{ url, type: "Document" }, ...found.values()];
}

function makeFetcher() {
  const cache = new Map();
  return (url) => {
    if (!cache.has(url))
      cache.set(
        url,
        fetch(url)
          .then((r) => r.text())
          .catch(() => ""),
      );
    return cache.get(url);
  };
}

// The browser asks for /favicon.ico once per session, on whichever page comes first: it is
// the browser's request, not the page's, and counting it would make the first page heavier.
const isFaviconProbe = (r) => r.type === "Other" && new URL(r.url).pathname === "/favicon.ico";

/** Weighs one URL that is known to exist. */
async function weigh(url, html, browser, fetchText) {
  const found = browser ? await requestsOnLoad(browser, url) : await staticRequests(url, html, fetchText);
  const requests = found.filter((r) => !isFaviconProbe(r));
  const sums = { Document: 0, Stylesheet: 0, Script: 0 };
  for (const r of requests) {
    if (!(r.type in sums) || (r.type === "Document" && r.url !== url)) continue;
    sums[r.type] += gz(r.type === "Document" ? html : await fetchText(r.url));
  }
  const inline = inlineScripts(html);
  const inlineJs = inline.trim() ? gz(inline) : 0;
  return {
    htmlKb: kb(sums.Document),
    cssKb: kb(sums.Stylesheet),
    jsKb: kb(sums.Script + inlineJs),
    inlineJsKb: kb(inlineJs),
    requests: requests.length,
    byType: Object.fromEntries(Object.entries(Object.groupBy(requests, (r) => r.type)).map(([type, list]) => [type, list.length])),
    list: requests.map((r) => ({ url: r.url.replace(new URL(url).origin, ""), type: r.type, status: r.status ?? null })),
  };
}

export async function pageWeight({ webOrigin, fx, chrome, log }) {
  const browser = chrome ? await launchBrowser(chrome) : null;
  const fetchText = makeFetcher();
  const rows = [];
  try {
    for (const page of PAGES) {
      for (const locale of LOCALES) {
        const path = page.path(locale, fx);
        const url = webOrigin + path;
        const row = { type: page.type, locale, path };
        const res = await fetch(url, { redirect: "manual" });
        const html = await res.text();
        const expected = page.expectStatus ?? 200;
        if (res.status !== expected) {
          row.state = res.status === 404 ? "not built yet" : `answered ${res.status}`;
        } else {
          Object.assign(row, { state: "measured" }, await weigh(url, html, browser, fetchText));
        }
        log(`  ${page.type} (${locale}): ${row.state === "measured" ? `JS ${row.jsKb} KB, ${row.requests} requests` : row.state}`);
        rows.push(row);
      }
    }
  } finally {
    await browser?.close();
  }
  return {
    method: browser ? "headless Chromium (requests on first load, cache off)" : "static (built HTML and its script imports; no browser)",
    rows,
  };
}
