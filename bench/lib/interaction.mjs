// Section 2's responsiveness figure: on the home page, how long after Enter in the featured
// products' search box the browser starts the search's request. The search otherwise waits for
// a 500 ms pause in typing (src/lib/stores/featured-products.ts); Enter searches at once, so
// this is the island's own delay between the key and the request. Timed inside the page, as the
// browser journey did before it became a figure here: the keydown's time (a capture listener)
// against the request's start in the page's resource timing. Each run is a fresh load of the
// page: the search toggle scrolled to and opened once the island has hydrated, the term typed (a pause the
// debounce would wait out), then Enter; a run also counts the search requests the page made by
// 600 ms after it (one: the Enter's, the debounce it cancelled made none).
/** @import { Browser } from "./browser.mjs" */
import { openTab } from "./browser.mjs";

const SEARCH_REQUEST = "featured=true&search=";
// A desktop window, as the browser journeys use.
const DESKTOP = { width: 1280, height: 800, deviceScaleFactor: 1, mobile: false };

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `runs` fresh loads of `url` in one tab and times Enter in its featured search for `term`.
 * @param {Browser} browser
 * @param {string} url the home page
 * @param {string} term
 * @param {number} runs
 * @returns {Promise<{ delaysMs: number[], answeredMs: number[], requests: number[] }>}
 *   per run: Enter to the request's start, Enter to its answer's end, and the search requests made
 */
export async function featuredSearchDelays(browser, url, term, runs) {
  const { send, evaluate, close } = await openTab(browser);
  /**
   * Evaluates `expression` every 100 ms until it gives `want`.
   * @param {string} expression
   * @param {unknown} want
   * @param {string} what what is awaited, for the error
   */
  const until = async (expression, want, what, timeoutMs = 20_000) => {
    const deadline = Date.now() + timeoutMs;
    let last;
    while ((last = await evaluate(expression)) !== want) {
      if (Date.now() > deadline) throw new Error(`${url}: ${what} within ${timeoutMs / 1000} s (last: ${JSON.stringify(last)})`);
      await sleep(100);
    }
  };
  const out = { delaysMs: /** @type {number[]} */ ([]), answeredMs: /** @type {number[]} */ ([]), requests: /** @type {number[]} */ ([]) };
  try {
    await send("Page.enable");
    await send("Emulation.setDeviceMetricsOverride", DESKTOP);
    for (let run = 0; run < runs; run++) {
      await send("Page.navigate", { url });
      await until(`document.readyState === "complete" && location.href === ${JSON.stringify(url)}`, true, "the page did not load");
      // The island hydrates once it is in view (client:visible), and before that the toggle does
      // nothing: it is scrolled to, and clicked again until the island opens the box.
      await until(
        `(() => {
          const toggle = document.querySelector('[data-testid="featured-search-toggle"]');
          if (!toggle) return "no featured search on the page";
          toggle.scrollIntoView({ block: "center" });
          if (toggle.getAttribute("aria-expanded") !== "true") toggle.click();
          return toggle.getAttribute("aria-expanded") === "true";
        })()`,
        true,
        "the featured search did not open (not hydrated?)",
      );
      await evaluate(`(() => {
        performance.clearResourceTimings();
        document.addEventListener("keydown", (e) => { if (e.key === "Enter") window.__enterAt = performance.now(); }, true);
        document.querySelector('[data-testid="featured-search-input"]').focus();
      })()`);
      await send("Input.insertText", { text: term });
      const enter = { key: "Enter", code: "Enter", windowsVirtualKeyCode: 13, nativeVirtualKeyCode: 13 };
      await send("Input.dispatchKeyEvent", { type: "keyDown", ...enter, text: "\r" });
      await send("Input.dispatchKeyEvent", { type: "keyUp", ...enter });
      const searches = `performance.getEntriesByType("resource").filter((e) => e.name.includes(${JSON.stringify(SEARCH_REQUEST)}))`;
      await until(`${searches}.some((e) => e.responseEnd > 0)`, true, "no search request was answered after Enter", 10_000);
      await sleep(600); // the debounce the Enter cancelled would have fired by now
      /** @type {{ start: number, end: number }[]} */
      const found = await evaluate(`${searches}.map((e) => ({ start: e.startTime - window.__enterAt, end: e.responseEnd - window.__enterAt }))`);
      out.requests.push(found.length);
      out.delaysMs.push(Number(found[0].start.toFixed(1)));
      out.answeredMs.push(Number(found[0].end.toFixed(1)));
    }
    return out;
  } finally {
    await close();
  }
}
