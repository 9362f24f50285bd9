// A card's delivery line (issue 26 point 3): what it says from a prerendered card's live offers,
// and the grids' live reads asking with the chosen area (the live grid's cards: the browser
// journey admin-deliver-to-cards.spec.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { anOffer, productsAnswer } from "../api/fixtures.test-support";
import { applyLiveOffers } from "../live-prices-dom";
import { createFeaturedProducts } from "../stores/featured-products";
import type { LiveOffer } from "../stores/live-offers";
import { createProductList } from "../stores/product-list";
import { fetchWithArea, readAreaChoice } from "../area-choice";
import { reachOfOffers, reachText } from "./reach";

const t = { "area.delivers": "Delivers to {area}", "card.pickupOnly": "Pickup only" };
const tAr = { "area.delivers": "يوصّل إلى {area}", "card.pickupOnly": "استلام من الفرع فقط" };
const ZAMALEK = `aswaq_area=${encodeURIComponent("1002|Zamalek|الزمالك")}`;

const served = { available: true, fee: "30.00", estimate: "same_day", free_over: null } as const;
const notServed = { available: false, fee: null, estimate: null, free_over: null } as const;
const offer = (id: number, branch: number, over: Partial<LiveOffer> = {}): LiveOffer => ({
  ...anOffer(id, { branch: { id: branch, name: "B", name_ar: "ب", store: 1 } }),
  ...over,
});

beforeEach(() => vi.stubGlobal("document", { cookie: ZAMALEK }));
afterEach(() => vi.unstubAllGlobals());

describe("what a card's delivery line says", () => {
  it("from live offers: an offer in stock delivered there, else one with pickup; the card's branch only when it shows one", () => {
    const delivering = offer(1, 10, { delivery: served, pickup: false });
    const pickup = offer(2, 20, { delivery: notServed, pickup: true });
    expect(reachOfOffers([delivering, pickup])).toBe("delivers");
    expect(reachOfOffers([delivering, pickup], 20)).toBe("pickup");
    expect(reachOfOffers([{ ...delivering, stock: 0 }, pickup])).toBe("pickup");
    expect(
      reachOfOffers([
        { ...delivering, is_available: false },
        { ...pickup, pickup: false },
      ]),
    ).toBe("none");
    // Asked for without an area: nothing is known.
    expect(reachOfOffers([offer(3, 10)])).toBe("");
    expect(reachOfOffers([])).toBe("");
  });

  it("names the chosen area in the page's language, and says nothing without one", () => {
    const area = readAreaChoice();
    expect(reachText("delivers", area, "en", t)).toBe("Delivers to Zamalek");
    expect(reachText("delivers", area, "ar", tAr)).toBe("يوصّل إلى الزمالك");
    expect(reachText("pickup", area, "ar", tAr)).toBe("استلام من الفرع فقط");
    expect(reachText("none", area, "en", t)).toBe("");
    expect(reachText("", area, "en", t)).toBe("");
    expect(reachText("delivers", null, "en", t)).toBe("");
  });

  it("fills a prerendered card's reserved line from its live offers", () => {
    const line = { dataset: {} as Record<string, string>, textContent: "" };
    const card = {
      dataset: { productId: "7" },
      querySelectorAll: (selector: string) => (selector === "[data-reach]" ? [line] : []),
    };
    const root = { querySelectorAll: () => [card] } as unknown as ParentNode;
    applyLiveOffers(root, { 7: [offer(1, 10, { delivery: served, pickup: false })] }, "en", {
      ...t,
      "stock.in": "",
      "stock.low": "",
      "stock.out": "",
    });
    expect(line).toMatchObject({ dataset: { reach: "delivers" }, textContent: "Delivers to Zamalek" });
  });
});

describe("the grids' live reads", () => {
  it("ask with the chosen area, and as before without one", async () => {
    const asked: string[] = [];
    const fetcher = (async (url: string) => {
      asked.push(url);
      return productsAnswer({ count: 0, results: [] });
    }) as unknown as typeof fetch;
    await fetchWithArea(fetcher, "/api/products/?store=1");
    await fetchWithArea(fetcher, "/api/products/");
    vi.stubGlobal("document", { cookie: "" });
    await fetchWithArea(fetcher, "/api/products/");
    expect(asked).toEqual(["/api/products/?store=1&area_id=1002", "/api/products/?area_id=1002", "/api/products/"]);
  });

  it("forget an area the API no longer knows and read the grid without it, instead of failing", async () => {
    const doc = { cookie: ZAMALEK };
    vi.stubGlobal("document", doc);
    const asked: string[] = [];
    const fetcher = (async (url: string) => {
      asked.push(url);
      return url.includes("area_id")
        ? Response.json({ area_id: ['Invalid pk "1002" - object does not exist.'] }, { status: 400 })
        : productsAnswer({ count: 1, results: [1] });
    }) as unknown as typeof fetch;
    const list = createProductList(fetcher);
    await list.load("/api/products/?category=pantry");
    expect(list.$list.get()).toMatchObject({ status: "ready", data: { count: 1 } });
    expect(asked).toEqual(["/api/products/?category=pantry&area_id=1002", "/api/products/?category=pantry"]);
    expect(doc.cookie).toContain("Max-Age=0");
  });

  it("keep any other 400 as it is", async () => {
    const fetcher = (async () => Response.json({ page: ["Invalid page."] }, { status: 400 })) as unknown as typeof fetch;
    expect((await fetchWithArea(fetcher, "/api/products/?page=x")).status).toBe(400);
    expect(readAreaChoice()).toMatchObject({ id: 1002 });
  });

  it("the store, category and products grids' list, and the home's featured products, send it", async () => {
    const asked: string[] = [];
    const fetcher = (async (url: string) => {
      asked.push(url);
      return productsAnswer({ count: 1, results: [1] });
    }) as unknown as typeof fetch;
    const list = createProductList(fetcher);
    await list.load("/api/products/?category=pantry");
    // The view's key stays the request without the area.
    expect(list.$list.get()).toMatchObject({ status: "ready", url: "/api/products/?category=pantry" });
    const featured = createFeaturedProducts({ next: null, previous: null, count: 1, ids: [1] }, fetcher);
    featured.start();
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    expect(asked).toEqual(["/api/products/?category=pantry&area_id=1002", "/api/products/?featured=true&area_id=1002"]);
  });
});
