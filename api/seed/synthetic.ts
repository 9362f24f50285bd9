// The large synthetic catalogue for benchmarks: `count` products spread over the
// existing stores, listed in about three branches each on average, their pictures taken
// from a small pool. Rerunning replaces the previous synthetic products (SKU prefix
// "bench-") and leaves everything else alone.
import { inArray, like, max } from "drizzle-orm";
import { branches, branchProducts, categories, productCategories, productImages, products, reviews, stores } from "../db/schema";
import { searchText } from "../src/catalog/search";
import { hexRgb } from "./canvas";
import { BADGES, type Badge } from "./data/product-seed";
import { STORES, type StoreKind } from "./data/stores";
import { WORDS } from "./data/synthetic-words";
import { describe } from "./descriptions";
import { insertStatements, runBatched, type SeedDb } from "./insert";
import { offerFor, roundPrice } from "./listing-mix";
import { PALETTE, productImage } from "./pictures";
import { rng } from "./random";
import { Uploads } from "./uploads";

export const SYNTHETIC_PREFIX = "bench-";
const POOL_PER_KIND = 6;
/** Products made and written at a time. */
const CHUNK = 20_000;
// Shares of the catalogue; the stores with more branches get more products, which puts
// the average near three listings per product.
const WEIGHT: Record<StoreKind, number> = { groceries: 35, electronics: 10, fashion: 27.5, home: 27.5 };
const KINDS = Object.keys(WEIGHT) as StoreKind[];

export async function removeSynthetic(db: SeedDb) {
  const ids = db
    .select({ id: products.id })
    .from(products)
    .where(like(products.sku, `${SYNTHETIC_PREFIX}%`));
  await db.batch([
    db.delete(productImages).where(inArray(productImages.product_id, ids)),
    db.delete(productCategories).where(inArray(productCategories.product_id, ids)),
    db.delete(branchProducts).where(inArray(branchProducts.product_id, ids)),
    db.delete(reviews).where(inArray(reviews.product_id, ids)),
    db.delete(products).where(like(products.sku, `${SYNTHETIC_PREFIX}%`)),
  ]);
}

