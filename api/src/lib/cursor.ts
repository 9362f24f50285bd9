// Keyset paging (docs/performance.md, "Cost per request"): a list's `next` and `previous`
// links carry a cursor, the sort key and id of the row the page continues from, so page 500
// is read from an index like page 1, where OFFSET would read (and skip) every row before it.
// The cursor is opaque to clients (base64url of JSON); one that does not decode is a 404, as
// an unknown page is.
import { and, eq, gt, lt, or, type SQL, type SQLWrapper } from "drizzle-orm";
import { notFound } from "./errors";
import { say } from "./said";

export type SortKey = string | number | null;

export interface Cursor {
  /** The sort key and id of the row next to the page. */
  key: SortKey;
  id: number;
  /** A `previous` link: the page is the rows before this one, read in reverse. */
  before: boolean;
}

const toBase64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

function fromBase64Url(value: string): string {
  const binary = atob(value.replace(/-/g, "+").replace(/_/g, "/"));
  return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0)));
}

export const encodeCursor = ({ key, id, before }: Cursor) => toBase64Url(JSON.stringify(before ? [key, id, 1] : [key, id]));

const isKey = (v: unknown): v is SortKey => v === null || typeof v === "string" || (typeof v === "number" && Number.isFinite(v));

/** The cursor of `?cursor=`, or undefined without one; anything else is a 404. */
export function decodeCursor(raw: string | undefined): Cursor | undefined {
  if (raw === undefined || raw === "") return undefined;
  let parsed: unknown;
  try {
    if (raw.length > 512 || !/^[\w-]+$/.test(raw)) throw new Error("not base64url");
    parsed = JSON.parse(fromBase64Url(raw));
  } catch {
    throw notFound(say("invalidCursor"));
  }
  if (!Array.isArray(parsed) || parsed.length < 2 || parsed.length > 3) throw notFound(say("invalidCursor"));
  const [key, id, before] = parsed;
  if (!isKey(key) || !Number.isSafeInteger(id) || id < 1 || (before !== undefined && before !== 1)) throw notFound(say("invalidCursor"));
  return { key, id, before: before === 1 };
}

/**
 * Rows after the cursor in the order (column, id), both ascending or both descending; for a
 * `before` cursor, the rows before it. NULL sort keys are not used by the lists that page
 * this way (every key column is NOT NULL or coalesced).
 */
export function afterCursor(column: SQLWrapper, id: SQLWrapper, descending: boolean, cursor: Cursor): SQL | undefined {
  const forward = descending !== cursor.before;
  const past = forward ? lt : gt;
  // Ordered by id alone: one range on the primary key (an OR would hide it from the planner).
  if (column === id) return past(id, cursor.id);
  return or(past(column, cursor.key), and(eq(column, cursor.key), past(id, cursor.id)));
}
