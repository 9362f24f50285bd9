import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Store, store as storeSchema } from "#contract/stores";
import { pageAnswer } from "../../api/answer.test-support";
import { aStore } from "../../api/fixtures.test-support";
import { $selectedBranch, $selectedStore } from "../selection";
import { $storesTable, chooseStore, loadStores, readStoresView, showSavedStore, storesApiPath } from "./admin-stores";

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const store = (id: number, branches: number[] = []): Store =>
  aStore(id, {
    name: `s${id}`,
    branches: branches.map((b) => ({ id: b, name: `b${b}`, name_ar: "", city: "Cairo", address: "", phone_number: "", manager: null })),
  });

beforeEach(() => $storesTable.set({ status: "idle", rows: [], count: 0, key: "" }));
afterEach(() => vi.unstubAllGlobals());

describe("the Stores tab", () => {
  it("reads its page from the address", () => {
    expect(readStoresView({ page: "3" })).toEqual({ page: 3 });
    expect(readStoresView({ page: "x" })).toEqual({ page: 1 });
    expect(storesApiPath(1)).toBe("/api/stores/?page_size=12");
    expect(storesApiPath(2)).toBe("/api/stores/?page_size=12&page=2");
  });

  it("loads a page of stores, or says it could not", async () => {
    vi.stubGlobal("fetch", async () =>
      pageAnswer(storeSchema, [store(1), store(2)], { count: 14, next: "/api/stores/?page_size=12&page=3", previous: "/api/stores/?page_size=12" }),
    );
    await loadStores(2);
    expect($storesTable.get()).toMatchObject({ status: "ready", count: 14, key: "/api/stores/?page_size=12&page=2" });
    vi.stubGlobal("fetch", async () => json(503, {}));
    await loadStores(1);
    expect($storesTable.get()).toMatchObject({ status: "error", rows: [] });
  });

  it("shows a saved store at once: in place when known, first when new", () => {
    $storesTable.set({ status: "ready", rows: [store(1), store(2)], count: 2, key: "" });
    showSavedStore({ ...store(2), name: "renamed" });
    expect($storesTable.get().rows.map((s) => s.name)).toEqual(["s1", "renamed"]);
    showSavedStore(store(3));
    expect($storesTable.get()).toMatchObject({ count: 3 });
    expect($storesTable.get().rows.map((s) => s.id)).toEqual([3, 1, 2]);
  });
});

describe("Select", () => {
  it("selects the store with its first branch, as the storefront does", () => {
    chooseStore(store(4, [11, 12]));
    expect([$selectedStore.get(), $selectedBranch.get()]).toEqual([4, 11]);
  });

  it("selects a store without branches and no branch", () => {
    chooseStore(store(5));
    expect([$selectedStore.get(), $selectedBranch.get()]).toEqual([5, null]);
  });
});
