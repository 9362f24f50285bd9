// Unit tests of the site's own code (stores, formatting), in Node: no browser, no workerd.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: { include: ["src/**/*.test.ts"], environment: "node" },
});
