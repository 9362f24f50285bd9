// The dashboard's Next and Previous for lists whose answers link their pages by keyset cursor
// (orders, offers; docs/decisions/0017): the address bar's change that shows page `to`.
import { turnTo } from "../../listing/urls";

/** The view's change: the shown answer's `next`/`previous` link's cursor, so a deep page costs what page 2 does. */
export function pageChange(page: number, links: { next: string | null; previous: string | null }, to: number): Record<string, string | undefined> {
  const turned = turnTo(page, links, to > page);
  return { page: turned.page > 1 ? String(turned.page) : undefined, cursor: turned.cursor || undefined };
}

/** A view's cursor from the address bar: base64url as the API writes it, else none. */
export const readCursor = (value: string | undefined) => (/^[\w-]{1,512}$/.test(value ?? "") ? (value as string) : "");

/** A linked list's answer, as the dashboard's tables keep it. */
export interface LinkedPage<T> {
  rows: T[];
  count: number;
  /** `count` stopped at the API's cap: there are more rows than it says. */
  countCapped: boolean;
  /** The answer's links, which Next and Previous follow. */
  next: string | null;
  previous: string | null;
}

export const EMPTY_PAGE: LinkedPage<never> = { rows: [], count: 0, countCapped: false, next: null, previous: null };

/** Reads a list's answer body into a table's page. */
export async function readLinkedPage<T>(res: Response): Promise<LinkedPage<T>> {
  const body = (await res.json()) as { count: number; count_capped?: boolean; next: string | null; previous: string | null; results: T[] };
  return { rows: body.results, count: body.count, countCapped: body.count_capped ?? false, next: body.next, previous: body.previous };
}
