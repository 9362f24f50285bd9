import { describe, expect, it } from "vitest";
import { preferredLanguage } from "./accept-language";

describe("preferredLanguage", () => {
  it.each([
    [undefined, "en"],
    ["", "en"],
    ["ar", "ar"],
    ["AR-eg", "ar"],
    ["ar-EG,ar;q=0.9,en;q=0.8", "ar"],
    ["en-US,en;q=0.9,ar;q=0.8", "en"],
    ["en;q=0.5, ar;q=0.8", "ar"],
    ["en;q=0.8, ar", "ar"],
    ["fr, ar;q=0.5", "ar"],
    ["fr, de", "en"],
    ["*", "en"],
    ["ar;q=0", "en"],
    ["ar;q=0, en;q=0.1", "en"],
    ["ar, en", "ar"],
    ["en, ar", "en"],
    ["ar;q=0.5, en;q=0.5", "ar"],
    ["ar;q=abc", "en"],
    ["ar;q=1.5", "en"],
    ["arabic", "en"],
    [" ar ; q=0.7 , en ; q=0.3", "ar"],
    ["ar; q=0.9, en; q=0.8", "ar"],
  ])("%j prefers %s", (header, expected) => {
    expect(preferredLanguage(header)).toBe(expected);
  });
});
