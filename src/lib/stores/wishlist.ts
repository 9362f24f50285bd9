// The wishlist (decisions: persisted per browser for visitors, per account when signed in,
// merged at sign-in). Islands read it and change it only here.
//
// `$wishlist` is the list the page shows. For a visitor it is the browser's own list
// (localStorage). When the session is (or becomes) signed-in, the browser's ids this account
// has not merged yet go to POST /api/wishlist/sync/ (else GET /api/wishlist/ids/), and the
// account's ids are shown from then on; toggles go to the server, optimistically, and are
// undone with a toast if the server refuses. On sign-out the browser's own list comes back.
// The server side lives in wishlist-account.ts, loaded only once someone is signed in, so a
// visitor's pages carry none of it.
import { atom, computed } from "nanostores";
import { localAtom } from "./local-atom";
import { $session, type Session } from "./session";

export const MAX_ITEMS = 500; // the API's cap per account, and one for the browser's storage

export const parseIds = (raw: unknown): number[] =>
  Array.isArray(raw) ? [...new Set(raw.filter((id): id is number => Number.isInteger(id) && id > 0))].slice(0, MAX_ITEMS) : [];

/** The browser's own list: a visitor's wishlist, kept through sign-in and back after sign-out. */
export const $browserWishlist = localAtom<number[]>("wishlist", [], parseIds);

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

export const setMembership = (ids: number[], productId: number, saved: boolean) =>
  saved ? [productId, ...ids.filter((id) => id !== productId)].slice(0, MAX_ITEMS) : ids.filter((id) => id !== productId);

export interface WishlistMessages {
  /** Shown when the server could not be reached or gave no message of its own. */
  failed: string;
}

/**
 * Whose list is shown (`account`, a user id, or null for the browser's); `generation` changes
 * with every sign-in and sign-out, so an answer that arrives after that is dropped. `pending`
 * holds toggles sent but not answered (product -> the latest toggle's wish), which an account
 * list adopted meanwhile keeps.
 */
export const state = {
  account: null as number | null,
  generation: 0,
  pending: new Map<number, { saved: boolean; token: number }>(),
  tokens: 0,
  fetcher: ((...args) => fetch(...args)) as typeof fetch,
};

/** Tests drive the store with a fake fetch (the site's edge); pages use the browser's. */
export function useWishlistFetcher(f: typeof fetch) {
  state.fetcher = f;
}

const server = () => import("./wishlist-account");
let last: Promise<unknown> = Promise.resolve();
const withServer = (task: (m: Awaited<ReturnType<typeof server>>) => Promise<unknown>) => {
  last = server().then(task).catch(() => undefined);
};

/** Resolves once every server call asked for so far is answered (the merge, toggles). */
export async function wishlistSettled(): Promise<void> {
  let seen: Promise<unknown>;
  do {
    seen = last;
    await seen;
  } while (seen !== last);
}

$browserWishlist.listen((ids) => {
  if (state.account === null) $wishlist.set([...ids]);
});

function onSession(session: Session) {
  if (session.status === "loading") return;
  const userId = session.status === "signed-in" ? session.user.id : null;
  if (userId === state.account && $wishlistSource.get() !== "loading") return;
  state.generation += 1;
  state.account = userId;
  state.pending.clear();
  if (userId === null) {
    $wishlist.set($browserWishlist.get());
    $wishlistSource.set("browser");
    return;
  }
  $wishlistSource.set("loading");
  const run = state.generation;
  withServer((m) => m.adoptAccount(userId, run));
}

$session.subscribe(onSession);

/**
 * Adds the product when absent, removes it when present; returns whether it is now saved.
 * Signed in, the server is told; if it refuses, the change is undone and the server's own
 * message (or `messages.failed`) is shown.
 */
export function toggleWishlist(productId: number, messages?: WishlistMessages): boolean {
  const saved = !$wishlist.get().includes(productId);
  if (state.account === null) {
    $browserWishlist.set(setMembership($browserWishlist.get(), productId, saved));
    return saved;
  }
  const run = state.generation;
  const token = ++state.tokens;
  state.pending.set(productId, { saved, token });
  $wishlist.set(setMembership($wishlist.get(), productId, saved));
  withServer((m) => m.sendToggle(productId, saved, token, run, messages));
  return saved;
}
