// The JavaScript a built page makes the browser load before it is interactive: its script
// tags (external and inline), its islands' component and renderer modules, its module
// preloads, and everything those modules import statically, each file counted once,
// gzipped. Dynamic import() is left out: it loads later, on demand.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export interface PageJs {
  /** Site paths of the JavaScript files, in the order found. */
  files: string[];
  /** With the chunks those files load later through import() (a carousel, a quick view). */
  withLazyGzipBytes: number;
  /** Every file the page may ever load: `files` and their lazy chunks. */
  allFiles: string[];
  /** Inline scripts (not JSON-LD), counted as they are. */
  inline: number;
  gzipBytes: number;
  /** Whether the HTML contains a <script at all (JSON-LD included). */
  hasScriptTag: boolean;
}

const NOT_JS = /^(application\/(ld\+)?json|importmap|text\/template)$/i;

const attr = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, "i").exec(tag)?.[1] ?? new RegExp(`\\s${name}\\s*=\\s*'([^']*)'`, "i").exec(tag)?.[1];

/** Static `import ... from "x"`, `import "x"` and `export ... from "x"` specifiers of local files. */
export function staticImports(code: string): string[] {
  const found: string[] = [];
  for (const m of code.matchAll(/(?:^|[^.\w$])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g)) {
    if (/^(\.{1,2}\/|\/)/.test(m[1])) found.push(m[1]);
  }
  return found;
}

/** `import("x")` specifiers of local files (quoted or in backticks, as bundlers write them). */
export function dynamicImports(code: string): string[] {
  return [...code.matchAll(/(?:^|[^.\w$])import\(\s*[`"']([^`"'$]+)[`"']\s*\)/g)].map((m) => m[1]).filter((spec) => /^(\.{1,2}\/|\/)/.test(spec));
}

/** Entry modules named in the HTML, and the inline scripts' text. */
export function pageEntries(html: string): { urls: string[]; inline: string[]; hasScriptTag: boolean } {
  const urls: string[] = [];
  const inline: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const type = attr(` ${m[1]}`, "type") ?? "";
    if (NOT_JS.test(type)) continue;
    const src = attr(` ${m[1]}`, "src");
    if (src) urls.push(src);
    else if (m[2].trim()) inline.push(m[2]);
  }
  for (const m of html.matchAll(/<astro-island\b[^>]*>/gi)) {
    for (const name of ["component-url", "renderer-url", "before-hydration-url"]) {
      const url = attr(m[0], name);
      if (url) urls.push(url);
    }
  }
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    if (/\srel\s*=\s*["']?modulepreload/i.test(m[0])) {
      const href = attr(m[0], "href");
      if (href) urls.push(href);
    }
  }
  return { urls, inline, hasScriptTag: /<script\b/i.test(html) };
}

/** Measures pages of one built site; each file is read and gzipped once. */
export function createMeter(clientDir: string) {
  const gzipped = new Map<string, number>();
  const imports = new Map<string, string[]>();
  const lazy = new Map<string, string[]>();

  function read(sitePath: string): Buffer {
    const file = join(clientDir, decodeURIComponent(sitePath));
    if (!existsSync(file)) throw new Error(`${sitePath} is referenced but not in ${clientDir}`);
    return readFileSync(file);
  }

  function visit(sitePath: string, seen: Set<string>, followLazy = false) {
    if (seen.has(sitePath)) return;
    seen.add(sitePath);
    if (!imports.has(sitePath)) {
      const code = read(sitePath);
      const resolve = (spec: string) => new URL(spec, `http://site${sitePath}`).pathname;
      gzipped.set(sitePath, gzipSync(code).length);
      imports.set(sitePath, staticImports(code.toString("utf8")).map(resolve));
      lazy.set(sitePath, dynamicImports(code.toString("utf8")).map(resolve));
    }
    for (const next of imports.get(sitePath) ?? []) visit(next, seen, followLazy);
    if (followLazy) for (const next of lazy.get(sitePath) ?? []) visit(next, seen, true);
  }
  const total = (files: Iterable<string>) => [...files].reduce((sum, f) => sum + (gzipped.get(f) ?? 0), 0);

  return function measure(html: string, pagePath: string): PageJs {
    const { urls, inline, hasScriptTag } = pageEntries(html);
    const seen = new Set<string>();
    const base = `http://site/${pagePath}`;
    for (const url of urls) {
      const resolved = new URL(url, base);
      if (resolved.host === "site") visit(resolved.pathname, seen);
    }
    for (const code of inline) for (const spec of staticImports(code)) visit(new URL(spec, base).pathname, seen);
    const files = [...seen];
    const inlineBytes = inline.reduce((sum, code) => sum + gzipSync(code).length, 0);
    const withLazy = new Set<string>();
    for (const file of files) visit(file, withLazy, true);
    return {
      files,
      inline: inline.length,
      gzipBytes: total(files) + inlineBytes,
      withLazyGzipBytes: total(withLazy) + inlineBytes,
      allFiles: [...withLazy],
      hasScriptTag,
    };
  };
}
