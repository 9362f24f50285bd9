// An integer written into the SQL text instead of bound as a parameter. D1 binds at most 100
// parameters per statement, which lists read as many parts (a merchant's branches, a search's
// customers, many ids) would pass; and D1 binds a JavaScript number as a real, with which FTS5
// compared every match with a rowid instead of seeking to it. Only for integers the code read
// from the database or checked (a cursor's id, the contract's ids, a loop's counter).
import { sql, type SQL } from "drizzle-orm";

/** The integer's text, for SQL written out ahead of time. */
export const integerText = (n: number): string => String(Math.trunc(n));

export const sqlInteger = (n: number): SQL => sql.raw(integerText(n));
