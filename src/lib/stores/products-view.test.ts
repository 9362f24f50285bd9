import { describe, expect, it } from "vitest";
import { FILTERED_ATTR } from "../listing/products-query";
import { createProductsView } from "./products-view";
import { productsAnswer } from "../api/fixtures.test-support";
import { keysetApi, shownIds } from "./live-grid.test-support";
import { $selectedBranch, $selectedStore, selectBranch } from "./selection";

/** A window with an address bar, a history and popstate, enough for the store. */
function fakeWindow(search = "") {
  const entries = [search];
  let at = 0;
  const listeners = new Set<() => void>();
  const marks = new Set([FILTERED_ATTR]);
  const location = { pathname: "/en/products/", search };
  const move = (to: string) => (location.search = to);
  const win = {
    location,
    history: {
      state: null,
      pushState: (_: unknown, __: string, url: string) => {
        entries.splice(++at, entries.length, url.slice(location.pathname.length));
        move(entries[at]);
      },
      replaceState: (_: unknown, __: string, url: string) => move((entries[at] = url.slice(location.pathname.length))),
    },
    addEventListener: (_: string, f: () => void) => listeners.add(f),
    removeEventListener: (_: string, f: () => void) => listeners.delete(f),
    document: { documentElement: { removeAttribute: (name: string) => marks.delete(name) } },
  };
  const travel = (delta: number) => {
    at += delta;
    move(entries[at]);
    for (const f of listeners) f();
  };
  return { win: win as never, entries: () => entries.slice(), travel, location, listeners, marks };
}

const STORES = [
  { id: 1, slug: "fresh-market", branches: [10, 11] },
  { id: 2, slug: "nile-electronics", branches: [20] },
];

