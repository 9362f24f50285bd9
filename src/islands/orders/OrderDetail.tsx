// One order (docs/product.md §2 "Order detail", with one real timeline): summary, timeline, address,
// items, and what the signed-in user may do with it: download the bill, cancel their own
// pending order, move its status when they run its branch, buy it again once it is over.
// State and calls live in lib/stores/order-detail.ts; this renders them.
import { useStore } from "@nanostores/react";
import { useEffect, useId, useState } from "react";
import type { Order } from "#contract/orders";
import { BUY_AGAIN_FROM } from "#shared/order-rules";
import { addressLine, formatList, formatMoney, inLocale, localName } from "../../lib/format";
import { dateFormat, formatDateTime } from "../../lib/format-date";
import { plural } from "../../lib/plural";
import type { Locale } from "../../lib/i18n";
import {
  $orderDetail,
  canCancel,
  cancelOrder,
  downloadBill,
  goBack,
  loadOrderHere,
  offersAttemptForm,
  offersStatusControl,
  timeline,
} from "../../lib/stores/order-detail";
import { showToast } from "../../lib/stores/toasts";
import { fill } from "../../lib/template";
import Loading from "../ui/Loading";
import { useSignedIn } from "../auth/use-signed-in";
import Dialog from "../ui/Dialog";
import StatusBadge from "./StatusBadge";
import StatusControl from "./StatusControl";
import AttemptForm from "./AttemptForm";
import ConfirmationPanel from "./ConfirmationPanel";
import { BuyAgain } from "./BuyAgain";
import type { OrderStrings } from "./order-strings";
import { fixedBox, reactPicture } from "../../lib/media/srcset";
import { formatDeduction } from "../../lib/signed-money";

export default function OrderDetail({ locale, t, backHref }: { locale: Locale; t: OrderStrings; backHref: string }) {
  const user = useSignedIn(locale);
  const { state } = useStore($orderDetail);

  const userId = user?.id;
  useEffect(() => {
    if (userId !== undefined) void loadOrderHere();
  }, [userId]);

  if (!user || state.status === "loading") {
    return <Loading text={t["common.loading"]} />;
  }
  if (state.status !== "ready") {
    const message =
      state.status === "invalid"
        ? t["order.invalidId"]
        : state.status === "not_found"
          ? t["order.notFound"]
          : (state.message ?? t["order.loadError"]);
    return (
      <div role="alert" className="rounded-lg border border-gray-200 bg-white p-8 text-center" data-testid="order-problem">
        <p className="text-lg font-semibold text-gray-900">{message}</p>
        <div className="mt-4 flex justify-center gap-3">
          {state.status === "error" && (
            <button type="button" onClick={() => void loadOrderHere()} className="min-h-11 rounded-lg bg-primary px-4 font-semibold text-white">
              {t["order.retry"]}
            </button>
          )}
          <button type="button" onClick={() => goBack(backHref)} className="min-h-11 rounded-lg border border-gray-300 px-4 font-semibold">
            {t["order.goBack"]}
          </button>
        </div>
      </div>
    );
  }
  const { order, busy } = state;
  return (
    <article className="space-y-6" data-testid="order-detail" data-order-id={order.id}>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">{fill(t["order.heading"], { id: order.id })}</h1>
          <p className="text-sm text-gray-600">
            {localName(order.store, locale)} · {localName(order.branch, locale)}
          </p>
        </div>
        <StatusPreview order={order} locale={locale} t={t} />
      </header>

      <Actions order={order} busy={busy} userId={user.id} locale={locale} t={t} backHref={backHref} />
      <ConfirmationPanel
        order={order}
        busy={busy === "confirm"}
        isCustomer={order.customer.id === user.id}
        isShop={offersStatusControl(order, user)}
        locale={locale}
        t={t}
      />
      {offersStatusControl(order, user) && <StatusControl order={order} busy={busy === "status"} t={t} />}
      {offersAttemptForm(order, user) && <AttemptForm busy={busy === "attempt"} t={t} />}

      <div className="grid gap-6 lg:grid-cols-2">
        <Summary order={order} locale={locale} t={t} />
        <Timeline order={order} locale={locale} t={t} />
      </div>
      <Address order={order} locale={locale} t={t} />
      <Items order={order} locale={locale} t={t} />
    </article>
  );
}

