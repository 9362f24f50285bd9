// The demo's products as rows: names, descriptions and search text in both languages,
// pictures, categories, branch offers and reviews (with the product's rating totals
// computed from those same reviews).
import type { branchProducts, productCategories, productImages, products, reviews } from "../db/schema";
import { slugify } from "#shared/slug";
import { searchText } from "../src/catalog/search";
import { hexRgb } from "./canvas";
import { describe } from "./descriptions";
import { BADGES, type ProductSeed } from "./data/product-seed";
import type { StoreSeed } from "./data/stores";
import { COMMENTS } from "./data/users";
import { offerFor } from "./listing-mix";
import { PALETTE, type ProductLook } from "./pictures";
import { hashString, type Rng } from "./random";

export interface SeededStore {
  seed: StoreSeed;
  id: number;
  branchIds: number[];
  products: ProductSeed[];
}

export interface Picture {
  key: string;
  look: ProductLook;
  index: number;
}

const DAY = 86_400_000;
const RATINGS = [5, 5, 4.5, 4.5, 4, 4, 4, 3.5, 3, 2.5, 2];

export function buildDemoCatalogue(r: Rng, stores: SeededStore[], categoryIds: Map<string, number>, shopperIds: number[], customerId: number) {
  const productRows: (typeof products.$inferInsert)[] = [];
  const imageRows: (typeof productImages.$inferInsert)[] = [];
  const linkRows: (typeof productCategories.$inferInsert)[] = [];
  const offerRows: (typeof branchProducts.$inferInsert)[] = [];
  const reviewRows: (typeof reviews.$inferInsert)[] = [];
  const pictures: Picture[] = [];

  const total = stores.reduce((n, s) => n + s.products.length, 0);
  const now = Date.now();
  for (const store of stores) {
    store.products.forEach((seed, indexInStore) => {
      const id = productRows.length + 1;
      const sku = slugify(seed.name);
      const text = {
        name: seed.name,
        name_ar: seed.name_ar,
        sku,
        description: describe(
          seed.name,
          seed.short[0],
          seed.features.map((f) => f[0]),
          store.seed.promise[0],
        ),
        description_ar: describe(
          seed.name_ar,
          seed.short[1],
          seed.features.map((f) => f[1]),
          store.seed.promise[1],
        ),
        short_description: seed.short[0],
        short_description_ar: seed.short[1],
      };
      const basePrice = Math.round(seed.price * 100);

      const look: ProductLook = {
        motif: seed.motif,
        kind: seed.picture,
        colour: PALETTE[hashString(sku) % PALETTE.length],
        primary: hexRgb(store.seed.theme.primary),
        secondary: hexRgb(store.seed.theme.secondary),
        seed: hashString(sku),
      };
      const imageCount = r.pick([1, 2, 2, 3, 3, 4]);
      for (let n = 0; n < imageCount; n++) {
        const key = `seed/products/${sku}-${n + 1}.png`;
        pictures.push({ key, look, index: n });
        imageRows.push({ product_id: id, image: key, alt_text: n === 0 ? seed.name : `${seed.name} (${n + 1})`, position: n });
      }
      for (const slug of seed.categories) {
        const categoryId = categoryIds.get(slug);
        if (!categoryId) throw new Error(`unknown category ${slug} for ${seed.name}`);
        linkRows.push({ product_id: id, category_id: categoryId });
      }

      // Listed in most of the store's branches, always in at least one.
      const listed = store.branchIds.filter((_, i) => i === 0 || !r.chance(0.15));
      for (const branchId of listed) offerRows.push({ branch_id: branchId, product_id: id, ...offerFor(r, basePrice) });

      // Added over the past months, a product every two days, so "newest first" has an
      // order; its reviews come after it.
      const createdAt = now - (total - id + 1) * 2 * DAY;
      const created = new Date(createdAt).toISOString();
      const ratings: number[] = [];
      const reviewers = [
        ...(indexInStore === 0 ? [customerId] : []),
        ...(indexInStore % 3 === 1 || seed.badge === "Best Seller" ? r.sample(shopperIds, r.int(1, shopperIds.length)) : []),
      ];
      for (const userId of reviewers) {
        const rating = r.pick(RATINGS);
        const band = rating >= 4 ? COMMENTS.high : rating >= 3 ? COMMENTS.mid : COMMENTS.low;
        const at = new Date(createdAt + Math.floor(r.next() * (now - createdAt))).toISOString();
        reviewRows.push({ product_id: id, user_id: userId, rating, comment: r.pick(band), created_at: at, updated_at: at });
        ratings.push(rating);
      }

      productRows.push({
        id,
        store_id: store.id,
        ...text,
        base_price: basePrice,
        is_featured: indexInStore % 4 === 0 || r.chance(0.08),
        badge: seed.badge ?? "",
        badge_ar: seed.badge ? BADGES[seed.badge] : "",
        total_sold: seed.badge === "Best Seller" ? r.int(300, 1200) : r.int(0, 250),
        average_rating: ratings.length ? ratings.reduce((a, b) => a + b, 0) / ratings.length : 0,
        reviews_count: ratings.length,
        search_text: searchText(text),
        created_at: created,
        updated_at: created,
      });
    });
  }
  return { productRows, imageRows, linkRows, offerRows, reviewRows, pictures };
}
