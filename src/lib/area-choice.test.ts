// The shopper's area (issue 26 point 3): the cookie the top bar and the offers read, the live
// offers asked for with it, the offers ordered by reach then price, and the nearest capital.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ProductOffer } from "#contract/catalog";
import { type Listing, listingPage } from "#contract/listings";
import { answer } from "./api/answer.test-support";
import { aListing } from "./api/fixtures.test-support";
import { AREA_COOKIE, readAreaChoice, writeAreaChoice } from "./area-choice";
import { CAPITALS, nearestCapital } from "./area-picker/capitals";
import { $liveOffers, type LiveOffer, requestLiveOffers, resetLiveOffers } from "./stores/live-offers";
import { bestOffer, byReach } from "./stores/offer-picker";

/** `document.cookie` as far as a jar goes: set one at a time (Max-Age=0 deletes), read all. */
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
      if (line.includes("Max-Age=0")) jar.delete(pair.slice(0, at));
      else jar.set(pair.slice(0, at), pair.slice(at + 1));
    },
  };
}

const zamalek = { id: 1002, name: "Zamalek", name_ar: "الزمالك" };

describe("the area cookie", () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it("is none without a cookie, or with a damaged one", () => {
    vi.stubGlobal("document", fakeDocument());
    expect(readAreaChoice()).toBeNull();
    vi.stubGlobal("document", fakeDocument({ [AREA_COOKIE]: "cairo%7CCairo" }));
    expect(readAreaChoice()).toBeNull();
  });

  it("keeps the id and both names for a year, site-wide, SameSite=Lax; and forgets it", () => {
    const doc = fakeDocument();
    vi.stubGlobal("document", doc);
    writeAreaChoice(zamalek);
    expect(doc.written[0]).toBe(`aswaq_area=${encodeURIComponent("1002|Zamalek|الزمالك")}; Max-Age=31536000; Path=/; SameSite=Lax`);
    expect(readAreaChoice()).toEqual(zamalek);
    writeAreaChoice(null);
    expect(readAreaChoice()).toBeNull();
  });

  it("reads the cookie the edge writes at sign-in (hono's serialize encodes the same way)", () => {
    vi.stubGlobal("document", fakeDocument({ other: "1", [AREA_COOKIE]: encodeURIComponent("15001|Aswan City|مدينة أسوان") }));
    expect(readAreaChoice()).toEqual({ id: 15001, name: "Aswan City", name_ar: "مدينة أسوان" });
  });
});

describe("live offers with the shopper's area", () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
    resetLiveOffers();
  });
  afterEach(() => vi.unstubAllGlobals());

  const offer: ProductOffer = {
    id: 11,
    branch: { id: 10, name: "B", name_ar: "ف", store: 1 },
    price: "5.00",
    stock: 3,
    is_available: true,
    is_featured: false,
  };
  const withDelivery = (): Listing => ({
    ...aListing(11, { ...offer, product: { id: 1, name: "P", name_ar: "م" } }),
    delivery: { available: true, fee: "30.00", estimate: "same_day", free_over: null },
    pickup: true,
  });

  it("asks with area_id when an area is chosen, and keeps each offer's delivery and pickup", async () => {
    vi.stubGlobal("document", fakeDocument({ [AREA_COOKIE]: encodeURIComponent("1002|Zamalek|الزمالك") }));
    const fetcher = vi.fn(async (_url: string | URL | Request) =>
      answer(listingPage, { count: 1, next: null, previous: null, results: [withDelivery()] }),
    );
    await requestLiveOffers([1], fetcher);
    expect(String(fetcher.mock.calls[0][0])).toBe("/api/branch-products/?product=1&page_size=100&area_id=1002");
    expect($liveOffers.get()["1"][0]).toMatchObject({ delivery: { available: true, fee: "30.00", estimate: "same_day" }, pickup: true });
  });

  it("asks without one when none is chosen", async () => {
    vi.stubGlobal("document", fakeDocument());
    const fetcher = vi.fn(async (_url: string | URL | Request) => answer(listingPage, { count: 0, next: null, previous: null, results: [] }));
    await requestLiveOffers([1], fetcher);
    expect(String(fetcher.mock.calls[0][0])).toBe("/api/branch-products/?product=1&page_size=100");
  });
});

describe("offers ordered by reach, then price", () => {
  const at = (id: number, price: string, reaches: boolean | undefined, stock = 5): LiveOffer => ({
    id,
    branch: { id, name: `B${id}`, name_ar: `ف${id}`, store: 1 },
    price,
    stock,
    is_available: true,
    is_featured: false,
    delivery:
      reaches === undefined
        ? undefined
        : { available: reaches, fee: reaches ? "30.00" : null, estimate: reaches ? "same_day" : null, free_over: null },
  });

  it("keeps the given order when no area is chosen (no offer knows its delivery)", () => {
    const offers = [at(1, "300.00", undefined), at(2, "100.00", undefined)];
    expect(byReach(offers)).toBe(offers);
  });

  it("puts the branches that deliver first, each group cheapest first", () => {
    const offers = [at(1, "100.00", false), at(2, "300.00", true), at(3, "200.00", true), at(4, "50.00", false)];
    expect(byReach(offers).map((o) => o.id)).toEqual([3, 2, 4, 1]);
  });

  it("chooses the cheapest offer in stock that delivers, else the cheapest in stock", () => {
    expect(bestOffer([at(1, "100.00", false), at(2, "300.00", true), at(3, "200.00", true, 0)])?.id).toBe(2);
    expect(bestOffer([at(1, "100.00", false), at(2, "300.00", false)])?.id).toBe(1);
    expect(bestOffer([at(1, "100.00", false), at(2, "50.00", true, 0)])?.id).toBe(1);
  });
});

describe("the nearest governorate capital", () => {
  it("lists each of the 27 governorates once, by an area of its own", () => {
    expect(new Set(CAPITALS.map(([area]) => Math.floor(area / 1000)))).toEqual(new Set(Array.from({ length: 27 }, (_, i) => i + 1)));
  });

  it.each([
    ["Tahrir Square", 30.044, 31.236, 1001],
    ["Alexandria's Corniche", 31.21, 29.92, 3016],
    ["Aswan's Nile front", 24.09, 32.89, 15001],
    ["Sharm El Sheikh (South Sinai)", 27.91, 34.33, 21001],
    ["Hurghada's marina", 27.22, 33.84, 5001],
    // The nearest capital, not the governorate the shopper is in: Marsa Alam (Red Sea) is nearer
    // Aswan than Hurghada. A suggestion the shopper confirms or changes, never chosen for them.
    ["Marsa Alam (Red Sea, far south), nearer Aswan", 25.07, 34.89, 15001],
  ])("%s: the suggested area is its capital's", (_, lat, lon, area) => {
    expect(nearestCapital(lat, lon)).toBe(area);
  });
});
