// An import and its staged rows as the API answers them.
import { fromPiasters } from "#shared/money";
import type { OfferImport, OfferImportRow } from "#contract/offer-imports";
import type { offerImportRows, offerImports } from "../../db/schema";

export function serializeImport(job: typeof offerImports.$inferSelect): OfferImport {
  return {
    id: job.id,
    file_name: job.file_name,
    format: job.format,
    status: job.status,
    rows_done: job.rows_done,
    to_add: job.to_add,
    to_change: job.to_change,
    unchanged: job.unchanged,
    errors: job.errors,
    failure: job.failure,
    applied_at: job.applied_at,
    created_at: job.created_at,
  };
}

const money = (p: number | null) => (p === null ? null : fromPiasters(p));

export function serializeRow(
  row: typeof offerImportRows.$inferSelect,
  product: { id: number; name: string; name_ar: string } | undefined,
): OfferImportRow {
  const hasBefore = row.offer_id !== null;
  const listed = row.action === "add" || row.action === "change" || row.action === "same";
  return {
    row: row.row,
    action: row.action,
    sku: row.sku,
    branch: row.branch_ref,
    branch_id: row.branch_id,
    product: product ?? null,
    before: hasBefore ? { price: money(row.before_price), stock: row.before_stock, available: row.before_available } : null,
    after: listed
      ? {
          price: money(row.price ?? row.before_price),
          stock: row.stock ?? row.before_stock,
          available: row.is_available ?? row.before_available,
        }
      : null,
    error: row.error,
  };
}
