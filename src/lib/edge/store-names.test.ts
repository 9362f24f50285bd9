import { describe, expect, it } from "vitest";
import { store } from "#contract/stores";
import { pageAnswer } from "../api/answer.test-support";
import { aStore } from "../api/fixtures.test-support";
import { matchStore, storeLookupPath, storeNameRedirect, storePageRef } from "./store-names";

const STORES = [
  { slug: "fresh-market", name: "Fresh Market", name_ar: "فريش ماركت" },
  { slug: "cairo-fashion-house", name: "Cairo Fashion House", name_ar: "بيت أزياء القاهرة" },
  { slug: "delta-home-2", name: "Delta Home", name_ar: "دلتا هوم" },
];

describe("storePageRef", () => {
  it.each([
    ["/en/store/Cairo%20Fashion%20House/", { locale: "en", name: "Cairo Fashion House" }],
    ["/ar/store/%D8%A8%D9%8A%D8%AA", { locale: "ar", name: "بيت" }],
    ["/en/store/", null],
    ["/fr/store/x/", null],
    ["/en/store/x/y/", null],
    ["/en/store/%E0%A4%A/", null],
    ["/store/x/", null],
  ])("%s", (path, ref) => expect(storePageRef(path)).toEqual(ref));
});

describe("matchStore", () => {
  it.each([
    ["Cairo Fashion House", "cairo-fashion-house"],
    ["cairo fashion HOUSE", "cairo-fashion-house"],
    ["  Cairo   Fashion House ", "cairo-fashion-house"],
    ["بيت أزياء القاهرة", "cairo-fashion-house"],
    ["بيت ازياء القاهره", "cairo-fashion-house"],
    ["FRESH-MARKET", "fresh-market"],
    ["delta-home", "delta-home-2"], // a name's slug that is not the store's own
    ["Delta Home", "delta-home-2"],
    ["Cairo Fashion", null],
    ["بيت", null],
    ["", null],
  ])("%s -> %s", (given, slug) => expect(matchStore(given, STORES)).toBe(slug));
});

describe("storeLookupPath", () => {
  it("searches one word the API's folding leaves alone, else lists the stores", () => {
    expect(storeLookupPath("Cairo Fashion House")).toBe("/api/stores/?page_size=100&search=Fashion");
    expect(storeLookupPath("بيت أزياء القاهرة")).toBe(`/api/stores/?page_size=100&search=${encodeURIComponent("بيت")}`);
    expect(storeLookupPath("أزياء")).toBe("/api/stores/?page_size=100");
  });
});

describe("storeNameRedirect", () => {
  // GET /api/stores/'s answer: the stores, whole.
  const api = async () =>
    pageAnswer(
      store,
      STORES.map((s, i) => aStore(i + 1, s)),
    );
  it("sends a name to the slug's page in the same language", async () => {
    expect(await storeNameRedirect("/en/store/Cairo%20Fashion%20House/", api)).toBe("/en/store/cairo-fashion-house/");
    expect(await storeNameRedirect(`/ar/store/${encodeURIComponent("بيت أزياء القاهرة")}/`, api)).toBe("/ar/store/cairo-fashion-house/");
  });
  it("leaves unknown names, other paths and API failures to the 404", async () => {
    expect(await storeNameRedirect("/en/store/Nowhere/", api)).toBeNull();
    expect(await storeNameRedirect("/en/store/cairo-fashion-house/", api)).toBeNull();
    expect(await storeNameRedirect("/en/products/", api)).toBeNull();
    expect(await storeNameRedirect("/en/store/x/", async () => new Response("", { status: 503 }))).toBeNull();
    expect(await storeNameRedirect("/en/store/x/", async () => Promise.reject(new Error("down")))).toBeNull();
  });
});
