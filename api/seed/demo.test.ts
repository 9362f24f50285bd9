// The demo marketplace as `npm run seed` writes it into a fresh local D1 and R2 (seeded
// once by global-setup.ts): what the issue asks of it, and that every picture is a real PNG.
import { and, count, eq, inArray, like, sql } from "drizzle-orm";
import { decode as decodeJpeg } from "jpeg-js";
import { describe, expect, it } from "vitest";
import {
  branchDelivery,
  branchDeliveryGovernorates,
  branchProducts,
  branches,
  categories,
  productImages,
  products,
  responsibles,
  reviews,
  stores,
  themes,
  users,
} from "../db/schema";
import { verifyPassword } from "../src/auth/password";
import { sanitizeHtml } from "#shared/sanitize";
import { searchText } from "../src/catalog/search";
import { loadProduct } from "../src/catalog/serialize";
import { searchTerms } from "#shared/normalize";
import { DEMO_PASSWORD } from "./data/users";
import { readPng } from "./png-check";
import { seededState } from "./test-state";

const { inspect } = seededState({ copy: false });

describe("the demo marketplace", () => {
  it("has four themed stores of different kinds in Egyptian cities, one with a single branch and one with three", async () => {
    await inspect(async (db, bucket) => {
      const rows = await db.select().from(stores).innerJoin(themes, eq(themes.id, stores.theme_id)).orderBy(stores.id);
      expect(rows.map((r) => r.stores.slug)).toEqual(["fresh-market", "nile-electronics", "cairo-fashion-house", "delta-home"]);
      const branchRows = await db.select().from(branches);
      const perStore = rows.map((r) => branchRows.filter((b) => b.store_id === r.stores.id).length);
      expect(perStore).toEqual([3, 1, 4, 4]);
      for (const b of branchRows) {
        expect(["Cairo", "Giza", "Alexandria", "Mansoura", "Tanta", "Assiut", "Zagazig", "Damietta"]).toContain(b.city);
        expect(b.name_ar).toMatch(/[\u0600-\u06FF]/);
      }
      for (const { stores: s, themes: t } of rows) {
        expect(s.name_ar).toMatch(/[\u0600-\u06FF]/);
        expect(t.store_id).toBe(s.id);
        expect(t.primary_color).toMatch(/^#[0-9A-F]{6}$/);
        expect(t.secondary_color).not.toBe(t.primary_color);
        expect(readPng(new Uint8Array(await (await bucket.get(t.logo!))!.arrayBuffer()))).toMatchObject({ width: 256, height: 256 });
        const background = await bucket.get(t.background_image_desktop!);
        expect(background!.httpMetadata?.contentType).toBe("image/jpeg");
        expect(decodeJpeg(new Uint8Array(await background!.arrayBuffer()))).toMatchObject({ width: 1600, height: 600 });
      }
      expect(new Set(rows.map((r) => r.themes.primary_color)).size).toBe(4);
    });
  });

  it("has the demo accounts with the demo password, and owner1 and owner2 manage different stores", async () => {
    await inspect(async (db) => {
      const accounts = await db
        .select()
        .from(users)
        .where(inArray(users.username, ["admin", "owner1", "owner2", "customer"]));
      expect(Object.fromEntries(accounts.map((u) => [u.username, u.role]))).toEqual({
        admin: "super_admin",
        owner1: "branch_owner",
        owner2: "branch_owner",
        customer: "customer",
      });
      for (const u of accounts) {
        expect(await verifyPassword(DEMO_PASSWORD, u.password_hash)).toBe(true);
        expect(await verifyPassword("demo-pass-1", u.password_hash)).toBe(false);
        expect(u.email).toBe(`${u.username}@aswaq.test`);
        expect([u.email_verified, u.phone_verified]).toEqual([true, false]);
        expect(u.phone_number).toMatch(/^01[0125]\d{8}$/);
      }
      const managed = await db
        .select({ username: users.username, store: stores.slug, branch: branches.id })
        .from(responsibles)
        .innerJoin(users, eq(users.id, responsibles.user_id))
        .innerJoin(branches, eq(branches.id, responsibles.branch_id))
        .innerJoin(stores, eq(stores.id, branches.store_id));
      const storesOf = (username: string) => [...new Set(managed.filter((m) => m.username === username).map((m) => m.store))];
      expect(storesOf("owner1")).toEqual(["fresh-market"]);
      expect(managed.filter((m) => m.username === "owner1")).toHaveLength(3);
      expect(storesOf("owner2")).toEqual(["nile-electronics"]);
      expect(managed.filter((m) => m.username === "owner2")).toHaveLength(1);
      // Every manager is a branch owner; one branch is left without a manager.
      const managerRoles = await db.selectDistinct({ role: users.role }).from(responsibles).innerJoin(users, eq(users.id, responsibles.user_id));
      expect(managerRoles).toEqual([{ role: "branch_owner" }]);
      expect(managed.length).toBe((await db.select({ n: count() }).from(branches))[0].n - 1);
    });
  });

  it("has at least 8 categories with pictures and 60 bilingual products with HTML descriptions and 1 to 4 pictures", async () => {
    await inspect(async (db, bucket) => {
      const cats = await db.select().from(categories);
      expect(cats.length).toBeGreaterThanOrEqual(8);
      for (const c of cats)
        expect(readPng(new Uint8Array(await (await bucket.get(c.image!))!.arrayBuffer()))).toMatchObject({ width: 800, height: 600 });

      const rows = await db.select().from(products);
      expect(rows.length).toBeGreaterThanOrEqual(60);
      const images = await db.select().from(productImages);
      for (const p of rows) {
        expect(p.name_ar).toMatch(/^[^a-z]*[\u0600-\u06FF]/i);
        for (const html of [p.description, p.description_ar]) {
          expect(html).toMatch(/^<p><strong>.+<\/strong>.*<\/p><ul>(<li>.+?<\/li>)+<\/ul><p>.+<\/p>$/);
          // What the API would have stored: its sanitiser leaves the seed's HTML as it is.
          expect(sanitizeHtml(html)).toBe(html);
        }
        expect(p.search_text).toBe(searchText(p));
        const own = images.filter((i) => i.product_id === p.id);
        expect(own.length).toBeGreaterThanOrEqual(1);
        expect(own.length).toBeLessThanOrEqual(4);
      }
      const counts = new Set(rows.map((p) => images.filter((i) => i.product_id === p.id).length));
      expect([...counts].sort()).toEqual([1, 2, 3, 4]);
      expect(rows.filter((p) => p.is_featured).length).toBeGreaterThanOrEqual(4);
      // A badge reads in both languages, like the names.
      const badged = rows.filter((p) => p.badge);
      expect(badged.length).toBeGreaterThan(0);
      for (const p of badged) expect(p.badge_ar).toMatch(/^[\u0600-\u06FF]/);
      expect(rows.filter((p) => !p.badge && p.badge_ar)).toEqual([]);
    });
  });

  it("lets Arabic search find hamza-alef and taa marbuta names however they are typed", async () => {
    await inspect(async (db) => {
      const find = async (query: string) =>
        (
          await db
            .select({ name: products.name })
            .from(products)
            .where(and(...searchTerms(query).map((t) => like(products.search_text, `%${t}%`))))
        ).map((r) => r.name);
      expect(await find("ارز بسمتي")).toEqual(["Basmati Rice 5 kg"]);
      expect(await find("أرز")).toEqual(expect.arrayContaining(["Basmati Rice 5 kg", "Egyptian Rice 1 kg"]));
      expect(await find("جبنه")).toEqual(["White Feta Cheese 500 g"]);
      expect(await find("اباجوره")).toEqual(["Table Lamp"]);
      expect(await find("سماعات لاسلكيه")).toEqual(["Wireless Earbuds"]);
    });
  });

  it("lists products in branches at varied prices and stock", async () => {
    await inspect(async (db) => {
      const offers = await db
        .select({ offer: branchProducts, base: products.base_price })
        .from(branchProducts)
        .innerJoin(products, eq(products.id, branchProducts.product_id));
      expect(offers.filter((o) => o.offer.stock === 0).length).toBeGreaterThan(3);
      expect(offers.filter((o) => o.offer.stock > 0 && o.offer.stock <= 5).length).toBeGreaterThan(3);
      expect(offers.filter((o) => o.offer.stock > 5).length).toBeGreaterThan(offers.length / 2);
      expect(offers.filter((o) => o.offer.is_featured).length).toBeGreaterThan(3);
      expect(offers.filter((o) => !o.offer.is_available).length).toBeGreaterThan(0);
      expect(offers.filter((o) => o.base > o.offer.price).length).toBeGreaterThan(10);
      expect(offers.filter((o) => o.base < o.offer.price).length).toBeGreaterThan(3);
      expect(new Set(offers.map((o) => o.offer.product_id)).size).toBe((await db.select({ n: count() }).from(products))[0].n);
      // Every offer is in a branch of the product's own store.
      const foreign = await db
        .select({ n: count() })
        .from(branchProducts)
        .innerJoin(products, eq(products.id, branchProducts.product_id))
        .innerJoin(branches, eq(branches.id, branchProducts.branch_id))
        .where(sql`${branches.store_id} <> ${products.store_id}`);
      expect(foreign[0].n).toBe(0);
    });
  });

  it("delivers from every branch as a real marketplace would: Greater Cairo at different fees, one nationwide, one pickup only", async () => {
    await inspect(async (db) => {
      const all = await db
        .select({ branch: branches.name, settings: branchDelivery })
        .from(branchDelivery)
        .innerJoin(branches, eq(branches.id, branchDelivery.branch_id));
      expect(all.length).toBe((await db.select({ n: count() }).from(branches))[0].n);
      const served = await db
        .select({ branch: branches.name, governorate: branchDeliveryGovernorates.governorate_id, fee: branchDeliveryGovernorates.fee })
        .from(branchDeliveryGovernorates)
        .innerJoin(branches, eq(branches.id, branchDeliveryGovernorates.branch_id));
      const governoratesOf = (name: string) => served.filter((s) => s.branch === name).map((s) => s.governorate);
      // Cairo (1) and Giza (2) from branches in each, each cheaper at home.
      const feeOf = (name: string, governorate: number) => served.find((s) => s.branch === name && s.governorate === governorate)?.fee;
      expect(governoratesOf("Fresh Market Nasr City")).toEqual(expect.arrayContaining([1, 2]));
      expect(feeOf("Fresh Market Nasr City", 1)).toBeLessThan(feeOf("Fresh Market Nasr City", 2) ?? 0);
      expect(feeOf("Fresh Market Dokki", 2)).toBeLessThan(feeOf("Fresh Market Dokki", 1) ?? 0);
      expect(governoratesOf("Nile Electronics Heliopolis")).toHaveLength(27);
      const pickupOnly = all.filter((a) => a.settings.pickup && governoratesOf(a.branch).length === 0);
      expect(pickupOnly.map((a) => a.branch)).toEqual(["Cairo Fashion House Assiut"]);
      expect(all.filter((a) => a.settings.pickup).every((a) => a.settings.pickup_address && a.settings.pickup_hours)).toBe(true);
    });
  });

  it("keeps each product's rating and review count equal to its reviews", async () => {
    await inspect(async (db) => {
      const rows = await db.select().from(reviews);
      expect(rows.length).toBeGreaterThanOrEqual(5);
      for (const r of rows) expect(r.rating * 2).toSatisfy((v: number) => Number.isInteger(v) && v >= 1 && v <= 10);
      for (const p of await db.select().from(products)) {
        const own = rows.filter((r) => r.product_id === p.id);
        expect(p.reviews_count).toBe(own.length);
        expect(p.average_rating).toBeCloseTo(own.length ? own.reduce((s, r) => s + r.rating, 0) / own.length : 0, 9);
      }
      const customer = (await db.select().from(users).where(eq(users.username, "customer")))[0];
      expect(rows.filter((r) => r.user_id === customer.id).length).toBeGreaterThan(0);
    });
  });

  it("stores every referenced picture in R2 as a real 800 x 800 PNG, served through the product serializer", async () => {
    await inspect(async (db, bucket) => {
      const keys = (await db.select({ image: productImages.image }).from(productImages)).map((r) => r.image);
      for (const key of keys) {
        const object = await bucket.get(key);
        expect(object?.httpMetadata?.contentType).toBe("image/png");
        const png = readPng(new Uint8Array(await object!.arrayBuffer()));
        expect(png).toEqual({ width: 800, height: 800, pixelBytes: (800 * 3 + 1) * 800 });
        expect(object!.size).toBeLessThan(150_000);
      }
      const [basmati] = await db.select({ id: products.id }).from(products).where(eq(products.sku, "basmati-rice-5-kg"));
      const product = await loadProduct(db, basmati.id);
      expect(product?.name_ar).toBe("أرز بسمتي ٥ كجم");
      expect(product?.images[0].image).toBe("/api/media/seed/products/basmati-rice-5-kg-1.png");
      expect(product?.offers.length).toBeGreaterThan(0);
    });
  });
});
