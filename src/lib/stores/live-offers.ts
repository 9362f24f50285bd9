// Live price and stock (architecture.md "Freshness"): prerendered pages carry the offers as
// they were at build time; this store fetches the current ones after load and the islands
// merge them in. Ids asked for in the same tick share ONE request, and an id is fetched at
// most once per page, so a grid of cards costs one request, not one per card.
import { map } from "nanostores";
import type { ProductOffer } from "#contract/catalog";
import type { Listing } from "#contract/listings";
import type { Paged } from "#contract/common";
import { readAreaChoice } from "../area-choice";
import { inLocale } from "../format";
import type { Locale } from "../i18n";

/** An offer with, once the shopper has chosen an area, its delivery there and whether the branch has pickup. */
export type LiveOffer = ProductOffer & Pick<Listing, "delivery" | "pickup">;

/** Current offers by product id (a string key, as nanostores maps want). */
export const $liveOffers = map<Record<string, LiveOffer[]>>({});

/** Product names in both languages, from the same answers: the cart shows a line in the page's language. */
export const $liveNames = map<Record<string, { name: string; name_ar: string }>>({});

/** Rating and review count by product id, from the same answers (they change as often as stock). */
export interface LiveRating {
  average_rating: number;
  reviews_count: number;
}
export const $liveRatings = map<Record<string, LiveRating>>({});

/** A listing's product carries the whole catalogue product; its rating when the answer has one. */
export function ratingOf(product: Record<string, unknown>): LiveRating | undefined {
  const { average_rating, reviews_count } = product;
  return typeof average_rating === "number" && typeof reviews_count === "number" ? { average_rating, reviews_count } : undefined;
}

/** A cart line's name in the page's language; the name it was added with until the live data is in. */
export function lineName(
  item: { productId: number; name: string },
  names: Record<string, { name: string; name_ar: string }>,
  locale: Locale,
): string {
  const live = names[String(item.productId)];
  return live ? inLocale(live.name, live.name_ar, locale) : item.name;
}

/** The API's limit on ids per `?product=` filter (MAX_FILTER_IDS) and on page size. */
const IDS_PER_REQUEST = 100;

const asked = new Set<number>();
let queue: number[] = [];
let flushing: Promise<void> | null = null;

/** Groups listings (GET /branch-products/) into offers per product, in the order given. */
export function offersFromListings(
  listings: Pick<Listing, "id" | "branch" | "price" | "stock" | "is_available" | "is_featured" | "product" | "delivery" | "pickup">[],
) {
  const byProduct: Record<string, LiveOffer[]> = {};
  for (const l of listings) {
    const offer: LiveOffer = {
      id: l.id,
      branch: l.branch,
      price: l.price,
      stock: l.stock,
      is_available: l.is_available,
      is_featured: l.is_featured,
      delivery: l.delivery,
      pickup: l.pickup,
    };
    (byProduct[String(l.product.id)] ??= []).push(offer);
  }
  return byProduct;
}

/**
 * The offers to show: the built ones with their live price and stock. An offer gone from
 * the API stays in place as out of stock (the shopper's selection does not jump away); an
 * offer added since the build is appended. Without live data, the built offers as they are.
 */
export function mergeOffers(built: ProductOffer[], live: LiveOffer[] | undefined): LiveOffer[] {
  if (!live) return built;
  const fresh = new Map(live.map((o) => [o.id, o]));
  const kept = built.map((o) => {
    const now = fresh.get(o.id);
    return now
      ? {
          ...o,
          price: now.price,
          stock: now.stock,
          is_available: now.is_available,
          is_featured: now.is_featured,
          delivery: now.delivery,
          pickup: now.pickup,
        }
      : { ...o, stock: 0, is_available: false };
  });
  const known = new Set(built.map((o) => o.id));
  return [...kept, ...live.filter((o) => !known.has(o.id))];
}

async function fetchChunk(ids: number[], fetcher: typeof fetch) {
  const listings: Listing[] = [];
  // With the shopper's area, each offer says whether its branch delivers there (one more read for the API).
  // An area the API no longer knows fails this read: the built offers stay, as on any failure (flush).
  const area = readAreaChoice();
  let next: string | null = `/api/branch-products/?product=${ids.join(",")}&page_size=${IDS_PER_REQUEST}${area ? `&area_id=${area.id}` : ""}`;
  // A hundred products with several branches each can fill more than one page.
  while (next) {
    const res = await fetcher(next, { headers: { accept: "application/json" } });
    if (!res.ok) throw new Error(`live offers answered ${res.status}`);
    const page = (await res.json()) as Paged<Listing>;
    listings.push(...page.results);
    next = page.next;
  }
  const byProduct = offersFromListings(listings);
  for (const { product } of listings) {
    $liveNames.setKey(String(product.id), { name: product.name, name_ar: product.name_ar });
    const rating = ratingOf(product);
    if (rating) $liveRatings.setKey(String(product.id), rating);
  }
  // A product with no listing left gets an empty list: every built offer becomes out of stock.
  for (const id of ids) $liveOffers.setKey(String(id), byProduct[String(id)] ?? []);
}

async function flush(fetcher: typeof fetch) {
  const ids = queue;
  queue = [];
  for (let i = 0; i < ids.length; i += IDS_PER_REQUEST) {
    const chunk = ids.slice(i, i + IDS_PER_REQUEST);
    try {
      await fetchChunk(chunk, fetcher);
    } catch {
      // The built prices stay on screen and checkout re-checks them; a later call may retry.
      for (const id of chunk) asked.delete(id);
    }
  }
}

/**
 * Asks for the live offers of these products. Calls made in the same tick are sent together;
 * ids already asked for are skipped. Resolves when the store holds the answer.
 */
export function requestLiveOffers(ids: number[], fetcher: typeof fetch = (...args) => fetch(...args)): Promise<void> {
  for (const id of ids) {
    if (asked.has(id)) continue;
    asked.add(id);
    queue.push(id);
  }
  if (!flushing) {
    flushing = Promise.resolve().then(async () => {
      // Ids asked for while a request is on its way go in the next one.
      while (queue.length) await flush(fetcher);
      flushing = null;
    });
  }
  return flushing;
}

/** For tests: forget what was asked and fetched. */
export function resetLiveOffers() {
  asked.clear();
  queue = [];
  flushing = null;
  $liveOffers.set({});
  $liveNames.set({});
  $liveRatings.set({});
}
