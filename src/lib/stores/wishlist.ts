// The wishlist (decisions: persisted per browser for visitors, per account when signed in,
// merged at sign-in). Islands read it and change it only here.
//
// `$wishlist` is the list the page shows. For a visitor it is the browser's own list
// (localStorage). When the session is (or becomes) signed-in, the browser's ids this account
// has not merged yet go to POST /api/wishlist/sync/ (else GET /api/wishlist/ids/) and the
// account's ids are shown from then on; toggles go to the server, optimistically, and are
// undone with a toast if the server refuses. On sign-out the browser's own list comes back.
// Every card page loads this file, so it is kept small (tests/budgets).
import { atom, computed } from "nanostores";
import { apiFetch, errorMessages } from "../api/client";
import { persistentAtom } from "@nanostores/persistent";
import { $session } from "./session";
import { showToast } from "./toasts";

const MAX_ITEMS = 500; // the API's cap per account, and one for the browser's storage

const parseIds = (raw: unknown): number[] =>
  Array.isArray(raw) ? [...new Set(raw.filter((id): id is number => Number.isInteger(id) && id > 0))].slice(0, MAX_ITEMS) : [];

const setMembership = (ids: readonly number[], productId: number, saved: boolean) =>
  saved ? [productId, ...ids.filter((id) => id !== productId)].slice(0, MAX_ITEMS) : ids.filter((id) => id !== productId);

/**
 * An atom kept in localStorage as JSON, read through `parse` (damaged JSON is the initial
 * value); @nanostores/persistent also follows other tabs' changes and works without storage.
 */
const localAtom = <T>(key: string, initial: T, parse: (raw: unknown) => T) =>
  persistentAtom<T>(key, initial, {
    encode: JSON.stringify,
    decode: (text) => {
      try {
        return parse(JSON.parse(text));
      } catch {
        return initial;
      }
    },
  });

/** The browser's own list: a visitor's wishlist, kept through sign-in and back after sign-out. */
export const $browserWishlist = localAtom<number[]>("wishlist", [], parseIds);
/** Which of the browser's ids were merged into which account, so a removal there is not undone by the next page load. */
const $merged = localAtom<{ user: number; ids: number[] } | null>("wishlist_merged", null, (raw) => {
  const value = raw as { user?: number; ids?: unknown } | null;
  return value && Number.isInteger(value.user) ? { user: value.user!, ids: parseIds(value.ids) } : null;
});

/** What the page shows: the browser's list, or the signed-in account's. */
export const $wishlist = atom<number[]>($browserWishlist.get());
export const $wishlistCount = computed($wishlist, (ids) => ids.length);

/**
 * "loading" until it is known whose list is shown (the session is loading, or the browser's
 * list is being merged), then "browser" (a visitor) or "account" (signed in, the server's).
 */
export type WishlistSource = "loading" | "browser" | "account";
export const $wishlistSource = atom<WishlistSource>("loading");

export const inWishlist = (productId: number) => $wishlist.get().includes(productId);

export interface WishlistMessages {
  /** Shown when the server could not be reached or gave no message of its own. */
  failed: string;
}

let fetcher: typeof fetch = (...args) => fetch(...args);
/** Tests drive the store with a fake fetch (the site's edge); pages use the browser's. */
export function setWishlistFetcher(f: typeof fetch) {
  fetcher = f;
}
const call = (path: string, init?: RequestInit) => apiFetch(path, init, fetcher).catch(() => null);

// Whose list is shown (a user id, or null for the browser's); `generation` changes with every
// sign-in and sign-out, so an answer that arrives after that is dropped. `pending` holds the
// toggles sent but not answered (product -> saved), which a list adopted meanwhile keeps.
let account: number | null = null;
let generation = 0;
const pending = new Map<number, boolean>();

// Server calls run one after another (the merge first), so the server sees them in order.
let queue: Promise<unknown> = Promise.resolve();
const enqueue = (task: () => Promise<unknown>) => void (queue = queue.then(task).catch(() => undefined));

/** Resolves once every server call asked for so far is answered (the merge, toggles). */
export async function wishlistSettled(): Promise<void> {
  for (let seen: Promise<unknown> | undefined; seen !== queue; ) await (seen = queue);
}

async function readIds(res: Response | null): Promise<number[] | null> {
  const body = res?.ok ? ((await res.json().catch(() => null)) as { product_ids?: unknown } | null) : null;
  return Array.isArray(body?.product_ids) ? parseIds(body.product_ids) : null;
}

/** Merges the browser's not-yet-merged ids into the account, then shows the account's list. */
async function adoptAccount(userId: number, run: number) {
  const local = $browserWishlist.get();
  const merged = $merged.get();
  const already = merged?.user === userId ? merged.ids : [];
  const fresh = local.filter((id) => !already.includes(id));
  let ids: number[] | null = null;
  if (fresh.length) {
    ids = await readIds(await call("/api/wishlist/sync/", { method: "POST", body: JSON.stringify({ product_ids: fresh }) }));
    if (ids && run === generation) $merged.set({ user: userId, ids: [...already, ...fresh].slice(-MAX_ITEMS) });
  }
  // Nothing new to merge, or the merge was refused (a full list): the account's list as it is.
  ids ??= await readIds(await call("/api/wishlist/ids/"));
  if (run !== generation) return;
  // Unreachable server: the browser's list stays on show; toggles still go to the account.
  let shown = ids ?? local;
  for (const [id, saved] of pending) shown = setMembership(shown, id, saved);
  $wishlist.set(shown);
  $wishlistSource.set("account");
}

$browserWishlist.listen((ids) => {
  if (account === null) $wishlist.set([...ids]);
});

$session.subscribe((session) => {
  if (session.status === "loading") return;
  const userId = session.status === "signed-in" ? session.user.id : null;
  if (userId === account && $wishlistSource.get() !== "loading") return;
  const run = ++generation;
  account = userId;
  pending.clear();
  if (userId === null) {
    $wishlist.set($browserWishlist.get());
    $wishlistSource.set("browser");
  } else {
    $wishlistSource.set("loading");
    enqueue(() => adoptAccount(userId, run));
  }
});

/**
 * Adds the product when absent, removes it when present; returns whether it is now saved.
 * Signed in, the server is told; if it refuses, the change is undone and the server's own
 * message (or `messages.failed`) is shown.
 */
export function toggleWishlist(productId: number, messages?: WishlistMessages): boolean {
  const saved = !inWishlist(productId);
  if (account === null) {
    $browserWishlist.set(setMembership($browserWishlist.get(), productId, saved));
    return saved;
  }
  const run = generation;
  pending.set(productId, saved);
  $wishlist.set(setMembership($wishlist.get(), productId, saved));
  enqueue(async () => {
    const res = await call(saved ? "/api/wishlist/" : `/api/wishlist/${productId}/`, {
      method: saved ? "POST" : "DELETE",
      body: saved ? JSON.stringify({ product_id: productId }) : undefined,
    });
    if (run !== generation) return;
    // A later toggle of the same product decides what is shown.
    const latest = pending.get(productId) === saved;
    if (latest) pending.delete(productId);
    // Removing what the server no longer has is what was asked.
    if (res && (res.ok || (!saved && res.status === 404))) return;
    if (latest) $wishlist.set(setMembership($wishlist.get(), productId, !saved));
    const message = (res && Object.values(await errorMessages(res))[0]) || messages?.failed;
    if (message) showToast(message, "error");
  });
  return saved;
}
