import { describe, expect, it } from "vitest";
import { LISTING_ORDERINGS } from "#contract/listings";
import { apiOrdering, isLow, LOW_STOCK_ORDERINGS, lowStockApiPath, readLowStockView, restockChange } from "./admin-low-stock";

describe("the Low stock tab's store", () => {
  it("reads its view from the address bar, lowest stock first by default", () => {
    expect(readLowStockView({})).toEqual({ ordering: "stock", store: "", branch: "", page: 1, cursor: "" });
    expect(readLowStockView({ ordering: "-name", store: "3", branch: "9", page: "2" })).toEqual({
      ordering: "-name",
      store: "3",
      branch: "9",
      page: 2,
      cursor: "",
    });
    expect(readLowStockView({ ordering: "price", branch: "x", page: "-4" }).ordering).toBe("stock");
  });

  it("asks the Products tab's low-stock list, sorted as the page reads, narrowed to the branch or store", () => {
    const view = readLowStockView({ branch: "9", store: "3" });
    expect(lowStockApiPath(view, "en")).toBe("/api/branch-products/?managed=true&stock=low&ordering=stock&page_size=20&branch=9");
    expect(lowStockApiPath(readLowStockView({ store: "3", ordering: "name" }), "ar")).toBe(
      "/api/branch-products/?managed=true&stock=low&ordering=name_ar&page_size=20&store=3",
    );
    // Every ordering it sends is one the API accepts.
    for (const o of LOW_STOCK_ORDERINGS)
      for (const locale of ["en", "ar"]) expect(LISTING_ORDERINGS).toContain(apiOrdering(o, locale).replace(/^-/, ""));
  });

  it("sends only what changed of the stock and the level", () => {
    const offer = { stock: 2, low_stock_threshold: 5 };
    expect(restockChange(offer, { stock: "2", threshold: "5" })).toEqual({});
    expect(restockChange(offer, { stock: " 40 ", threshold: "5" })).toEqual({ stock: "40" });
    expect(restockChange(offer, { stock: "2", threshold: "1" })).toEqual({ low_stock_threshold: "1" });
  });

  it("knows an offer at or under its level is low", () => {
    expect(isLow({ stock: 5, low_stock_threshold: 5 })).toBe(true);
    expect(isLow({ stock: 6, low_stock_threshold: 5 })).toBe(false);
    expect(isLow({ stock: 0, low_stock_threshold: 0 })).toBe(true);
  });
});
