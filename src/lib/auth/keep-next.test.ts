import { describe, expect, it } from "vitest";
import { carriedNext, withNext } from "./keep-next";

const origin = "https://aswaq.example";

describe("the way back through the sign-in pages", () => {
  it("carries the page's own next, when it is a path on this site", () => {
    expect(carriedNext("?next=%2Far%2Fcart%2F", "", origin)).toBe("/ar/cart/");
    expect(carriedNext("?next=%2F%2Fevil.example%2F", "", origin)).toBeNull();
    expect(carriedNext("", "", origin)).toBeNull();
  });

  it("back from the forgot-password page (no script there), takes that page's next", () => {
    expect(carriedNext("", `${origin}/en/forgot-password/?next=%2Fen%2Fcart%2F`, origin)).toBe("/en/cart/");
    expect(carriedNext("", `https://other.example/en/forgot-password/?next=%2Fen%2Fcart%2F`, origin)).toBeNull();
    expect(carriedNext("", `${origin}/en/products/?next=%2Fen%2Fcart%2F`, origin)).toBeNull();
    expect(carriedNext("?next=%2Fen%2Fwallet%2F", `${origin}/en/forgot-password/?next=%2Fen%2Fcart%2F`, origin)).toBe("/en/wallet/");
  });

  it("puts next into a link, or leaves it as it is", () => {
    expect(withNext("/ar/register/", "/ar/cart/")).toBe("/ar/register/?next=%2Far%2Fcart%2F");
    expect(withNext("/ar/register/?next=%2F", "/ar/cart/")).toBe("/ar/register/?next=%2Far%2Fcart%2F");
    expect(withNext("/ar/register/", null)).toBe("/ar/register/");
  });
});
