// Checks the browser journeys share: that an island has hydrated, and what axe finds serious;
// and where their screenshots go.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type PageScreenshotOptions, test } from "@playwright/test";

/** Islands answer clicks only once hydrated; Astro drops `ssr` from the island then. */
export async function hydrated(page: Page, component: string) {
  await expect(page.locator(`astro-island[component-url*="/${component}."]`).first()).not.toHaveAttribute("ssr", /.*/);
}

/** Axe's serious and critical violations on the page as it is now, one line each ("rule: targets"). */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * A screenshot for a person to look at (not compared), as `name`.png in the running test's own
 * output folder (under the config's outputDir, test-results/e2e/), never a folder shared with other runs.
 */
export function screenshot(page: Page, name: string, options: Omit<PageScreenshotOptions, "path"> = {}) {
  return page.screenshot({ ...options, path: test.info().outputPath(`${name}.png`) });
}

/**
 * With ASWAQ_SHOTS set, saves the page at desktop and phone widths as `<name>-1280` and
 * `<name>-390` (`before` runs at each width first, to bring something into view), then
 * goes back to desktop.
 */
export async function shotsAtWidths(
  page: Page,
  name: string,
  { fullPage = true, before }: { fullPage?: boolean; before?: () => Promise<void> } = {},
) {
  if (!process.env.ASWAQ_SHOTS) return;
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ]) {
    await page.setViewportSize({ width, height });
    await before?.();
    await screenshot(page, `${name}-${width}`, { fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
