// The ids of one page of products, in order, as a subquery every statement of the page's
// batch repeats (docs/decisions/0017). With a cursor it is read from an index from the
// cursor on, whatever the depth.
import { and, eq, gt, lt, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Db } from "../env";
import type { Cursor } from "../lib/cursor";
import type { Page } from "../lib/paging";
import { orderBy } from "./search";

/** Where a page is read from: the table (or a search index joined to it), its filters and its order. */
export interface PageSource {
  from: SQLWrapper;
  where: SQL | undefined;
  /** The value the page is ordered by, and the id (ties are broken by id the same way). */
  key: SQLWrapper;
  id: SQLWrapper;
  descending: boolean;
}

export function pageIds(db: Db, s: PageSource, page: Page, cursor: Cursor | undefined): SQL {
  // A `previous` cursor reads the rows before it, in reverse.
  const descending = s.descending !== (cursor?.before ?? false);
  const past = descending ? lt : gt;
  const limit = page.limit + 1;
  // Drizzle refuses a table's column when the source is SQL (an index join), hence the id as SQL.
  const read = (condition: SQL | undefined) =>
    db
      .select({ id: sql<number>`${s.id}`.as("id"), k: sql`${s.key}`.as("k") })
      .from(s.from as never)
      .where(and(s.where, condition))
      .orderBy(...orderBy(s.key, s.id, descending))
      .limit(limit);

  // Parenthesised: the callers put it after IN.
  if (!cursor) return sql`(select id from ${read(undefined).offset(page.offset)})`;
  if (s.key === s.id) return sql`(select id from ${read(past(s.id, cursor.id))})`;
  // Rows tied with the cursor's key, past its id; then rows past its key. Each part is one
  // seek in a (key, id) index; the same condition as one OR, or as a row value, made SQLite
  // read from the start of the key's run of ties, so a deep page cost its depth.
  const ties = read(and(eq(s.key, cursor.key), past(s.id, cursor.id)));
  const beyond = read(past(s.key, cursor.key));
  const direction = sql.raw(descending ? "desc" : "asc");
  return sql`(select id from (select * from ${ties} union all select * from ${beyond} order by k ${direction}, id ${direction} limit ${limit}))`;
}
