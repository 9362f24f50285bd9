import { setPersistentEngine, type PersistentListener } from "@nanostores/persistent";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { wishlistIds, wishlistItem } from "#contract/wishlist";
import { answer, detailAnswer } from "../api/answer.test-support";

const noEvents = { addEventListener() {}, removeEventListener() {} };

// localStorage as a browser has it (items are also its properties, which is how
// @nanostores/persistent reads them), so that a "reload" (a fresh import) can read it back.
function fakeStorage(): Storage {
  const storage = {} as Record<string, string>;
  const methods = {
    getItem: (key: string) => (Object.hasOwn(storage, key) ? storage[key] : null),
    setItem: (key: string, value: string) => void (storage[key] = String(value)),
    removeItem: (key: string) => void delete storage[key],
    clear: () => {
      for (const key of Object.keys(storage)) delete storage[key];
    },
    key: (i: number) => Object.keys(storage)[i] ?? null,
  };
  for (const [name, value] of Object.entries(methods)) Object.defineProperty(storage, name, { value, enumerable: false });
  Object.defineProperty(storage, "length", { get: () => Object.keys(storage).length, enumerable: false });
  return storage as unknown as Storage;
}

/** A fresh browser storage for the store (the library keeps the engine it was given). */
function freshStorage() {
  const storage = fakeStorage();
  vi.stubGlobal("localStorage", storage);
  setPersistentEngine(storage as unknown as Record<string, string>, noEvents);
}

const load = async () => {
  vi.resetModules();
  return import("./wishlist");
};

/** The wishlist store with the session and toast stores of the same module graph, and a fake site. */
async function signedInSetup(answer: (method: string, path: string, body: unknown) => Response | Error | Promise<Response | Error>) {
  const wishlist = await load();
  const { $session } = await import("./session");
  const { $toasts } = await import("./toasts");
  const calls: { method: string; path: string; body: unknown }[] = [];
  wishlist.setWishlistFetcher((async (url: string | URL | Request, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    const path = String(url);
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    const res = await answer(method, path, body);
    if (res instanceof Error) throw res;
    return res;
  }) as typeof fetch);
  const signIn = async (id = 1) => {
    $session.set({
      status: "signed-in",
      user: { id, username: `u${id}`, first_name: "", last_name: "", phone_number: null, email: null, role: "customer" },
    });
    await wishlist.wishlistSettled();
  };
  return { ...wishlist, $session, $toasts, calls, signIn };
}

const noContent = () => new Response(null, { status: 204 });
/** Lets queued server calls run. */
const settle = async (store: { wishlistSettled: () => Promise<unknown> }) => {
  await store.wishlistSettled();
  await new Promise((r) => setTimeout(r, 0));
  await store.wishlistSettled();
};

describe("the wishlist store", () => {
  beforeEach(freshStorage);
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
    setPersistentEngine({}, noEvents);
    const { toggleWishlist, inWishlist } = await load();
    toggleWishlist(5);
    expect(inWishlist(5)).toBe(true);
  });

  it("follows a change made in another tab (the storage event), checked as a stored value is", async () => {
    const storage = fakeStorage();
    vi.stubGlobal("localStorage", storage);
    const listeners: PersistentListener[] = [];
    setPersistentEngine(storage as unknown as Record<string, string>, {
      addEventListener: (_key, listener) => listeners.push(listener),
      removeEventListener() {},
    });
    const { $wishlist, $browserWishlist } = await load();
    const otherTab = (ids: string) => {
      storage.setItem("wishlist", ids);
      for (const listener of listeners) listener({ key: "wishlist", newValue: ids });
    };
    otherTab(JSON.stringify([8, 2]));
    expect($browserWishlist.get()).toEqual([8, 2]);
    expect($wishlist.get()).toEqual([8, 2]);
    otherTab(JSON.stringify([2, "x", 2]));
    expect($wishlist.get()).toEqual([2]);
  });
});