export async function seedSynthetic(db: SeedDb, bucket: R2Bucket, count: number) {
  const r = rng(10_000 + count);
  const [storeRows, branchRows, categoryRows] = await db.batch([
    db.select({ id: stores.id, slug: stores.slug }).from(stores).orderBy(stores.id),
    db.select({ id: branches.id, store_id: branches.store_id }).from(branches).orderBy(branches.id),
    db.select({ id: categories.id, slug: categories.slug }).from(categories),
  ]);
  const targets = storeRows
    .map((s, i) => {
      const demo = STORES.find((d) => d.slug === s.slug);
      const kind = demo?.kind ?? KINDS[i % KINDS.length];
      return {
        id: s.id,
        kind,
        weight: WEIGHT[kind],
        demo: demo ?? STORES.find((d) => d.kind === kind)!,
        branchIds: branchRows.filter((b) => b.store_id === s.id).map((b) => b.id),
      };
    })
    .filter((t) => t.branchIds.length > 0);
  if (targets.length === 0) throw new Error("No store with a branch to list synthetic products in: seed the demo first.");
  const categoryId = new Map(categoryRows.map((c) => [c.slug, c.id]));

  await removeSynthetic(db);
  const firstId =
    ((
      await db
        .select({ id: max(products.id) })
        .from(products)
        .get()
    )?.id ?? 0) + 1;

  // A small pool of pictures per kind, shared by all synthetic products of that kind.
  const uploads = new Uploads(bucket);
  const pool = new Map<StoreKind, string[]>();
  for (const kind of new Set(targets.map((t) => t.kind))) {
    const demo = STORES.find((d) => d.kind === kind)!;
    const keys: string[] = [];
    for (let n = 0; n < POOL_PER_KIND; n++) {
      const key = `seed/pool/${kind}-${n + 1}.png`;
      const look = {
        motif: demo.motifs[n % demo.motifs.length],
        colour: PALETTE[(n * 5) % PALETTE.length],
        primary: hexRgb(demo.theme.primary),
        secondary: hexRgb(demo.theme.secondary),
        seed: 77 + n,
      };
      await uploads.put(key, productImage(look, n % 3));
      keys.push(key);
    }
    pool.set(kind, keys);
  }

  const totalWeight = targets.reduce((sum, t) => sum + t.weight, 0);
  const pickTarget = () => {
    let x = r.next() * totalWeight;
    for (const t of targets) if ((x -= t.weight) < 0) return t;
    return targets[targets.length - 1];
  };

  // Made and written a chunk at a time: a million products' rows at once passed Node's heap.
  const written = { products: 0, listings: 0, images: 0 };
  let productRows: (typeof products.$inferInsert)[] = [];
  let imageRows: (typeof productImages.$inferInsert)[] = [];
  let linkRows: (typeof productCategories.$inferInsert)[] = [];
  let offerRows: (typeof branchProducts.$inferInsert)[] = [];
  const flush = async () => {
    await runBatched(db, [
      ...insertStatements(db, products, productRows),
      ...insertStatements(db, productImages, imageRows),
      ...insertStatements(db, productCategories, linkRows),
      ...insertStatements(db, branchProducts, offerRows),
    ]);
    written.products += productRows.length;
    written.listings += offerRows.length;
    written.images += imageRows.length;
    [productRows, imageRows, linkRows, offerRows] = [[], [], [], []];
  };
  for (let i = 0; i < count; i++) {
    const id = firstId + i;
    const target = pickTarget();
    const words = WORDS[target.kind];
    const [noun, nounAr, categorySlug] = r.pick(words.nouns);
    const [modifier, modifierAr] = r.pick(words.modifiers);
    const [variant, variantAr] = r.pick(words.variants);
    const [pitch, pitchAr] = r.pick(words.pitches);
    const sku = `${SYNTHETIC_PREFIX}${String(i + 1).padStart(6, "0")}`;
    const name = `${modifier} ${noun} ${variant}`;
    const nameAr = `${nounAr} ${modifierAr} ${variantAr}`;
    const text = {
      name,
      name_ar: nameAr,
      sku,
      description: describe(name, pitch, [`${modifier} line`, variant, `SKU ${sku}`], target.demo.promise[0]),
      description_ar: describe(nameAr, pitchAr, [`فئة ${modifierAr}`, variantAr, `الكود ${sku}`], target.demo.promise[1]),
      short_description: pitch,
      short_description_ar: pitchAr,
    };
    const basePrice = roundPrice(Math.exp(Math.log(words.price[0]) + r.next() * Math.log(words.price[1] / words.price[0])) * 100);
    const featured = r.chance(0.05);
    const badge = r.chance(0.08) ? r.pick(Object.keys(BADGES) as Badge[]) : undefined;
    productRows.push({
      id,
      store_id: target.id,
      ...text,
      base_price: basePrice,
      is_featured: featured,
      badge: badge ?? "",
      badge_ar: badge ? BADGES[badge] : "",
      total_sold: r.int(0, 500),
      average_rating: 0,
      reviews_count: 0,
      search_text: searchText(text),
    });
    const pictures = r.sample(pool.get(target.kind)!, r.int(1, 3));
    for (const [position, image] of pictures.entries()) imageRows.push({ product_id: id, image, alt_text: name, position });
    const category = categoryId.get(categorySlug);
    if (category) linkRows.push({ product_id: id, category_id: category });
    const listed = target.branchIds.filter((_, n) => n === 0 || !r.chance(0.08));
    for (const branchId of listed) offerRows.push({ branch_id: branchId, product_id: id, ...offerFor(r, basePrice) });
    if (productRows.length === CHUNK) await flush();
  }
  await flush();
  await uploads.done();
  return written;
}
