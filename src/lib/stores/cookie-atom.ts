// An atom kept in a cookie, so state survives reloads and is readable by the server later
// (docs/product.md §4: cart, selected store and branch persist in cookies for 7 days).
import { atom, type WritableAtom } from "nanostores";

export const COOKIE_DAYS = 7;

export function readCookie(name: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  const hit = document.cookie.split("; ").find((part) => part.startsWith(`${name}=`));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : undefined;
}

function writeCookie(name: string, value: string) {
  if (typeof document === "undefined") return;
  const maxAge = COOKIE_DAYS * 24 * 60 * 60;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve; one plain write
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
}

export function cookieAtom<T>(name: string, initial: T, parse: (raw: unknown) => T): WritableAtom<T> {
  let start = initial;
  const raw = readCookie(name);
  if (raw !== undefined) {
    try {
      start = parse(JSON.parse(raw));
    } catch {
      start = initial; // a damaged cookie is not worth an error page
    }
  }
  const store = atom<T>(start);
  store.listen((value) => writeCookie(name, JSON.stringify(value)));
  return store;
}
