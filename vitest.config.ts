// Unit tests that run in Node (no browser, no workerd): the site's own code, the shared rules, and
// the contract (its OpenAPI document is checked by a parser that needs Node).
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "shared/**/*.test.ts", "api/contract/**/*.test.ts", "tests/structure/*.test.ts", "api/db/**/*.test.ts"],
    environment: "node",
  },
});
