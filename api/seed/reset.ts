// Starting over: every table of the schema emptied (children before the tables they
// reference, in one batch) and every object of the bucket deleted. Tables the migrations fill
// (Egypt's areas) are reference data, not the marketplace's: they stay.
import { is } from "drizzle-orm";
import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import * as schema from "../db/schema";
import type { Db } from "../src/env";

/** The schema's tables, each before every table it references. */
export function tablesChildrenFirst(): SQLiteTable[] {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is SQLiteTable => is(value, SQLiteTable));
  const parentsFirst: SQLiteTable[] = [];
  const seen = new Set<SQLiteTable>();
  const visit = (table: SQLiteTable) => {
    if (seen.has(table)) return;
    seen.add(table);
    for (const fk of getTableConfig(table).foreignKeys) visit(fk.reference().foreignTable);
    parentsFirst.push(table);
  };
  tables.forEach(visit);
  return parentsFirst.reverse();
}

/** Filled by the migrations, never by the seed or the API. */
const REFERENCE_DATA = new Set<SQLiteTable>([schema.governorates, schema.areas]);

export async function emptyDatabase(db: Db) {
  const [first, ...rest] = tablesChildrenFirst()
    .filter((table) => !REFERENCE_DATA.has(table))
    .map((table) => db.delete(table));
  // Last again: deleting the cash rows made their triggers write report_cash (ADR 0036).
  await db.batch([first, ...rest, db.delete(schema.reportCash)]);
}

export async function emptyBucket(bucket: R2Bucket): Promise<number> {
  let deleted = 0;
  for (;;) {
    const page = await bucket.list({ limit: 1000 });
    if (page.objects.length === 0) return deleted;
    await bucket.delete(page.objects.map((o) => o.key));
    deleted += page.objects.length;
  }
}
