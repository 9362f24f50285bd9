// My wallet (docs/product.md §3 "Cashback", §7 GET /my/ and GET /cashbacks/; issue 30): the island renders
// the wallet store (lib/stores/wallet.ts): the balance with its two parts (refund money never
// expires, cashback does), the cashbacks and when each expires, the ledger filtered by kind, each
// list with "Load more", and Retry on errors. The ledger's kind is kept in the address bar (?kind=).
import { useStore } from "@nanostores/react";
import { useEffect, type ReactNode } from "react";
import type { Cashback } from "#contract/wallet";
import { formatMoney } from "../../lib/format";
import { dateFormat } from "../../lib/format-date";
import type { Locale, Strings } from "../../lib/i18n";
import { plural } from "../../lib/plural";
import {
  $wallet,
  expiryLevel,
  LEDGER_KINDS,
  type LedgerKind,
  ledgerKindOf,
  loadCashbacks,
  loadLedger,
  loadSummary,
  refreshWallet,
} from "../../lib/stores/wallet";
import { fill } from "../../lib/template";
import { balanceParts, ledgerRow } from "../../lib/wallet-money";
import { useSignedIn } from "../auth/use-signed-in";

const BUTTON =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-gray-300 bg-white px-4 font-medium text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-60";

type WalletStrings = Strings<"wallet">;

