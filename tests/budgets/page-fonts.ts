// The web font files a built page makes the browser download: the woff2 it preloads, and
// every @font-face of its stylesheets whose unicode-range covers a character of the page's
// text (the browser fetches a face only then). The text is the HTML with tags, scripts and
// styles removed, so it slightly overcounts (attributes' text is left out, islands' later
// text is not known): a budget over it is on the safe side for the first view.
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

export interface FontFace {
  family: string;
  url: string;
  display: string | undefined;
  /** Inclusive code point ranges; empty means every character. */
  ranges: [number, number][];
}

export interface PageFonts {
  /** Site paths of the woff2 files the page loads, each once. */
  files: string[];
  bytes: number;
  preloaded: string[];
  faces: FontFace[];
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, "i").exec(tag)?.[1];

function parseRange(value: string): [number, number][] {
  return value.split(",").map((part) => {
    const [a, b] = part.trim().replace(/^U\+/i, "").split("-");
    if (a.includes("?")) return [parseInt(a.replace(/\?/g, "0"), 16), parseInt(a.replace(/\?/g, "F"), 16)] as [number, number];
    return [parseInt(a, 16), parseInt(b ?? a, 16)] as [number, number];
  });
}

export function fontFaces(css: string): FontFace[] {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((m) => {
    const body = m[1];
    const prop = (name: string) => new RegExp(`(?:^|;|\\s)${name}\\s*:\\s*([^;]+)`, "i").exec(body)?.[1].trim();
    const url = /url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/i.exec(body)?.[1] ?? "";
    const range = prop("unicode-range");
    return { family: (prop("font-family") ?? "").replace(/["']/g, ""), url, display: prop("font-display"), ranges: range ? parseRange(range) : [] };
  });
}

/** The characters a reader sees: the HTML without tags, scripts and styles, entities decoded. */
export function pageText(html: string): Set<number> {
  const text = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x([0-9a-f]+);/gi, (_, h) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d) => String.fromCodePoint(Number(d)))
    .replace(/&(amp|lt|gt|quot|apos|nbsp);/g, " ");
  return new Set([...text].map((c) => c.codePointAt(0)!));
}

export function createFontMeter(client: string) {
  const size = (path: string) => {
    const file = join(client, path.replace(/^\//, "").split("?")[0]);
    return existsSync(file) ? statSync(file).size : 0;
  };
  const cssCache = new Map<string, FontFace[]>();
  const facesOf = (href: string) => {
    if (!cssCache.has(href)) {
      const file = join(client, href.replace(/^\//, ""));
      cssCache.set(href, existsSync(file) ? fontFaces(readFileSync(file, "utf8")) : []);
    }
    return cssCache.get(href)!;
  };
  return (html: string): PageFonts => {
    const faces: FontFace[] = [];
    const preloaded: string[] = [];
    for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
      const rel = attr(m[0], "rel") ?? "";
      const href = attr(m[0], "href");
      if (!href) continue;
      if (/stylesheet/i.test(rel)) faces.push(...facesOf(href));
      if (/preload/i.test(rel) && attr(m[0], "as") === "font") preloaded.push(href);
    }
    for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) faces.push(...fontFaces(m[1]));
    const chars = [...pageText(html)];
    const used = faces.filter((f) => f.url && (f.ranges.length === 0 || chars.some((c) => f.ranges.some(([a, b]) => c >= a && c <= b))));
    const files = [...new Set([...preloaded, ...used.map((f) => f.url)])];
    return { files, bytes: files.reduce((n, f) => n + size(f), 0), preloaded, faces };
  };
}
