// What the cart's Checkout button does for the session (docs/product.md: a visitor signs in
// first, then comes back). Apart from checkout-submit.ts, so the cart page's first script
// does not carry the checkout itself (the dialog loads it when opened).
import type { Session } from "./session";

export function checkoutEntry(session: Session, locale: string): { action: "wait" } | { action: "open" } | { action: "sign_in"; href: string } {
  if (session.status === "loading") return { action: "wait" };
  if (session.status === "guest") return { action: "sign_in", href: signInHref(locale) };
  return { action: "open" };
}

export const signInHref = (locale: string) => `/${locale}/login/?next=${encodeURIComponent(`/${locale}/cart/`)}`;
