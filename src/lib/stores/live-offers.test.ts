import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ProductOffer } from "#contract/catalog";
import { type Listing, listingPage } from "#contract/listings";
import { answer } from "../api/answer.test-support";
import { aListing } from "../api/fixtures.test-support";
import { $liveOffers, $liveRatings, mergeOffers, offersFromListings, requestLiveOffers, resetLiveOffers } from "./live-offers";

const offer = (id: number, branch: number, price: string, stock: number, is_available = true): ProductOffer => ({
  id,
  branch: { id: branch, name: `B${branch}`, name_ar: `ف${branch}`, store: 1 },
  price,
  stock,
  is_available,
  is_featured: false,
});
const listing = (productId: number, o: ProductOffer): Listing => aListing(o.id, { ...o, product: { id: productId, name: "P", name_ar: "م" } });
const page = (results: Listing[], next: string | null = null) => answer(listingPage, { count: results.length, next, previous: null, results });

describe("mergeOffers", () => {
  const built = [offer(1, 10, "100.00", 5), offer(2, 11, "120.00", 9)];

  it("keeps the built offers when nothing live is known yet", () => {
    expect(mergeOffers(built, undefined)).toBe(built);
  });

  it("takes the live price, stock and availability of each offer, keeping the built order and names", () => {
    const merged = mergeOffers(built, [
      offer(2, 11, "99.50", 0, false),
      { ...offer(1, 10, "101.00", 7), branch: { id: 10, name: "", name_ar: "", store: 1 } },
    ]);
    expect(merged.map((o) => [o.id, o.price, o.stock, o.is_available])).toEqual([
      [1, "101.00", 7, true],
      [2, "99.50", 0, false],
    ]);
    expect(merged[0].branch.name).toBe("B10");
  });

  it("shows an offer gone since the build as out of stock, and appends a new one", () => {
    const merged = mergeOffers(built, [offer(1, 10, "100.00", 5), offer(3, 12, "80.00", 4)]);
    expect(merged.map((o) => [o.id, o.stock, o.is_available])).toEqual([
      [1, 5, true],
      [2, 0, false],
      [3, 4, true],
    ]);
  });

  it("marks every offer out of stock when the product has no listing left", () => {
    expect(mergeOffers(built, []).every((o) => !o.is_available && o.stock === 0)).toBe(true);
  });
});

describe("offersFromListings", () => {
  it("groups listings by product id", () => {
    const grouped = offersFromListings([
      listing(7, offer(1, 10, "1.00", 1)),
      listing(8, offer(2, 10, "2.00", 2)),
      listing(7, offer(3, 11, "3.00", 3)),
    ]);
    expect(Object.keys(grouped).sort()).toEqual(["7", "8"]);
    expect(grouped["7"].map((o) => o.id)).toEqual([1, 3]);
    expect(grouped["7"][0]).not.toHaveProperty("product");
  });
});

describe("requestLiveOffers", () => {
  beforeEach(() => resetLiveOffers());

  it("sends ids asked for in the same tick in one request, and never asks twice", async () => {
    const fetcher = vi.fn(async (_url: string | URL | Request) => page([listing(1, offer(11, 10, "5.00", 3)), listing(2, offer(12, 10, "6.00", 0))]));
    await Promise.all([requestLiveOffers([1], fetcher), requestLiveOffers([2, 3], fetcher), requestLiveOffers([1], fetcher)]);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(String(fetcher.mock.calls[0][0])).toBe("/api/branch-products/?product=1,2,3&page_size=100");
    expect($liveOffers.get()["1"].map((o) => o.price)).toEqual(["5.00"]);
    expect($liveOffers.get()["3"]).toEqual([]); // asked for, no listing: known to have none
    await requestLiveOffers([1, 2], fetcher);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it("takes each product's rating and review count from the same answer", async () => {
    const rated = { ...listing(1, offer(11, 10, "5.00", 3)), product: { id: 1, name: "P", name_ar: "م", average_rating: 4.5, reviews_count: 2 } };
    const fetcher = vi.fn(async (_url: string | URL | Request) => page([rated, listing(2, offer(12, 10, "6.00", 1))]));
    await requestLiveOffers([1, 2], fetcher);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect($liveRatings.get()["1"]).toEqual({ average_rating: 4.5, reviews_count: 2 });
    expect($liveRatings.get()["2"]).toBeUndefined(); // no rating in the answer: the built one stays
  });

  it("follows the next link when the listings fill more than one page", async () => {
    const fetcher = vi.fn(async (url: string | URL | Request) =>
      String(url).includes("page=2")
        ? page([listing(1, offer(12, 11, "7.00", 2))])
        : page([listing(1, offer(11, 10, "5.00", 3))], "/api/branch-products/?product=1&page_size=100&page=2"),
    );
    await requestLiveOffers([1], fetcher);
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect($liveOffers.get()["1"].map((o) => o.id)).toEqual([11, 12]);
  });

  it("splits more than 100 ids into requests of 100", async () => {
    const fetcher = vi.fn(async (_url: string | URL | Request) => page([]));
    await requestLiveOffers(
      Array.from({ length: 150 }, (_, i) => i + 1),
      fetcher,
    );
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(String(fetcher.mock.calls[1][0])).toContain("product=101,");
  });

  it("leaves the built offers in place when the request fails, and may retry later", async () => {
    const failing = vi.fn(async () => new Response("down", { status: 502 }));
    await requestLiveOffers([1], failing);
    expect($liveOffers.get()["1"]).toBeUndefined();
    const working = vi.fn(async () => page([]));
    await requestLiveOffers([1], working);
    expect(working).toHaveBeenCalledTimes(1);
  });
});
