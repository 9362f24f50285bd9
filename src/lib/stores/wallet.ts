// The wallet page (docs/product.md §3 "Cashback", §7 GET /my/ and GET /cashbacks/): the summary and the
// list of cashbacks, paged with "Load more". Failures are kept as state so the island can offer
// Retry; what was shown stays on screen. The island renders this only.
import { map } from "nanostores";
import { apiFetch } from "../api/client";
import type { Paged } from "#contract/common";
import type { Cashback, Wallet } from "#contract/wallet";

/** Expiring soon = within 7 days, urgent = within 3 (the API counts the same way). */
export const EXPIRING_SOON_DAYS = 7;
export const URGENT_DAYS = 3;

export type LoadStatus = "idle" | "loading" | "ready" | "error";

export interface WalletState {
  summary: { status: LoadStatus; wallet: Wallet | null };
  list: { status: LoadStatus; items: Cashback[]; next: string | null; count: number };
}

const initial = (): WalletState => ({
  summary: { status: "idle", wallet: null },
  list: { status: "idle", items: [], next: null, count: 0 },
});

export const $wallet = map<WalletState>(initial());

export function resetWallet() {
  $wallet.set(initial());
}

/** How close a cashback is to expiring. */
export function expiryLevel(cashback: Pick<Cashback, "days_left">): "urgent" | "soon" | "later" {
  if (cashback.days_left <= URGENT_DAYS) return "urgent";
  if (cashback.days_left <= EXPIRING_SOON_DAYS) return "soon";
  return "later";
}

export async function loadSummary(fetcher?: typeof fetch) {
  const before = $wallet.get().summary;
  $wallet.setKey("summary", { ...before, status: "loading" });
  try {
    const res = await apiFetch("/api/my/", {}, fetcher);
    if (!res.ok) throw new Error(`/api/my/ answered ${res.status}`);
    $wallet.setKey("summary", { status: "ready", wallet: (await res.json()) as Wallet });
  } catch {
    $wallet.setKey("summary", { ...before, status: "error" });
  }
}

/** The first page (replacing the list) or, with `more`, the next page appended. */
export async function loadCashbacks({ more = false, fetcher }: { more?: boolean; fetcher?: typeof fetch } = {}) {
  const before = $wallet.get().list;
  const url = more ? before.next : "/api/cashbacks/";
  if (!url) return;
  $wallet.setKey("list", { ...before, status: "loading" });
  try {
    const res = await apiFetch(url, {}, fetcher);
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    const page = (await res.json()) as Paged<Cashback>;
    // Only the next page's link may differ in origin or form: keep the path and query.
    const next = page.next ? relative(page.next) : null;
    $wallet.setKey("list", { status: "ready", items: more ? [...before.items, ...page.results] : page.results, next, count: page.count });
  } catch {
    $wallet.setKey("list", { ...before, status: "error" });
  }
}

function relative(link: string): string {
  const url = new URL(link, "http://site.invalid");
  return `${url.pathname}${url.search}`;
}

/** The summary and the first page, together (on load and on Refresh). */
export async function refreshWallet(fetcher?: typeof fetch) {
  await Promise.all([loadSummary(fetcher), loadCashbacks({ fetcher })]);
}
