// One chunk of an import's rows checked and staged: what each row would do to the offers as
// they are now (add, change, nothing) or its error, written to offer_import_rows. Lookups go as
// one JSON parameter each (D1 binds at most 100 values), so a chunk costs three queries and one
// insert whatever its size. Staging a chunk twice (a retried or doubled consumer) writes each
// row once: rows are keyed by (import, row number).
import { sql } from "drizzle-orm";
import type { offerImportRows } from "../../db/schema";
import type { Db } from "../env";
import type { MessageId } from "#contract/messages";
import { inArabic, type Message, say } from "#contract/said";
import type { BranchMatch } from "./branches";
import type { Column } from "./columns";
import { readAvailable, readPrice, readStock } from "./values";

export interface RawRow {
  row: number;
  cells: string[];
}

type Staged = typeof offerImportRows.$inferInsert;

export interface ChunkContext {
  importId: number;
  language: "en" | "ar";
  at: Partial<Record<Column, number>>;
  branchOf: (ref: string) => BranchMatch;
  /** (product, branch) -> the first row that set it, across the whole file. */
  seen: Map<string, number>;
}

export async function stageChunk(db: Db, ctx: ChunkContext, chunk: RawRow[]) {
  const cell = (r: RawRow, column: Column) => {
    const index = ctx.at[column];
    return index === undefined ? "" : (r.cells[index] ?? "");
  };
  const text = (message: Message) => (ctx.language === "ar" ? inArabic(message) : message);
  const error = (base: Staged, id: MessageId, values?: Record<string, string | number>): Staged => ({
    ...base,
    action: "error",
    // biome-ignore lint/suspicious/noExplicitAny: the message's values are checked by its id at each call below
    error: text((say as any)(id, values)),
  });

  const skus = [...new Set(chunk.map((r) => cell(r, "sku").trim()).filter((s) => s !== ""))];
  const products = new Map<string, { id: number; store_id: number }>();
  if (skus.length > 0) {
    const found = await db.all<{ id: number; sku: string; store_id: number }>(
      sql`select id, sku, store_id from products where sku in (select value from json_each(${JSON.stringify(skus)}))`,
    );
    for (const p of found) products.set(p.sku, { id: p.id, store_id: p.store_id });
  }

  // First pass: each row's own values and what it names.
  const planned: { staged: Staged; key?: string }[] = chunk.map((r) => {
    const sku = cell(r, "sku").trim();
    const ref = cell(r, "branch").trim();
    const base: Staged = { import_id: ctx.importId, row: r.row, sku, branch_ref: ref, action: "error" };
    if (sku === "") return { staged: error(base, "importSkuBlank") };
    const branch = ctx.branchOf(ref);
    if (!branch.ok) return { staged: error(base, branch.error, branch.error === "importBranchBlank" ? undefined : { ref }) };
    const product = products.get(sku);
    if (!product) return { staged: error(base, "importUnknownSku", { sku }) };
    if (product.store_id !== branch.branch.store_id) return { staged: error(base, "importOtherStore", { ref }) };
    const withIds = { ...base, product_id: product.id, branch_id: branch.branch.id };
    const priceText = cell(r, "price");
    const price = readPrice(priceText);
    if (!price.ok) return { staged: error(withIds, price.error, price.error === "importBadPrice" ? { value: priceText.trim() } : undefined) };
    const stockText = cell(r, "stock");
    const stock = readStock(stockText);
    if (!stock.ok) return { staged: error(withIds, stock.error, stock.error === "importBadStock" ? { value: stockText.trim() } : undefined) };
    const availableText = cell(r, "available");
    const available = readAvailable(availableText);
    if (!available.ok) return { staged: error(withIds, available.error, { value: availableText.trim() }) };
    const key = `${product.id}:${branch.branch.id}`;
    const first = ctx.seen.get(key);
    if (first !== undefined && first !== r.row) return { staged: error(withIds, "importDuplicate", { row: first }) };
    ctx.seen.set(key, r.row);
    return { staged: { ...withIds, price: price.value, stock: stock.value, is_available: available.value }, key };
  });

  const keys = planned.filter((p) => p.key).map((p) => p.staged);
  const offers = new Map<string, { id: number; price: number; stock: number; is_available: number }>();
  if (keys.length > 0) {
    const pairs = JSON.stringify(keys.map((s) => [s.branch_id, s.product_id]));
    const found = await db.all<{ id: number; branch_id: number; product_id: number; price: number; stock: number; is_available: number }>(
      sql`select id, branch_id, product_id, price, stock, is_available from branch_products
          where (branch_id, product_id) in (select json_extract(value, '$[0]'), json_extract(value, '$[1]') from json_each(${pairs}))`,
    );
    for (const o of found) offers.set(`${o.product_id}:${o.branch_id}`, o);
  }

  const rows: Staged[] = planned.map(({ staged, key }) => {
    if (!key) return staged;
    const offer = offers.get(key);
    if (!offer) {
      if (staged.price == null || staged.stock == null) return error(staged, "importNewNeedsValues");
      return { ...staged, action: "add", is_available: staged.is_available ?? true };
    }
    const before = { offer_id: offer.id, before_price: offer.price, before_stock: offer.stock, before_available: offer.is_available === 1 };
    const same =
      (staged.price == null || staged.price === offer.price) &&
      (staged.stock == null || staged.stock === offer.stock) &&
      (staged.is_available == null || staged.is_available === (offer.is_available === 1));
    return { ...staged, ...before, action: same ? "same" : "change" };
  });

  if (rows.length === 0) return;
  // One insert for the chunk: the rows travel as one JSON text.
  await db.run(sql`insert into offer_import_rows
      (import_id, row, sku, branch_ref, product_id, branch_id, offer_id, price, stock, is_available,
       before_price, before_stock, before_available, action, error)
    select ${ctx.importId}, r.value ->> '$.row', r.value ->> '$.sku', r.value ->> '$.branch_ref', r.value ->> '$.product_id',
      r.value ->> '$.branch_id', r.value ->> '$.offer_id', r.value ->> '$.price', r.value ->> '$.stock', r.value ->> '$.is_available',
      r.value ->> '$.before_price', r.value ->> '$.before_stock', r.value ->> '$.before_available', r.value ->> '$.action', r.value ->> '$.error'
    from json_each(${JSON.stringify(rows)}) r
    where true
    on conflict (import_id, row) do nothing`);
}
