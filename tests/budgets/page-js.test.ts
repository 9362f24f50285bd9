import { describe, expect, it } from "vitest";
import { dynamicImports, pageEntries, staticImports } from "./page-js";

describe("finding a page's JavaScript", () => {
  it("reads the static imports of minified modules, not dynamic ones", () => {
    const code = `import{t as e}from"./react.js";import"./side.js";export{a as b}from'../x.js';const m=import("./lazy.js");import.meta.url;export{e as t};`;
    expect(staticImports(code)).toEqual(["./react.js", "./side.js", "../x.js"]);
  });

  it("reads import() of local chunks, in quotes or backticks", () => {
    expect(dynamicImports("e(async()=>{let{m}=await import(`./swiper.js`)});import('./quick.js');import(x)")).toEqual(["./swiper.js", "./quick.js"]);
  });

  it("ignores bare package names (they cannot be loaded by the browser from here)", () => {
    expect(staticImports(`import x from "react";import y from "/_astro/y.js"`)).toEqual(["/_astro/y.js"]);
  });

  it("collects script sources, island modules, module preloads and inline scripts, but not JSON-LD", () => {
    const html = `
      <link rel="modulepreload" href="/_astro/pre.js">
      <script type="module" src="/_astro/page.js"></script>
      <script>(()=>{var a=1})()</script>
      <script type="application/ld+json">{"@type":"Product"}</script>
      <astro-island uid="a" component-url="/_astro/Cart.js" renderer-url="/_astro/client.js" client="idle"></astro-island>`;
    const found = pageEntries(html);
    expect(found.urls).toEqual(["/_astro/page.js", "/_astro/Cart.js", "/_astro/client.js", "/_astro/pre.js"]);
    expect(found.inline).toHaveLength(1);
    expect(found.hasScriptTag).toBe(true);
  });

  it("sees a page with no script at all", () => {
    expect(pageEntries("<html><body><p>Terms</p></body></html>")).toEqual({ urls: [], inline: [], hasScriptTag: false });
  });
});
