import { describe, expect, it } from "vitest";
import { localText, metaDescription, truncate } from "./text";

const product = (description: string, description_ar: string, short_description = "", short_description_ar = "") => ({
  description,
  description_ar,
  short_description,
  short_description_ar,
});

describe("localText", () => {
  it("takes the page's language, else the other one, and says which", () => {
    expect(localText(product("<p>en</p>", "<p>ar</p>"), "description", "ar")).toEqual({ text: "<p>ar</p>", lang: "ar" });
    expect(localText(product("<p>en</p>", ""), "description", "ar")).toEqual({ text: "<p>en</p>", lang: "en" });
    expect(localText(product("  ", "<p>ar</p>"), "description", "en")).toEqual({ text: "<p>ar</p>", lang: "ar" });
    expect(localText(product("", ""), "description", "en")).toEqual({ text: "", lang: "en" });
  });
});

describe("metaDescription", () => {
  it("prefers the short description, else the plain description, cut to 160 characters", () => {
    expect(metaDescription(product("<p>long</p>", "", "Short one."), "en")).toBe("Short one.");
    expect(metaDescription(product("<p>Only <em>this</em></p>", ""), "en")).toBe("Only this");
    const long = truncate("word ".repeat(60));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith("word…")).toBe(true);
  });
});
