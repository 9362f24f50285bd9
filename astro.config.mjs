// The web worker: pages prerendered per locale, React islands, and on-demand routes for
// what cannot be prerendered (the /api proxy, language detection at /).
import cloudflare from "@astrojs/cloudflare";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";

// The Cloudflare adapter gives the worker's bundle a `process` shim as a banner, and the output
// options it sets are shared with the browser's build, so every browser chunk carried it too
// (about 25 bytes gzipped per file, 0.8 KB on a storefront page). No browser code needs it:
// React checks `typeof process` before touching it.
const WORKER_BANNER = /^globalThis\.process\s*\?\?=\s*\{\}\s*[;,]\s*globalThis\.process\.env\s*\?\?=\s*\{\}\s*;?/;
/** @type {import("vite").Plugin} */
const noWorkerBannerInBrowser = {
  name: "aswaq:no-worker-banner-in-browser",
  applyToEnvironment: (environment) => environment.name === "client",
  generateBundle(_options, bundle) {
    for (const file of Object.values(bundle)) if (file.type === "chunk") file.code = file.code.replace(WORKER_BANNER, "");
  },
};

export default defineConfig({
  site: process.env.SITE_URL ?? "http://localhost:4321",
  output: "static",
  // Pages are prerendered in the build's Node process, not in workerd: a fifth of the build
  // time at 10,000 products (docs/decisions/0006-prerender-at-scale.md).
  adapter: cloudflare({ imageService: "passthrough", prerenderEnvironment: "node" }),
  integrations: [react()],
  i18n: {
    locales: ["en", "ar"],
    defaultLocale: "en",
    routing: { prefixDefaultLocale: true, redirectToDefaultLocale: false },
  },
  // The proxy must pass the admin's multipart uploads; it checks Origin itself.
  security: { checkOrigin: false },
  vite: {
    plugins: [tailwindcss(), noWorkerBannerInBrowser],
    // One value per build: the web worker keys its cache of on-demand product pages with it,
    // so a publish (a new build) is never answered from the last one's pages (ADR 0018).
    define: { __BUILD_ID__: JSON.stringify(`${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`) },
    // The Node prerender bundle runs from the build's output folder, which may be outside the
    // project (ASWAQ_DIST, the benchmark's folders), where node_modules cannot be found.
    environments: { prerender: { resolve: { noExternal: true } } },
    // The stylesheets keep the browser support they had when they came out of the workerd
    // environment (the Cloudflare plugin's CSS target): :dir(rtl) written out for older browsers.
    build: { cssTarget: "es2024" },
  },
});
