import { describe, expect, it } from "vitest";
import { tabsFor } from "./tabs";

describe("tabsFor", () => {
  it("gives a super admin every tab, products first", () => {
    expect(tabsFor("super_admin")).toEqual([
      "products",
      "orders",
      "returns",
      "cash",
      "branches",
      "managers",
      "stores",
      "themes",
      "settings",
      "history",
      "publish",
      "notifications",
    ]);
  });
  it("keeps stores, managers and publishing from a merchant", () => {
    expect(tabsFor("branch_owner")).toEqual(["products", "orders", "returns", "cash", "branches", "themes", "settings", "history", "notifications"]);
  });
});
