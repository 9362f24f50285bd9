// A return's details in a dialog: its state, customer, branch and order (a link to the staff's
// order page), the reason and the customer's note, the lines with their pictures, the customer's
// photos, how the goods come back and on which day, the condition and refund once recorded, the
// timeline, and the credit note once refunded; the return's next steps below.
import type { ReactNode } from "react";
import type { ReturnShape } from "#contract/returns";
import { formatMoney, inLocale, localName } from "../../../lib/format";
import { formatDateTime } from "../../../lib/format-date";
import { fixedBox, isMediaUrl, reactPicture } from "../../../lib/media/srcset";
import { creditNoteUrl } from "../../../lib/stores/admin/admin-returns";
import { formatDay } from "../../../lib/stores/admin/return-words";
import { fill } from "../../../lib/template";
import Dialog from "../../ui/Dialog";
import { useText } from "../text";
import ReturnSteps from "./ReturnSteps";
import { RETURN_BADGE } from "./status-style";

const THUMB = fixedBox(48);
const PHOTO = fixedBox(96);
const img = (src: string, box: typeof THUMB) => (isMediaUrl(src) ? reactPicture(src, box) : { src });

export default function ReturnDetailsDialog({ ret, onClose }: { ret: ReturnShape; onClose: () => void }) {
  const { t, locale } = useText();
  const note = creditNoteUrl(ret, locale);
  const field = (label: string, value: ReactNode, testId?: string, wide = false) => (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="text-gray-600">{label}</dt>
      <dd data-testid={testId} dir="auto" className="break-words">
        {value}
      </dd>
    </div>
  );
  const by = (entry: ReturnShape["timeline"][number]) =>
    entry.actor ? fill(t["admin.returns.by.actor"], { actor: entry.actor }) : t[`admin.returns.by.${entry.by}`];

  return (
    <Dialog
      open
      size="xl"
      title={fill(t["admin.returns.number"], { id: ret.id })}
      closeLabel={t["admin.close"]}
      onClose={onClose}
      footer={
        <div className="flex flex-wrap items-center gap-2">
          <ReturnSteps ret={ret} />
          <a
            href={`/${locale}/admin/orders/${ret.order_id}/`}
            className="flex min-h-11 items-center rounded px-3 font-medium text-primary hover:underline"
          >
            {fill(t["admin.returns.viewOrder"], { id: ret.order_id })}
          </a>
          {note && (
            <a
              href={note}
              download
              className="ms-auto flex min-h-11 items-center rounded bg-primary px-4 font-medium text-white hover:opacity-90"
              data-testid="return-credit-note"
            >
              {t["admin.returns.creditNote"]}
            </a>
          )}
        </div>
      }
    >
      <div data-testid="return-details-body">
        <dl className="mb-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {field(
            t["admin.returns.columns.status"],
            <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${RETURN_BADGE[ret.status]}`}>
              {t[`admin.returns.statuses.${ret.status}`]}
            </span>,
            "return-details-status",
          )}
          {field(t["admin.returns.fields.requestedAt"], formatDateTime(ret.created_at, locale))}
          {field(t["admin.returns.fields.customer"], ret.customer.name, "return-details-customer")}
          {field(t["admin.returns.fields.branch"], localName(ret.branch, locale))}
          {field(
            t["admin.returns.fields.order"],
            <a href={`/${locale}/admin/orders/${ret.order_id}/`} className="text-primary underline">
              {fill(t["admin.returns.order"], { id: ret.order_id })}
            </a>,
          )}
          {field(t["admin.returns.fields.reason"], t[`admin.returns.reasons.${ret.reason}`], "return-details-reason")}
          {field(
            t["admin.returns.fields.note"],
            ret.note || <span className="text-gray-600">{t["admin.returns.noNote"]}</span>,
            "return-details-note",
            true,
          )}
          {field(
            t["admin.returns.fields.method"],
            <>
              {t[`admin.returns.methods.${ret.method}`]}
              {ret.pickup_date && ` · ${formatDay(ret.pickup_date, locale)}`}
            </>,
            "return-details-method",
          )}
          {field(t["admin.returns.fields.refund"], formatMoney(ret.refund_amount, locale), "return-details-amount")}
          {ret.reject_reason && field(t["admin.returns.fields.rejectReason"], ret.reject_reason, "return-details-reject-reason", true)}
          {ret.condition && field(t["admin.returns.fields.condition"], t[`admin.returns.conditions.${ret.condition}`], "return-details-condition")}
          {ret.refund_method &&
            field(t["admin.returns.fields.refundMethod"], t[`admin.returns.refundMethods.${ret.refund_method}`], "return-details-refund-method")}
          {ret.status === "refunded" &&
            field(t["admin.returns.fields.cashbackReversed"], formatMoney(ret.cashback_reversed, locale), "return-details-cashback")}
        </dl>

        <h3 className="mb-2 font-semibold">{t["admin.returns.fields.items"]}</h3>
        <div className="mb-4 overflow-x-auto">
          <table className="w-full text-sm" data-testid="return-items">
            <thead className="border-b border-gray-200 bg-gray-50">
              <tr>
                {(["product", "sku", "quantity", "price"] as const).map((c) => (
                  <th key={c} scope="col" className="px-2 py-2 text-start font-semibold">
                    {t[`admin.returns.itemColumns.${c}`]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ret.items.map((item) => {
                const name = inLocale(item.name, item.name_ar, locale);
                return (
                  <tr key={item.order_item_id} className="border-b border-gray-100" data-testid="return-item">
                    <td className="px-2 py-2">
                      <span className="flex items-center gap-2">
                        {item.image ? (
                          <img
                            {...img(item.image, THUMB)}
                            alt=""
                            width={48}
                            height={48}
                            loading="lazy"
                            className="size-12 shrink-0 rounded object-cover"
                          />
                        ) : (
                          <span className="size-12 shrink-0 rounded bg-gray-100" />
                        )}
                        <span dir="auto">{name}</span>
                      </span>
                    </td>
                    <td className="px-2 py-2 font-mono text-xs" dir="ltr">
                      {item.sku}
                    </td>
                    <td className="px-2 py-2">{item.quantity}</td>
                    <td className="whitespace-nowrap px-2 py-2">{formatMoney(item.price, locale)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>

        <h3 className="mb-2 font-semibold">{t["admin.returns.fields.photos"]}</h3>
        {ret.photos.length === 0 ? (
          <p className="mb-4 text-sm text-gray-600">{t["admin.returns.noPhotos"]}</p>
        ) : (
          <ul className="mb-4 flex flex-wrap gap-3" data-testid="return-photos">
            {ret.photos.map((photo, i) => {
              const label = fill(t["admin.returns.photo"], { n: i + 1, id: ret.id });
              return (
                <li key={photo}>
                  <a href={photo} target="_blank" rel="noopener" className="block rounded focus:outline-2" aria-label={label}>
                    <img {...img(photo, PHOTO)} alt={label} width={96} height={96} loading="lazy" className="size-24 rounded object-cover" />
                  </a>
                </li>
              );
            })}
          </ul>
        )}

        <h3 className="mb-2 font-semibold">{t["admin.returns.fields.timeline"]}</h3>
        <ol className="space-y-2 border-s-2 border-gray-200 ps-4 text-sm" data-testid="return-timeline">
          {ret.timeline.map((entry) => (
            <li key={`${entry.status}:${entry.at}`} data-testid="return-timeline-entry">
              <span className="font-medium">{t[`admin.returns.statuses.${entry.status}`]}</span>
              <span className="text-gray-600">
                {" "}
                · {formatDateTime(entry.at, locale)} · {by(entry)}
              </span>
            </li>
          ))}
        </ol>
      </div>
    </Dialog>
  );
}
