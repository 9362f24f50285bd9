// API tests run inside workerd (the production runtime) with real D1 and R2 bindings from
// wrangler.jsonc; the migrations are applied once per run in test/setup.ts. The signing secret
// comes from the git-ignored api/.dev.vars (made on the first run), and the tests trust
// CF-Connecting-IP as production does, so each test can be its own client address.
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { ensureDevVars } from "../scripts/lib/dev-vars.mjs";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  plugins: [
    cloudflareTest(async () => ({
      wrangler: { configPath: here("./wrangler.jsonc") },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: await readD1Migrations(here("./db/migrations")),
          JWT_SECRET: ensureDevVars().JWT_SECRET,
          // Runs wait for a publisher, as locally; src/publish/github.test.ts gives GitHub's trigger its own env.
          PUBLISH_SECRET: ensureDevVars().PUBLISH_SECRET,
          PUBLISH_TRIGGER: "local",
          TRUST_CF_CONNECTING_IP: "true",
        },
      },
    })),
  ],
  test: {
    root: here("."),
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    setupFiles: ["./test/setup.ts"],
  },
});
