import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const stores = [
  { id: 1, slug: "fresh-market", branches: [1, 2, 3] },
  { id: 2, slug: "nile-electronics", branches: [4] },
];

/** A browser cookie jar as far as `document.cookie` goes: set one at a time, read all. */
function fakeDocument(initial: Record<string, string> = {}) {
  const jar = new Map(Object.entries(initial));
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    },
    set cookie(line: string) {
      written.push(line);
      const [pair] = line.split("; ");
      const at = pair.indexOf("=");
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    },
  };
}

/** The module fresh, as a page load would read it (the atoms read the cookies when created). */
async function load(cookies: Record<string, string> = {}) {
  const doc = fakeDocument(cookies);
  vi.stubGlobal("document", doc);
  vi.resetModules();
  return { doc, ...(await import("./selection")) };
}

describe("the selected store and branch", () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it("default to the first store and its first branch when nothing is chosen", async () => {
    const { $selectedStore, $selectedBranch, ensureSelection } = await load();
    expect($selectedStore.get()).toBeNull();
    ensureSelection(stores);
    expect([$selectedStore.get(), $selectedBranch.get()]).toEqual([1, 1]);
  });

  it("keep a valid choice and persist a new one in cookies for 7 days", async () => {
    const { doc, $selectedStore, $selectedBranch, ensureSelection, selectBranch } = await load({ selected_store: "2", selected_branch: "4" });
    ensureSelection(stores);
    expect([$selectedStore.get(), $selectedBranch.get()]).toEqual([2, 4]);
    selectBranch(1, 3);
    expect([$selectedStore.get(), $selectedBranch.get()]).toEqual([1, 3]);
    expect(doc.written).toContain("selected_branch=3; Max-Age=604800; Path=/; SameSite=Lax");
    expect(doc.cookie).toContain("selected_store=1");
  });

  it("repair a branch of another store or a store that no longer exists", async () => {
    const mixed = await load({ selected_store: "1", selected_branch: "4" });
    mixed.ensureSelection(stores);
    expect([mixed.$selectedStore.get(), mixed.$selectedBranch.get()]).toEqual([1, 1]);

    const gone = await load({ selected_store: "99", selected_branch: "7" });
    gone.ensureSelection(stores);
    expect([gone.$selectedStore.get(), gone.$selectedBranch.get()]).toEqual([1, 1]);
  });

  it("ignore a damaged cookie", async () => {
    const { $selectedStore, $selectedBranch } = await load({ selected_store: "%7Bnope", selected_branch: "-3" });
    expect([$selectedStore.get(), $selectedBranch.get()]).toEqual([null, null]);
  });

  it("give the branch for a listing only when it belongs to the store asked for", async () => {
    const { branchFor, selectBranch } = await load();
    selectBranch(1, 2);
    expect(branchFor("1", stores)).toBe(2);
    expect(branchFor("fresh-market", stores)).toBe(2);
    expect(branchFor("nile-electronics", stores)).toBeNull();
    expect(branchFor(null, stores)).toBeNull();
  });
});
