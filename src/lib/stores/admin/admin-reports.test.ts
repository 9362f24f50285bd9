import { describe, expect, it } from "vitest";
import { TOP_PRODUCTS_MAX, topProductsQuery } from "#contract/reports";
import { branch as branchSchema } from "#contract/stores";
import { branchesOf, reportPaths, scopeBranchesPath, TOP_LIMIT } from "./admin-reports";

const branch = (id: number, store: number) =>
  branchSchema.parse({
    id,
    name: `B${id}`,
    name_ar: `ف${id}`,
    city: "Cairo",
    address: "",
    phone_number: "",
    latitude: null,
    longitude: null,
    store,
    store_name: `S${store}`,
    store_name_ar: `م${store}`,
    manager: null,
    theme: null,
    created_at: "2026-11-01T00:00:00Z",
  });

describe("the Home tab's calls", () => {
  it("asks the three reports for the period and the scope, as the contract reads them", () => {
    const paths = reportPaths({ from: "2026-11-23", to: "2026-11-29" }, { store: "4", branch: "" });
    expect(paths.summary).toBe("/api/reports/summary/?from=2026-11-23&to=2026-11-29&store=4");
    expect(paths.days).toBe("/api/reports/by-day/?from=2026-11-23&to=2026-11-29&store=4");
    expect(paths.top).toBe(`/api/reports/top-products/?from=2026-11-23&to=2026-11-29&store=4&limit=${TOP_LIMIT}`);
    const query = Object.fromEntries(new URL(paths.top, "https://x").searchParams);
    expect(topProductsQuery.parse(query)).toEqual({ from: "2026-11-23", to: "2026-11-29", store: 4, limit: TOP_LIMIT });
    expect(TOP_LIMIT).toBeLessThanOrEqual(TOP_PRODUCTS_MAX);
  });

  it("offers a merchant their own branches, a super admin the chosen store's", () => {
    expect(scopeBranchesPath(false, "")).toBe("/api/branches/?managed=true&page_size=100");
    expect(scopeBranchesPath(false, "4")).toBe("/api/branches/?managed=true&page_size=100");
    expect(scopeBranchesPath(true, "")).toBeNull();
    expect(scopeBranchesPath(true, "4")).toBe("/api/branches/?store=4&page_size=100");
    const rows = [branch(1, 4), branch(2, 5), branch(3, 4)];
    expect(branchesOf(rows, "4").map((b) => b.id)).toEqual([1, 3]);
    expect(branchesOf(rows, "").map((b) => b.id)).toEqual([1, 2, 3]);
  });
});
