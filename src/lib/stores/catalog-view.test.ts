import { describe, expect, it } from "vitest";
import { createCatalogView } from "./catalog-view";
import { $selectedBranch, $selectedStore } from "./selection";
import { productsAnswer } from "../api/fixtures.test-support";
import { keysetApi, shownIds } from "./live-grid.test-support";

/** An API that answers each product list with `count` products (0 for "empty"), or fails for "fail". */
function api() {
  const asked: string[] = [];
  const fetcher = (async (url: string) => {
    asked.push(url);
    if (url.includes("fail")) return new Response("no", { status: 500 });
    const count = url.includes("available=false") ? 0 : 2;
    return productsAnswer({ count, results: [] });
  }) as unknown as typeof fetch;
  return { asked, fetcher };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the store and category grid", () => {
  it("shows the prerendered first page until started, then reads the first page live and shows that", async () => {
    const { asked, fetcher } = api();
    const view = createCatalogView({ store: "1" }, 1, fetcher);
    expect(view.$filters.get()).toEqual({ branch: null, availability: "all", page: 1, cursor: "" });
    expect(view.$grid.get()).toMatchObject({ prerendered: true, loading: true, data: null, failed: false, empty: false, hasNext: null });
    expect(asked).toEqual([]);
    view.turn(true); // no live answer yet: nowhere to go (never page 2 by number)
    expect(view.$filters.get().page).toBe(1);
    view.start();
    view.start();
    expect(asked).toEqual(["/api/products/?store=1"]);
    expect(view.$grid.get()).toMatchObject({ prerendered: true, loading: true });
    await settle();
    expect(view.$grid.get()).toMatchObject({ prerendered: false, loading: false, data: { count: 2 }, hasNext: false });
  });

  it("loads a branch's list, selects the branch, and starts again at page 1", async () => {
    const { asked, fetcher } = api();
    const view = createCatalogView({ store: "1" }, 1, fetcher);
    view.start();
    await settle();
    view.chooseBranch(7);
    expect(view.$filters.get()).toEqual({ branch: 7, availability: "all", page: 1, cursor: "" });
    expect([$selectedStore.get(), $selectedBranch.get()]).toEqual([1, 7]);
    expect(view.$grid.get()).toMatchObject({ prerendered: false, loading: true });
    await settle();
    expect(view.$grid.get()).toMatchObject({ prerendered: false, loading: false, data: { count: 2 } });
    view.chooseBranch(7); // the same choice asks nothing again
    expect(asked).toEqual(["/api/products/?store=1", "/api/products/?store=1&branch=7"]);
  });

  it("says when nothing matches, and Show all reads all branches live again", async () => {
    const { asked, fetcher } = api();
    const view = createCatalogView({ store: "1" }, 1, fetcher);
    view.start();
    view.chooseAvailability("unavailable");
    await settle();
    expect(view.$grid.get()).toMatchObject({ empty: true, failed: false });
    view.showAll();
    expect(view.$grid.get()).toMatchObject({ prerendered: false, loading: true, empty: false });
    await settle();
    expect(view.$grid.get()).toMatchObject({ prerendered: false, loading: false, data: { count: 2 } });
    expect(asked).toEqual(["/api/products/?store=1", "/api/products/?store=1&available=false", "/api/products/?store=1"]);
  });

  it("keeps the prerendered page when the live first page fails, and reports any other failed list", async () => {
    const first = createCatalogView({ category: "fail" }, undefined, api().fetcher);
    first.start();
    await settle();
    expect(first.$grid.get()).toMatchObject({ prerendered: true, failed: false, loading: false, hasNext: false });
    first.chooseAvailability("available");
    await settle();
    expect(first.$grid.get()).toMatchObject({ prerendered: false, failed: true, loading: false });
  });

  it("turns pages by the live answers' links only, and back to page 1 read afresh", async () => {
    const asked: string[] = [];
    const fetcher = (async (url: string) => {
      asked.push(url);
      const at = Number(new URL(url, "http://x").searchParams.get("cursor")?.slice(1) ?? 1);
      const link = (n: number) => `/api/products/?category=dairy&cursor=c${n}`;
      return productsAnswer({ count: 100, next: link(at + 1), previous: link(at - 1), results: [] });
    }) as unknown as typeof fetch;
    const view = createCatalogView({ category: "dairy" }, undefined, fetcher);
    view.start();
    await settle();
    view.turn(true);
    await settle();
    view.turn(true);
    await settle();
    view.turn(true);
    await settle();
    expect(view.$filters.get()).toMatchObject({ page: 4, cursor: "c4" });
    view.turn(false);
    await settle();
    expect(view.$filters.get()).toMatchObject({ page: 3, cursor: "c3" });
    view.turn(false);
    view.turn(false); // while page 2 loads: Previous from page 2 is page 1, read afresh
    expect(view.$filters.get()).toMatchObject({ page: 1, cursor: "" });
    expect(view.$grid.get()).toMatchObject({ prerendered: false, loading: true });
    expect(asked).toEqual([
      "/api/products/?category=dairy",
      "/api/products/?category=dairy&cursor=c2",
      "/api/products/?category=dairy&cursor=c3",
      "/api/products/?category=dairy&cursor=c4",
      "/api/products/?category=dairy&cursor=c3",
      "/api/products/?category=dairy&cursor=c2",
      "/api/products/?category=dairy",
    ]);
    expect(asked.some((u) => u.includes("page="))).toBe(false);
  });

  it("pages through products added since the build without repeating one (issue 23)", async () => {
    // The build saw products 1..24 (its first page: 24..13); 3 were added since.
    const built = Array.from({ length: 24 }, (_, i) => 24 - i);
    const live = keysetApi([27, 26, 25, ...built]);
    const view = createCatalogView({ store: "1" }, 1, live.fetcher);
    view.start();
    const seen: number[] = [];
    await settle();
    for (;;) {
      seen.push(...shownIds(view.$grid.get(), built.slice(0, 12)));
      if (!view.$grid.get().hasNext) break;
      view.turn(true);
      await settle();
    }
    expect(seen).toEqual([27, 26, 25, ...built]);
  });

  it("keeps the prerendered cards when the live first page lists the same products, and pages by its links", async () => {
    const ids = Array.from({ length: 20 }, (_, i) => 20 - i);
    const live = keysetApi(ids);
    const view = createCatalogView({ store: "1" }, 1, live.fetcher, ids.slice(0, 12));
    view.start();
    await settle();
    expect(view.$grid.get()).toMatchObject({ prerendered: true, loading: false, hasNext: true });
    view.turn(true);
    await settle();
    expect(view.$filters.get()).toMatchObject({ page: 2, cursor: "9" });
    expect(shownIds(view.$grid.get(), [])).toEqual(ids.slice(12));
    view.turn(false);
    await settle();
    expect(view.$grid.get()).toMatchObject({ prerendered: true, hasNext: true });
    // One product more since the build: the live list is shown instead.
    const grown = createCatalogView({ store: "1" }, 1, keysetApi([21, ...ids]).fetcher, ids.slice(0, 12));
    grown.start();
    await settle();
    expect(shownIds(grown.$grid.get(), ids.slice(0, 12))).toEqual([21, ...ids.slice(0, 11)]);
  });

  it("shows a store's product added since the build under All branches as under its branch (issue 23)", async () => {
    // The build saw the store empty: its prerendered first page said "No products found".
    const live = keysetApi([41]);
    const view = createCatalogView({ store: "9" }, 9, live.fetcher);
    view.start();
    await settle();
    expect(shownIds(view.$grid.get(), [])).toEqual([41]);
    view.chooseBranch(90);
    await settle();
    expect(shownIds(view.$grid.get(), [])).toEqual([41]);
    view.chooseBranch(null);
    await settle();
    expect(view.$grid.get()).toMatchObject({ prerendered: false, empty: false });
    expect(shownIds(view.$grid.get(), [])).toEqual([41]);
  });
});
