// The benchmark's tests: its own worker code (bench/reference/) in workerd with a real local D1,
// the reference worker's binding, and the pure logic of its sections (bench/lib/*.test.mjs) in
// Node: `npx vitest run --config bench/vitest.config.ts`.
import { fileURLToPath } from "node:url";
import { cloudflareTest } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [cloudflareTest({ wrangler: { configPath: here("./reference/wrangler.jsonc") } })],
        test: { name: "reference", root: here("."), include: ["reference/**/*.test.ts"] },
      },
      { test: { name: "lib", root: here("."), include: ["lib/**/*.test.mjs"], environment: "node" } },
    ],
  },
});
