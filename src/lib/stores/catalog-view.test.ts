import { describe, expect, it } from "vitest";
import { createCatalogView } from "./catalog-view";
import { $selectedBranch, $selectedStore } from "./selection";

/** An API that answers each product list with `count` products (0 for "empty"), or fails for "fail". */
function api() {
  const asked: string[] = [];
  const fetcher = (async (url: string) => {
    asked.push(url);
    if (url.includes("fail")) return new Response("no", { status: 500 });
    const count = url.includes("available=false") ? 0 : 2;
    return new Response(JSON.stringify({ count, next: null, previous: null, results: [] }));
  }) as unknown as typeof fetch;
  return { asked, fetcher };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the store and category grid", () => {
  it("shows the prerendered first page and asks for nothing", () => {
    const { asked, fetcher } = api();
    const view = createCatalogView({ store: "1" }, 1, fetcher);
    expect(view.$filters.get()).toEqual({ branch: null, availability: "all", page: 1, cursor: "" });
    expect(view.$grid.get()).toMatchObject({ prerendered: true, loading: false, data: null, failed: false, empty: false });
    expect(asked).toEqual([]);
  });

  it("loads a branch's list, selects the branch, and starts again at page 1", async () => {
    const { asked, fetcher } = api();
    const view = createCatalogView({ store: "1" }, 1, fetcher);
    view.turn(true);
    view.chooseBranch(7);
    expect(view.$filters.get()).toEqual({ branch: 7, availability: "all", page: 1, cursor: "" });
    expect([$selectedStore.get(), $selectedBranch.get()]).toEqual([1, 7]);
    expect(view.$grid.get()).toMatchObject({ prerendered: false, loading: true });
    await settle();
    expect(view.$grid.get()).toMatchObject({ prerendered: false, loading: false, data: { count: 2 } });
    view.chooseBranch(7); // the same choice asks nothing again
    expect(asked).toEqual(["/api/products/?store=1&page=2", "/api/products/?store=1&branch=7"]);
  });

  it("says when nothing matches, and Show all brings the prerendered page back", async () => {
    const { asked, fetcher } = api();
    const view = createCatalogView({ store: "1" }, 1, fetcher);
    view.chooseAvailability("unavailable");
    await settle();
    expect(view.$grid.get()).toMatchObject({ empty: true, failed: false });
    view.showAll();
    expect(view.$grid.get()).toMatchObject({ prerendered: true, empty: false, data: null });
    view.chooseAvailability("unavailable"); // asked again after going back to the first page
    expect(asked).toEqual(["/api/products/?store=1&available=false", "/api/products/?store=1&available=false"]);
  });

  it("reports a failed list", async () => {
    const view = createCatalogView({ category: "fail" }, undefined, api().fetcher);
    view.turn(true);
    await settle();
    expect(view.$grid.get()).toMatchObject({ failed: true, loading: false });
  });

  it("turns pages by the answer's links: page 2 by number, then by cursor, and back to the prerendered page", async () => {
    const asked: string[] = [];
    const fetcher = (async (url: string) => {
      asked.push(url);
      const q = new URL(url, "http://x").searchParams;
      const at = Number(q.get("cursor")?.slice(1) ?? q.get("page"));
      const link = (n: number) => `/api/products/?category=dairy&cursor=c${n}`;
      return new Response(JSON.stringify({ count: 100, next: link(at + 1), previous: link(at - 1), results: [] }));
    }) as unknown as typeof fetch;
    const view = createCatalogView({ category: "dairy" }, undefined, fetcher);
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
    view.turn(false); // while page 2 loads, its answer is not shown yet: back goes to page 1 anyway
    expect(view.$grid.get().prerendered).toBe(true);
    expect(asked).toEqual([
      "/api/products/?category=dairy&page=2",
      "/api/products/?category=dairy&cursor=c3",
      "/api/products/?category=dairy&cursor=c4",
      "/api/products/?category=dairy&cursor=c3",
      "/api/products/?category=dairy&cursor=c2",
    ]);
  });
});
