import { describe, expect, it } from "vitest";
import { pageOf, productsUrl, readProductsQuery, gridUrl, withSearch } from "./urls";

describe("listing requests", () => {
  it("asks for a store's or a category's products with the branch, availability and page", () => {
    expect(gridUrl({ store: "1" }, { branch: null, availability: "all", page: 1 })).toBe("/api/products/?store=1");
    expect(gridUrl({ store: "1" }, { branch: 3, availability: "unavailable", page: 2 })).toBe("/api/products/?store=1&branch=3&available=false&page=2");
    expect(gridUrl({ store: "1" }, { branch: null, availability: "available", page: 1 })).toBe("/api/products/?store=1&available=true");
    expect(gridUrl({ category: "dairy-eggs" }, { branch: null, availability: "all", page: 3 })).toBe("/api/products/?category=dairy-eggs&page=3");
  });

  it("reads the products page's query, trimmed, and turns it into the API request", () => {
    const q = readProductsQuery("?search=%20rice%20&store=fresh-market&other=1");
    expect(q).toEqual({ search: "rice", store: "fresh-market", category: "" });
    expect(productsUrl(q, 2)).toBe("/api/products/?search=rice&store=fresh-market&branch=2");
    expect(productsUrl(readProductsQuery(""), null)).toBe("/api/products/");
  });

  it("sets a trimmed search or removes a blank one, keeping the other parameters", () => {
    expect(withSearch("?store=1", "  tea ")).toBe("?store=1&search=tea");
    expect(withSearch("?store=1&search=tea", "   ")).toBe("?store=1");
    expect(withSearch("?search=tea", "")).toBe("");
  });

  it("reads the page number of a next or previous link", () => {
    expect(pageOf("/api/products/?store=1&page=3")).toBe(3);
    expect(pageOf("/api/products/?store=1")).toBe(1);
  });
});