describe("the wishlist store, signed in", () => {
  beforeEach(freshStorage);
  afterEach(() => vi.unstubAllGlobals());

  it("is the browser's list for a visitor", async () => {
    localStorage.setItem("wishlist", JSON.stringify([4, 2]));
    const store = await signedInSetup(() => new Error("a visitor asks nothing"));
    expect(store.$wishlistSource.get()).toBe("browser");
    expect(store.$wishlist.get()).toEqual([4, 2]);
    store.toggleWishlist(8);
    expect(store.$wishlist.get()).toEqual([8, 4, 2]);
    expect(store.calls).toEqual([]);
  });

  it("merges the browser's list once at sign-in and shows the account's list", async () => {
    localStorage.setItem("wishlist", JSON.stringify([3, 5]));
    const store = await signedInSetup((method, path) =>
      method === "POST" && path === "/api/wishlist/sync/" ? answer(wishlistIds, { product_ids: [3, 5, 9] }) : new Error(path),
    );
    await store.signIn(1);
    expect(store.calls).toEqual([{ method: "POST", path: "/api/wishlist/sync/", body: { product_ids: [3, 5] } }]);
    expect(store.$wishlist.get()).toEqual([3, 5, 9]);
    expect(store.$wishlistCount.get()).toBe(3);
    expect(store.$wishlistSource.get()).toBe("account");
    expect(store.inWishlist(9)).toBe(true);
    // The browser keeps its own list for after sign-out.
    expect(JSON.parse(localStorage.getItem("wishlist")!)).toEqual([3, 5]);
  });

  it("on the next page of the same account, asks for the ids instead of merging again", async () => {
    localStorage.setItem("wishlist", JSON.stringify([3, 5]));
    localStorage.setItem("wishlist_merged", JSON.stringify({ user: 1, ids: [3, 5] }));
    // The account removed 3 since: merging the browser's 3 again would bring it back.
    const store = await signedInSetup((method, path) =>
      method === "GET" && path === "/api/wishlist/ids/" ? answer(wishlistIds, { product_ids: [5, 9] }) : new Error(path),
    );
    await store.signIn(1);
    expect(store.calls.map((c) => `${c.method} ${c.path}`)).toEqual(["GET /api/wishlist/ids/"]);
    expect(store.$wishlist.get()).toEqual([5, 9]);
  });

  it("merges only what the browser saved since, and everything for another account", async () => {
    localStorage.setItem("wishlist", JSON.stringify([7, 3, 5]));
    localStorage.setItem("wishlist_merged", JSON.stringify({ user: 1, ids: [3, 5] }));
    const store = await signedInSetup(() => answer(wishlistIds, { product_ids: [7, 5] }));
    await store.signIn(1);
    expect(store.calls).toEqual([{ method: "POST", path: "/api/wishlist/sync/", body: { product_ids: [7] } }]);
    store.$session.set({ status: "guest" });
    await store.signIn(2);
    expect(store.calls[1]).toEqual({ method: "POST", path: "/api/wishlist/sync/", body: { product_ids: [7, 3, 5] } });
  });

  it("falls back to the account's ids when the merge is refused (a full list)", async () => {
    localStorage.setItem("wishlist", JSON.stringify([3]));
    const store = await signedInSetup((method) =>
      method === "POST"
        ? detailAnswer(400, "A wishlist holds at most 500 products; this would make 501.")
        : answer(wishlistIds, { product_ids: [1, 2] }),
    );
    await store.signIn(1);
    expect(store.calls.map((c) => `${c.method} ${c.path}`)).toEqual(["POST /api/wishlist/sync/", "GET /api/wishlist/ids/"]);
    expect(store.$wishlist.get()).toEqual([1, 2]);
  });

  it("keeps showing the browser's list when the site cannot be reached", async () => {
    localStorage.setItem("wishlist", JSON.stringify([3]));
    const store = await signedInSetup(() => new TypeError("Failed to fetch"));
    await store.signIn(1);
    expect(store.$wishlist.get()).toEqual([3]);
    expect(store.$wishlistSource.get()).toBe("account");
  });

  it("signed in, toggles are saved on the server at once, not in the browser", async () => {
    const store = await signedInSetup((method, path) => {
      if (path === "/api/wishlist/ids/") return answer(wishlistIds, { product_ids: [2] });
      if (method === "POST" && path === "/api/wishlist/") return answer(wishlistItem, { product_id: 6, created_at: "2026-01-01T00:00:00.000Z" }, 201);
      if (method === "DELETE") return noContent();
      return new Error(path);
    });
    await store.signIn(1);
    expect(store.toggleWishlist(6)).toBe(true);
    expect(store.$wishlist.get()).toEqual([6, 2]); // optimistic
    expect(store.toggleWishlist(2)).toBe(false);
    expect(store.$wishlist.get()).toEqual([6]);
    await settle(store);
    expect(store.calls.slice(1)).toEqual([
      { method: "POST", path: "/api/wishlist/", body: { product_id: 6 } },
      { method: "DELETE", path: "/api/wishlist/2/", body: undefined },
    ]);
    expect(store.$wishlist.get()).toEqual([6]);
    expect(localStorage.getItem("wishlist")).toBeNull();
  });

  it("undoes a toggle the server refuses and says why", async () => {
    const store = await signedInSetup((method, path) => {
      if (path === "/api/wishlist/ids/") return answer(wishlistIds, { product_ids: [2] });
      if (method === "POST") return detailAnswer(400, "A wishlist holds at most 500 products; this would make 501.");
      return new TypeError("Failed to fetch");
    });
    await store.signIn(1);
    store.toggleWishlist(6, { failed: "Could not update your wishlist." });
    expect(store.inWishlist(6)).toBe(true);
    await settle(store);
    expect(store.$wishlist.get()).toEqual([2]);
    expect(store.$toasts.get().map((t) => [t.kind, t.message])).toEqual([["error", "A wishlist holds at most 500 products; this would make 501."]]);
    // Unreachable: the removal is undone with the page's own words.
    store.toggleWishlist(2, { failed: "Could not update your wishlist." });
    expect(store.$wishlist.get()).toEqual([]);
    await settle(store);
    expect(store.$wishlist.get()).toEqual([2]);
    expect(store.$toasts.get().at(-1)?.message).toBe("Could not update your wishlist.");
  });

  it("a removal the server had already done is not an error", async () => {
    const store = await signedInSetup((_method, path) =>
      path === "/api/wishlist/ids/" ? answer(wishlistIds, { product_ids: [2] }) : detailAnswer(404, "This product is not in your wishlist."),
    );
    await store.signIn(1);
    store.toggleWishlist(2, { failed: "x" });
    await settle(store);
    expect(store.$wishlist.get()).toEqual([]);
    expect(store.$toasts.get()).toEqual([]);
  });

  it("a toggle made while the merge is under way survives the merge's answer", async () => {
    localStorage.setItem("wishlist", JSON.stringify([3]));
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const store = await signedInSetup(async (method, path) => {
      if (path === "/api/wishlist/sync/") {
        await gate;
        return answer(wishlistIds, { product_ids: [3, 4] });
      }
      return method === "DELETE" ? noContent() : new Error(path);
    });
    store.$session.set({
      status: "signed-in",
      user: { id: 1, username: "u1", first_name: "", last_name: "", phone_number: null, email: null, role: "customer" },
    });
    expect(store.$wishlistSource.get()).toBe("loading");
    // The heart shows the browser's list meanwhile; un-saving 3 now goes to the account.
    expect(store.$wishlist.get()).toEqual([3]);
    release();
    await settle(store);
    expect(store.$wishlist.get()).toEqual([3, 4]);
    store.toggleWishlist(3);
    await settle(store);
    expect(store.$wishlist.get()).toEqual([4]);
    expect(store.calls.map((c) => `${c.method} ${c.path}`)).toEqual(["POST /api/wishlist/sync/", "DELETE /api/wishlist/3/"]);
  });

  it("goes back to the browser's own list on sign-out, and drops answers for the old session", async () => {
    localStorage.setItem("wishlist", JSON.stringify([3]));
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const store = await signedInSetup(async (_method, path) => {
      if (path === "/api/wishlist/sync/") return answer(wishlistIds, { product_ids: [3, 8] });
      await gate;
      return answer(wishlistItem, { product_id: 8, created_at: "2026-01-01T00:00:00.000Z" }, 201);
    });
    await store.signIn(1);
    expect(store.$wishlist.get()).toEqual([3, 8]);
    store.toggleWishlist(5);
    store.$session.set({ status: "guest" });
    expect(store.$wishlistSource.get()).toBe("browser");
    expect(store.$wishlist.get()).toEqual([3]);
    release();
    await settle(store);
    expect(store.$wishlist.get()).toEqual([3]);
    // A visitor again: toggles are the browser's.
    store.toggleWishlist(1);
    expect(JSON.parse(localStorage.getItem("wishlist")!)).toEqual([1, 3]);
  });
});
