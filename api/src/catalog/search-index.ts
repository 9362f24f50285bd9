// The search index: everything SQLite-specific about product search lives in this module
// (docs/decisions/0005-search-index.md). `products_fts` is an FTS5 table over
// `products.search_text` with the trigram tokenizer, kept in step by triggers
// (migration 0003), so any substring of three characters or more is found from the index
// instead of by reading every product. On PostgreSQL this module becomes `search_text LIKE`
// served by a pg_trgm GIN index, and the rest of the catalogue does not change.
import { count, sql, type SQL } from "drizzle-orm";
import { products } from "../../db/schema";
import type { Db } from "../env";
import { sqlInteger } from "../lib/sql-integer";

// A trigram index holds no term shorter than a trigram. Such a term is found in the words
// index (`products_words`, migration 0011) as the start of a word ("tv" finds "TV stand"),
// then checked with LIKE so that what it matches still contains it as typed ("5_" is not
// "50"). A short term with no letters or digits ("#") has nothing to look up: LIKE alone.
const TRIGRAM = 3;
const isIndexed = (term: string) => [...term].length >= TRIGRAM;
const wordsOf = (term: string) => term.match(/[\p{L}\p{N}]+/gu) ?? [];

// "%" and "_" typed by a shopper are letters, not wildcards.
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (ch) => `\\${ch}`);
const contains = (term: string) => sql`${products.search_text} LIKE ${`%${escapeLike(term)}%`} ESCAPE '\\'`;

// Each term is one quoted FTS5 string, so nothing a shopper types (quotes, AND, *, -) is
// query syntax; strings side by side must all match. With trigrams, a string matches
// where the text contains it, exactly like LIKE '%term%'. In the words index, `"tv"*` is a
// word starting with "tv".
const quoted = (t: string) => `"${t.replaceAll('"', '""')}"`;
const matchQuery = (terms: string[]) => terms.map(quoted).join(" ");
const prefixQuery = (terms: string[]) =>
  terms
    .flatMap(wordsOf)
    .map((w) => `${quoted(w)}*`)
    .join(" ");
const matching = (terms: string[]) => sql`select rowid from products_fts where products_fts match ${matchQuery(terms)}`;

// FTS5 ends a string at a NUL character ("unterminated string"); no product text holds one.
const withoutNul = (terms: string[]) => terms.map((t) => t.replaceAll("\0", "")).filter(Boolean);

/** Which index a search is read from, in its own (id) order: trigrams if a term is long enough, else words. */
export type SearchIndex = "products_fts" | "products_words";

export function indexFor(searchTerms: string[]): SearchIndex | undefined {
  const terms = withoutNul(searchTerms);
  if (terms.some(isIndexed)) return "products_fts";
  if (terms.some((t) => wordsOf(t).length > 0)) return "products_words";
  return undefined;
}

/**
 * Conditions: the product's search text contains every (normalised) term. `joined`: the
 * statement reads from that index (search-depth.ts reads its matches in rowid order), where
 * it is matched in place; the other is probed per product.
 */
export function searchConditions(searchTerms: string[], joined?: SearchIndex): SQL[] {
  const terms = withoutNul(searchTerms);
  const long = terms.filter(isIndexed);
  const short = terms.filter((t) => !isIndexed(t));
  const conditions: SQL[] = [];
  if (long.length)
    conditions.push(joined === "products_fts" ? sql`products_fts match ${matchQuery(long)}` : sql`${products.id} in (${matching(long)})`);
  const prefixes = prefixQuery(short);
  if (prefixes) {
    conditions.push(
      joined === "products_words"
        ? sql`products_words match ${prefixes}`
        : sql`exists (select 1 from products_words where products_words match ${prefixes} and products_words.rowid = ${products.id})`,
    );
  }
  conditions.push(...short.map(contains));
  return conditions;
}

/** Whether the trigram index alone answers these terms (every one long enough to be in it). */
export const indexAnswers = (terms: string[]) => withoutNul(terms).length > 0 && withoutNul(terms).every(isIndexed);

/** How many products match, up to `cap` + 1, counted in the index alone: only when the search is the only filter. */
export const countMatches = (db: Db, terms: string[], cap: number) =>
  db.select({ total: count() }).from(sql`(select 1 from products_fts where products_fts match ${matchQuery(withoutNul(terms))} limit ${cap + 1})`);

// Every write to a product adds a small segment to both indexes, and a search reads each
// segment's list for each of its terms: FTS5 merges segments by level as writes come, which
// still leaves a large catalogue's index in dozens of them (measured at 100,000 seeded
// products: a one-SKU search 0.75 ms in SQLite alone, 0.33 ms once merged into one).

/**
 * Merges the search indexes' segments into one: at most about `pages` index pages written per
 * index (a bounded step, run by the hourly cron), or all of them at once (after a bulk load).
 * What the indexes answer does not change, only how many segments hold it.
 */
export async function mergeSearchIndexes(db: Db, pages?: number): Promise<void> {
  const command = (index: "products_fts" | "products_words") =>
    pages === undefined
      ? sql`insert into ${sql.identifier(index)} (${sql.identifier(index)}) values ('optimize')`
      : // A negative page count merges whatever segments there are, whatever their level.
        sql`insert into ${sql.identifier(index)} (${sql.identifier(index)}, rank) values ('merge', ${sqlInteger(-pages)})`;
  await db.batch([db.run(command("products_fts")), db.run(command("products_words"))]);
}
