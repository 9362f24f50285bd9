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

/** Conditions: the product's search text contains every (normalised) term. */
export function searchConditions(searchTerms: string[]): SQL[] {
  const terms = withoutNul(searchTerms);
  const indexed = terms.filter(isIndexed);
  const conditions = terms.filter((t) => !isIndexed(t)).map(contains);
  if (indexed.length) conditions.unshift(sql`${products.id} in (${matching(indexed)})`);
  return conditions;
}

/** Whether the index alone answers these terms (every one long enough to be in it). */
export const indexAnswers = (terms: string[]) => withoutNul(terms).length > 0 && withoutNul(terms).every(isIndexed);

/** How many products match, counted in the index alone: only when the search is the only filter. */
export const countMatches = (db: Db, terms: string[]) =>
  db
    .select({ total: count() })
    .from(sql`products_fts`)
    .where(sql`products_fts match ${matchQuery(withoutNul(terms))}`);

/**
 * The table a page of products is read from. SQLite would order matches by looking every
 * one up in the table and sorting whole rows; `products_id_created_idx` (id, created_at,
 * store_id, is_featured) holds what the creation-time order and the common filters need,
 * so the matches are ordered from the index and only the page's rows are read.
 */
export function pageSource(terms: string[], byCreation: boolean): SQL | typeof products {
  return byCreation && withoutNul(terms).some(isIndexed) ? sql`${products} indexed by products_id_created_idx` : products;
}
