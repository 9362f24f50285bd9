// "Pay from my wallet" in the checkout dialog (issue 30 point 2): shown when the signed-in
// shopper's balance is above zero; all they can (up to the grand total) or an amount they type
// (up to the balance or the total, whichever is less). The rules and the call are
// stores/checkout-wallet.ts; the split (wallet and cash on delivery) is WalletSplit, under the totals.
import { useStore } from "@nanostores/react";
import { formatMoney } from "../../lib/format";
import type { Locale } from "../../lib/i18n";
import { $checkoutWallet, setWalletMode, setWalletText, splitTotal, chooseWallet, walletCap, walletPays } from "../../lib/stores/checkout-wallet";
import { say } from "../../lib/strings";
import { fill } from "../../lib/template";
import { formatDeduction } from "../../lib/signed-money";
import type { CartStrings } from "./cart-strings";

const RADIO = "flex min-h-11 cursor-pointer items-center gap-3 text-sm";

export function WalletPay({ idPrefix, total, locale, t, busy }: { idPrefix: string; total: number; locale: Locale; t: CartStrings; busy: boolean }) {
  const wallet = useStore($checkoutWallet);
  // Nothing to offer at a zero balance, but a refusal that emptied it stays on screen.
  if (wallet.balance <= 0 && !wallet.error) return null;
  const cap = walletCap(wallet.balance, total);
  const error = wallet.error ? say(t, wallet.error) : "";
  const message = wallet.error === "checkout.wallet.errors.overMax" ? fill(error, { amount: formatMoney(cap / 100, locale) }) : error;
  const errorId = `${idPrefix}-wallet-error`;
  const hintId = `${idPrefix}-wallet-hint`;
  return (
    <fieldset className="rounded-lg border border-gray-200 p-3" data-testid="wallet-pay">
      <legend className="px-1 font-semibold text-gray-900">{t["checkout.wallet.legend"]}</legend>
      {wallet.balance > 0 && (
        <label className={RADIO}>
          <input
            type="checkbox"
            checked={wallet.use}
            onChange={(e) => chooseWallet(e.target.checked)}
            disabled={busy}
            aria-invalid={wallet.error && wallet.mode === "all" ? true : undefined}
            aria-describedby={wallet.error && wallet.mode === "all" ? errorId : undefined}
            className="size-5 shrink-0 accent-primary"
            data-testid="wallet-use"
          />
          <span>{fill(t["checkout.wallet.use"], { balance: formatMoney(wallet.balance / 100, locale) })}</span>
        </label>
      )}
      {wallet.use && wallet.balance > 0 && (
        <div className="ms-8 space-y-1">
          <label className={RADIO}>
            <input
              type="radio"
              name={`${idPrefix}-wallet-mode`}
              checked={wallet.mode === "all"}
              onChange={() => setWalletMode("all")}
              disabled={busy}
              className="size-5 shrink-0 accent-primary"
              data-testid="wallet-all"
            />
            <span>{fill(t["checkout.wallet.all"], { amount: formatMoney(cap / 100, locale) })}</span>
          </label>
          <label className={RADIO}>
            <input
              type="radio"
              name={`${idPrefix}-wallet-mode`}
              checked={wallet.mode === "amount"}
              onChange={() => setWalletMode("amount")}
              disabled={busy}
              className="size-5 shrink-0 accent-primary"
              data-testid="wallet-some"
            />
            <span>{t["checkout.wallet.amount"]}</span>
          </label>
          {wallet.mode === "amount" && (
            <div className="ms-8">
              <label htmlFor={`${idPrefix}-wallet-amount`} className="block text-sm font-medium text-gray-800">
                {t["checkout.wallet.amountLabel"]}
              </label>
              <input
                id={`${idPrefix}-wallet-amount`}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                dir="ltr"
                value={wallet.text}
                onChange={(e) => setWalletText(e.target.value)}
                disabled={busy}
                aria-invalid={wallet.error ? true : undefined}
                aria-describedby={wallet.error ? `${errorId} ${hintId}` : hintId}
                className={`mt-1 min-h-11 w-40 rounded-lg border px-3 text-start ${wallet.error ? "border-red-600" : "border-gray-300"}`}
                data-testid="wallet-amount"
              />
              <p id={hintId} className="mt-1 text-sm text-gray-600">
                {fill(t["checkout.wallet.max"], { amount: formatMoney(cap / 100, locale) })}
              </p>
            </div>
          )}
        </div>
      )}
      <p id={errorId} role="alert" className="text-sm text-red-700 empty:hidden" data-testid="wallet-error">
        {message}
      </p>
    </fieldset>
  );
}

/** "Paid from wallet −LE x" and "Cash on delivery LE y" under the totals, while the wallet pays a part. */
export function WalletSplit({ total, locale, t }: { total: number; locale: Locale; t: CartStrings }) {
  const wallet = useStore($checkoutWallet);
  const pays = walletPays(wallet, total);
  if (!pays) return null;
  const { cash } = splitTotal(total, pays);
  return (
    <dl className="space-y-1 border-t border-gray-200 pt-1" data-testid="checkout-wallet-split">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-emerald-800">
        <dt>{t["checkout.wallet.paid"]}</dt>
        <dd data-testid="checkout-wallet-paid">{formatDeduction(pays / 100, locale)}</dd>
      </div>
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-lg">
        <dt className="font-medium text-gray-900">{t["checkout.wallet.cash"]}</dt>
        <dd className="font-bold text-gray-900" data-testid="checkout-cash-due">
          {formatMoney(cash / 100, locale)}
        </dd>
      </div>
    </dl>
  );
}
