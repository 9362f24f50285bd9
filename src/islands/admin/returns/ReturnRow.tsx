// One return: a table row on wide screens, a card with its status colour on phones. Only a
// requested return has a box to tick (bulk approval is all a selection does).
import type { ReturnShape } from "#contract/returns";
import { formatMoney, inLocale, localName } from "../../../lib/format";
import { formatDateTime } from "../../../lib/format-date";
import { pieces, toggleReturn } from "../../../lib/stores/admin/admin-returns";
import { formatDay } from "../../../lib/stores/admin/return-words";
import { plural } from "../../../lib/plural";
import { fill } from "../../../lib/template";
import { useText } from "../text";
import ReturnSteps from "./ReturnSteps";
import { RETURN_BADGE, RETURN_EDGE } from "./status-style";

export default function ReturnRow({ ret, selected, onDetails }: { ret: ReturnShape; selected: boolean; onDetails: () => void }) {
  const { t, locale } = useText();
  const cell = "px-3 py-2 max-md:p-0";
  const [first, ...rest] = ret.items;
  return (
    <tr
      className={`border-b border-gray-100 align-top last:border-0 max-md:grid max-md:grid-cols-[auto_1fr] max-md:gap-x-3 max-md:gap-y-1 max-md:rounded max-md:border max-md:border-s-4 max-md:border-gray-200 max-md:bg-white max-md:p-3 ${RETURN_EDGE[ret.status]}`}
      data-testid="return-row"
      data-return={ret.id}
    >
      <td className={`${cell} max-md:row-span-2`}>
        {ret.status === "requested" ? (
          <label className="flex min-h-11 items-center">
            <input
              type="checkbox"
              className="size-5"
              checked={selected}
              onChange={(e) => toggleReturn(ret.id, e.target.checked)}
              aria-label={fill(t["admin.returns.selectReturn"], { id: ret.id })}
              data-testid="select-return"
            />
          </label>
        ) : (
          <span className="block size-5 max-md:hidden" />
        )}
      </td>
      <td className={cell}>
        <button
          type="button"
          onClick={onDetails}
          className="flex min-h-11 items-center whitespace-nowrap text-start font-semibold text-primary hover:underline"
          data-testid="return-number"
        >
          {fill(t["admin.returns.number"], { id: ret.id })}
        </button>
        <a href={`/${locale}/admin/orders/${ret.order_id}/`} className="block text-xs text-gray-700 underline" data-testid="return-order">
          {fill(t["admin.returns.order"], { id: ret.order_id })}
        </a>
        <span className="block text-xs text-gray-600" data-testid="return-branch">
          {localName(ret.branch, locale)}
        </span>
      </td>
      <td className={`${cell} max-md:col-start-2`}>
        <span
          className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium md:mt-3 ${RETURN_BADGE[ret.status]}`}
          data-testid="return-status"
        >
          {t[`admin.returns.statuses.${ret.status}`]}
        </span>
      </td>
      <td className={`${cell} max-md:col-start-2`}>
        <span className="block break-words md:pt-2">{ret.customer.name}</span>
      </td>
      <td className={`${cell} max-md:col-start-2`}>
        {first && (
          <span className="block md:pt-2" dir="auto">
            {inLocale(first.name, first.name_ar, locale)} × {first.quantity}
            {rest.length > 0 && <span className="text-gray-600"> · {plural(t, locale, "admin.returns.pieces", pieces(ret))}</span>}
          </span>
        )}
        <span className="block text-xs text-gray-600">{t[`admin.returns.reasons.${ret.reason}`]}</span>
      </td>
      <td className={`${cell} max-md:col-start-2 font-semibold`}>
        <span className="block whitespace-nowrap md:pt-2" data-testid="return-amount">
          {formatMoney(ret.refund_amount, locale)}
        </span>
        {ret.refund_method && (
          <span className="block text-xs font-normal text-gray-600">{t[`admin.returns.refundMethods.${ret.refund_method}`]}</span>
        )}
      </td>
      <td className={`${cell} max-md:col-start-2 text-gray-700`}>
        <span className="block md:pt-2">{formatDateTime(ret.created_at, locale)}</span>
        {ret.pickup_date && ret.status === "approved" && (
          <span className="block text-xs text-gray-600" data-testid="return-pickup">
            {t["admin.returns.fields.pickupDate"]}: {formatDay(ret.pickup_date, locale)}
          </span>
        )}
      </td>
      <td className={`${cell} max-md:col-span-2`}>
        <div className="flex flex-wrap gap-1">
          <ReturnSteps ret={ret} />
          <button
            type="button"
            onClick={onDetails}
            aria-haspopup="dialog"
            className="min-h-11 whitespace-nowrap rounded px-2 text-sm font-medium hover:bg-gray-100"
            data-testid="return-details"
          >
            {t["admin.returns.details"]}
          </button>
        </div>
      </td>
    </tr>
  );
}
