// Who is signed in (docs/product.md §4 "Session"). The tokens never reach this code: the edge worker keeps
// them in httpOnly cookies. A readable hint cookie it sets says whether a session exists, so a
// visitor's page knows at once that nobody is signed in (no request), and a member's page asks
// GET /api/auth/profile/ once to learn the user. Signing in and registering are sign-in.ts's
// (only their pages load them); on sign-in the cart is merged here (mergeCart).
import { atom, onMount } from "nanostores";
import type { User } from "#contract/auth";
import { apiFetch, onSessionEnded } from "../api/client";
import { readCookie } from "./cookie-atom";
import type { Cart, CartLine, CartLineInput } from "#contract/cart";
import { HINT_COOKIE } from "#shared/session-hint";
import { $cart, type CartItem } from "./cart";

export type Session = { status: "loading" } | { status: "guest" } | { status: "signed-in"; user: User };

const hinted = () => Boolean(readCookie(HINT_COOKIE));

export const $session = atom<Session>({ status: "loading" });

/** The sign-in page, coming back afterwards to the page the visitor is on (its query string too). */
export const signInHere = (locale: string) => `/${locale}/login/?next=${encodeURIComponent(location.pathname + location.search)}`;
/** The register page, coming back afterwards to the page the visitor is on, like signInHere. */
export const registerHere = (locale: string) => `/${locale}/register/?next=${encodeURIComponent(location.pathname + location.search)}`;

export async function loadSession(): Promise<Session> {
  if (!hinted()) {
    $session.set({ status: "guest" });
    return $session.get();
  }
  try {
    const res = await apiFetch("/api/auth/profile/");
    $session.set(res.ok ? { status: "signed-in", user: (await res.json()) as User } : { status: "guest" });
    if (res.ok) void refreshServerCart();
  } catch {
    $session.set({ status: "guest" });
  }
  return $session.get();
}

onMount($session, () => {
  if ($session.get().status === "loading") void loadSession();
});

// A session the edge could not refresh is over: forget the user and go home (docs/product.md §4).
onSessionEnded(() => {
  if ($session.get().status === "signed-in" && typeof location !== "undefined") location.assign("/");
  $session.set({ status: "guest" });
});

/** After a profile change: the top bar and the account sidebar show the new details at once. */
export function updateSessionUser(user: User) {
  if ($session.get().status === "signed-in") $session.set({ status: "signed-in", user });
}

/** The server ends the session whatever happens to the request; the cart stays on the server. */
export async function logout(): Promise<void> {
  try {
    await apiFetch("/api/auth/logout/", { method: "POST" });
  } finally {
    $session.set({ status: "guest" });
    $cart.set([]);
  }
}

/**
 * On sign-in the visitor's cookie cart is merged into the server cart (docs/product.md); the
 * merged cart, with the server's current prices, becomes the cart on the page.
 */
export async function mergeCart(): Promise<void> {
  clearTimeout(pushTimer);
  const items = $cart.get().map(serverLine);
  const res = await apiFetch("/api/cart/sync/", { method: "POST", body: JSON.stringify({ items }) }).catch(() => null);
  if (res?.ok) adoptServerCart(((await res.json()) as Cart).items);
}

/**
 * A signed-in customer's cart is the server's (docs/product.md): on every page load it is read
 * again, so a cart filled in another browser shows here, and what the page shows is what the
 * server holds. A change made here meanwhile wins: it is pushed back shortly anyway.
 */
export async function refreshServerCart(): Promise<void> {
  const pushedBefore = pushes;
  const res = await apiFetch("/api/cart/").catch(() => null);
  if (res?.ok && pushes === pushedBefore && !pushTimerActive) adoptServerCart(((await res.json()) as Cart).items);
}

/** A line of the page's cart as the server cart takes it. */
const serverLine = (i: CartItem): CartLineInput => ({ product_id: i.productId, branch_id: i.branchId, quantity: i.quantity });

/** The server's lines become the page's cart, without being pushed back. */
export function adoptServerCart(lines: CartLine[]) {
  applyingServerCart = true;
  const locale = typeof document !== "undefined" && document.documentElement.lang === "ar" ? "ar" : "en";
  $cart.set(
    lines.map(
      (line): CartItem => ({
        productId: line.product_id,
        branchId: line.branch_id,
        quantity: line.quantity,
        name: (locale === "ar" && line.name_ar) || line.name,
        image: line.image,
        price: line.price ?? "0.00",
      }),
    ),
  );
  applyingServerCart = false;
}

// While signed in, the cart on the page is the server cart's copy: changes go back (replacing
// the server's lines) shortly after the last one, so a burst of "+" clicks is one request.
let applyingServerCart = false;
let pushTimer: ReturnType<typeof setTimeout> | undefined;
let pushTimerActive = false;
let pushes = 0;
export const CART_PUSH_DELAY_MS = 400;

$cart.listen((items) => {
  if (applyingServerCart || $session.get().status !== "signed-in") return;
  clearTimeout(pushTimer);
  pushTimerActive = true;
  pushes++;
  pushTimer = setTimeout(() => {
    pushTimerActive = false;
    const lines = items.map(serverLine);
    void apiFetch("/api/cart/sync/", { method: "POST", body: JSON.stringify({ items: lines, replace: true }) }).catch(() => undefined);
  }, CART_PUSH_DELAY_MS);
});
