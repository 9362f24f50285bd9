// Browser journeys in Debian's Chromium (Playwright cannot download its own browser here).
// The product under test comes from `npm test` (ASWAQ_WEB), or is brought up by global-setup.
import { execSync } from "node:child_process";
import { defineConfig } from "@playwright/test";

const chromium =
  process.env.CHROME_PATH ?? execSync("command -v chromium || command -v chromium-browser || true", { shell: "/bin/sh" }).toString().trim();

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  outputDir: "../../test-results/e2e",
  globalSetup: "./global-setup.ts",
  fullyParallel: true,
  workers: 2,
  // One retry on CI only: a test that passes on its retry is listed by `npm test` as flaky, to be fixed.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: process.env.ASWAQ_WEB,
    browserName: "chromium",
    launchOptions: {
      executablePath: chromium || undefined,
      args: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
    trace: "retain-on-failure",
  },
  // The dashboard's journeys add stores, products and orders to the one database the site
  // was prerendered from; the storefront's journeys compare pages with the live API. So the
  // dashboard goes last, once every storefront journey is done.
  projects: [
    // The shopper's returns journey (issue 30) makes a store of its own too: it runs with the dashboard's.
    { name: "storefront", testIgnore: /(admin(-[\w-]+)?|returns-shopper)\.spec\.ts$/ },
    { name: "dashboard", testMatch: /(admin(-[\w-]+)?|returns-shopper)\.spec\.ts$/, dependencies: ["storefront"] },
  ],
});
