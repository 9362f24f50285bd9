// The signed-in side of the wishlist store (wishlist.ts loads it once someone is signed in):
// the sign-in merge and the toggles, sent one after another so the server sees them in order.
import { apiFetch, errorMessages } from "../api/client";
import { localAtom } from "./local-atom";
import { showToast } from "./toasts";
import { $browserWishlist, $wishlist, $wishlistSource, MAX_ITEMS, parseIds, setMembership, state, type WishlistMessages } from "./wishlist";

/** Which of the browser's ids were merged into which account, so a removal there is not undone by the next page load. */
const parseMerged = (raw: unknown): { user: number; ids: number[] } | null => {
  const value = raw as { user?: unknown; ids?: unknown } | null;
  return value && Number.isInteger(value.user) ? { user: value.user as number, ids: parseIds(value.ids) } : null;
};
const $merged = localAtom<{ user: number; ids: number[] } | null>("wishlist_merged", null, parseMerged);

let queue: Promise<unknown> = Promise.resolve();
const enqueue = <T>(task: () => Promise<T>) => {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
};

const call = (path: string, init?: RequestInit) => apiFetch(path, init, state.fetcher).catch(() => null);

const withPending = (ids: number[]) => {
  let out = ids;
  for (const [id, { saved }] of state.pending) out = setMembership(out, id, saved);
  return out.slice(0, MAX_ITEMS);
};

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
export const adoptAccount = (userId: number, run: number) =>
  enqueue(async () => {
    const local = $browserWishlist.get();
    const merged = $merged.get();
    const already = new Set(merged?.user === userId ? merged.ids : []);
    const fresh = local.filter((id) => !already.has(id));
    let ids: number[] | null = null;
    if (fresh.length > 0) {
      ids = await readIds(await call("/api/wishlist/sync/", { method: "POST", body: JSON.stringify({ product_ids: fresh }) }));
      if (ids && run === state.generation) $merged.set({ user: userId, ids: [...already, ...fresh].slice(-MAX_ITEMS) });
    }
    // Nothing new to merge, or the merge was refused (a full list): the account's list as it is.
    ids ??= await readIds(await call("/api/wishlist/ids/"));
    if (run !== state.generation) return;
    // Unreachable server: the browser's list stays on show; toggles still go to the account.
    $wishlist.set(withPending(ids ?? local));
    $wishlistSource.set("account");
  });

/** Tells the server about a toggle already shown; undoes it with a toast if refused. */
export const sendToggle = (productId: number, saved: boolean, token: number, run: number, messages?: WishlistMessages) =>
  enqueue(async () => {
    const res = await (saved ? call("/api/wishlist/", { method: "POST", body: JSON.stringify({ product_id: productId }) }) : call(`/api/wishlist/${productId}/`, { method: "DELETE" }));
    if (run !== state.generation) return;
    const latest = state.pending.get(productId)?.token === token;
    if (latest) state.pending.delete(productId);
    // Removing what the server no longer has is what was asked.
    if (res && (res.ok || (!saved && res.status === 404))) return;
    // A later toggle of the same product decides what is shown.
    if (latest) $wishlist.set(setMembership($wishlist.get(), productId, !saved));
    const said = res ? Object.values(await errorMessages(res))[0] : undefined;
    const message = said ?? messages?.failed;
    if (message) showToast(message, "error");
  });
