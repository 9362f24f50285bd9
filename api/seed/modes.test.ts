// The seed's modes against a private copy of the seeded state: --if-empty, a plain seed
// over data, --products (and its rerun), --reset, and the bundled script itself.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { and, count, eq, gt, inArray, like, lt, lte } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { areas, branchProducts, governorates, productImages, products, users } from "../db/schema";
import { searchText } from "../src/catalog/search";
import { parseOptions } from "./main";
import { root, seededState } from "./test-state";

const { inspect, seed, output } = seededState({ copy: true });

const catalogueSnapshot = () =>
  inspect(async (db) => ({
    products: await db
      .select({ id: products.id, sku: products.sku, name_ar: products.name_ar, base_price: products.base_price })
      .from(products)
      .orderBy(products.id),
    offers: await db
      .select({ b: branchProducts.branch_id, p: branchProducts.product_id, price: branchProducts.price, stock: branchProducts.stock })
      .from(branchProducts)
      .orderBy(branchProducts.product_id, branchProducts.branch_id),
  }));

let first: Awaited<ReturnType<typeof catalogueSnapshot>>;
beforeAll(async () => {
  first = await catalogueSnapshot();
});

describe("seed modes", () => {
  it("--if-empty leaves a seeded database alone, and a plain seed refuses to write over data", async () => {
    await inspect((db) => db.update(products).set({ name: "Renamed by a shop" }).where(eq(products.id, first.products[0].id)));
    expect(await seed("--if-empty")).toBe(0);
    expect(output.at(-1)).toMatch(/already has users; nothing to do/);
    expect(await seed()).toBe(1);
    await inspect(async (db) => {
      expect((await db.select({ name: products.name }).from(products).where(eq(products.id, first.products[0].id)))[0].name).toBe(
        "Renamed by a shop",
      );
      expect((await db.select({ n: count() }).from(products))[0].n).toBe(first.products.length);
      expect((await db.select({ n: count() }).from(users))[0].n).toBeGreaterThan(0);
    });
  });

  it("--products adds a synthetic catalogue with about three listings per product, and a rerun replaces it", async () => {
    expect(await seed("--products", "400")).toBe(0);
    await inspect(async (db, bucket) => {
      const synthetic = await db.select().from(products).where(like(products.sku, "bench-%"));
      expect(synthetic).toHaveLength(400);
      expect(synthetic.every((p) => p.search_text === searchText(p) && /[\u0600-\u06FF]/.test(p.name_ar))).toBe(true);
      // A subquery, not a list: D1 allows 100 bound parameters per statement.
      const ids = db.select({ id: products.id }).from(products).where(like(products.sku, "bench-%"));
      const [{ n: listings }] = await db.select({ n: count() }).from(branchProducts).where(inArray(branchProducts.product_id, ids));
      expect(listings / 400).toBeGreaterThan(2.6);
      expect(listings / 400).toBeLessThan(3.6);
      const pictures = await db.select().from(productImages).where(inArray(productImages.product_id, ids));
      const keys = [...new Set(pictures.map((p) => p.image))];
      expect(keys.length).toBeLessThanOrEqual(24); // a pool, not a file per product
      for (const key of keys) expect(await bucket.head(key)).not.toBeNull();
      expect(
        await db
          .select({ n: count() })
          .from(branchProducts)
          .where(and(inArray(branchProducts.product_id, ids), lte(branchProducts.stock, 5), gt(branchProducts.stock, 0))),
      ).not.toEqual([{ n: 0 }]);
    });
    expect(await seed("--products", "150")).toBe(0);
    await inspect(async (db) => {
      expect((await db.select({ n: count() }).from(products).where(like(products.sku, "bench-%")))[0].n).toBe(150);
      expect(
        (
          await db
            .select({ n: count() })
            .from(products)
            .where(lt(products.id, first.products.length + 1))
        )[0].n,
      ).toBe(first.products.length);
    });
  });

  it("--reset empties every table of the marketplace and the bucket, keeps Egypt's areas, then seeds the same demo again", async () => {
    await inspect(async (db, bucket) => {
      await bucket.put("uploads/stray.png", new Uint8Array([1, 2, 3]));
      await db.insert(users).values({ username: "shopper-from-the-api", password_hash: "x" });
    });
    expect(await seed("--reset")).toBe(0);
    expect(await catalogueSnapshot()).toEqual(first);
    await inspect(async (db, bucket) => {
      expect(await bucket.head("uploads/stray.png")).toBeNull();
      expect(await db.select().from(users).where(eq(users.username, "shopper-from-the-api"))).toEqual([]);
      expect([(await db.select({ n: count() }).from(governorates))[0].n, (await db.select({ n: count() }).from(areas))[0].n]).toEqual([27, 367]);
      expect((await db.select({ name: products.name }).from(products).where(eq(products.id, first.products[0].id)))[0].name).not.toBe(
        "Renamed by a shop",
      );
    });
  });

  it("runs through scripts/seed.mjs (bundled with esbuild) and rejects a bad --products", () => {
    const run = spawnSync(process.execPath, [join(root, "scripts/seed.mjs"), "--help"], { cwd: root, encoding: "utf8" });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/npm run seed -- --products 10000/);
    expect(() => parseOptions(["--products", "lots"], root)).toThrow(/--products needs a whole number/);
    expect(() => parseOptions(["--products", "0"], root)).toThrow(/--products/);
    expect(parseOptions(["--products=250", "--reset"], root)).toMatchObject({ products: 250, reset: true, ifEmpty: false });
  });

  it("--super-admin adds the test harness's super admin, whose password comes from the environment", async () => {
    delete process.env.ASWAQ_SUPER_ADMIN_PASSWORD;
    expect(() => parseOptions(["--super-admin", "someone"], root)).toThrow(/ASWAQ_SUPER_ADMIN_PASSWORD/);
    process.env.ASWAQ_SUPER_ADMIN_PASSWORD = "Aa1-not-a-demo-password";
    try {
      expect(await seed("--products", "1", "--super-admin", "harness-admin")).toBe(0);
    } finally {
      delete process.env.ASWAQ_SUPER_ADMIN_PASSWORD;
    }
    await inspect(async (db) => {
      const [row] = await db.select().from(users).where(eq(users.username, "harness-admin"));
      expect(row.role).toBe("super_admin");
      expect(row.password_hash).not.toContain("Aa1-not-a-demo-password");
    });
  });
});
