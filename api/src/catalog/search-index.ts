// The search index: everything SQLite-specific about product search lives in this module
// (docs/decisions/0005-search-index.md). `products_fts` is an FTS5 table over
// `products.search_text` with the trigram tokenizer, kept in step by triggers
// (migration 0003), so any substring of three characters or more is found from the index
// instead of by reading every product. On PostgreSQL this module becomes `search_text LIKE`
// served by a pg_trgm GIN index, and the rest of the catalogue does not change.
import { count, sql, type SQL } from "drizzle-orm";
import { products } from "../../db/schema";
import type { Db } from "../env";

// A trigram index holds no term shorter than a trigram: such terms are matched with LIKE,
// among the rows the indexed terms leave (or over every row, if no term is indexed).
const TRIGRAM = 3;
const isIndexed = (term: string) => [...term].length >= TRIGRAM;

// "%" and "_" typed by a shopper are letters, not wildcards.
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (ch) => `\\${ch}`);
const contains = (term: string) => sql`${products.search_text} LIKE ${`%${escapeLike(term)}%`} ESCAPE '\\'`;

// Each term is one quoted FTS5 string, so nothing a shopper types (quotes, AND, *, -) is
// query syntax; strings side by side must all match. With trigrams, a string matches
// where the text contains it, exactly like LIKE '%term%'.
const matchQuery = (terms: string[]) => terms.map((t) => `"${t.replaceAll('"', '""')}"`).join(" ");
const matching = (terms: string[]) => sql`select rowid from products_fts where products_fts match ${matchQuery(terms)}`;

// FTS5 ends a string at a NUL character ("unterminated string"); no product text holds one.
const withoutNul = (terms: string[]) => terms.map((t) => t.replaceAll("\0", "")).filter(Boolean);

/**
 * Conditions: the product's search text contains every (normalised) term. With `joined`, the
 * statement reads from `indexedSource()` and the index is matched in place.
 */
export function searchConditions(searchTerms: string[], joined = false): SQL[] {
  const terms = withoutNul(searchTerms);
  const indexed = terms.filter(isIndexed);
  const conditions = terms.filter((t) => !isIndexed(t)).map(contains);
  if (indexed.length) conditions.unshift(joined ? sql`products_fts match ${matchQuery(indexed)}` : sql`${products.id} in (${matching(indexed)})`);
  return conditions;
}

/** Whether some term is in the index: a search that can be read from it, in id order. */
export const usesIndex = (terms: string[]) => withoutNul(terms).some(isIndexed);

/**
 * A search page's source: the index's matches joined to their products, read in the index's
 * own order (rowid, the product's id, newest last), so a page of the best (newest) matches
 * is read without reading or sorting every match (docs/decisions/0017).
 */
export const indexedSource = () => sql`products_fts join ${products} on ${products.id} = products_fts.rowid`;
export const indexedId = sql<number>`products_fts.rowid`;

/** Whether the index alone answers these terms (every one long enough to be in it). */
export const indexAnswers = (terms: string[]) => withoutNul(terms).length > 0 && withoutNul(terms).every(isIndexed);

/** How many products match, up to `cap` + 1, counted in the index alone: only when the search is the only filter. */
export const countMatches = (db: Db, terms: string[], cap: number) =>
  db.select({ total: count() }).from(sql`(select 1 from products_fts where products_fts match ${matchQuery(withoutNul(terms))} limit ${cap + 1})`);
