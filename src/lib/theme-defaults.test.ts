// The stylesheet's default colours and the text on them agree with the one contrast rule
// (shared/contrast.ts); kept apart from the shared test, which also runs in the worker's types.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { textOn } from "#shared/contrast";

describe("Aswaq's default theme", () => {
  it("matches global.css's defaults for Aswaq's own colours", () => {
    const css = readFileSync(new URL("../styles/global.css", import.meta.url), "utf8");
    const variable = (name: string) => new RegExp(`--color-${name}:\\s*(#[0-9a-fA-F]{6})`).exec(css)![1].toLowerCase();
    expect(variable("on-primary")).toBe(textOn(variable("primary")));
    expect(variable("on-secondary")).toBe(textOn(variable("secondary")));
  });
});
