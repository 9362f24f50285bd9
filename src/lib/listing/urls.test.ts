import { describe, expect, it } from "vitest";
import { cursorOf, followLink, gridUrl, turnTo } from "./urls";

describe("listing requests", () => {
  it("asks for a store's or a category's products with the branch, availability and page", () => {
    expect(gridUrl({ store: "1" }, { branch: null, availability: "all", page: 1, cursor: "" })).toBe("/api/products/?store=1");
    expect(gridUrl({ store: "1" }, { branch: 3, availability: "unavailable", page: 2, cursor: "" })).toBe(
      "/api/products/?store=1&branch=3&available=false&page=2",
    );
    expect(gridUrl({ store: "1" }, { branch: null, availability: "available", page: 1, cursor: "" })).toBe("/api/products/?store=1&available=true");
    expect(gridUrl({ category: "dairy-eggs" }, { branch: null, availability: "all", page: 3, cursor: "" })).toBe(
      "/api/products/?category=dairy-eggs&page=3",
    );
  });
});

describe("turning pages by the API's links", () => {
  const links = { next: "/api/products/?store=1&cursor=NEXT", previous: "/api/products/?store=1&cursor=PREV" };

  it("asks for a cursor page when a cursor is known, instead of the page number", () => {
    expect(gridUrl({ store: "1" }, { branch: null, availability: "all", page: 250, cursor: "NEXT" })).toBe("/api/products/?store=1&cursor=NEXT");
  });

  it("goes forward by the next link's cursor, back by the previous link's, and to page 1 without one", () => {
    expect(turnTo(7, links, true)).toEqual({ page: 8, cursor: "NEXT" });
    expect(turnTo(7, links, false)).toEqual({ page: 6, cursor: "PREV" });
    expect(turnTo(2, links, false)).toEqual({ page: 1, cursor: "" });
    // An answer not loaded: page 2 is asked for by number (the order history, the dashboard).
    expect(turnTo(1, null, true)).toEqual({ page: 2, cursor: "" });
    // A numbered page's previous link is numbered: no cursor, the page number asks.
    expect(turnTo(4, { next: links.next, previous: "/api/products/?store=1&page=3" }, false)).toEqual({ page: 3, cursor: "" });
  });

  it("a storefront grid follows the live answer's links only: never a page by number", () => {
    expect(followLink(7, links, true)).toEqual({ page: 8, cursor: "NEXT" });
    expect(followLink(7, links, false)).toEqual({ page: 6, cursor: "PREV" });
    expect(followLink(2, links, false)).toEqual({ page: 1, cursor: "" });
    // No live answer on screen (the prerendered page 1 while its live read is on its way), or
    // no link: nowhere to go (an OFFSET against a list changed since the build repeats products).
    expect(followLink(1, null, true)).toBeNull();
    expect(followLink(5, null, false)).toBeNull();
    expect(followLink(3, { next: null, previous: null }, true)).toBeNull();
    expect(followLink(2, null, false)).toEqual({ page: 1, cursor: "" });
  });

  it("reads a link's cursor, or none", () => {
    expect(cursorOf("/api/products/?search=%D8%A3&cursor=abc-_")).toBe("abc-_");
    expect(cursorOf("/api/products/?page=3")).toBe("");
    expect(cursorOf(null)).toBe("");
  });
});
