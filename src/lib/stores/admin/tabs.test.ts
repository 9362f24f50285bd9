import { describe, expect, it } from "vitest";
import { tabsFor } from "./tabs";

describe("tabsFor", () => {
  it("gives a super admin every tab, home first", () => {
    expect(tabsFor("super_admin")).toEqual([
      "home",
      "products",
      "stock",
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
    expect(tabsFor("branch_owner")).toEqual([
      "home",
      "products",
      "stock",
      "orders",
      "returns",
      "cash",
      "branches",
      "themes",
      "settings",
      "history",
      "notifications",
    ]);
  });
});
