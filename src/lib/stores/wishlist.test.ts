import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// localStorage as a browser has it, so that a "reload" (a fresh import) can read it back.
function fakeStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

const load = async () => {
  vi.resetModules();
  return import("./wishlist");
};

describe("the wishlist store", () => {
  beforeEach(() => vi.stubGlobal("localStorage", fakeStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it("toggles a product in and out", async () => {
    const { $wishlist, toggleWishlist, inWishlist } = await load();
    expect(toggleWishlist(7)).toBe(true);
    expect(inWishlist(7)).toBe(true);
    toggleWishlist(9);
    expect($wishlist.get()).toEqual([9, 7]);
    expect(toggleWishlist(7)).toBe(false);
    expect($wishlist.get()).toEqual([9]);
  });

  it("survives a reload through localStorage", async () => {
    (await load()).toggleWishlist(3);
    const { $wishlist, $wishlistCount } = await load();
    expect($wishlist.get()).toEqual([3]);
    expect($wishlistCount.get()).toBe(1);
  });

  it("ignores damaged or foreign stored values", async () => {
    localStorage.setItem("wishlist", "{not json");
    expect((await load()).$wishlist.get()).toEqual([]);
    localStorage.setItem("wishlist", JSON.stringify([1, "2", -3, 1.5, 4, 4]));
    expect((await load()).$wishlist.get()).toEqual([1, 4]);
  });

  it("works without storage (the server build, disabled storage)", async () => {
    vi.stubGlobal("localStorage", undefined);
    const { toggleWishlist, inWishlist } = await load();
    toggleWishlist(5);
    expect(inWishlist(5)).toBe(true);
  });
});
