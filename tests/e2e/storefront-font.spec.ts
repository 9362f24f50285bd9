// The site's web font: Cairo (variable weight, self-hosted Arabic and Latin subsets) is loaded
// on both home pages, body's font-family starts with it, and the page's text is drawn with it.
// ASWAQ_FONT_SHOTS=1 also saves screenshots at 1280 and 390 wide (for review) into the test's output folder.
import { expect, test, type Page } from "@playwright/test";
import { screenshot } from "./page-checks";

const SAMPLE = { ar: "سوق", en: "Market" } as const;

/** The families Chromium actually drew an element's glyphs with (DevTools protocol). */
async function renderedFamilies(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts.filter((f) => f.glyphCount > 0).map((f) => `${f.familyName}${f.isCustomFont ? " (web font)" : ""}`);
}

for (const locale of ["ar", "en"] as const) {
  test(`/${locale}/ is set in Cairo`, async ({ page }) => {
    await page.goto(`/${locale}/`);
    const state = await page.evaluate(async (sample) => {
      await document.fonts.ready;
      await document.fonts.load("16px Cairo", sample);
      const cairo = [...document.fonts].filter((f) => f.family.replace(/["']/g, "") === "Cairo");
      return {
        faces: cairo.length,
        loaded: cairo.filter((f) => f.status === "loaded").map((f) => f.unicodeRange.slice(0, 12)),
        check: document.fonts.check("16px Cairo", sample),
        family: getComputedStyle(document.body).fontFamily,
      };
    }, SAMPLE[locale]);
    if (process.env.ASWAQ_FONT_SHOTS) {
      for (const [width, height] of [
        [1280, 900],
        [390, 844],
      ]) {
        await page.setViewportSize({ width, height });
        await page.waitForTimeout(300);
        await screenshot(page, `font-${locale}-${width}`);
      }
    }
    // check() alone is true for a family with no faces at all, hence the faces and loaded counts.
    expect(state.faces, "@font-face rules for Cairo").toBeGreaterThan(0);
    expect(state.loaded.length, "Cairo faces loaded").toBeGreaterThan(0);
    expect(state.check, `Cairo covers "${SAMPLE[locale]}"`).toBe(true);
    expect(state.family).toMatch(/^"?Cairo"?,/);
    // Whatever the page's language, its main heading is drawn with the web font, not a system one.
    expect(await renderedFamilies(page, "h1, h2")).toContain("Cairo (web font)");
  });
}
