import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { managedStore, type Store } from "#contract/stores";
import { pageAnswer } from "../../api/answer.test-support";
import { aManagedStore } from "../../api/fixtures.test-support";
import { $selectedBranch, $selectedStore } from "../selection";
import {
  $currentStore,
  $workedStores,
  canEdit,
  chooseStore,
  formKey,
  loadWorkedStores,
  pickStore,
  storeChanged,
  type WorkedStore,
} from "./selected-store";

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const store = (id: number, access: WorkedStore["access"] = "owner", branches: number[] = []): WorkedStore =>
  ({
    id,
    slug: `store-${id}`,
    name: `Store ${id}`,
    name_ar: "",
    theme: null,
    branches: branches.map((b) => ({ id: b })),
    access,
  }) as unknown as WorkedStore;

beforeEach(() => {
  $workedStores.set({ status: "idle", stores: [] });
  $selectedStore.set(null);
  $selectedBranch.set(null);
});
afterEach(() => vi.unstubAllGlobals());

describe("the store the Themes and Settings tabs act on", () => {
  it("is the selected store when the user works in it", () => {
    expect(chooseStore([store(1), store(2)], 2)?.id).toBe(2);
  });

  it("is the user's first store when nothing, or a store they do not work in, is selected", () => {
    expect(chooseStore([store(3), store(4)], null)?.id).toBe(3);
    expect(chooseStore([store(3), store(4)], 99)?.id).toBe(3);
  });

  it("is none when the user works in no store", () => {
    expect(chooseStore([], 5)).toBeNull();
  });

  it("follows the selection and the loaded list", () => {
    $workedStores.set({ status: "ready", stores: [store(1), store(2)] });
    expect($currentStore.get()?.id).toBe(1);
    $selectedStore.set(2);
    expect($currentStore.get()?.id).toBe(2);
    $workedStores.set({ status: "ready", stores: [store(1)] });
    expect($currentStore.get()?.id).toBe(1);
  });

  it("picking a store selects it as the storefront does, with its first branch unless one of its own is selected", () => {
    $selectedStore.set(1);
    $selectedBranch.set(10);
    pickStore(store(2, "owner", [20, 21]));
    expect([$selectedStore.get(), $selectedBranch.get()]).toEqual([2, 20]);
    $selectedBranch.set(21);
    pickStore(store(2, "owner", [20, 21]));
    expect($selectedBranch.get()).toBe(21);
    pickStore(store(3));
    expect([$selectedStore.get(), $selectedBranch.get()]).toEqual([3, null]);
  });
});

describe("who may change a store's theme and settings", () => {
  it("is its owner (a super admin is answered owner), never a manager of its branches, nobody without a store", () => {
    expect(canEdit(store(1, "owner"))).toBe(true);
    expect(canEdit(store(1, "manager"))).toBe(false);
    expect(canEdit(null)).toBe(false);
  });
});

describe("loading the stores the user works in", () => {
  it("asks for the managed stores, page after page", async () => {
    const fetcher = vi.fn(async (url: string) =>
      url.includes("page=2")
        ? pageAnswer(managedStore, [aManagedStore(2, { access: "manager" })], { count: 2, previous: "/api/stores/?managed=true&page_size=100" })
        : pageAnswer(managedStore, [aManagedStore(1)], { count: 2, next: "/api/stores/?page=2" }),
    );
    vi.stubGlobal("fetch", fetcher);
    await loadWorkedStores();
    expect(fetcher.mock.calls.map((c) => c[0])).toEqual([
      "/api/stores/?managed=true&page_size=100",
      "/api/stores/?managed=true&page_size=100&page=2",
    ]);
    expect($workedStores.get()).toMatchObject({
      status: "ready",
      stores: [
        { id: 1, access: "owner" },
        { id: 2, access: "manager" },
      ],
    });
    // Loaded once: opening the other tab does not ask again.
    await loadWorkedStores();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it("reports a failure", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(500, {})),
    );
    await loadWorkedStores();
    expect($workedStores.get()).toEqual({ status: "error", stores: [] });
  });

  it("keeps the user's access when a saved store comes back", () => {
    $workedStores.set({ status: "ready", stores: [store(1, "manager"), store(2)] });
    storeChanged({ id: 1, name: "Renamed" } as Partial<Store> & { id: number });
    expect($workedStores.get().stores[0]).toMatchObject({ id: 1, name: "Renamed", access: "manager" });
    expect($workedStores.get().stores[1].name).toBe("Store 2");
  });
});

describe("a form's key", () => {
  it("changes when what the form shows changes, not when the access or branches do", () => {
    const a = store(1);
    expect(formKey({ ...a })).toBe(formKey({ ...a, branches: [], access: "manager" } as WorkedStore));
    expect(formKey({ ...a, name: "Other" })).not.toBe(formKey(a));
    expect(
      formKey({ ...a, theme: { id: 1, primary_color: "#000000", secondary_color: "#FFFFFF", logo: null, background_image_desktop: null } }),
    ).not.toBe(formKey(a));
  });
});
