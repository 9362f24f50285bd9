// "Pay from my wallet" at checkout (issue 30 point 2): the signed-in shopper's balance (GET
// /my/), whether they use it, all they can or an amount they type, and what that leaves to pay in
// cash. The server takes `wallet_amount` (EGP) in the checkout's batch and refuses more than the
// balance or the total (400 on the field, 409 when another checkout spent it first): its words are
// shown on the field. The checkout dialog renders this; checkout-submit.ts sends it.
import { map } from "nanostores";
import type { Quote } from "#contract/quote";
import { apiFetch } from "../api/client";
import type { WalletSummary } from "./wallet";

export type WalletMode = "all" | "amount";

export interface CheckoutWalletState {
  status: "idle" | "loading" | "ready" | "error";
  /** The balance in piasters (0 until known). */
  balance: number;
  use: boolean;
  mode: WalletMode;
  /** What the shopper typed, in pounds. */
  text: string;
  /** A translation key (checkout.wallet.errors.*) or the server's own words. */
  error: string | null;
}

const blank = (): CheckoutWalletState => ({ status: "idle", balance: 0, use: false, mode: "all", text: "", error: null });

export const $checkoutWallet = map<CheckoutWalletState>(blank());

export const resetCheckoutWallet = () => $checkoutWallet.set(blank());

/** The most the wallet can pay: the balance, up to the grand total; never below zero. */
export const walletCap = (balance: number, total: number) => Math.max(0, Math.min(balance, total));

export type AmountCheck = { ok: true; piasters: number } | { ok: false; error: "badAmount" | "aboveZero" | "overMax" };

/**
 * A typed amount in pounds ("25", "25.5", "25.50"; Arabic-Indic digits and an Arabic decimal
 * separator are read too) checked against the cap, both in piasters.
 */
export function checkWalletAmount(text: string, cap: number): AmountCheck {
  const latin = text
    .trim()
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u066B,]/g, ".");
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(latin)) return { ok: false, error: "badAmount" };
  const piasters = Math.round(Number(latin) * 100);
  if (piasters <= 0) return { ok: false, error: "aboveZero" };
  if (piasters > cap) return { ok: false, error: "overMax" };
  return { ok: true, piasters };
}

/** The message key of a check's failure. */
export const amountErrorKey = (error: "badAmount" | "aboveZero" | "overMax") => `checkout.wallet.errors.${error}` as const;

/**
 * What the wallet pays towards `total` (piasters) as the state stands: nothing unless used; all
 * it can; or the typed amount when it passes (null when it does not: the form is not ready).
 */
export function walletPays(state: Pick<CheckoutWalletState, "balance" | "use" | "mode" | "text">, total: number): number | null {
  if (!state.use || state.balance <= 0) return 0;
  const cap = walletCap(state.balance, total);
  if (state.mode === "all") return cap;
  const check = checkWalletAmount(state.text, cap);
  return check.ok ? check.piasters : null;
}

/** Piasters of a quote's money ("125.40"). */
const cents = (amount: string) => Math.round(Number(amount) * 100);

/** The wallet's share of each order (piasters), the first order first, each taking what it can: as the server spreads it. */
export function walletShares(wallet: number, totals: number[]): number[] {
  let rest = wallet;
  return totals.map((total) => {
    const share = Math.min(rest, Math.max(0, total));
    rest -= share;
    return share;
  });
}

/**
 * The branches whose part is over its store's cash on delivery cap by its total but not by its
 * cash due once the wallet pays its share (the cap bounds the cash the courier takes: ADR 0034).
 */
export function coveredByWallet(quote: Quote, wallet: number): Set<number> {
  const shares = walletShares(
    wallet,
    quote.parts.map((p) => cents(p.total)),
  );
  return new Set(
    quote.parts
      .filter((p, i) => p.problem === "cod_limit" && p.cod_limit !== null && cents(p.total) - shares[i] <= cents(p.cod_limit))
      .map((p) => p.branch_id),
  );
}

/** Whether the quote can be placed with the wallet paying `wallet`: every part can, or its only trouble is a COD cap the wallet's share meets. */
export function placeableWith(quote: Quote, wallet: number): boolean {
  if (quote.ready) return true;
  const covered = coveredByWallet(quote, wallet);
  return quote.parts.every((p) => p.problem === null || covered.has(p.branch_id));
}

/** The wallet's part and the cash due on delivery, in piasters. */
export const splitTotal = (total: number, wallet: number) => ({ wallet, cash: Math.max(0, total - wallet) });

/** `wallet_amount` for the payload: EGP, left out when nothing is paid from the wallet. */
export const walletAmountField = (piasters: number): { wallet_amount?: string } =>
  piasters > 0 ? { wallet_amount: (piasters / 100).toFixed(2) } : {};

/** Reads the balance (when the dialog opens, and after a 409 said it changed). */
export async function loadCheckoutWallet(fetcher?: typeof fetch) {
  $checkoutWallet.setKey("status", "loading");
  try {
    const res = await apiFetch("/api/my/", {}, fetcher);
    if (!res.ok) throw new Error(`/api/my/ answered ${res.status}`);
    const wallet = (await res.json()) as WalletSummary;
    // The ledger's balance; an API from before the ledger has only its available cashback.
    const balance = Math.round(Number(wallet.balance ?? wallet.available_balance) * 100) || 0;
    const state = $checkoutWallet.get();
    $checkoutWallet.set({ ...state, status: "ready", balance, use: balance > 0 && state.use });
  } catch {
    // No wallet choice then: the checkout goes on in cash.
    $checkoutWallet.set({ ...$checkoutWallet.get(), status: "error", balance: 0, use: false });
  }
}

export const chooseWallet = (use: boolean) => $checkoutWallet.set({ ...$checkoutWallet.get(), use, error: null });
export const setWalletMode = (mode: WalletMode) => $checkoutWallet.set({ ...$checkoutWallet.get(), mode, error: null });
export const setWalletText = (text: string) => $checkoutWallet.set({ ...$checkoutWallet.get(), text, error: null });
export const setWalletError = (error: string | null) => $checkoutWallet.setKey("error", error);
