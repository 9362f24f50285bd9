// The order history (docs/product.md §2 "Order history"): status tabs, a card per order with its action
// link, orders of one checkout together, paging. State and fetching live in
// lib/stores/order-history.ts; this renders it.
import { useStore } from "@nanostores/react";
import { type ReactNode, useEffect, useRef } from "react";
import type { Order } from "#contract/orders";
import { formatMoney, localName } from "../../lib/format";
import { dateFormat } from "../../lib/format-date";
import type { Locale, Strings } from "../../lib/i18n";
import { plural } from "../../lib/plural";
import {
  $history,
  actionKey,
  groupByCheckout,
  HISTORY_TABS,
  itemThumbnails,
  showHistory,
  startHistory,
  turnHistory,
  type HistoryTab,
} from "../../lib/stores/order-history";
import { fromPiasters, toPiasters } from "#shared/money";
import { fill } from "../../lib/template";
import Loading from "../ui/Loading";
import { useSignedIn } from "../auth/use-signed-in";
import StatusBadge from "./StatusBadge";
import { fixedBox, reactPicture } from "../../lib/media/srcset";

type HistoryStrings = Strings<"orders" | "common">;

export default function OrderHistory({ locale, t }: { locale: Locale; t: HistoryStrings }) {
  const user = useSignedIn(locale);
  const state = useStore($history);

  const userId = user?.id;
  useEffect(() => {
    if (userId !== undefined) return startHistory();
  }, [userId]);

  // On a phone the tabs scroll sideways: the chosen one (a later one, from the address) is brought into view.
  const tabsRef = useRef<HTMLDivElement>(null);
  const shown = user !== null && state.status !== "idle";
  useEffect(() => {
    if (shown)
      tabsRef.current?.querySelector<HTMLElement>(`[data-testid="orders-tab-${state.tab}"]`)?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [shown, state.tab]);

  if (!user || state.status === "idle") {
    return <Loading text={t["common.loading"]} />;
  }

  const tabs = (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of buttons; a fieldset's box and legend do not fit a toolbar
    <div ref={tabsRef} role="group" aria-label={t["orders.tabs.label"]} className="-mx-4 mb-6 flex gap-2 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      {HISTORY_TABS.map((tab: HistoryTab) => (
        <button
          key={tab}
          type="button"
          aria-pressed={state.tab === tab}
          data-testid={`orders-tab-${tab}`}
          onClick={() => state.tab !== tab && showHistory(tab)}
          className={`min-h-11 shrink-0 rounded-full px-5 text-sm font-semibold ${
            state.tab === tab ? "bg-gray-900 text-white" : "bg-gray-100 text-gray-700 hover:bg-gray-200"
          }`}
        >
          {t[`orders.tabs.${tab}`]}
        </button>
      ))}
    </div>
  );

  let body: ReactNode;
  if (state.status === "loading") {
    body = <Loading text={t["common.loading"]} />;
  } else if (state.status === "error") {
    body = (
      <div role="alert" className="rounded-lg border border-rose-200 bg-rose-50 p-4 text-rose-900">
        <p>{t["orders.loadError"]}</p>
        <button
          type="button"
          onClick={() => showHistory(state.tab, state.page, state.cursor)}
          className="mt-3 min-h-11 rounded-lg bg-rose-700 px-4 font-semibold text-white"
        >
          {t["orders.retry"]}
        </button>
      </div>
    );
  } else if (state.orders.length === 0) {
    body = (
      <p className="rounded-lg border border-gray-200 bg-white p-8 text-center text-gray-700" data-testid="orders-empty">
        {t["orders.empty"]}
      </p>
    );
  } else {
    body = (
      <>
        <ul className="space-y-4" data-testid="order-list">
          {groupByCheckout(state.orders).map((group) =>
            group.orders.length === 1 ? (
              <li key={group.checkoutId}>
                <OrderCard order={group.orders[0]} locale={locale} t={t} />
              </li>
            ) : (
              <li key={group.checkoutId} className="rounded-xl border border-dashed border-gray-300 bg-gray-50 p-3" data-testid="order-group">
                <p className="mb-3 flex flex-wrap justify-between gap-2 px-1 text-sm font-semibold text-gray-700">
                  <span>{plural(t, locale, "orders.group", group.orders.length)}</span>
                  <span>
                    {fill(t["orders.groupTotal"], {
                      total: formatMoney(fromPiasters(group.orders.reduce((sum, o) => sum + toPiasters(o.total), 0)), locale),
                    })}
                  </span>
                </p>
                <ul className="space-y-3">
                  {group.orders.map((order) => (
                    <li key={order.id}>
                      <OrderCard order={order} locale={locale} t={t} />
                    </li>
                  ))}
                </ul>
              </li>
            ),
          )}
        </ul>
        {(state.next !== null || state.previous !== null) && (
          <nav aria-label={t["orders.pagination"]} className="mt-6 flex items-center justify-center gap-4">
            <button
              type="button"
              disabled={state.previous === null}
              onClick={() => turnHistory(false)}
              className="min-h-11 rounded-lg border border-gray-300 px-4 font-medium disabled:opacity-40"
            >
              {t["orders.previous"]}
            </button>
            <span className="text-sm text-gray-700" aria-current="page">
              {fill(t["orders.page"], { n: state.page })}
            </span>
            <button
              type="button"
              disabled={state.next === null}
              onClick={() => turnHistory(true)}
              className="min-h-11 rounded-lg border border-gray-300 px-4 font-medium disabled:opacity-40"
            >
              {t["orders.next"]}
            </button>
          </nav>
        )}
      </>
    );
  }

  return (
    <div data-testid="order-history">
      {tabs}
      <div aria-live="polite">{body}</div>
    </div>
  );
}

