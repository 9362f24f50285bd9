import { describe, expect, it } from "vitest";
import { productsUrl, readProductsQuery, withQuery } from "./products-query";

describe("the products page's query", () => {
  it("reads the products page's query, trimmed, and turns it into the API request", () => {
    const q = readProductsQuery("?search=%20rice%20&store=fresh-market&other=1");
    expect(q).toEqual({ search: "rice", store: "fresh-market", category: "", page: 1, cursor: "" });
    expect(productsUrl(q, 2)).toBe("/api/products/?search=rice&store=fresh-market&branch=2");
    expect(productsUrl(readProductsQuery(""), null)).toBe("/api/products/");
    expect(productsUrl(readProductsQuery("?category=dairy&page=3"), null)).toBe("/api/products/?category=dairy&page=3");
    // Reached through a link's cursor: the cursor asks, the page number is only shown.
    expect(productsUrl(readProductsQuery("?category=dairy&page=300&cursor=abc"), null)).toBe("/api/products/?category=dairy&cursor=abc");
  });

  it.each([
    ["?page=2", 2],
    ["?page=1", 1],
    ["?page=0", 1],
    ["?page=-3", 1],
    ["?page=2.5", 1],
    ["?page=x", 1],
    ["", 1],
  ])("reads the page number of %s as %s", (search, page) => expect(readProductsQuery(search).page).toBe(page));

  it("writes a view into the page's query string: blanks and page 1 left out, other parameters kept", () => {
    const q = { search: "", store: "", category: "", page: 1, cursor: "" };
    expect(withQuery("?store=1", { ...q, store: "1", search: "  tea " })).toBe("?store=1&search=tea");
    expect(withQuery("?store=1&search=tea&page=4", { ...q, store: "1", search: "   " })).toBe("?store=1");
    expect(withQuery("?search=tea", q)).toBe("");
    expect(withQuery("?utm=x", { ...q, category: "dairy", page: 2 })).toBe("?utm=x&category=dairy&page=2");
    expect(withQuery("?page=3&cursor=old", { ...q, page: 4, cursor: "new" })).toBe("?page=4&cursor=new");
    expect(withQuery("?page=3&cursor=old", q)).toBe("");
  });
});
