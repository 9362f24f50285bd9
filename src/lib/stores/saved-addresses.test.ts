import { describe, expect, it } from "vitest";
import type { RecentAddress } from "#contract/orders";
import { addressSummary } from "./saved-addresses";

describe("a saved address's one line", () => {
  const address = { building_or_house: "Building 12", compound: "Apt 4", street: "Block 7", neighborhood: "", city: "Cairo" } as RecentAddress;

  it("is listed with the page's language's commas", () => {
    expect(addressSummary(address, "en")).toBe("Building 12, Apt 4, Block 7, Cairo");
    expect(addressSummary(address, "ar")).toContain("Building 12،");
    expect(addressSummary(address, "ar")).not.toContain(", ");
  });
});
