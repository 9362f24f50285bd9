// One return's page (/{locale}/returns/{id}/, issue 30 point 4): its status, one timeline, the
// lines with their pictures, the reason and how the goods reach the branch (with the date the
// branch set), why it was rejected, the refund and the cashback taken back, and the credit note
// once refunded. State and calls live in lib/stores/returns.ts; this renders them.
import { useStore } from "@nanostores/react";
import { useEffect, type ReactNode } from "react";
import type { ReturnShape } from "#contract/returns";
import { formatMoney, inLocale, localName } from "../../lib/format";
import { dateFormat, formatDateTime } from "../../lib/format-date";
import type { Locale } from "../../lib/i18n";
import { fixedBox, reactPicture } from "../../lib/media/srcset";
import { $returnPage, creditNoteHref, loadReturnHere, returnTimeline } from "../../lib/stores/returns";
import { fill } from "../../lib/template";
import { useSignedIn } from "../auth/use-signed-in";
import Loading from "../ui/Loading";
import ReturnStatusBadge from "./ReturnStatusBadge";
import type { ReturnStrings } from "./return-strings";

const BUTTON = "inline-flex min-h-11 items-center justify-center rounded-lg px-4 font-semibold";

export default function ReturnDetail({ locale, t }: { locale: Locale; t: ReturnStrings }) {
  const user = useSignedIn(locale);
  const { state } = useStore($returnPage);
  const userId = user?.id;
  useEffect(() => {
    if (userId !== undefined) void loadReturnHere();
  }, [userId]);

  if (!user || state.status === "loading") return <Loading text={t["returns.loading"]} />;
  if (state.status !== "ready") {
    const message =
      state.status === "invalid"
        ? t["returns.page.invalidId"]
        : state.status === "not_found"
          ? t["returns.page.notFound"]
          : (state.message ?? t["returns.page.loadError"]);
    return (
      <div role="alert" className="rounded-lg border border-gray-200 bg-white p-8 text-center" data-testid="return-problem">
        <p className="text-lg font-semibold text-gray-900">{message}</p>
        <div className="mt-4 flex justify-center gap-3">
          {state.status === "error" && (
            <button type="button" onClick={() => void loadReturnHere()} className={`${BUTTON} bg-primary text-white`}>
              {t["returns.retry"]}
            </button>
          )}
          <a href={`/${locale}/profile/returns/`} className={`${BUTTON} border border-gray-300`}>
            {t["returns.page.back"]}
          </a>
        </div>
      </div>
    );
  }
  const ret = state.ret;
  return (
    <article className="space-y-6" data-testid="return-detail" data-return-id={ret.id}>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">{fill(t["returns.number"], { id: ret.id })}</h1>
          <p className="text-sm text-gray-600">
            {fill(t["returns.page.order"], { id: ret.order_id })} · {localName(ret.store, locale)} · {localName(ret.branch, locale)}
          </p>
        </div>
        <ReturnStatusBadge status={ret.status} text={t[`returns.status.${ret.status}`]} />
      </header>

      <div className="flex flex-wrap gap-3">
        <a href={`/${locale}/profile/returns/`} className={`${BUTTON} border border-gray-300 text-gray-800 hover:bg-gray-50`}>
          {t["returns.page.back"]}
        </a>
        <a
          href={`/${locale}/orders/${ret.order_id}/`}
          className={`${BUTTON} border border-gray-300 text-gray-800 hover:bg-gray-50`}
          data-testid="return-order-link"
        >
          {t["returns.page.viewOrder"]}
        </a>
        {ret.status === "refunded" && ret.credit_note && (
          <a href={creditNoteHref(ret.credit_note, locale)} download className={`${BUTTON} bg-gray-900 text-white`} data-testid="credit-note">
            {t["returns.page.creditNote"]}
          </a>
        )}
      </div>

      {ret.status === "rejected" && ret.reject_reason && (
        <section className="rounded-xl border border-rose-200 bg-rose-50 p-5" aria-labelledby="return-rejected" data-testid="return-rejected">
          <h2 id="return-rejected" className="font-semibold text-rose-900">
            {t["returns.page.rejectReason"]}
          </h2>
          <p className="mt-1 whitespace-pre-line text-rose-900">{ret.reject_reason}</p>
        </section>
      )}

      <div className="grid gap-6 lg:grid-cols-2">
        <Details ret={ret} locale={locale} t={t} />
        <Timeline ret={ret} locale={locale} t={t} />
      </div>
      <Items ret={ret} locale={locale} t={t} />
      {ret.photos.length > 0 && (
        <section className="rounded-xl border border-gray-200 bg-white p-5" aria-labelledby="return-photos">
          <h2 id="return-photos" className="text-lg font-semibold">
            {t["returns.page.photos"]}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-3" data-testid="return-photo-list">
            {ret.photos.map((src, index) => (
              <li key={src}>
                <a
                  href={src}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="block rounded-lg focus-visible:outline-2 focus-visible:outline-primary"
                >
                  <img
                    {...reactPicture(src, fixedBox(96))}
                    alt={fill(t["returns.page.photoAlt"], { n: index + 1 })}
                    width={96}
                    height={96}
                    loading="lazy"
                    decoding="async"
                    className="size-24 rounded-lg object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

function Details({ ret, locale, t }: { ret: ReturnShape; locale: Locale; t: ReturnStrings }) {
  const day = (d: string) => dateFormat(locale, "long").format(new Date(`${d}T12:00:00Z`));
  const rows: [string, ReactNode, string?][] = [
    [t["returns.page.requestedAt"], formatDateTime(ret.created_at, locale)],
    [t["returns.page.reason"], t[`returns.reason.${ret.reason}`], "return-reason"],
    [t["returns.page.method"], t[`returns.method.${ret.method}`], "return-method"],
  ];
  if (ret.pickup_date)
    rows.push([ret.method === "pickup" ? t["returns.page.pickupDate"] : t["returns.page.dropoffDate"], day(ret.pickup_date), "return-pickup-date"]);
  if (ret.condition) rows.push([t["returns.page.condition"], t[`returns.condition.${ret.condition}`]]);
  rows.push([t["returns.page.value"], formatMoney(ret.refund_amount, locale), "return-value"]);
  if (ret.refund_method) rows.push([t["returns.page.refundMethod"], t[`returns.refundMethod.${ret.refund_method}`], "return-refund-method"]);
  if (ret.status === "refunded" && Number(ret.cashback_reversed) > 0)
    rows.push([
      t["returns.page.cashbackReversed"],
      <>
        {formatMoney(ret.cashback_reversed, locale)}
        <span className="block text-xs font-normal text-gray-600">{t["returns.page.cashbackHint"]}</span>
      </>,
      "return-cashback-reversed",
    ]);
  return (
    <section className="rounded-xl border border-gray-200 bg-white p-5" aria-labelledby="return-details">
      <h2 id="return-details" className="text-lg font-semibold">
        {t["returns.page.details"]}
      </h2>
      <dl className="mt-3 divide-y divide-gray-100 text-sm">
        {rows.map(([term, value, testId]) => (
          <div key={term} className="flex justify-between gap-4 py-2">
            <dt className="text-gray-600">{term}</dt>
            <dd className="text-end font-medium text-gray-900" data-testid={testId}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {ret.note && (
        <div className="mt-3 border-t border-gray-100 pt-3 text-sm">
          <p className="text-gray-600">{t["returns.page.note"]}</p>
          <p className="mt-1 whitespace-pre-line text-gray-900" data-testid="return-note-text">
            {ret.note}
          </p>
        </div>
      )}
    </section>
  );
}

function Timeline({ ret, locale, t }: { ret: ReturnShape; locale: Locale; t: ReturnStrings }) {
  const steps = returnTimeline(ret);
  return (
    <section className="rounded-xl border border-gray-200 bg-white p-5" aria-labelledby="return-timeline">
      <h2 id="return-timeline" className="text-lg font-semibold">
        {t["returns.page.timeline"]}
      </h2>
      <ol className="mt-4" data-testid="return-timeline">
        {steps.map((step, index) => {
          const done = step.at !== null;
          const dot = step.status === "rejected" ? "bg-rose-600" : done ? "bg-emerald-600" : "border-2 border-gray-300 bg-white";
          return (
            <li key={step.status} className="relative flex gap-3 pb-5 last:pb-0" data-done={done} data-step={step.status}>
              {index < steps.length - 1 && (
                <span
                  aria-hidden="true"
                  className={`absolute start-[0.4375rem] top-5 h-full w-0.5 ${done && steps[index + 1].at ? "bg-emerald-600" : "bg-gray-200"}`}
                />
              )}
              <span aria-hidden="true" className={`relative mt-1 size-4 shrink-0 rounded-full ${dot}`} />
              <div>
                <p className={`font-medium ${done ? "text-gray-900" : "text-gray-500"}`}>
                  {t[`returns.status.${step.status}`]}
                  {!done && <span className="sr-only"> ({t["returns.page.upcoming"]})</span>}
                </p>
                {step.at && (
                  <p className="text-sm text-gray-600">
                    <time dateTime={step.at}>{formatDateTime(step.at, locale)}</time>
                    {step.byStore ? ` · ${t["returns.page.byStore"]}` : ""}
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function Items({ ret, locale, t }: { ret: ReturnShape; locale: Locale; t: ReturnStrings }) {
  return (
    <section className="rounded-xl border border-gray-200 bg-white p-5" aria-labelledby="return-items">
      <h2 id="return-items" className="text-lg font-semibold">
        {t["returns.page.items"]}
      </h2>
      <ul className="mt-3 divide-y divide-gray-100" data-testid="return-items-list">
        {ret.items.map((item) => {
          const name = inLocale(item.name, item.name_ar, locale);
          return (
            <li key={item.order_item_id} className="flex flex-wrap items-center gap-4 py-3" data-testid="return-item">
              {item.image ? (
                <img
                  {...reactPicture(item.image, fixedBox(64))}
                  alt={name}
                  width={64}
                  height={64}
                  loading="lazy"
                  decoding="async"
                  className="size-16 rounded-lg object-cover"
                />
              ) : (
                <span className="flex size-16 items-center justify-center rounded-lg bg-gray-100 text-center text-xs text-gray-700">
                  {t["returns.page.noImage"]}
                </span>
              )}
              <div className="min-w-0 flex-1">
                {item.product_id !== null ? (
                  <a href={`/${locale}/product/${item.product_id}/`} className="font-medium text-gray-900 underline-offset-2 hover:underline">
                    {name}
                  </a>
                ) : (
                  <p className="font-medium text-gray-900">{name}</p>
                )}
                <p className="text-sm text-gray-600">
                  {t["returns.page.quantity"]}: {item.quantity} · {t["returns.page.price"]}: {formatMoney(item.price, locale)}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
