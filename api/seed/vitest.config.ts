// The seed runs in Node against wrangler's local D1 and R2, so its test does too (not in
// workerd like the API's): `npx vitest run --config api/seed/vitest.config.ts`.
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    root: dirname(fileURLToPath(import.meta.url)),
    include: ["**/*.test.ts"],
    environment: "node",
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Seeds the demo once into a temporary state directory shared by the test files.
    globalSetup: ["./global-setup.ts"],
  },
});
