import { beforeEach, describe, expect, it } from "vitest";
import { type Product, product as productSchema, productList } from "#contract/catalog";
import { answer, detailAnswer } from "../api/answer.test-support";
import { aProduct } from "../api/fixtures.test-support";
import { $wishlistPage, loadMoreWishlist, loadWishlistPage, setWishlistPageFetcher, VISITOR_MAX } from "./wishlist-page";

const product = (id: number) => aProduct(id, { name: `P${id}`, name_ar: "", offers: [], images: [] });
/** GET /api/wishlist/'s answer: a page of products. */
const saved = (results: Product[], next: string | null) => answer(productList, { count: results.length, next, previous: null, results });

let calls: string[] = [];
function site(answer: (path: string) => Response | Error) {
  calls = [];
  setWishlistPageFetcher((async (url: string | URL | Request) => {
    calls.push(String(url));
    const res = answer(String(url));
    if (res instanceof Error) throw res;
    return res;
  }) as typeof fetch);
}

const ready = () => {
  const state = $wishlistPage.get();
  if (state.status !== "ready") throw new Error(`not ready: ${state.status}`);
  return state;
};

describe("the wishlist page's products", () => {
  beforeEach(() => $wishlistPage.set({ status: "idle" }));

  it("signed in, reads the account's list and its next pages", async () => {
    site((path) =>
      path.includes("page=2") ? saved([product(1), product(3)], null) : saved([product(3), product(2)], "/api/wishlist/?page=2&page_size=48"),
    );
    await loadWishlistPage(null);
    expect(ready().products.map((p) => p.id)).toEqual([3, 2]);
    await loadMoreWishlist();
    expect(ready().products.map((p) => p.id)).toEqual([3, 2, 1]); // a repeat (the list moved) is shown once
    expect(ready().next).toBeNull();
    expect(calls).toEqual(["/api/wishlist/?page_size=48", "/api/wishlist/?page=2&page_size=48"]);
  });

  it("for a visitor, fetches each saved product, skips deleted ones, at most 50", async () => {
    site((path) =>
      path === "/api/products/2/"
        ? detailAnswer(404, "No Product matches the given query.")
        : answer(productSchema, product(Number(path.split("/")[3]))),
    );
    await loadWishlistPage([1, 2, 3]);
    expect(ready().products.map((p) => p.id)).toEqual([1, 3]);
    await loadWishlistPage(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(calls.length).toBe(3 + VISITOR_MAX);
  });

  it("says so when the site fails, and a retry recovers", async () => {
    site(() => detailAnswer(500, "Internal server error."));
    await loadWishlistPage([1]);
    expect($wishlistPage.get().status).toBe("error");
    site(() => new TypeError("Failed to fetch"));
    await loadWishlistPage(null);
    expect($wishlistPage.get().status).toBe("error");
    site(() => saved([], null));
    await loadWishlistPage(null);
    expect(ready().products).toEqual([]);
  });

  it("keeps only the latest load's answer", async () => {
    let release!: (r: Response) => void;
    const slow = new Promise<Response>((r) => (release = r));
    calls = [];
    setWishlistPageFetcher(((url: string) =>
      String(url).includes("wishlist") ? slow : Promise.resolve(answer(productSchema, product(5)))) as unknown as typeof fetch);
    const first = loadWishlistPage(null);
    await loadWishlistPage([5]);
    release(saved([product(9)], null));
    await first;
    expect(ready().products.map((p) => p.id)).toEqual([5]);
  });
});
