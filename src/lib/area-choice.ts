// The shopper's area ("Deliver to" in the top bar, issue 26 point 3), kept in a cookie for a
// year: `aswaq_area=<id>|<English name>|<Arabic name>` (URI-encoded). Not a secret: the names are
// there so the top bar's inline script can show them without a request. A signed-in shopper's
// choice is also on the account (PATCH /api/auth/profile/ {area_id}); the edge writes this
// cookie from it at sign-in (lib/edge/token-handler.ts).
import { readCookie } from "./stores/cookie-atom";

export const AREA_COOKIE = "aswaq_area";
const YEAR = 365 * 24 * 60 * 60;

export interface AreaChoice {
  id: number;
  name: string;
  name_ar: string;
}

/** The cookie's value for a choice (the edge writes the same). */
export const areaCookieValue = (area: AreaChoice) => encodeURIComponent(`${area.id}|${area.name}|${area.name_ar}`);

/** The area chosen in this browser, or null (none, or a damaged cookie). */
export function readAreaChoice(): AreaChoice | null {
  const [id, name = "", name_ar = ""] = (readCookie(AREA_COOKIE) ?? "").split("|");
  return /^\d{1,9}$/.test(id) ? { id: Number(id), name, name_ar } : null;
}

/** Remembers a choice for a year, or forgets it (null). */
export function writeAreaChoice(area: AreaChoice | null) {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain write, as cookie-atom's
  document.cookie = `${AREA_COOKIE}=${area ? areaCookieValue(area) : ""}; Max-Age=${area ? YEAR : 0}; Path=/; SameSite=Lax`;
}

/**
 * Reads `url` (GET /api/products/, /api/branch-products/) asking, with the area chosen in this
 * browser, whether each product reaches it (the cards' delivery line, lib/product/reach.ts). An
 * area the API no longer knows (a 400 naming area_id: the list of areas changed since the cookie
 * was written) is forgotten and the read made again without it, rather than failing the grid.
 */
export async function fetchWithArea(fetcher: typeof fetch, url: string, init?: RequestInit): Promise<Response> {
  const area = readAreaChoice();
  if (!area) return fetcher(url, init);
  const res = await fetcher(`${url}${url.includes("?") ? "&" : "?"}area_id=${area.id}`, init);
  if (res.status !== 400 || !(await res.clone().text()).includes('"area_id"')) return res;
  writeAreaChoice(null);
  return fetcher(url, init);
}

/** The id of the area chosen in this browser, for the checkout's address form to start from. */
export const chosenAreaId = (): number | null => readAreaChoice()?.id ?? null;
