import { describe, expect, it } from "vitest";
import { pageChange, readCursor } from "./page-links";

describe("the dashboard's pages by link", () => {
  it("turns pages by the answer's links: a cursor forward and back, page 1 without one", () => {
    const links = { next: "/api/orders/?managed=true&cursor=NEXT", previous: "/api/orders/?managed=true&cursor=PREV" };
    expect(pageChange(6, links, 7)).toEqual({ page: "7", cursor: "NEXT" });
    expect(pageChange(6, links, 5)).toEqual({ page: "5", cursor: "PREV" });
    expect(pageChange(2, links, 1)).toEqual({ page: undefined, cursor: undefined });
    // A numbered answer (a sorted column) links by number: no cursor.
    expect(pageChange(3, { next: "/api/branch-products/?page=4", previous: "/api/branch-products/?page=2" }, 4)).toEqual({
      page: "4",
      cursor: undefined,
    });
  });

  it("reads a cursor from the address bar, or none", () => {
    expect(readCursor("WzEsMl0-_")).toBe("WzEsMl0-_");
    expect(readCursor("not/one")).toBe("");
    expect(readCursor(undefined)).toBe("");
  });
});
