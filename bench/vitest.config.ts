// The benchmark's own worker code (bench/reference/) tested in workerd with a real local D1,
// the reference worker's binding: `npx vitest run --config bench/vitest.config.ts`.
import { fileURLToPath } from "node:url";
import { cloudflareTest } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  plugins: [cloudflareTest({ wrangler: { configPath: here("./reference/wrangler.jsonc") } })],
  test: { root: here("."), include: ["reference/**/*.test.ts"] },
});
