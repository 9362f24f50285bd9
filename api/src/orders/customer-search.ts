// The dashboard's order search by customer: the customers whose name (first and last, or
// last alone) or username starts with what was typed, each found by a range of an index on
// the lower-cased text (migration 0016), at most MATCHED_CUSTOMERS of them. Their orders are
// then read customer by customer (manage-queries.ts), so a search costs those customers'
// orders, not a LIKE over every user and then the orders table (docs/decisions/0020).
import { and, asc, gte, lt, sql, type SQL } from "drizzle-orm";
import { users } from "../../db/schema";
import type { Db } from "../env";
import { MAX_PARTS } from "../lib/page-ids";

/** The most customers a search reads the orders of; past it, the first by name (type more of it). */
export const MATCHED_CUSTOMERS = MAX_PARTS;

// The expressions of the indexes (schema.ts), written the same so SQLite reads through them.
export const fullName = sql<string>`lower(${users.first_name} || ' ' || ${users.last_name})`;
export const lastName = sql<string>`lower(${users.last_name})`;
export const username = sql<string>`lower(${users.username})`;

// Above every character: a prefix's range ends here.
const TOP = String.fromCodePoint(0x10ffff);

const startsWith = (column: SQL, prefix: string) => and(gte(column, prefix), lt(column, `${prefix}${TOP}`));

/** The ids of at most MATCHED_CUSTOMERS customers whose name or username starts with `text`, whatever its case. */
export async function matchingCustomers(db: Db, text: string): Promise<number[]> {
  const prefix = text.toLowerCase();
  const seek = (column: SQL) =>
    db.select({ id: users.id }).from(users).where(startsWith(column, prefix)).orderBy(asc(column)).limit(MATCHED_CUSTOMERS);
  const found = await db.batch([seek(fullName), seek(lastName), seek(username)]);
  return [...new Set(found.flat().map((u) => u.id))].slice(0, MATCHED_CUSTOMERS);
}
