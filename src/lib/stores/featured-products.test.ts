import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { aProduct, productsAnswer } from "../api/fixtures.test-support";
import { createFeaturedProducts, FEATURED_URL, SEARCH_DEBOUNCE_MS } from "./featured-products";

const product = (id: number) => aProduct(id, { name: `Product ${id}` });
const first = { next: `${FEATURED_URL}&page=2`, previous: null, count: 22 };

/** A fake API: answers every GET with a page made from the URL, and records the URLs. */
function fakeApi(fail = false) {
  const urls: string[] = [];
  const fetcher = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    urls.push(url);
    if (fail) return new Response("{}", { status: 500 });
    const page = Number(new URL(url, "http://x").searchParams.get("page") ?? 1);
    return productsAnswer({
      count: 22,
      next: page < 2 ? `${FEATURED_URL}&page=${page + 1}` : null,
      previous: page > 1 ? `${FEATURED_URL}${page > 2 ? `&page=${page - 1}` : ""}` : null,
      results: [product(page)],
    });
  });
  return { urls, fetcher: fetcher as unknown as typeof fetch };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe("featured products", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("starts on the prerendered first page", () => {
    const featured = createFeaturedProducts(first, fakeApi().fetcher);
    expect(featured.$state.get()).toMatchObject({ status: "initial", page: 1, search: "", next: first.next });
  });

  it("searches 500 ms after the last key, once", async () => {
    const api = fakeApi();
    const featured = createFeaturedProducts(first, api.fetcher);
    featured.type("r");
    featured.type("ri");
    featured.type("rice ");
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
    expect(api.urls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.urls).toEqual([`${FEATURED_URL}&search=rice`]);
    expect(featured.$state.get()).toMatchObject({ status: "ready", search: "rice", page: 1, products: [{ id: 1 }] });
  });

  it("searches at once on Enter, and encodes the text", async () => {
    const api = fakeApi();
    const featured = createFeaturedProducts(first, api.fetcher);
    featured.type("أرز");
    featured.search("أرز");
    await settle();
    expect(api.urls).toEqual([`${FEATURED_URL}&search=${encodeURIComponent("أرز")}`]);
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(api.urls).toHaveLength(1); // the pending debounce was cancelled
  });

  it("goes back to the prerendered page when the text is emptied", async () => {
    const api = fakeApi();
    const featured = createFeaturedProducts(first, api.fetcher);
    featured.search("rice");
    await settle();
    featured.type("  ");
    expect(featured.$state.get()).toMatchObject({ status: "initial", search: "", page: 1 });
  });

  it("pages with the response's links and counts from 1", async () => {
    const api = fakeApi();
    const featured = createFeaturedProducts(first, api.fetcher);
    featured.next();
    await settle();
    expect(api.urls).toEqual([first.next]);
    expect(featured.$state.get()).toMatchObject({ status: "ready", page: 2, next: null, products: [{ id: 2 }] });
    featured.next(); // no next link: nothing happens
    featured.previous();
    expect(featured.$state.get()).toMatchObject({ status: "initial", page: 1 }); // not started: the prerendered page
    expect(api.urls).toHaveLength(1);
  });

  it("reads page 1 live once started, keeps the prerendered page until then, and pages by the live links only (issue 23)", async () => {
    const api = fakeApi();
    const featured = createFeaturedProducts(first, api.fetcher);
    featured.start();
    featured.start();
    expect(featured.$state.get()).toMatchObject({ status: "initial", page: 1 });
    featured.next(); // the prerendered page's link is the build's list: not followed
    await settle();
    expect(api.urls).toEqual([FEATURED_URL]);
    expect(featured.$state.get()).toMatchObject({ status: "ready", page: 1, products: [{ id: 1 }] });
    featured.search("rice");
    await settle();
    featured.type("");
    expect(featured.$state.get()).toMatchObject({ status: "ready", page: 1, search: "", products: [{ id: 1 }] }); // the live page 1 again
    featured.next();
    await settle();
    expect(api.urls).toEqual([FEATURED_URL, `${FEATURED_URL}&search=rice`, `${FEATURED_URL}&page=2`]);
    featured.previous(); // page 1: the live one read at start, which page 2 continued from
    expect(featured.$state.get()).toMatchObject({ status: "ready", page: 1, products: [{ id: 1 }] });
    expect(api.urls).toHaveLength(3);
  });

  it("keeps the prerendered cards when the live page 1 lists the same products, paging by its links", async () => {
    const api = fakeApi();
    const featured = createFeaturedProducts({ ...first, ids: [1] }, api.fetcher);
    featured.start();
    await settle();
    expect(featured.$state.get()).toMatchObject({ status: "initial", live: true, next: `${FEATURED_URL}&page=2` });
    featured.next();
    await settle();
    expect(featured.$state.get()).toMatchObject({ status: "ready", page: 2, products: [{ id: 2 }] });
  });

  it("keeps the prerendered page, without paging, when the live page 1 fails", async () => {
    const featured = createFeaturedProducts(first, fakeApi(true).fetcher);
    featured.start();
    await settle();
    expect(featured.$state.get()).toMatchObject({ status: "initial", next: null, previous: null });
  });

  it("shows the error state and retries the same request", async () => {
    const failing = fakeApi(true);
    const featured = createFeaturedProducts(first, failing.fetcher);
    featured.next();
    await settle();
    expect(featured.$state.get()).toMatchObject({ status: "error", page: 2 });
    featured.retry();
    await settle();
    expect(failing.urls).toEqual([first.next, first.next]);
  });

  it("keeps only the newest answer when requests overlap", async () => {
    let release: (() => void) | undefined;
    const fetcher = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.includes("slow")) {
        await new Promise<void>((resolve) => (release = resolve));
        if (init?.signal?.aborted) throw new DOMException("aborted", "AbortError");
      }
      return productsAnswer({ count: 1, results: [product(url.includes("slow") ? 1 : 2)] });
    }) as unknown as typeof fetch;
    const featured = createFeaturedProducts(first, fetcher);
    featured.search("slow");
    featured.search("fast");
    await settle();
    release?.();
    await settle();
    expect(featured.$state.get()).toMatchObject({ status: "ready", search: "fast", products: [{ id: 2 }] });
  });
});
