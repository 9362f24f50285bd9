// Bulk writes within D1's limits: at most 100 bound parameters per statement, so each
// INSERT carries as many rows as fit, and statements go to the database in batches.
//
// Drizzle builds the SQL, but the batches go to the D1 binding directly: through wrangler's
// platform proxy every prepare() is a blocking round trip (measured ~3 ms, bind ~0.9 ms),
// and drizzle's batch prepares each statement anew. Preparing each distinct SQL text once
// took the 10,000-product seed from ~35 s to a few seconds.
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../src/env";

/** Drizzle on the D1 binding, with the binding itself at hand (as `drizzle()` returns it). */
export type SeedDb = Db & { $client: D1Database };

const MAX_PARAMS = 100;
const STATEMENTS_PER_BATCH = 200;

export interface Query {
  toSQL(): { sql: string; params: unknown[] };
}

/** Runs queries in order, a batch (one round trip, one transaction) at a time. */
export async function runBatched(db: SeedDb, queries: Query[]) {
  const d1 = db.$client;
  const prepared = new Map<string, D1PreparedStatement>();
  const bind = (query: Query) => {
    const { sql, params } = query.toSQL();
    const statement = prepared.get(sql) ?? d1.prepare(sql);
    prepared.set(sql, statement);
    return statement.bind(...params);
  };
  for (let i = 0; i < queries.length; i += STATEMENTS_PER_BATCH) {
    await d1.batch(queries.slice(i, i + STATEMENTS_PER_BATCH).map(bind));
  }
}

/** The multi-row INSERTs for `rows`; every row must set the same columns. */
export function insertStatements<T extends SQLiteTable>(db: Db, table: T, rows: T["$inferInsert"][]): Query[] {
  if (rows.length === 0) return [];
  // Columns left out still bind their default, so count what drizzle really binds.
  const perRow = db.insert(table).values(rows[0]).toSQL().params.length;
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS / perRow));
  const queries: Query[] = [];
  for (let i = 0; i < rows.length; i += perStatement) queries.push(db.insert(table).values(rows.slice(i, i + perStatement)));
  return queries;
}
