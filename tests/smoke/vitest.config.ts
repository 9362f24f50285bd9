// Smoke tests of the running product: both workers in workerd via wrangler, on a fresh
// local database seeded with the demo marketplace, reached over real HTTP.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    root: fileURLToPath(new URL(".", import.meta.url)),
    include: ["**/*.test.ts"],
    globalSetup: ["./global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 240_000,
  },
});
