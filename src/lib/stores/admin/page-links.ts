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
