// The wallet page (docs/product.md §3 "Cashback", §7 GET /my/ and GET /cashbacks/; issue 30 GET
// /my/ledger/): the summary with the balance's two parts, the list of cashbacks, and the ledger
// (newest first, one kind or all), each paged with "Load more". Failures are kept as state so the
// island can offer Retry; what was shown stays on screen. The island renders this only.
import { map } from "nanostores";
import { apiFetch } from "../api/client";
import type { Paged } from "#contract/common";
import type { Cashback, LedgerEntry, Wallet, WalletWithLedger } from "#contract/wallet";
import { WALLET_ENTRY_KINDS, type WalletEntryKind } from "#shared/return-rules";

/** Expiring soon = within 7 days, urgent = within 3 (the API counts the same way). */
export const EXPIRING_SOON_DAYS = 7;
export const URGENT_DAYS = 3;

export type LoadStatus = "idle" | "loading" | "ready" | "error";

/** The ledger's filter: one kind, or all of them. */
export type LedgerKind = WalletEntryKind | "all";
export const LEDGER_KINDS: readonly LedgerKind[] = ["all", ...WALLET_ENTRY_KINDS];
/** A kind from the address bar (?kind=spent), or all. */
export const ledgerKindOf = (value: string | null | undefined): LedgerKind => LEDGER_KINDS.find((k) => k === value) ?? "all";

/** GET /my/ answers walletWithLedger; an API from before the ledger answers without its fields. */
export type WalletSummary = Wallet & Partial<Pick<WalletWithLedger, "balance" | "refund_balance" | "cashback_balance">>;

export interface WalletState {
  summary: { status: LoadStatus; wallet: WalletSummary | null };
  list: { status: LoadStatus; items: Cashback[]; next: string | null; count: number };
  ledger: { status: LoadStatus; kind: LedgerKind; items: LedgerEntry[]; next: string | null; count: number };
}

const initial = (): WalletState => ({
  summary: { status: "idle", wallet: null },
  list: { status: "idle", items: [], next: null, count: 0 },
  ledger: { status: "idle", kind: "all", items: [], next: null, count: 0 },
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
    $wallet.setKey("summary", { status: "ready", wallet: (await res.json()) as WalletSummary });
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

/** The ledger's first page URL for a kind. */
export const ledgerUrl = (kind: LedgerKind) => (kind === "all" ? "/api/my/ledger/" : `/api/my/ledger/?kind=${kind}`);

// A page asked for a kind the shopper has since left is dropped when it arrives.
let ledgerAsk = 0;

/**
 * The ledger's first page of `kind` (the filter changed: the list is replaced), or, with `more`,
 * the next page of the kind shown, appended.
 */
export async function loadLedger({ kind, more = false, fetcher }: { kind?: LedgerKind; more?: boolean; fetcher?: typeof fetch } = {}) {
  const before = $wallet.get().ledger;
  const wanted = more ? before.kind : (kind ?? before.kind);
  const url = more ? before.next : ledgerUrl(wanted);
  if (!url) return;
  const ask = ++ledgerAsk;
  const shown = more || wanted === before.kind ? before : { ...before, kind: wanted, items: [], next: null, count: 0 };
  $wallet.setKey("ledger", { ...shown, status: "loading" });
  try {
    const res = await apiFetch(url, {}, fetcher);
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    const page = (await res.json()) as Paged<LedgerEntry>;
    if (ask !== ledgerAsk) return;
    const next = page.next ? relative(page.next) : null;
    $wallet.setKey("ledger", {
      status: "ready",
      kind: wanted,
      items: more ? [...shown.items, ...page.results] : page.results,
      next,
      count: page.count,
    });
  } catch {
    if (ask === ledgerAsk) $wallet.setKey("ledger", { ...shown, status: "error" });
  }
}

/** The summary, the first page of cashbacks and of the ledger (its kind kept), together (on load and on Refresh). */
export async function refreshWallet(fetcher?: typeof fetch, kind?: LedgerKind) {
  await Promise.all([loadSummary(fetcher), loadCashbacks({ fetcher }), loadLedger({ kind, fetcher })]);
}
