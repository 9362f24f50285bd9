import { describe, expect, it } from "vitest";
import { gridUrl } from "./urls";

describe("listing requests", () => {
  it("asks for a store's or a category's products with the branch, availability and page", () => {
    expect(gridUrl({ store: "1" }, { branch: null, availability: "all", page: 1 })).toBe("/api/products/?store=1");
    expect(gridUrl({ store: "1" }, { branch: 3, availability: "unavailable", page: 2 })).toBe(
      "/api/products/?store=1&branch=3&available=false&page=2",
    );
    expect(gridUrl({ store: "1" }, { branch: null, availability: "available", page: 1 })).toBe("/api/products/?store=1&available=true");
    expect(gridUrl({ category: "dairy-eggs" }, { branch: null, availability: "all", page: 3 })).toBe("/api/products/?category=dairy-eggs&page=3");
  });
});
