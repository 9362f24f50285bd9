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
    expect(view.$filters.get()).toEqual({ branch: null, availability: "all", page: 1 });
    expect(view.$grid.get()).toMatchObject({ prerendered: true, loading: false, data: null, failed: false, empty: false });
    expect(asked).toEqual([]);
  });

  it("loads a branch's list, selects the branch, and starts again at page 1", async () => {
    const { asked, fetcher } = api();
    const view = createCatalogView({ store: "1" }, 1, fetcher);
    view.turn(3);
    view.chooseBranch(7);
    expect(view.$filters.get()).toEqual({ branch: 7, availability: "all", page: 1 });
    expect([$selectedStore.get(), $selectedBranch.get()]).toEqual([1, 7]);
    expect(view.$grid.get()).toMatchObject({ prerendered: false, loading: true });
    await settle();
    expect(view.$grid.get()).toMatchObject({ prerendered: false, loading: false, data: { count: 2 } });
    view.chooseBranch(7); // the same choice asks nothing again
    expect(asked).toEqual(["/api/products/?store=1&page=3", "/api/products/?store=1&branch=7"]);
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
    view.turn(2);
    await settle();
    expect(view.$grid.get()).toMatchObject({ failed: true, loading: false });
  });
});
