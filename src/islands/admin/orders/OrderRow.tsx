// One order: a table row on wide screens, a card with its status colour on phones.
import { fill } from "../../../lib/template";
import type { Order } from "#contract/orders";
import { formatMoney, localName } from "../../../lib/format";
import { formatDateTime } from "../../../lib/format-date";
import { toggleOrder } from "../../../lib/stores/admin/admin-orders";
import { awaitsConfirmation } from "../../../lib/stores/order-detail";
import { useText } from "../text";
import NextSteps from "./NextSteps";
import { STATUS_BADGE, STATUS_EDGE } from "./status-style";

export default function OrderRow({ order, selected, onDetails }: { order: Order; selected: boolean; onDetails: () => void }) {
  const { t, locale } = useText();
  const cell = "px-3 py-2 max-md:p-0";
  return (
    <tr
      className={`border-b border-gray-100 align-top last:border-0 max-md:grid max-md:grid-cols-[auto_1fr] max-md:gap-x-3 max-md:gap-y-1 max-md:rounded max-md:border max-md:border-s-4 max-md:border-gray-200 max-md:bg-white max-md:p-3 ${STATUS_EDGE[order.status]}`}
      data-testid="order-row"
      data-order={order.id}
    >
      <td className={`${cell} max-md:row-span-2`}>
        <label className="flex min-h-11 items-center">
          <input
            type="checkbox"
            className="size-5"
            checked={selected}
            onChange={(e) => toggleOrder(order.id, e.target.checked)}
            aria-label={fill(t["admin.orders.selectOrder"], { id: order.id })}
            data-testid="select-order"
          />
        </label>
      </td>
      <td className={cell}>
        <a
          href={`/${locale}/admin/orders/${order.id}/`}
          className="inline-flex min-h-11 items-center whitespace-nowrap font-semibold text-primary hover:underline"
        >
          {fill(t["admin.orders.number"], { id: order.id })}
        </a>
      </td>
      <td className={`${cell} max-md:col-start-2`}>
        <span
          className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium md:mt-3 ${STATUS_BADGE[order.status]}`}
          data-testid="order-status"
        >
          {t[`orders.status.${order.status}`]}
        </span>
        {awaitsConfirmation(order) && (
          <span
            className="mt-1 block w-fit whitespace-nowrap rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900"
            data-testid="needs-confirmation"
          >
            {t["admin.orders.needsConfirmation"]}
          </span>
        )}
      </td>
      <td className={`${cell} max-md:col-start-2`}>
        <span className="block md:pt-2">{order.customer.username}</span>
        <span className="block text-xs text-gray-600">
          <bdi dir="ltr">{order.address.mobile}</bdi>
        </span>
      </td>
      <td className={`${cell} max-md:col-start-2`}>
        <span className="block md:pt-3">{localName(order.branch, locale)}</span>
      </td>
      <td className={`${cell} max-md:col-start-2 font-semibold`}>
        <span className="block whitespace-nowrap md:pt-3">{formatMoney(order.total, locale)}</span>
        <span className="block text-xs text-gray-600" data-testid="order-row-delivery">
          {t[`orders.method.${order.delivery_method ?? "delivery"}`]}
          {order.delivery_method !== "pickup" && ` · ${formatMoney(order.delivery_fee ?? "0", locale)}`}
          {order.area && ` · ${localName(order.area, locale)}`}
        </span>
      </td>
      <td className={`${cell} max-md:col-start-2 text-gray-700`}>
        <span className="block md:pt-3">{formatDateTime(order.created_at, locale)}</span>
      </td>
      <td className={`${cell} max-md:col-span-2`}>
        <div className="flex flex-wrap gap-1">
          <NextSteps order={order} />
          <button
            type="button"
            onClick={onDetails}
            className="min-h-11 whitespace-nowrap rounded px-2 text-sm font-medium hover:bg-gray-100"
            data-testid="order-details"
          >
            {t["admin.orders.details"]}
          </button>
        </div>
      </td>
    </tr>
  );
}
