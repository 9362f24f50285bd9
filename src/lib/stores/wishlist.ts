// The wishlist (decisions: persisted per browser for visitors, per account when signed in,
// merged at sign-in). Islands read it and change it only here.
//
// `$wishlist` is the list the page shows. For a visitor it is the browser's own list
// (localStorage). When the session becomes signed-in, the browser's ids this account has not
// merged yet go to POST /api/wishlist/sync/ (else GET /api/wishlist/ids/), and the account's
// ids are shown from then on; toggles go to the server, optimistically, and are undone with a
// toast if the server refuses. On sign-out the browser's own list comes back.
import { atom, computed } from "nanostores";
import { apiFetch, errorMessages } from "../api/client";
import { localAtom } from "./local-atom";
import { $session, type Session } from "./session";
import { showToast } from "./toasts";

const MAX_ITEMS = 500; // the API's cap per account, and one for the browser's storage

const parseIds = (raw: unknown): number[] =>
  Array.isArray(raw) ? [...new Set(raw.filter((id): id is number => Number.isInteger(id) && id > 0))].slice(0, MAX_ITEMS) : [];

/** Which of the browser's ids were merged into which account, so a removal there is not undone by the next page load. */
const parseMerged = (raw: unknown): { user: number; ids: number[] } | null => {
  const value = raw as { user?: unknown; ids?: unknown } | null;
  return value && Number.isInteger(value.user) ? { user: value.user as number, ids: parseIds(value.ids) } : null;
};

/** The browser's own list: a visitor's wishlist, kept through sign-in and back after sign-out. */
export const $browserWishlist = localAtom<number[]>("wishlist", [], parseIds);
const $merged = localAtom<{ user: number; ids: number[] } | null>("wishlist_merged", null, parseMerged);

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

let fetcher: typeof fetch = (...args) => fetch(...args);
/** Tests drive the store with a fake fetch (the site's edge); pages use the browser's. */
export function useWishlistFetcher(f: typeof fetch) {
  fetcher = f;
}

// Whose list is shown; `generation` changes with every sign-in or sign-out, so an answer
// that arrives after the session changed is dropped.
let account: number | null = null;
let generation = 0;
// Toggles sent but not answered: product -> the latest toggle's wish. An account list adopted
// meanwhile keeps them; a refused toggle that a later one replaced changes nothing on show.
const pending = new Map<number, { saved: boolean; token: number }>();
let tokens = 0;
// Server calls run one after another (the merge first), so the server sees them in order.
let queue: Promise<unknown> = Promise.resolve();
const enqueue = <T>(task: () => Promise<T>) => {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
};

const withPending = (ids: number[]) => {
  let out = ids;
  for (const [id, { saved }] of pending) out = saved ? (out.includes(id) ? out : [id, ...out]) : out.filter((x) => x !== id);
  return out.slice(0, MAX_ITEMS);
};

const setMembership = (ids: number[], productId: number, saved: boolean) =>
  saved ? [productId, ...ids.filter((id) => id !== productId)].slice(0, MAX_ITEMS) : ids.filter((id) => id !== productId);

$browserWishlist.listen((ids) => {
  if (account === null) $wishlist.set(ids);
});

async function readIds(res: Response | null): Promise<number[] | null> {
  if (!res?.ok) return null;
  try {
    const body = (await res.json()) as { product_ids?: unknown };
    return Array.isArray(body.product_ids) ? parseIds(body.product_ids) : null;
  } catch {
    return null;
  }
}

/** Merges the browser's not-yet-merged ids into the account and shows the account's list. */
async function adoptAccount(userId: number, run: number) {
  const local = $browserWishlist.get();
  const merged = $merged.get();
  const already = merged?.user === userId ? new Set(merged.ids) : new Set<number>();
  const fresh = local.filter((id) => !already.has(id));
  const call = (path: string, init?: RequestInit) => apiFetch(path, init, fetcher).catch(() => null);
  let ids: number[] | null = null;
  if (fresh.length > 0) {
    ids = await readIds(await call("/api/wishlist/sync/", { method: "POST", body: JSON.stringify({ product_ids: fresh }) }));
    if (ids && run === generation) $merged.set({ user: userId, ids: [...already, ...fresh].slice(-MAX_ITEMS) });
  }
  // Nothing new to merge, or the merge was refused (a full list): the account's list as it is.
  ids ??= await readIds(await call("/api/wishlist/ids/"));
  if (run !== generation) return;
  // Unreachable server: the browser's list stays on show; toggles still go to the account.
  $wishlist.set(withPending(ids ?? local));
  $wishlistSource.set("account");
}

function onSession(session: Session) {
  if (session.status === "loading") return;
  const userId = session.status === "signed-in" ? session.user.id : null;
  if (userId === account && $wishlistSource.get() !== "loading") return;
  generation += 1;
  account = userId;
  pending.clear();
  if (userId === null) {
    $wishlist.set($browserWishlist.get());
    $wishlistSource.set("browser");
    return;
  }
  $wishlistSource.set("loading");
  const run = generation;
  void enqueue(() => adoptAccount(userId, run));
}

$session.subscribe(onSession);

/** Resolves once the account's list is shown (or at once for a visitor). */
export const wishlistSettled = () => queue;

export interface WishlistMessages {
  /** Shown when the server could not be reached or gave no message of its own. */
  failed: string;
}

/**
 * Adds the product when absent, removes it when present; returns whether it is now saved.
 * Signed in, the server is told; if it refuses, the change is undone and `messages.failed`
 * (or the server's own message) is shown.
 */
export function toggleWishlist(productId: number, messages?: WishlistMessages): boolean {
  const saved = !$wishlist.get().includes(productId);
  if (account === null) {
    $browserWishlist.set(setMembership($browserWishlist.get(), productId, saved));
    return saved;
  }
  const run = generation;
  const token = ++tokens;
  pending.set(productId, { saved, token });
  $wishlist.set(setMembership($wishlist.get(), productId, saved));
  void enqueue(async () => {
    const res = await (saved
      ? apiFetch("/api/wishlist/", { method: "POST", body: JSON.stringify({ product_id: productId }) }, fetcher)
      : apiFetch(`/api/wishlist/${productId}/`, { method: "DELETE" }, fetcher)
    ).catch(() => null);
    if (run !== generation) return;
    const latest = pending.get(productId)?.token === token;
    if (latest) pending.delete(productId);
    // Removing what the server no longer has is what was asked.
    if (res && (res.ok || (!saved && res.status === 404))) return;
    if (latest) $wishlist.set(setMembership($wishlist.get(), productId, !saved));
    const said = res ? Object.values(await errorMessages(res))[0] : undefined;
    const message = said ?? messages?.failed;
    if (message) showToast(message, "error");
  });
  return saved;
}