/** On a phone the status word opens a small preview (docs/product.md: under 640 px); wider, it is just shown. */
function StatusPreview({ order, locale, t }: { order: Order; locale: Locale; t: OrderStrings }) {
  const [open, setOpen] = useState(false);
  const text = t[`orders.status.${order.status}`];
  return (
    <>
      <div className="hidden sm:block">
        <StatusBadge status={order.status} text={text} />
      </div>
      <button type="button" className="min-h-11 sm:hidden" onClick={() => setOpen(true)} aria-haspopup="dialog" data-testid="status-preview-button">
        <StatusBadge status={order.status} text={text} />
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t["order.statusPreview"]} closeLabel={t["order.close"]} size="sm">
        <div data-testid="status-preview">
          <StatusBadge status={order.status} text={text} />
          <p className="mt-3 text-sm text-gray-700">
            {t["order.updated"]}: {formatDateTime(order.updated_at, locale)}
          </p>
          <p className="text-sm text-gray-700">
            {t["order.paymentStatus"]}: {t[`orders.paymentStatus.${order.payment_status}`]}
          </p>
        </div>
      </Dialog>
    </>
  );
}

function Actions({
  order,
  busy,
  userId,
  locale,
  t,
  backHref,
}: {
  order: Order;
  busy: string | null;
  userId: number;
  locale: Locale;
  t: OrderStrings;
  backHref: string;
}) {
  const [confirming, setConfirming] = useState(false);
  const button = "inline-flex min-h-11 items-center justify-center rounded-lg px-4 font-semibold disabled:opacity-50";
  const onBill = async () => {
    const outcome = await downloadBill();
    showToast(outcome.ok ? t["order.billDownloadSuccess"] : t["order.billDownloadError"], outcome.ok ? "success" : "error");
  };
  const onCancel = async () => {
    setConfirming(false);
    const outcome = await cancelOrder();
    showToast(outcome.ok ? t["order.cancelSuccess"] : (outcome.message ?? t["order.cancelError"]), outcome.ok ? "success" : "error");
  };
  return (
    <div className="flex flex-wrap gap-3">
      <a href={backHref} className={`${button} border border-gray-300 text-gray-800 hover:bg-gray-50`} data-testid="order-back">
        {t["order.back"]}
      </a>
      <button
        type="button"
        onClick={() => void onBill()}
        disabled={busy !== null}
        className={`${button} bg-gray-900 text-white`}
        data-testid="download-bill"
      >
        {busy === "bill" ? t["order.downloading"] : t["order.downloadBill"]}
      </button>
      {canCancel(order, userId) && (
        <button
          type="button"
          onClick={() => setConfirming(true)}
          disabled={busy !== null}
          className={`${button} border border-rose-300 text-rose-800 hover:bg-rose-50`}
          data-testid="cancel-order"
        >
          {busy === "cancel" ? t["order.cancelling"] : t["order.cancel"]}
        </button>
      )}
      {order.customer.id === userId && (BUY_AGAIN_FROM as readonly string[]).includes(order.status) && (
        <BuyAgain order={order} locale={locale} t={t} />
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)} title={t["order.cancelConfirmTitle"]} closeLabel={t["order.close"]} size="sm">
        <p className="text-gray-800">{fill(t["order.cancelConfirm"], { id: order.id })}</p>
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <button type="button" onClick={() => setConfirming(false)} className={`${button} border border-gray-300`}>
            {t["order.keep"]}
          </button>
          <button type="button" onClick={() => void onCancel()} className={`${button} bg-rose-700 text-white`} data-testid="confirm-cancel">
            {t["order.confirmCancel"]}
          </button>
        </div>
      </Dialog>
    </div>
  );
}

