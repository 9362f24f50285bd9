// Keyset paging (docs/decisions/0017): a list's `next` and `previous` links carry a cursor,
// the sort key and id of the row the page continues from, so page 500 is read from an index
// like page 1, where OFFSET would read (and skip) every row before it. The cursor also
// carries how many rows come before it (for lists that stop at a depth, as search does).
// It is opaque to clients (base64url of JSON); one that does not decode is a 404, as an
// unknown page is.
import { notFound } from "./errors";
import { say } from "#contract/said";

export type SortKey = string | number | null;

export interface Cursor {
  /** The sort key and id of the row next to the page. */
  key: SortKey;
  id: number;
  /** How many rows of the list come before the page the cursor starts. */
  depth: number;
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

export const encodeCursor = ({ key, id, depth, before }: Cursor) => toBase64Url(JSON.stringify([key, id, depth, before ? 1 : 0]));

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
  if (!Array.isArray(parsed) || parsed.length !== 4) throw notFound(say("invalidCursor"));
  const [key, id, depth, before] = parsed;
  const count = (n: unknown) => Number.isSafeInteger(n) && (n as number) >= 0;
  if (!isKey(key) || !count(id) || !count(depth) || (before !== 0 && before !== 1)) throw notFound(say("invalidCursor"));
  return { key, id, depth, before: before === 1 };
}
