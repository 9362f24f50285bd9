// An order's details in a dialog: the items, the delivery address, the total and Download Bill
// (the same PDF the customer gets). Escape closes unless the bill is downloading.
import { fill } from "../../../lib/template";
import { useState } from "react";
import type { Order } from "#contract/orders";
import { saveBlob } from "../../../lib/admin/csv";
import { addressLine, formatList, formatMoney, inLocale, localName } from "../../../lib/format";
import { formatDateTime } from "../../../lib/format-date";
import { billsPdf } from "../../../lib/stores/admin/admin-orders";
import { awaitsConfirmation } from "../../../lib/stores/order-detail";
import { showToast } from "../../../lib/stores/toasts";
import Dialog from "../../ui/Dialog";
import HistoryLink from "../history/HistoryLink";
import { useText } from "../text";
import NextSteps from "./NextSteps";
import { STATUS_BADGE } from "./status-style";

export default function OrderDetailsDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t, locale } = useText();
  const [downloading, setDownloading] = useState(false);
  const onBill = async () => {
    setDownloading(true);
    const pdf = await billsPdf([order.id]);
    setDownloading(false);
    if (pdf) saveBlob(pdf, `aswaq-order-${order.id}.pdf`);
    else showToast(t["admin.orders.billFailed"], "error");
  };
  const a = order.address;
  const area = order.area;
  // Orders placed since areas name one and the lines (with a landmark); older ones keep their free-text fields.
  const address = area
    ? addressLine([a.building, a.floor, a.apartment, a.street, a.landmark, localName(area, locale), localName(area.governorate, locale)], locale)
    : formatList([a.building_or_house, a.street, a.compound, a.neighborhood, a.center, a.city], locale);
  const pickup = order.delivery_method === "pickup";
  return (
    <Dialog
      open
      size="xl"
      title={fill(t["admin.orders.detailsTitle"], { id: order.id })}
      closeLabel={t["admin.close"]}
      onClose={() => !downloading && onClose()}
      footer={
        <div className="flex flex-wrap items-center gap-2">
          <NextSteps order={order} />
          <a
            href={`/${locale}/admin/orders/${order.id}/`}
            className="flex min-h-11 items-center rounded px-3 font-medium text-primary hover:underline"
          >
            {t["admin.orders.viewDetails"]}
          </a>
          <HistoryLink object="order" id={order.id} />
          <button
            type="button"
            onClick={onBill}
            disabled={downloading}
            className="ms-auto min-h-11 rounded bg-primary px-4 font-medium text-white hover:opacity-90 disabled:opacity-60"
            data-testid="download-bill"
          >
            {downloading ? t["admin.orders.downloading"] : t["admin.orders.downloadBill"]}
          </button>
        </div>
      }
    >
      <dl className="mb-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-gray-600">{t["admin.orders.columns.status"]}</dt>
          <dd>
            <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_BADGE[order.status]}`}>
              {t[`orders.status.${order.status}`]}
            </span>
            {awaitsConfirmation(order) && (
              <span
                className="ms-2 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900"
                data-testid="needs-confirmation"
              >
                {t["admin.orders.needsConfirmation"]}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-gray-600">{t["admin.orders.columns.placed"]}</dt>
          <dd>{formatDateTime(order.created_at, locale)}</dd>
        </div>
        <div>
          <dt className="text-gray-600">{t["admin.orders.columns.customer"]}</dt>
          <dd>{order.customer.username}</dd>
        </div>
        <div>
          <dt className="text-gray-600">{t["admin.orders.mobile"]}</dt>
          <dd dir="ltr" className="text-start">
            {a.mobile}
          </dd>
        </div>
        <div>
          <dt className="text-gray-600">{t["admin.orders.method"]}</dt>
          <dd data-testid="admin-order-method">
            {t[`orders.method.${order.delivery_method ?? "delivery"}`]}
            {order.delivery_estimate && ` · ${t[`orders.estimate.${order.delivery_estimate}`]}`}
          </dd>
        </div>
        <div>
          <dt className="text-gray-600">{t["admin.orders.area"]}</dt>
          <dd data-testid="admin-order-area">{area ? `${localName(area, locale)} · ${localName(area.governorate, locale)}` : "—"}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-gray-600">{pickup ? t["admin.orders.pickupAt"] : t["admin.orders.address"]}</dt>
          <dd dir="auto">{pickup && order.pickup ? `${order.pickup.address} · ${order.pickup.hours}` : address}</dd>
        </div>
        <div>
          <dt className="text-gray-600">{t["admin.orders.columns.branch"]}</dt>
          <dd>{localName(order.branch, locale)}</dd>
        </div>
        <div>
          <dt className="text-gray-600">{t["admin.orders.payment"]}</dt>
          <dd>{t[`orders.paymentStatus.${order.payment_status}`]}</dd>
        </div>
      </dl>
      <div className="overflow-x-auto">
        <table className="w-full text-sm" data-testid="order-items">
          <thead className="border-b border-gray-200 bg-gray-50">
            <tr>
              {(["product", "sku", "quantity", "price", "subtotal"] as const).map((c) => (
                <th key={c} scope="col" className="px-2 py-2 text-start font-semibold">
                  {t[`admin.orders.items.${c}`]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.id} className="border-b border-gray-100">
                <td className="px-2 py-2">{inLocale(item.product.name, item.product.name_ar, locale)}</td>
                <td className="px-2 py-2 font-mono text-xs" dir="ltr">
                  {item.product.sku}
                </td>
                <td className="px-2 py-2">{item.quantity}</td>
                <td className="whitespace-nowrap px-2 py-2">{formatMoney(item.price, locale)}</td>
                <td className="whitespace-nowrap px-2 py-2">{formatMoney(item.subtotal, locale)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4} className="px-2 py-1 text-end font-normal">
                {t["admin.orders.items.subtotal"]}
              </th>
              <td className="whitespace-nowrap px-2 py-1">{formatMoney(order.subtotal ?? order.total, locale)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={4} className="px-2 py-1 text-end font-normal">
                {t["admin.orders.deliveryFee"]}
              </th>
              <td className="whitespace-nowrap px-2 py-1" data-testid="admin-order-fee">
                {formatMoney(order.delivery_fee ?? "0", locale)}
              </td>
            </tr>
            {Number(order.cod_fee ?? 0) > 0 && (
              <tr>
                <th scope="row" colSpan={4} className="px-2 py-1 text-end font-normal">
                  {t["admin.orders.codFee"]}
                </th>
                <td className="whitespace-nowrap px-2 py-1" data-testid="admin-order-cod-fee">
                  {formatMoney(order.cod_fee, locale)}
                </td>
              </tr>
            )}
            <tr>
              <th scope="row" colSpan={4} className="px-2 py-2 text-end">
                {t["admin.orders.total"]}
              </th>
              <td className="whitespace-nowrap px-2 py-2 font-semibold">{formatMoney(order.total, locale)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </Dialog>
  );
}
