// The wallet page's money (issue 30, ADR 0034): the balance's two parts, and one ledger row as
// the page lists it. Pure. Signed amounts are signed-money.ts (the order pages and the checkout
// use them too, without this).
import type { LedgerEntry, WalletWithLedger } from "#contract/wallet";
import { toPiasters } from "#shared/money";
import type { WalletEntryKind, WalletPart } from "#shared/return-rules";
import { dateFormat } from "./format-date";
import type { Locale } from "./i18n";
import { formatSignedMoney, MINUS } from "./signed-money";
import { fill } from "./template";

/** Piasters of a signed EGP string: "+12.00" → 1200, "-12.00" → -1200, "12.00" → 1200. */
export function signedPiasters(amount: string): number {
  const text = amount.trim();
  const negative = text.startsWith("-") || text.startsWith(MINUS);
  const piasters = toPiasters(text.replace(/^[-+\u2212]/, ""));
  return negative ? -piasters : piasters;
}

export interface BalanceParts {
  /** The ledger's sum, piasters. */
  balance: number;
  /** Refund money: never expires. */
  refund: number;
  /** Unexpired cashback not yet spent. */
  cashback: number;
}

/**
 * The balance and its parts from GET /my/, in piasters. An answer without the ledger's fields
 * (an API from before the ledger) counts all its available cashback as the balance.
 */
export function balanceParts(wallet: Pick<WalletWithLedger, "available_balance"> & Partial<WalletWithLedger>): BalanceParts {
  if (wallet.balance === undefined) {
    const cashback = toPiasters(wallet.available_balance);
    return { balance: cashback, refund: 0, cashback };
  }
  return {
    balance: signedPiasters(wallet.balance),
    refund: signedPiasters(wallet.refund_balance ?? "0"),
    cashback: signedPiasters(wallet.cashback_balance ?? "0"),
  };
}

/** The strings a ledger row needs (the wallet page's `t`). */
export type LedgerStrings = { readonly [K in `wallet.kind.${WalletEntryKind}` | `wallet.part.${WalletPart}`]: string } & {
  readonly "wallet.order": string;
  readonly "wallet.return": string;
  readonly "wallet.expires": string;
  readonly "wallet.reason": string;
};

/** Where a return's own page is (the returns pages: /{locale}/returns/{id}/). */
export const returnHref = (locale: Locale, id: number) => `/${locale}/returns/${id}/`;

export interface LedgerRow {
  id: number;
  kind: WalletEntryKind;
  /** What moved the wallet, in words. */
  title: string;
  /** Which part of the balance it moved. */
  part: string;
  /** "+LE 12.00" / "−LE 12.00". */
  amount: string;
  direction: "in" | "out";
  /** When, in the page's language. */
  date: string;
  /** The ISO time, for <time datetime>. */
  at: string;
  /** The order or the return it belongs to: a return first (its order is on the return's page). */
  link: { href: string; text: string } | null;
  /** An earned cashback's expiry, or an adjustment's reason. */
  note: string | null;
}

/** One movement of the wallet as the page lists it. */
export function ledgerRow(entry: LedgerEntry, locale: Locale, t: LedgerStrings): LedgerRow {
  const piasters = signedPiasters(entry.amount);
  const day = (iso: string) => dateFormat(locale, "long").format(new Date(iso));
  const link =
    entry.return_id !== null
      ? { href: returnHref(locale, entry.return_id), text: fill(t["wallet.return"], { id: entry.return_id }) }
      : entry.order_id !== null
        ? { href: `/${locale}/orders/${entry.order_id}/`, text: fill(t["wallet.order"], { id: entry.order_id }) }
        : null;
  const note =
    entry.kind === "cashback_earned" && entry.expires_at
      ? fill(t["wallet.expires"], { date: day(entry.expires_at) })
      : entry.reason
        ? fill(t["wallet.reason"], { reason: entry.reason })
        : null;
  return {
    id: entry.id,
    kind: entry.kind,
    title: t[`wallet.kind.${entry.kind}`],
    part: t[`wallet.part.${entry.part}`],
    amount: formatSignedMoney(piasters / 100, locale),
    direction: piasters < 0 ? "out" : "in",
    date: day(entry.created_at),
    at: entry.created_at,
    link,
    note,
  };
}
