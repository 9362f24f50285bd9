// The ids of one page of a keyset-paged list (products, orders), in order, as a subquery
// every statement of the page's batch repeats (docs/decisions/0017). With a cursor it is read
// from an index from the cursor on, whatever the depth.
import { and, asc, desc, eq, gt, lt, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Db } from "../env";
import type { Cursor } from "./cursor";
import type { Page } from "./paging";

/** ORDER BY a sort key, then id the same way. */
export function orderBy(key: SQLWrapper, id: SQLWrapper, descending: boolean): SQL[] {
  const direction = descending ? desc : asc;
  // Once, when the key is the id: SQLite hands an ORDER BY to the search index (or reads the
  // primary key in order) only when it has that one term.
  return key === id ? [direction(id)] : [direction(key), direction(id)];
}

/** Where a page is read from: the table (or a search index joined to it), its filters and its order. */
export interface PageSource {
  from: SQLWrapper;
  where: SQL | undefined;
  /** The value the page is ordered by, and the id (ties are broken by id the same way). */
  key: SQLWrapper;
  id: SQLWrapper;
  descending: boolean;
  /**
   * The key is one value for the whole part (a branch's name, when each part is a branch):
   * the part is read in id order. Ordered by a constant too, SQLite would sort the part whole.
   */
  constant?: boolean;
}

/**
 * The ids of the page as `(select id …)`, for the callers' IN. A list made of several disjoint
 * parts (a merchant's stores, branches and purchases) reads each part from its own index and
 * merges them: each part gives at most the rows the page could need, so the page costs
 * (parts x page) rows, never the table.
 */
export function pageIds(db: Db, source: PageSource | PageSource[], page: Page, cursor: Cursor | undefined): SQL {
  const parts = Array.isArray(source) ? source : [source];
  // A `previous` cursor reads the rows before it, in reverse.
  const descending = parts[0] ? parts[0].descending !== (cursor?.before ?? false) : true;
  const limit = page.limit + 1;
  if (parts.length === 0) return sql`(select null where 0)`;
  if (parts.length === 1) return sql`(select id from ${partRows(db, parts[0], descending, limit, page.offset, cursor)})`;
  const direction = sql.raw(descending ? "desc" : "asc");
  const merged = unionAll(parts.map((part) => sql`select * from ${partRows(db, part, descending, page.offset + limit, 0, cursor)}`));
  return sql`(select id from (${merged} order by k ${direction}, id ${direction} limit ${limit} offset ${page.offset}))`;
}

/** One part's rows `(id, k)` from the page's start (skipping `offset`) or its cursor on, at most `limit`, in order. */
function partRows(db: Db, s: PageSource, descending: boolean, limit: number, offset: number, cursor: Cursor | undefined): SQL {
  const past = descending ? lt : gt;
  // Drizzle refuses a table's column when the source is SQL (an index join), hence the id as SQL.
  const read = (condition: SQL | undefined) =>
    db
      .select({ id: sql<number>`${s.id}`.as("id"), k: sql`${s.key}`.as("k") })
      .from(s.from as never)
      .where(and(s.where, condition))
      .orderBy(...orderBy(s.constant ? s.id : s.key, s.id, descending))
      .limit(limit);

  if (!cursor) return sql`${read(undefined).offset(offset)}`;
  if (s.key === s.id) return sql`${read(past(s.id, cursor.id))}`;
  // Rows tied with the cursor's key, past its id; then rows past its key. Each part is one
  // seek in a (key, id) index; the same condition as one OR, or as a row value, made SQLite
  // read from the start of the key's run of ties, so a deep page cost its depth.
  const ties = read(and(eq(s.key, cursor.key), past(s.id, cursor.id)));
  const beyond = read(past(s.key, cursor.key));
  const direction = sql.raw(descending ? "desc" : "asc");
  return sql`(select * from ${ties} union all select * from ${beyond} order by k ${direction}, id ${direction} limit ${limit})`;
}

// D1 refuses a compound SELECT of more than five terms ("too many terms in compound SELECT").
const COMPOUND_TERMS = 5;

/**
 * The most parts a list is read as. D1 binds at most 100 parameters per statement and a
 * cursor page binds about five per part (its key, id and limits), besides the filters'; past
 * this a caller reads the list as one part with its condition instead.
 */
export const MAX_PARTS = 16;

/**
 * `a union all b union all …` of any number of selects, nested five at a time as
 * `select * from (…)` terms, so a merchant of six branches (or a list of six parts) is
 * still one statement.
 */
export function unionAll(selects: SQL[]): SQL {
  if (selects.length <= COMPOUND_TERMS) return sql.join(selects, sql` union all `);
  const groups: SQL[] = [];
  for (let i = 0; i < selects.length; i += COMPOUND_TERMS) {
    groups.push(sql`select * from (${sql.join(selects.slice(i, i + COMPOUND_TERMS), sql` union all `)})`);
  }
  return unionAll(groups);
}
