// Applying a checked import: one D1 batch, all or nothing. The batch marks the import applied
// (once: a second apply finds it applied and its guard fails the batch), changes the offers the
// dry run found, adds the new ones and writes one audit entry. Stock moves by what the file
// changes (file - as checked), never to the file's number: units sold since the check stay sold,
// and a move that would take stock below zero fails the batch on the table's CHECK. Offers
// changed under the dry run (deleted, or added meanwhile) are found first and named by row.
import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { branchProducts, offerImportRows, offerImports } from "../../db/schema";
import type { AuthUser, Db } from "../env";
import { auditStatement } from "../audit/record";
import { conflict } from "../lib/errors";
import { say } from "#contract/said";
import { LOW_STOCK_THRESHOLD } from "#shared/stock-rules";

/** The first staged row the offers as they are now would not take, if any. */
function staleRow(importId: number) {
  return sql`select r.row from ${offerImportRows} r
    left join ${branchProducts} bp on bp.id = r.offer_id
    where r.import_id = ${importId} and (
      (r.action = 'change' and (bp.id is null or (r.stock is not null and bp.stock + (r.stock - r.before_stock) < 0)))
      or (r.action = 'add' and (
        exists (select 1 from ${branchProducts} x where x.branch_id = r.branch_id and x.product_id = r.product_id)
        or not exists (select 1 from products p join branches b on b.store_id = p.store_id where p.id = r.product_id and b.id = r.branch_id))))
    order by r.row limit 1`;
}

export async function applyImport(db: Db, user: AuthUser, job: typeof offerImports.$inferSelect) {
  if (job.status !== "ready") throw conflict(say("importNotReady", { status: job.status }));
  if (job.errors > 0) throw conflict(say("importHasErrors"));
  const stale = await db.get<{ row: number }>(staleRow(job.id));
  if (stale) throw conflict(say("importStale", { row: stale.row }));

  const stores = await db.all<{ store_id: number }>(
    sql`select distinct b.store_id from ${offerImportRows} r join branches b on b.id = r.branch_id
        where r.import_id = ${job.id} and r.action in ('add', 'change') limit 2`,
  );
  const guard = (condition: ReturnType<typeof sql>) =>
    db.update(offerImports).set({ errors: -1 }).where(sql`${offerImports.id} = ${job.id} and ${condition}`);
  const r = alias(offerImportRows, "r");
  const now = sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
  try {
    await db.batch([
      db
        .update(offerImports)
        .set({ status: "applied", applied_at: now, updated_at: now })
        .where(sql`${offerImports.id} = ${job.id} and ${offerImports.status} = 'ready' and ${offerImports.errors} = 0`),
      // Another apply got there first: this batch changes nothing.
      guard(sql`changes() = 0`),
      guard(sql`exists (${staleRow(job.id)})`),
      db
        .update(branchProducts)
        .set({
          price: sql`coalesce(${r.price}, ${branchProducts.price})`,
          stock: sql`${branchProducts.stock} + coalesce(${r.stock} - ${r.before_stock}, 0)`,
          is_available: sql`coalesce(${r.is_available}, ${branchProducts.is_available})`,
          updated_at: now,
        })
        .from(r)
        .where(and(eq(r.import_id, job.id), eq(r.action, "change"), eq(r.offer_id, branchProducts.id))),
      // Drizzle's insert-select takes every column, in the table's order: the defaults are spelled
      // out, and the names are copied in by the offers' insert trigger (migration 0017).
      db.insert(branchProducts).select(
        db
          .select({
            id: sql<number>`null`.as("id"),
            branch_id: sql<number>`${offerImportRows.branch_id}`.as("branch_id"),
            product_id: sql<number>`${offerImportRows.product_id}`.as("product_id"),
            price: sql<number>`${offerImportRows.price}`.as("price"),
            stock: sql<number>`${offerImportRows.stock}`.as("stock"),
            is_available: sql<boolean>`${offerImportRows.is_available}`.as("is_available"),
            is_featured: sql<boolean>`0`.as("is_featured"),
            low_stock_threshold: sql<number>`${LOW_STOCK_THRESHOLD}`.as("low_stock_threshold"),
            product_name: sql<string>`''`.as("product_name"),
            product_name_ar: sql<string>`''`.as("product_name_ar"),
            product_sku: sql<string>`''`.as("product_sku"),
            created_at: sql<string>`${now}`.as("created_at"),
            updated_at: sql<string>`${now}`.as("updated_at"),
          })
          .from(offerImportRows)
          .where(and(eq(offerImportRows.import_id, job.id), eq(offerImportRows.action, "add")))
          .orderBy(offerImportRows.row),
      ),
      auditStatement(db, user, {
        action: "update",
        object: "offer_import",
        id: job.id,
        store: stores.length === 1 ? stores[0].store_id : null,
        after: { file_name: job.file_name, added: job.to_add, changed: job.to_change },
        guarded: false,
      }),
    ]);
  } catch (e) {
    if (!/CHECK constraint failed|UNIQUE constraint failed|FOREIGN KEY constraint failed/.test(String((e as Error)?.cause ?? e))) throw e;
    const again = await db.select({ status: offerImports.status }).from(offerImports).where(eq(offerImports.id, job.id)).get();
    if (again?.status === "applied") throw conflict(say("importNotReady", { status: "applied" }));
    const row = await db.get<{ row: number }>(staleRow(job.id));
    throw conflict(say("importStale", { row: row?.row ?? 0 }));
  }
}
