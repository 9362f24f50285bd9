// The caller's offers as a CSV the import reads back (columns.ts): SKU, branch id, price, stock,
// available, then the product's and branch's names in the caller's language to read by (the
// import ignores them). Streamed a page at a time in id order, so 100,000 offers never sit in
// memory, and exporting, importing the file unchanged and exporting again gives the same bytes.
import { and, asc, eq, gt, type SQL } from "drizzle-orm";
import { branches, branchProducts, products } from "../../db/schema";
import type { AuthUser, Db } from "../env";
import { branchScope } from "../lib/access";
import { toCsv } from "#shared/csv";
import { fromPiasters } from "#shared/money";
import { EXPORT_COLUMNS } from "./columns";

const PAGE = 1000;

export function exportOffers(db: Db, user: AuthUser, language: "en" | "ar", narrow: { store?: number; branch?: number }): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const scope: (SQL | undefined)[] = [
    branchScope(db, user, branchProducts.branch_id),
    narrow.branch === undefined ? undefined : eq(branchProducts.branch_id, narrow.branch),
    narrow.store === undefined ? undefined : eq(branches.store_id, narrow.store),
  ];
  let after = 0;
  let first = true;
  return new ReadableStream({
    async pull(controller) {
      const rows = await db
        .select({
          id: branchProducts.id,
          sku: products.sku,
          branch_id: branchProducts.branch_id,
          price: branchProducts.price,
          stock: branchProducts.stock,
          available: branchProducts.is_available,
          name: products.name,
          name_ar: products.name_ar,
          branch: branches.name,
          branch_ar: branches.name_ar,
        })
        .from(branchProducts)
        .innerJoin(products, eq(products.id, branchProducts.product_id))
        .innerJoin(branches, eq(branches.id, branchProducts.branch_id))
        .where(and(gt(branchProducts.id, after), ...scope))
        .orderBy(asc(branchProducts.id))
        .limit(PAGE);
      const lines = rows.map((r) => [
        r.sku,
        r.branch_id,
        fromPiasters(r.price),
        r.stock,
        r.available ? "yes" : "no",
        language === "ar" ? r.name_ar || r.name : r.name,
        language === "ar" ? r.branch_ar || r.branch : r.branch,
      ]);
      // toCsv starts its text with the byte-order mark: only the first page keeps it.
      const text = toCsv(first ? [[...EXPORT_COLUMNS], ...lines] : lines);
      if (first || lines.length > 0) controller.enqueue(encoder.encode(first ? text : text.replace(/^\uFEFF/, "")));
      first = false;
      if (rows.length < PAGE) controller.close();
      else after = rows[rows.length - 1].id;
    },
  });
}