/** An API that answers every product list with one page, and remembers what was asked. */
function api() {
  const asked: string[] = [];
  const fetcher = (async (url: string) => {
    asked.push(url);
    return productsAnswer({ count: 0, results: [] });
  }) as unknown as typeof fetch;
  return { asked, fetcher };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const view = (w: ReturnType<typeof fakeWindow>, fetcher = api().fetcher) => createProductsView(STORES, { win: w.win, fetcher });

describe("the products page's view", () => {
  it("reads the URL, page included, and tidies it", () => {
    const w = fakeWindow("?search=++rice+&store=2&page=3&page_junk=1");
    const products = view(w);
    expect(products.$view.get()).toBeNull();
    products.start();
    expect(products.$view.get()).toEqual({ search: "rice", store: "2", category: "", page: 3, cursor: "" });
    expect(w.location.search).toBe("?search=rice&store=2&page=3&page_junk=1");
    expect(w.entries()).toHaveLength(1);
  });

  it("puts pickers and pages in the URL: a new filter starts at page 1", () => {
    const w = fakeWindow("?store=2");
    const products = view(w);
    products.start();
    products.go({ page: 2 });
    expect(w.location.search).toBe("?store=2&page=2");
    products.go({ category: "dairy" });
    expect(w.location.search).toBe("?store=2&category=dairy");
    expect(products.$view.get()).toEqual({ search: "", store: "2", category: "dairy", page: 1, cursor: "" });
    products.go({ store: "" });
    expect(w.location.search).toBe("?category=dairy");
    products.go({ category: "dairy" }); // the same view: no new history entry
    expect(w.entries()).toEqual(["?store=2", "?store=2&page=2", "?store=2&category=dairy", "?category=dairy"]);
  });

  it("follows back and forward, and stops listening when stopped", () => {
    const w = fakeWindow("");
    const products = view(w);
    const stop = products.start();
    products.go({ page: 2 });
    products.go({ page: 3 });
    w.travel(-1);
    expect(products.$view.get()?.page).toBe(2);
    w.travel(-1);
    expect(products.$view.get()).toEqual({ search: "", store: "", category: "", page: 1, cursor: "" });
    w.travel(+2);
    expect(products.$view.get()?.page).toBe(3);
    stop();
    expect(w.listeners.size).toBe(0);
  });

  it("keeps the search box: the URL's words, words typed before it started, and typing; the pickers apply them", () => {
    const w = fakeWindow("?search=rice");
    const products = view(w);
    products.start();
    expect(products.$text.get()).toBe("rice");
    products.type("tea ");
    products.apply({ store: "fresh-market" });
    expect(w.location.search).toBe("?search=tea&store=fresh-market");
    expect(products.$text.get()).toBe("tea");
    products.type("milk");
    products.go({ page: 2 }); // paging keeps the URL's words, not the box's
    expect(w.location.search).toBe("?search=tea&store=fresh-market&page=2");
    expect(products.$text.get()).toBe("tea");

    const early = view(fakeWindow("?search=rice"));
    early.start("rice and beans");
    expect(early.$text.get()).toBe("rice and beans");
  });

  it("drops the head script's mark once it has read the URL", () => {
    const w = fakeWindow("?page=2");
    view(w).start();
    expect(w.marks.has(FILTERED_ATTR)).toBe(false);
  });

  it("loads the request of every view, the unfiltered first page too, with the selected branch of the store asked for", async () => {
    const { asked, fetcher } = api();
    const w = fakeWindow("");
    const products = view(w, fetcher);
    expect(products.$screen.get()).toMatchObject({ prerendered: true, hasNext: null });
    products.start();
    expect(products.$request.get()).toEqual({ branch: null, url: "/api/products/" });
    expect(products.$screen.get()).toMatchObject({ prerendered: true, loading: true });
    await settle();
    expect(products.$screen.get()).toMatchObject({ prerendered: false, loading: false, empty: true, hasNext: false });
    selectBranch(1, 11);
    products.apply({ store: "fresh-market" });
    expect(products.$request.get()).toEqual({ branch: 11, url: "/api/products/?store=fresh-market&branch=11" });
    products.apply({ store: "2" }); // the selected branch is not one of this store's
    expect(products.$request.get()).toEqual({ branch: null, url: "/api/products/?store=2" });
    products.go({ store: "", page: 1 });
    await Promise.resolve();
    expect(asked).toEqual(["/api/products/", "/api/products/?store=fresh-market&branch=11", "/api/products/?store=2", "/api/products/"]);
    expect([$selectedStore.get(), $selectedBranch.get()]).toEqual([1, 11]);
  });

  it("turns pages by the answer's links: a cursor from page 2 on, in the URL, back to the prerendered page 1", async () => {
    const asked: string[] = [];
    // Each answer's next link carries the cursor "c{n+1}" and its previous "c{n-1}", as the API's keyset links do.
    const fetcher = (async (url: string) => {
      asked.push(url);
      const q = new URL(url, "http://x").searchParams;
      const at = Number(q.get("cursor")?.slice(1) ?? q.get("page") ?? 1);
      const link = (n: number) => `/api/products/?store=2&cursor=c${n}`;
      return productsAnswer({ count: 100, next: link(at + 1), previous: link(at - 1), results: [] });
    }) as unknown as typeof fetch;
    const w = fakeWindow("?store=2");
    const products = view(w, fetcher);
    products.start();
    await settle();
    products.turn(true); // from an answer without a cursor of its own: page 2 by its next link
    expect(w.location.search).toBe("?store=2&page=2&cursor=c2");
    await settle();
    products.turn(true);
    expect(w.location.search).toBe("?store=2&page=3&cursor=c3");
    await settle();
    products.turn(false);
    expect(w.location.search).toBe("?store=2&page=2&cursor=c2");
    await settle();
    products.turn(false);
    expect(w.location.search).toBe("?store=2");
    products.go({ category: "dairy" }); // a new filter drops the cursor
    expect(products.$view.get()).toMatchObject({ page: 1, cursor: "" });
    expect(asked).toContain("/api/products/?store=2&cursor=c3");
    expect(asked.some((u) => u.includes("page="))).toBe(false);
  });

  it("waits for the live page 1 before Next, and follows its cursor: never page 2 by number", async () => {
    const live = keysetApi(Array.from({ length: 30 }, (_, i) => 30 - i));
    const w = fakeWindow("");
    const products = view(w, live.fetcher);
    products.start();
    products.turn(true); // the prerendered page is on screen, its live answer not in yet
    expect(w.location.search).toBe("");
    await settle();
    products.turn(true);
    expect(w.location.search).toBe("?page=2&cursor=19");
    expect(live.asked).toEqual(["/api/products/", "/api/products/?cursor=19"]);
  });

  it("keeps the prerendered cards when the live page 1 lists the same products; Next by its cursor", async () => {
    const ids = Array.from({ length: 20 }, (_, i) => 20 - i);
    const w = fakeWindow("");
    const products = createProductsView(STORES, { win: w.win, fetcher: keysetApi(ids).fetcher, firstIds: ids.slice(0, 12) });
    products.start();
    await settle();
    expect(products.$screen.get()).toMatchObject({ prerendered: true, loading: false, hasNext: true });
    products.turn(true);
    expect(w.location.search).toBe("?page=2&cursor=9");
  });

  it("pages through products added since the build without repeating one, in either language's page (issue 23)", async () => {
    // The build saw products 1..24 (its first page: 24..13); 3 were added since.
    const built = Array.from({ length: 24 }, (_, i) => 24 - i);
    for (const path of ["/en/products/", "/ar/products/"]) {
      const live = keysetApi([27, 26, 25, ...built]);
      const w = fakeWindow("");
      w.location.pathname = path;
      const products = view(w, live.fetcher);
      products.start();
      await settle();
      const seen: number[] = [];
      for (;;) {
        seen.push(...shownIds(products.$screen.get(), built.slice(0, 12)));
        if (!products.$screen.get().hasNext) break;
        products.turn(true);
        await settle();
      }
      expect(seen, path).toEqual([27, 26, 25, ...built]);
      expect(products.$view.get()?.page).toBe(3);
      // Back to the start: page 1 read afresh, by the URL.
      products.turn(false);
      products.turn(false);
      await settle();
      expect(w.location.search).toBe("");
      expect(shownIds(products.$screen.get(), [])).toEqual([27, 26, 25, ...built.slice(0, 9)]);
    }
  });
});
