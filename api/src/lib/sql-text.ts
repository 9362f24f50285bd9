// Matching user text in SQL without LIKE. D1 refuses LIKE patterns over 50 bytes (a search word
// of 49 Latin or 25 Arabic letters answered 500), and LIKE gives `%` and `_` in user text a
// meaning of their own. instr and substr have neither problem.
import { sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

/** The column contains `term`, ignoring ASCII case (as SQLite's lower() does). */
export const containsText = (column: SQLiteColumn, term: string): SQL => sql`instr(lower(${column}), ${term.toLowerCase()}) > 0`;

/** The column starts with `prefix`, exactly. */
export const startsWith = (column: SQLiteColumn, prefix: string): SQL => sql`substr(${column}, 1, ${prefix.length}) = ${prefix}`;