export default function WalletView({ locale, t }: { locale: Locale; t: WalletStrings }) {
  const user = useSignedIn(locale);
  const { summary, list, ledger } = useStore($wallet);
  /** A counted string (`wallet.points.few`…) with the count filled in (lib/plural.ts). */
  const counted = (key: "wallet.points" | "wallet.daysLeft", n: number) => plural(t, locale, key, n);

  const userId = user?.id;
  useEffect(() => {
    if (userId !== undefined) void refreshWallet(undefined, ledgerKindOf(new URLSearchParams(location.search).get("kind")));
  }, [userId]);

  const showKind = (kind: LedgerKind) => {
    const url = new URL(location.href);
    if (kind === "all") url.searchParams.delete("kind");
    else url.searchParams.set("kind", kind);
    history.replaceState(history.state, "", url);
    void loadLedger({ kind });
  };

  if (!user || (summary.status === "idle" && list.status === "idle")) {
    return (
      <p role="status" className="text-gray-600">
        {t["wallet.loading"]}
      </p>
    );
  }

  const busy = summary.status === "loading" || list.status === "loading" || ledger.status === "loading";
  const wallet = summary.wallet;
  const parts = wallet ? balanceParts(wallet) : null;

  return (
    <div className="space-y-8" data-testid="wallet">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-gray-600">
          {busy ? t["wallet.refreshing"] : ""}
        </p>
        <button
          type="button"
          onClick={() => void refreshWallet(undefined, ledger.kind)}
          disabled={busy}
          className={BUTTON}
          data-testid="wallet-refresh"
        >
          <span aria-hidden="true">↻</span>
          {t["wallet.refresh"]}
        </button>
      </div>

      {summary.status === "error" && (
        <Retry message={t["wallet.summaryError"]} retry={t["wallet.retry"]} onRetry={() => void loadSummary()} testId="wallet-summary-error" />
      )}

      {wallet && parts ? (
        <dl className="grid grid-cols-2 gap-3 sm:gap-4" data-testid="wallet-summary">
          <div className="rounded-lg border border-primary/30 bg-white p-4 shadow-sm col-span-2" data-testid="wallet-balance">
            <dt className="text-sm font-medium text-gray-600">{t["wallet.balance"]}</dt>
            <dd className="mt-1">
              <span className="text-3xl font-bold text-gray-900" data-testid="wallet-balance-amount">
                {formatMoney(parts.balance / 100, locale)}
              </span>
              <span className="mt-1 block text-sm text-gray-600">{t["wallet.balanceNote"]}</span>
            </dd>
          </div>
          <Card term={t["wallet.refundPart"]} testId="wallet-refund">
            <span className="text-2xl font-bold text-gray-900">{formatMoney(parts.refund / 100, locale)}</span>
            <span className="mt-1 block text-sm text-emerald-800">{t["wallet.refundNote"]}</span>
          </Card>
          <Card term={t["wallet.cashbackPart"]} testId="wallet-total">
            <span className="text-2xl font-bold text-gray-900">{formatMoney(parts.cashback / 100, locale)}</span>
            <span className="mt-1 block text-sm text-gray-600">
              {counted("wallet.points", wallet.total_points)} · {t["wallet.cashbackNote"]}
            </span>
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

      <Ledger ledger={ledger} locale={locale} t={t} onKind={showKind} />
    </div>
  );
}

function Ledger({
  ledger,
  locale,
  t,
  onKind,
}: {
  ledger: ReturnType<typeof $wallet.get>["ledger"];
  locale: Locale;
  t: WalletStrings;
  onKind: (kind: LedgerKind) => void;
}) {
  const rows = ledger.items.map((entry) => ledgerRow(entry, locale, t));
  return (
    <section aria-labelledby="wallet-ledger-title" className="space-y-4" data-testid="wallet-ledger">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="wallet-ledger-title" className="text-lg font-semibold text-gray-900">
          {t["wallet.ledgerTitle"]}
        </h2>
        <label className="flex items-center gap-2 text-sm text-gray-700">
          {t["wallet.ledgerFilter"]}
          <select
            value={ledger.kind}
            onChange={(e) => onKind(e.target.value as LedgerKind)}
            className="min-h-11 rounded-lg border border-gray-300 bg-white px-3 text-gray-900 focus-visible:outline-2 focus-visible:outline-primary"
            data-testid="ledger-kind"
          >
            {LEDGER_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t[`wallet.filter.${kind}`]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {ledger.status === "ready" && ledger.count === 0 && (
        <p className="rounded-lg border border-dashed border-gray-300 bg-white p-6 text-center text-gray-700" data-testid="ledger-empty">
          {ledger.kind === "all" ? t["wallet.ledgerEmpty"] : t["wallet.ledgerEmptyKind"]}
        </p>
      )}
      {rows.length > 0 && (
        <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200 bg-white" data-testid="ledger-rows">
          {rows.map((row) => (
            <li key={row.id} className="flex items-start justify-between gap-4 p-4" data-testid="ledger-row" data-kind={row.kind}>
              <div className="min-w-0">
                <p className="font-medium text-gray-900">{row.title}</p>
                <p className="text-sm text-gray-600">
                  <time dateTime={row.at}>{row.date}</time> · {row.part}
                </p>
                {row.note && <p className="text-sm text-gray-700 [overflow-wrap:anywhere]">{row.note}</p>}
                {row.link && (
                  <a
                    href={row.link.href}
                    className="inline-flex min-h-11 items-center text-sm text-primary underline focus-visible:outline-2 focus-visible:outline-primary"
                  >
                    {row.link.text}
                  </a>
                )}
              </div>
              <p
                className={`shrink-0 text-end font-semibold tabular-nums ${row.direction === "in" ? "text-emerald-800" : "text-gray-900"}`}
                data-testid="ledger-amount"
              >
                <span className="sr-only">{row.direction === "in" ? t["wallet.credit"] : t["wallet.debit"]}: </span>
                {row.amount}
              </p>
            </li>
          ))}
        </ul>
      )}
      {ledger.status === "loading" && ledger.items.length === 0 && (
        <p role="status" className="text-gray-600">
          {t["wallet.loading"]}
        </p>
      )}
      {ledger.status === "error" && (
        <Retry
          message={t["wallet.ledgerError"]}
          retry={t["wallet.retry"]}
          onRetry={() => void loadLedger({ more: ledger.items.length > 0 })}
          testId="ledger-error"
        />
      )}
      {ledger.items.length > 0 && (
        <div className="flex flex-wrap items-center gap-4">
          <p className="text-sm text-gray-600" aria-live="polite">
            {fill(t["wallet.shown"], { shown: ledger.items.length, count: ledger.count })}
          </p>
          {ledger.next && ledger.status !== "error" && (
            <button
              type="button"
              onClick={() => void loadLedger({ more: true })}
              disabled={ledger.status === "loading"}
              className={BUTTON}
              data-testid="ledger-load-more"
            >
              {ledger.status === "loading" ? t["wallet.loadingMore"] : t["wallet.loadMore"]}
            </button>
          )}
        </div>
      )}
    </section>
  );
}

function Card({ term, testId, children }: { term: string; testId: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-gray-200 bg-white p-3 shadow-sm sm:p-4" data-testid={testId}>
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
