// My wallet (docs/product.md §3 "Cashback", §7 GET /my/ and GET /cashbacks/): the island renders the wallet
// store (lib/stores/wallet.ts): the summary, the cashbacks with "Load more", and Retry on errors.
import { useStore } from "@nanostores/react";
import { useEffect, type ReactNode } from "react";
import type { Cashback } from "#contract/wallet";
import { formatMoney } from "../../lib/format";
import { dateFormat } from "../../lib/format-date";
import type { Locale, Strings } from "../../lib/i18n";
import { plural } from "../../lib/plural";
import { $wallet, expiryLevel, loadCashbacks, loadSummary, refreshWallet } from "../../lib/stores/wallet";
import { fill } from "../../lib/template";
import { useSignedIn } from "../auth/use-signed-in";

const BUTTON =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-gray-300 bg-white px-4 font-medium text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-60";

type WalletStrings = Strings<"wallet">;

export default function WalletView({ locale, t }: { locale: Locale; t: WalletStrings }) {
  const user = useSignedIn(locale);
  const { summary, list } = useStore($wallet);
  /** A counted string (`wallet.points.few`…) with the count filled in (lib/plural.ts). */
  const counted = (key: "wallet.points" | "wallet.daysLeft", n: number) => plural(t, locale, key, n);

  const userId = user?.id;
  useEffect(() => {
    if (userId !== undefined) void refreshWallet();
  }, [userId]);

  if (!user || (summary.status === "idle" && list.status === "idle")) {
    return (
      <p role="status" className="text-gray-600">
        {t["wallet.loading"]}
      </p>
    );
  }

  const busy = summary.status === "loading" || list.status === "loading";
  const wallet = summary.wallet;

  return (
    <div className="space-y-8" data-testid="wallet">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-gray-600">
          {busy ? t["wallet.refreshing"] : ""}
        </p>
        <button type="button" onClick={() => void refreshWallet()} disabled={busy} className={BUTTON} data-testid="wallet-refresh">
          <span aria-hidden="true">↻</span>
          {t["wallet.refresh"]}
        </button>
      </div>

      {summary.status === "error" && (
        <Retry message={t["wallet.summaryError"]} retry={t["wallet.retry"]} onRetry={() => void loadSummary()} testId="wallet-summary-error" />
      )}

      {wallet ? (
        <dl className="grid gap-4 sm:grid-cols-2" data-testid="wallet-summary">
          <Card term={t["wallet.balance"]} testId="wallet-balance">
            <span className="text-2xl font-bold text-gray-900">{formatMoney(wallet.available_balance, locale)}</span>
            <span className="mt-1 block text-sm text-gray-600">{t["wallet.balanceNote"]}</span>
          </Card>
          <Card term={t["wallet.total"]} testId="wallet-total">
            <span className="text-2xl font-bold text-gray-900">{formatMoney(wallet.available_balance, locale)}</span>
            <span className="mt-1 block text-sm text-gray-600">{counted("wallet.points", wallet.total_points)}</span>
          </Card>
          <Card term={t["wallet.expiringSoon"]} testId="wallet-expiring">
            <span className="text-2xl font-bold text-gray-900">{wallet.expiring_soon_count}</span>
            {wallet.urgent_count > 0 ? (
              <span className="mt-1 flex items-center gap-1 text-sm font-semibold text-red-700" data-testid="wallet-urgent">
                <span aria-hidden="true">⚠</span>
                {fill(t["wallet.urgentCount"], { n: wallet.urgent_count })}
              </span>
            ) : (
              <span className="mt-1 block text-sm text-gray-600">{t["wallet.noneUrgent"]}</span>
            )}
          </Card>
          <Card term={t["wallet.offers"]} testId="wallet-offers">
            <span className="text-2xl font-bold text-gray-900">{wallet.offers_count}</span>
            <span className="mt-1 block text-sm text-gray-600">{t["wallet.offersNote"]}</span>
          </Card>
        </dl>
      ) : (
        summary.status === "loading" && (
          <p role="status" className="text-gray-600">
            {t["wallet.loading"]}
          </p>
        )
      )}

      <section aria-labelledby="wallet-list-title" className="space-y-4">
        <h2 id="wallet-list-title" className="text-lg font-semibold text-gray-900">
          {t["wallet.listTitle"]}
        </h2>
        {list.status === "ready" && list.count === 0 && (
          <p className="rounded-lg border border-dashed border-gray-300 bg-white p-6 text-center text-gray-700" data-testid="wallet-empty">
            {t["wallet.empty"]}
          </p>
        )}
        {list.items.length > 0 && (
          <ul className="space-y-3" data-testid="wallet-cashbacks">
            {list.items.map((cashback) => (
              <CashbackRow key={cashback.id} cashback={cashback} locale={locale} t={t} counted={counted} />
            ))}
          </ul>
        )}
        {list.status === "loading" && list.items.length === 0 && (
          <p role="status" className="text-gray-600">
            {t["wallet.loading"]}
          </p>
        )}
        {list.status === "error" && (
          <Retry
            message={t["wallet.listError"]}
            retry={t["wallet.retry"]}
            onRetry={() => void loadCashbacks({ more: list.items.length > 0 })}
            testId="wallet-list-error"
          />
        )}
        {list.items.length > 0 && (
          <div className="flex flex-wrap items-center gap-4">
            <p className="text-sm text-gray-600" aria-live="polite">
              {fill(t["wallet.shown"], { shown: list.items.length, count: list.count })}
            </p>
            {list.next && list.status !== "error" && (
              <button
                type="button"
                onClick={() => void loadCashbacks({ more: true })}
                disabled={list.status === "loading"}
                className={BUTTON}
                data-testid="wallet-load-more"
              >
                {list.status === "loading" ? t["wallet.loadingMore"] : t["wallet.loadMore"]}
              </button>
            )}
          </div>
        )}
      </section>
    </div>
  );
}

