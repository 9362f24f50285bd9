// The account's Returns page (/{locale}/profile/returns/, issue 30): the shopper's returns,
// newest first, a card each with its status, lines, value and a link to its page; "Load more"
// for the next page. State and fetching live in lib/stores/returns.ts.
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { formatMoney, inLocale, localName } from "../../lib/format";
import { dateFormat } from "../../lib/format-date";
import type { Locale } from "../../lib/i18n";
import { plural } from "../../lib/plural";
import { $myReturns, loadMyReturns, returnHref } from "../../lib/stores/returns";
import { fill } from "../../lib/template";
import { useSignedIn } from "../auth/use-signed-in";
import Loading from "../ui/Loading";
import ReturnStatusBadge from "./ReturnStatusBadge";
import type { ReturnStrings } from "./return-strings";

const BUTTON =
  "inline-flex min-h-11 items-center justify-center rounded-lg border border-gray-300 bg-white px-4 font-semibold text-gray-800 hover:bg-gray-50";

export default function ReturnList({ locale, t }: { locale: Locale; t: ReturnStrings }) {
  const user = useSignedIn(locale);
  const state = useStore($myReturns);
  const userId = user?.id;
  useEffect(() => {
    if (userId !== undefined) void loadMyReturns();
  }, [userId]);

  if (!user || (state.status !== "ready" && state.items.length === 0 && state.status !== "error")) return <Loading text={t["returns.loading"]} />;

  return (
    <div className="space-y-4" data-testid="return-list-page" aria-live="polite">
      {state.status === "ready" && state.items.length === 0 && (
        <p className="rounded-lg border border-dashed border-gray-300 bg-white p-6 text-center text-gray-700" data-testid="returns-empty">
          {t["returns.list.empty"]}
        </p>
      )}
      {state.items.length > 0 && (
        <ul className="space-y-4" data-testid="return-list">
          {state.items.map((r) => (
            <li key={r.id}>
              <article className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5" data-testid="return-card" data-return-id={r.id}>
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div>
                    <h2 className="text-lg font-semibold text-gray-900">{fill(t["returns.number"], { id: r.id })}</h2>
                    <p className="text-sm text-gray-600">
                      {fill(t["returns.list.requestedOn"], { date: dateFormat(locale, "long").format(new Date(r.created_at)) })} ·{" "}
                      {fill(t["returns.page.order"], { id: r.order_id })}
                    </p>
                    <p className="text-sm text-gray-600">
                      {localName(r.store, locale)} · {localName(r.branch, locale)}
                    </p>
                  </div>
                  <ReturnStatusBadge status={r.status} text={t[`returns.status.${r.status}`]} />
                </div>
                <p className="mt-3 text-sm text-gray-800">
                  {r.items.map((line) => `${inLocale(line.name, line.name_ar, locale)} × ${line.quantity}`).join(locale === "ar" ? "، " : ", ")}
                </p>
                <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
                  <p className="text-sm text-gray-700">
                    {plural(
                      t,
                      locale,
                      "returns.units",
                      r.items.reduce((n, line) => n + line.quantity, 0),
                    )}{" "}
                    · <span className="font-semibold text-gray-900">{formatMoney(r.refund_amount, locale)}</span> · {t[`returns.reason.${r.reason}`]}
                  </p>
                  <a href={returnHref(locale, r.id)} className={BUTTON} data-testid="return-card-link">
                    {t["returns.view"]}
                    <span className="sr-only"> {fill(t["returns.number"], { id: r.id })}</span>
                  </a>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      {state.status === "error" && (
        <div role="alert" className="rounded-lg border border-rose-200 bg-rose-50 p-4 text-rose-900">
          <p>{t["returns.loadError"]}</p>
          <button type="button" onClick={() => void loadMyReturns({ more: state.items.length > 0 })} className={`mt-3 ${BUTTON}`}>
            {t["returns.retry"]}
          </button>
        </div>
      )}
      {state.next && state.status !== "error" && (
        <div className="flex justify-center">
          <button
            type="button"
            onClick={() => void loadMyReturns({ more: true })}
            disabled={state.status === "loading"}
            className={BUTTON}
            data-testid="returns-more"
          >
            {state.status === "loading" ? t["returns.loading"] : t["returns.list.loadMore"]}
          </button>
        </div>
      )}
    </div>
  );
}
