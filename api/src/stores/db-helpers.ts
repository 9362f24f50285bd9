// Small helpers the store, branch, theme and manager routes share: atomic batches built
// from a list, the "unknown id in a payload" field error, and case-insensitive matching.
import { eq, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../env";
import { badRequest } from "../lib/errors";
import { say } from "#contract/said";

export type Statement = BatchItem<"sqlite">;

export { ADMIN_PAGE_SIZE } from "#contract/common";

/** Runs statements as one D1 batch (one transaction: all or none). */
export async function runBatch(db: Db, statements: Statement[]): Promise<unknown[]> {
  if (statements.length === 0) return [];
  return db.batch(statements as [Statement, ...Statement[]]);
}

/** Django REST's text for an id in a payload that names no row. */
export const unknownPk = (id: number) => say("unknownPk", { id });

export async function rowExists(db: Db, table: SQLiteTable, idColumn: SQLiteColumn, id: number): Promise<boolean> {
  return (await db.select({ id: idColumn }).from(table).where(eq(idColumn, id)).get()) !== undefined;
}

/** Drops undefined values, so that "not sent" never overwrites a column. */
export function defined<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Case-insensitive equality; both sides lower-cased by the database so they agree. */
export const sameText = (column: SQLiteColumn, value: string): SQL => sql`lower(${column}) = lower(${value})`;

/** An optional integer query parameter (`?store=3`); anything else is a 400 on that name. */
export function queryId(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === "") return undefined;
  if (!/^\d{1,12}$/.test(value)) throw badRequest({ [name]: [say("notAnInteger")] });
  return Number(value);
}
