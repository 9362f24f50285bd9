// The demo marketplace: accounts, four themed stores and their branches and managers,
// categories, and the hand-written catalogue with pictures, offers and reviews.
import { sql } from "drizzle-orm";
import {
  branches,
  branchProducts,
  categories,
  productCategories,
  productImages,
  products,
  responsibles,
  reviews,
  stores,
  themes,
  users,
} from "../db/schema";
import { hashPassword } from "../src/auth/password";
import { hexRgb } from "./canvas";
import { CATEGORIES } from "./data/categories";
import { ELECTRONICS } from "./data/products-electronics";
import { FASHION } from "./data/products-fashion";
import { GROCERIES } from "./data/products-groceries";
import { HOME } from "./data/products-home";
import { STORES, type StoreKind } from "./data/stores";
import { DEMO_PASSWORD, USERS } from "./data/users";
import { buildDemoCatalogue, type SeededStore } from "./demo-catalogue";
import { deliveryStatements } from "./demo-delivery";
import { insertStatements, runBatched, type SeedDb } from "./insert";
import { backgroundImage, categoryImage, logoImage, productImage } from "./pictures";
import { hashString, rng } from "./random";
import { Uploads } from "./uploads";

const PRODUCTS: Record<StoreKind, typeof GROCERIES> = { groceries: GROCERIES, electronics: ELECTRONICS, fashion: FASHION, home: HOME };

/** Seeds the demo into an empty database and bucket; ids start at 1. */
export async function seedDemo(db: SeedDb, bucket: R2Bucket) {
  const r = rng(20261120);
  const uploads = new Uploads(bucket);

  // One slow hash, shared by every demo account (they all use the same password).
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // Their e-mails are the demo's own (@aswaq.test): marked verified, so they sign in by e-mail too
  // (ADR 0029). Their phones are made up and stay unverified: nothing is sent to them.
  const userRows = USERS.map((u, i) => ({ id: i + 1, ...u, password_hash: passwordHash, email_verified: true }));
  const userId = (username: string) => {
    const row = userRows.find((u) => u.username === username);
    if (!row) throw new Error(`unknown demo user ${username}`);
    return row.id;
  };

  const themeRows: (typeof themes.$inferInsert)[] = [];
  const storeRows: (typeof stores.$inferInsert)[] = [];
  const branchRows: (typeof branches.$inferInsert)[] = [];
  const managerRows: (typeof responsibles.$inferInsert)[] = [];
  const seeded: SeededStore[] = [];
  for (const [i, s] of STORES.entries()) {
    const id = i + 1;
    const logo = `seed/stores/${s.slug}-logo.png`;
    const background = `seed/stores/${s.slug}-background.jpg`;
    await uploads.put(logo, logoImage(s.motifs[0], s.theme.primary, s.theme.secondary));
    await uploads.put(background, backgroundImage(s.motifs, s.theme.primary, s.theme.secondary, hashString(s.slug)), "image/jpeg");
    themeRows.push({
      id,
      store_id: id,
      name: s.name,
      primary_color: s.theme.primary,
      secondary_color: s.theme.secondary,
      logo,
      background_image_desktop: background,
    });
    storeRows.push({
      id,
      name: s.name,
      name_ar: s.name_ar,
      slug: s.slug,
      description: s.description,
      description_ar: s.description_ar,
      email: s.email,
      phone_number: s.phone_number,
      owner_id: userId(s.owner),
    });
    const branchIds: number[] = [];
    for (const { manager, ...branch } of s.branches) {
      const branchId = branchRows.length + 1;
      branchRows.push({ id: branchId, store_id: id, ...branch, theme_id: id });
      if (manager) managerRows.push({ id: managerRows.length + 1, user_id: userId(manager), branch_id: branchId, role: "manager" });
      branchIds.push(branchId);
    }
    seeded.push({ seed: s, id, branchIds, products: PRODUCTS[s.kind] });
  }

  const categoryRows = CATEGORIES.map((c, i) => ({
    id: i + 1,
    name: c.name,
    name_ar: c.name_ar,
    slug: c.slug,
    image: `seed/categories/${c.slug}.png`,
  }));
  for (const c of CATEGORIES) await uploads.put(`seed/categories/${c.slug}.png`, categoryImage(c.motif, hexRgb(c.colour), hashString(c.slug)));

  const shoppers = userRows.filter((u) => u.role === "customer" && u.username !== "customer").map((u) => u.id);
  const catalogue = buildDemoCatalogue(r, seeded, new Map(categoryRows.map((c) => [c.slug, c.id])), shoppers, userId("customer"));
  for (const p of catalogue.pictures) await uploads.put(p.key, productImage(p.look, p.index));

  await runBatched(db, [
    ...insertStatements(db, users, userRows),
    // A store and its theme point at each other: the store first, then its theme, then the link.
    ...insertStatements(db, stores, storeRows),
    ...insertStatements(db, themes, themeRows),
    db.update(stores).set({ theme_id: sql`${stores.id}` }),
    ...insertStatements(db, branches, branchRows),
    ...insertStatements(db, responsibles, managerRows),
    ...insertStatements(db, categories, categoryRows),
    ...insertStatements(db, products, catalogue.productRows),
    ...insertStatements(db, productImages, catalogue.imageRows),
    ...insertStatements(db, productCategories, catalogue.linkRows),
    ...insertStatements(db, branchProducts, catalogue.offerRows),
    ...insertStatements(db, reviews, catalogue.reviewRows),
    ...deliveryStatements(db, branchRows),
  ]);
  await uploads.done();
  return { images: uploads.count, imageBytes: uploads.bytes };
}
