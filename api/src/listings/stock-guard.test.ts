import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { branchProducts } from "../../db/schema";
import { createBranch, createListing, createProduct, createStore, db } from "../../test/factories";

describe("the database's stock guard", () => {
  it("refuses stock below zero, and a batch that would oversell changes nothing", async () => {
    const store = await createStore();
    const branch = await createBranch(store);
    const a = await createListing(branch, await createProduct(store), { stock: 5 });
    const b = await createListing(branch, await createProduct(store), { stock: 1 });
    const take = (id: number, n: number) =>
      db
        .update(branchProducts)
        .set({ stock: sql`${branchProducts.stock} - ${n}` })
        .where(eq(branchProducts.id, id));
    await expect(db.batch([take(a.id, 3), take(b.id, 2)])).rejects.toThrow(/CHECK constraint failed/);
    const after = await db
      .select({ id: branchProducts.id, stock: branchProducts.stock })
      .from(branchProducts)
      .where(sql`${branchProducts.id} in (${a.id}, ${b.id})`);
    expect(Object.fromEntries(after.map((r) => [r.id, r.stock]))).toEqual({ [a.id]: 5, [b.id]: 1 });
    await db.batch([take(a.id, 5), take(b.id, 1)]);
    const emptied = await db.select({ stock: branchProducts.stock }).from(branchProducts).where(eq(branchProducts.id, a.id)).get();
    expect(emptied?.stock).toBe(0);
  });
});
