// Checks the browser journeys share: that an island has hydrated, and what axe finds serious.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

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
