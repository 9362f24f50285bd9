import { describe, expect, it } from "vitest";
import { cursorOf, gridUrl, turnTo } from "./urls";

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
    // The prerendered page 1 has no answer: page 2 is asked for by number.
    expect(turnTo(1, null, true)).toEqual({ page: 2, cursor: "" });
    // A numbered page's previous link is numbered: no cursor, the page number asks.
    expect(turnTo(4, { next: links.next, previous: "/api/products/?store=1&page=3" }, false)).toEqual({ page: 3, cursor: "" });
  });

  it("reads a link's cursor, or none", () => {
    expect(cursorOf("/api/products/?search=%D8%A3&cursor=abc-_")).toBe("abc-_");
    expect(cursorOf("/api/products/?page=3")).toBe("");
    expect(cursorOf(null)).toBe("");
  });
});
