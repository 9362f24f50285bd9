// The web worker: pages prerendered per locale, React islands, and on-demand routes for
// what cannot be prerendered (the /api proxy, language detection at /).
import cloudflare from "@astrojs/cloudflare";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";

export default defineConfig({
  site: process.env.SITE_URL ?? "http://localhost:4321",
  output: "static",
  adapter: cloudflare({ imageService: "passthrough" }),
  integrations: [react()],
  i18n: {
    locales: ["en", "ar"],
    defaultLocale: "en",
    routing: { prefixDefaultLocale: true, redirectToDefaultLocale: false },
  },
  // The proxy must pass the admin's multipart uploads; it checks Origin itself.
  security: { checkOrigin: false },
  vite: { plugins: [tailwindcss()] },
});