function OrderCard({ order, locale, t }: { order: Order; locale: Locale; t: HistoryStrings }) {
  return (
    <article className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5" data-testid="order-card" data-order-id={order.id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-gray-900">{fill(t["orders.number"], { id: order.id })}</h2>
          <p className="text-sm text-gray-600">{fill(t["orders.placed"], { date: dateFormat(locale, "long").format(new Date(order.created_at)) })}</p>
          <p className="text-sm text-gray-600">
            {fill(t["orders.from"], { store: localName(order.store, locale), branch: localName(order.branch, locale) })}
          </p>
        </div>
        <StatusBadge status={order.status} text={t[`orders.status.${order.status}`]} />
      </div>
      <Thumbnails order={order} locale={locale} t={t} />
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-gray-600">{t["orders.total"]}</dt>
          <dd className="font-semibold text-gray-900" data-testid="order-total">
            {formatMoney(order.total, locale)}
          </dd>
          {Number(order.cod_fee ?? 0) > 0 && (
            <dd className="text-gray-600" data-testid="order-cod-fee">
              {fill(t["orders.codFeeIncluded"], { amount: formatMoney(order.cod_fee, locale) })}
            </dd>
          )}
        </div>
        <div>
          <dt className="text-gray-600">{t[`orders.method.${order.delivery_method ?? "delivery"}`]}</dt>
          <dd className="text-gray-900" data-testid="order-delivery">
            {deliveryText(order, locale, t)}
          </dd>
        </div>
        {order.address.mobile && (
          <div>
            <dt className="text-gray-600">{t["orders.mobile"]}</dt>
            <dd className="text-gray-900">
              <bdi dir="ltr">{order.address.mobile}</bdi>
            </dd>
          </div>
        )}
      </dl>
      <a
        href={`/${locale}/orders/${order.id}/`}
        className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-primary px-4 font-semibold text-white hover:opacity-90"
        data-testid="order-action"
      >
        {t[`orders.action.${actionKey(order.status)}`]}
      </a>
    </article>
  );
}

/** The delivery fee ("Free" when nothing), with the area delivered to, or where it is picked up. */
function deliveryText(order: Order, locale: Locale, t: HistoryStrings): string {
  const fee = order.delivery_fee === undefined || Number(order.delivery_fee) === 0 ? t["orders.free"] : formatMoney(order.delivery_fee, locale);
  const area = order.area ? localName(order.area, locale) : "";
  return order.delivery_method === "pickup" ? localName(order.branch, locale) : area ? `${fee} · ${area}` : fee;
}

/** The order's first item pictures (a plain tile for a product with none), then "+N" for the rest. */
function Thumbnails({ order, locale, t }: { order: Order; locale: Locale; t: HistoryStrings }) {
  const { shown, more } = itemThumbnails(order, locale);
  if (shown.length === 0) return null;
  const tile = "flex size-14 items-center justify-center rounded-lg border border-gray-200 bg-gray-50";
  return (
    <ul className="mt-3 flex flex-wrap gap-2" aria-label={t["orders.items"]} data-testid="order-thumbnails">
      {shown.map((item) => (
        <li key={item.id}>
          {item.src ? (
            <img
              {...reactPicture(item.src, fixedBox(56))}
              alt={item.alt}
              width={56}
              height={56}
              loading="lazy"
              decoding="async"
              className="size-14 rounded-lg border border-gray-200 bg-gray-50 object-cover"
              data-testid="order-thumbnail"
            />
          ) : (
            <span role="img" aria-label={item.alt} className={`${tile} text-gray-400`} data-testid="order-thumbnail">
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.5">
                <path d="M3 7.5 12 3l9 4.5v9L12 21l-9-4.5v-9Z M3 7.5l9 4.5 9-4.5 M12 12v9" strokeLinejoin="round" />
              </svg>
            </span>
          )}
        </li>
      ))}
      {more > 0 && (
        <li className={`${tile} text-sm font-semibold text-gray-700`} data-testid="order-more-items">
          <span aria-hidden="true" dir="ltr">
            +{more}
          </span>
          <span className="sr-only">{plural(t, locale, "orders.moreItems", more)}</span>
        </li>
      )}
    </ul>
  );
}
