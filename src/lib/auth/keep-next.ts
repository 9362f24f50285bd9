// The way back through the sign-in pages (issue 23 item 7): a visitor sent to sign in with
// `?next=/ar/cart/` may go on to register or to "Forgot password" and back; every link between
// those pages carries the same `next`, and registering honours it like signing in does. The
// forgot-password page runs no script (its JS budget is 0), so its "Back to sign in" link is
// bare: the sign-in page then takes `next` from the address it came from (a same-site
// referrer keeps its query string).
import { safeNext } from "./validate";

const FORGOT = /^\/(en|ar)\/forgot-password\/$/;

/** The `next` this page carries: its own `?next=`, else the forgot-password page's it came back from. */
export function carriedNext(search: string, referrer: string, origin: string): string | null {
  const own = new URLSearchParams(search).get("next");
  if (own !== null) return safeNext(own, "") || null;
  if (!referrer) return null;
  try {
    const from = new URL(referrer);
    if (from.origin !== origin || !FORGOT.test(from.pathname)) return null;
    return safeNext(from.searchParams.get("next"), "") || null;
  } catch {
    return null;
  }
}

/** `href` with `next` in its query (unchanged when there is none to carry). */
export function withNext(href: string, next: string | null): string {
  if (!next) return href;
  const [path, query = ""] = href.split("?");
  const params = new URLSearchParams(query);
  params.set("next", next);
  return `${path}?${params}`;
}
