import { describe, expect, it } from "vitest";
import { toCsv } from "./csv";

describe("toCsv", () => {
  it("starts with a byte-order mark and ends rows with CRLF", () => {
    expect(
      toCsv([
        ["a", "b"],
        [1, 2],
      ]),
    ).toBe("\uFEFFa,b\r\n1,2\r\n");
  });

  it("quotes fields with commas, quotes or line breaks, and keeps Arabic as it is", () => {
    expect(toCsv([["غلاية, كبيرة", 'say "hi"', "two\nlines"]])).toBe('\uFEFF"غلاية, كبيرة","say ""hi""","two\nlines"\r\n');
  });

  it("defuses formulas but keeps negative numbers", () => {
    expect(toCsv([["=HYPERLINK(1)", "@cmd", "-5", "-3.50", "+1"]])).toBe("\uFEFF'=HYPERLINK(1),'@cmd,-5,-3.50,'+1\r\n");
  });
});