function Card({ term, testId, children }: { term: string; testId: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm" data-testid={testId}>
      <dt className="text-sm font-medium text-gray-600">{term}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}

function Retry({ message, retry, onRetry, testId }: { message: string; retry: string; onRetry: () => void; testId: string }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800" data-testid={testId}>
      <p className="flex-1">{message}</p>
      <button type="button" onClick={onRetry} className={BUTTON}>
        {retry}
      </button>
    </div>
  );
}

interface RowProps {
  cashback: Cashback;
  locale: Locale;
  t: WalletStrings;
  counted: (key: "wallet.points" | "wallet.daysLeft", n: number) => string;
}

function CashbackRow({ cashback, locale, t, counted }: RowProps) {
  const level = expiryLevel(cashback);
  const tone = level === "urgent" ? "text-red-700 font-semibold" : level === "soon" ? "text-amber-800" : "text-gray-600";
  return (
    <li
      className="grid gap-2 rounded-lg border border-gray-200 bg-white p-4 sm:flex sm:items-start sm:justify-between sm:gap-6"
      data-testid="wallet-cashback"
      data-level={level}
    >
      <div className="min-w-0">
        <p className="text-lg font-semibold text-gray-900">{formatMoney(cashback.amount_egp, locale)}</p>
        <p className="text-sm text-gray-600">{counted("wallet.points", cashback.amount)}</p>
        <a
          href={`/${locale}/orders/${cashback.order_id}/`}
          className="mt-1 inline-flex min-h-11 items-center text-primary underline focus-visible:outline-2 focus-visible:outline-primary"
        >
          {fill(t["wallet.order"], { id: cashback.order_id })}
        </a>
      </div>
      <div className="text-sm sm:text-end">
        <p className="text-gray-700">{fill(t["wallet.expires"], { date: dateFormat(locale, "long").format(new Date(cashback.expires_at)) })}</p>
        <p className={`mt-1 flex flex-wrap items-center gap-2 sm:justify-end ${tone}`}>
          {level === "urgent" && <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white">{t["wallet.urgent"]}</span>}
          {counted("wallet.daysLeft", cashback.days_left)}
        </p>
      </div>
    </li>
  );
}