function Summary({ order, locale, t }: { order: Order; locale: Locale; t: OrderStrings }) {
  const rows: [string, React.ReactNode][] = [
    [t["order.customer"], <bdi key="c">{`${order.customer.username} (#${order.customer.id})`}</bdi>],
    [t["order.status"], t[`orders.status.${order.status}`]],
    [t["order.paymentStatus"], t[`orders.paymentStatus.${order.payment_status}`]],
    [t["order.paymentMethod"], t[`orders.paymentMethod.${order.payment_method}`]],
    [
      t["order.method"],
      <span key="m" data-testid="order-detail-method">
        {t[`orders.method.${order.delivery_method ?? "delivery"}`]}
      </span>,
    ],
    ...(order.delivery_estimate ? [[t["order.estimate"], t[`orders.estimate.${order.delivery_estimate}`]] as [string, React.ReactNode]] : []),
    [
      t["order.goods"],
      <span key="g" data-testid="order-detail-subtotal">
        {formatMoney(order.subtotal ?? order.total, locale)}
      </span>,
    ],
    // A pickup order has no delivery: no fee line that would call it "free".
    ...(order.delivery_method === "pickup"
      ? []
      : [
          [
            t["order.deliveryFee"],
            <span key="d" data-testid="order-detail-delivery">
              {order.delivery_fee === undefined || Number(order.delivery_fee) === 0 ? t["orders.free"] : formatMoney(order.delivery_fee, locale)}
            </span>,
          ] as [string, React.ReactNode],
        ]),
    // The store's cash on delivery fee, its own line when it charged one.
    ...(Number(order.cod_fee ?? 0) > 0
      ? [
          [
            t["order.codFee"],
            <span key="cod" data-testid="order-detail-cod-fee">
              {formatMoney(order.cod_fee, locale)}
            </span>,
          ] as [string, React.ReactNode],
        ]
      : []),
    [
      t["order.total"],
      <span key="t" data-testid="order-detail-total">
        {formatMoney(order.total, locale)}
      </span>,
    ],
    // Paid in part from the wallet at checkout (issue 30): that part, and the cash due on delivery.
    ...(Number(order.wallet_amount ?? 0) > 0
      ? ([
          [
            t["order.walletPaid"],
            <span key="w" data-testid="order-detail-wallet">
              {formatDeduction(order.wallet_amount, locale)}
            </span>,
          ],
          [
            t["order.cashDue"],
            <span key="cash" data-testid="order-detail-cash-due">
              {formatMoney(order.cash_due, locale)}
            </span>,
          ],
        ] as [string, React.ReactNode][])
      : []),
    ...(order.delivery_attempts.length > 0
      ? [
          [
            t["order.attempts"],
            <span key="a" data-testid="order-detail-attempts">
              {order.delivery_attempts.length}
            </span>,
          ] as [string, React.ReactNode],
        ]
      : []),
    [t["order.placed"], formatDateTime(order.created_at, locale)],
    [t["order.updated"], formatDateTime(order.updated_at, locale)],
  ];
  return (
    <section className="rounded-xl border border-gray-200 bg-white p-5" aria-labelledby="order-summary">
      <h2 id="order-summary" className="text-lg font-semibold">
        {t["order.summary"]}
      </h2>
      <dl className="mt-3 divide-y divide-gray-100 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="flex justify-between gap-4 py-2">
            <dt className="text-gray-600">{term}</dt>
            <dd className="text-end font-medium text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Timeline({ order, locale, t }: { order: Order; locale: Locale; t: OrderStrings }) {
  const steps = timeline(order);
  return (
    <section className="rounded-xl border border-gray-200 bg-white p-5" aria-labelledby="order-timeline">
      <h2 id="order-timeline" className="text-lg font-semibold">
        {t["order.timeline"]}
      </h2>
      <ol className="mt-4 space-y-0" data-testid="order-timeline">
        {steps.map((step, index) => {
          const done = step.at !== null;
          const attempt = step.attempt;
          // A step that did not go the usual way: a cancel, a refusal; a failed attempt is a warning.
          const stopped = step.status === "cancelled" || step.status === "refused";
          const dot = attempt ? "bg-orange-500" : stopped ? "bg-rose-600" : done ? "bg-emerald-600" : "border-2 border-gray-300 bg-white";
          const by = step.by === "store" ? ` · ${t["order.byStore"]}` : step.by ? ` · ${fill(t["order.by"], { name: step.by.name })}` : "";
          return (
            <li
              key={attempt ? `attempt-${attempt.attempt}` : step.status}
              className="relative flex gap-3 pb-5 last:pb-0"
              data-done={done}
              data-step={attempt ? "attempt" : step.status}
              data-attempt={attempt?.attempt}
            >
              {index < steps.length - 1 && (
                <span
                  aria-hidden="true"
                  className={`absolute start-[0.4375rem] top-5 h-full w-0.5 ${done && steps[index + 1].at ? "bg-emerald-600" : "bg-gray-200"}`}
                />
              )}
              <span aria-hidden="true" className={`relative mt-1 size-4 shrink-0 rounded-full ${dot}`} />
              <div>
                <p className={`font-medium ${attempt ? "text-orange-900" : done ? "text-gray-900" : "text-gray-500"}`}>
                  {attempt
                    ? fill(t["order.attempt"], { n: attempt.attempt, reason: t[`order.attemptReason.${attempt.reason}`] })
                    : t[`orders.status.${step.status}`]}
                  {!done && <span className="sr-only"> ({t["order.upcoming"]})</span>}
                </p>
                {step.at && (
                  <p className="text-sm text-gray-600">
                    <time dateTime={step.at}>{formatDateTime(step.at, locale)}</time>
                    {by}
                  </p>
                )}
                {attempt?.note && <p className="text-sm text-gray-700">{fill(t["order.attemptNote"], { note: attempt.note })}</p>}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function Address({ order, locale, t }: { order: Order; locale: Locale; t: OrderStrings }) {
  const a = order.address;
  const area = order.area;
  // Orders placed since areas name one and the lines; older ones keep their free-text fields.
  const lines = area
    ? [
        a.building,
        a.floor && fill(t["order.floor"], { floor: a.floor }),
        a.apartment && fill(t["order.apartment"], { apartment: a.apartment }),
        a.street,
        localName(area, locale),
        localName(area.governorate, locale),
      ]
    : [a.building_or_house, a.compound, a.street, a.neighborhood, a.city, a.center];
  const hasMap = a.latitude !== null && a.longitude !== null;
  const pickup = order.delivery_method === "pickup";
  return (
    <section className="rounded-xl border border-gray-200 bg-white p-5" aria-labelledby="order-address">
      <h2 id="order-address" className="text-lg font-semibold">
        {pickup ? t["order.pickup"] : t["order.address"]}
      </h2>
      {pickup && order.pickup && <Pickup order={order} pickup={order.pickup} locale={locale} t={t} />}
      <address className="mt-2 not-italic text-gray-800" data-testid="order-address">
        {!pickup && (area ? addressLine(lines, locale) : formatList(lines, locale))}
        {!pickup && a.landmark && (
          <>
            <br />
            <span data-testid="order-landmark">{fill(t["order.landmark"], { landmark: a.landmark })}</span>
          </>
        )}
        {a.recipient && (
          <>
            <br />
            {fill(t["order.recipient"], { name: a.recipient })}
          </>
        )}
        <br />
        <bdi dir="ltr">{a.mobile}</bdi>
      </address>
      {hasMap && (
        <a
          className="mt-2 inline-flex min-h-11 items-center font-semibold text-primary underline"
          href={`https://www.openstreetmap.org/?mlat=${a.latitude}&mlon=${a.longitude}#map=17/${a.latitude}/${a.longitude}`}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="view-on-map"
        >
          {t["order.viewOnMap"]}
        </a>
      )}
    </section>
  );
}

/** Where a pickup order waits: the branch's address and hours, and the last day to collect it once it is ready. */
function Pickup({ order, pickup, locale, t }: { order: Order; pickup: NonNullable<Order["pickup"]>; locale: Locale; t: OrderStrings }) {
  const rows: [string, string][] = [
    [t["order.pickupAddress"], `${localName(order.branch, locale)} · ${pickup.address}`],
    [t["order.pickupHours"], pickup.hours],
  ];
  if (pickup.last_day) rows.push([t["order.lastDay"], dateFormat(locale, "long").format(new Date(`${pickup.last_day}T12:00:00Z`))]);
  return (
    <div data-testid="order-pickup">
      <dl className="mt-2 divide-y divide-gray-100 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="flex flex-wrap justify-between gap-x-4 py-2">
            <dt className="text-gray-600">{term}</dt>
            <dd className="text-end font-medium text-gray-900" data-testid={term === t["order.lastDay"] ? "order-last-day" : undefined}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {!pickup.last_day && <p className="mt-1 text-sm text-gray-700">{plural(t, locale, "order.pickupWaiting", pickup.hold_days)}</p>}
    </div>
  );
}

function Items({ order, locale, t }: { order: Order; locale: Locale; t: OrderStrings }) {
  const [open, setOpen] = useState(true);
  const id = useId();
  return (
    <section className="rounded-xl border border-gray-200 bg-white p-5">
      <h2 className="text-lg font-semibold">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
          className="flex min-h-11 w-full items-center justify-between gap-3 text-start"
          data-testid="toggle-items"
        >
          <span>{fill(t["order.items"], { count: order.items.length })}</span>
          <span className="text-sm font-medium text-primary">{open ? t["order.hideItems"] : t["order.showItems"]}</span>
        </button>
      </h2>
      <ul id={id} hidden={!open} className="mt-3 divide-y divide-gray-100" data-testid="order-items">
        {order.items.map((item) => {
          const name = inLocale(item.product.name, item.product.name_ar, locale);
          const image = item.image;
          return (
            <li key={item.id} className="flex flex-wrap items-center gap-4 py-3" data-testid="order-item">
              {image ? (
                <img
                  {...reactPicture(image, fixedBox(64))}
                  alt={name}
                  width={64}
                  height={64}
                  loading="lazy"
                  decoding="async"
                  className="size-16 rounded-lg object-cover"
                />
              ) : (
                <span className="flex size-16 items-center justify-center rounded-lg bg-gray-100 text-center text-xs text-gray-700">
                  {t["order.noImage"]}
                </span>
              )}
              <div className="min-w-0 flex-1">
                <p className="font-medium text-gray-900">{name}</p>
                <p className="text-sm text-gray-600">
                  {t["order.quantity"]}: {item.quantity} · {t["order.price"]}: {formatMoney(item.price, locale)}
                </p>
                <p className="text-sm font-semibold text-gray-900">
                  {t["order.subtotal"]}: {formatMoney(item.subtotal, locale)}
                </p>
              </div>
              {item.product.id !== null && (
                <a
                  href={`/${locale}/product/${item.product.id}/`}
                  className="inline-flex min-h-11 items-center rounded-lg border border-gray-300 px-3 text-sm font-semibold hover:bg-gray-50"
                >
                  {t["order.viewProduct"]}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
