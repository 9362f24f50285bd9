// API tests run inside workerd (the production runtime) with real D1 and R2 bindings from
// wrangler.jsonc; the migrations are applied once per run in test/setup.ts.
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  plugins: [
    cloudflareTest(async () => ({
      wrangler: { configPath: here("./wrangler.jsonc") },
      miniflare: { bindings: { TEST_MIGRATIONS: await readD1Migrations(here("./db/migrations")) } },
    })),
  ],
  test: {
    root: here("."),
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    setupFiles: ["./test/setup.ts"],
  },
});
