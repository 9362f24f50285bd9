// The dashboard's orders as CSV rows. Headers and words (status, payment) follow the
// dashboard's language, and names the page's language with the other as fallback; dates and
// times are ISO, "2026-11-28 14:05" on Cairo's clock, whatever the language: a spreadsheet
// reads them as dates (localised dates carry right-to-left marks in Arabic, and no spreadsheet
// parses "28 نوفمبر 2026").
import type { Order } from "#contract/orders";
import { localName } from "../format";
import type { Locale, Strings } from "../i18n";

export type OrdersCsvStrings = Strings<"admin.orders.csv" | "orders.status" | "orders.paymentStatus">;

const COLUMNS = ["id", "placed", "status", "customer", "mobile", "store", "branch", "address", "items", "total", "payment"] as const;

const cairo = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Africa/Cairo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "2026-11-28 14:05": an ISO 8601 date and time (RFC 3339's space) on Cairo's clock. */
export function isoCairo(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const part = Object.fromEntries(cairo.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

/** The delivery address on one line, from the building outwards. */
export function addressLine(a: Order["address"], locale: Locale): string {
  return [a.building_or_house, a.compound, a.street, a.neighborhood, a.center, a.city]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(locale === "ar" ? "، " : ", ");
}

/** The header and one row per order, for toCsv. */
export function ordersCsvRows(orders: readonly Order[], t: OrdersCsvStrings, locale: Locale): (string | number)[][] {
  const head = COLUMNS.map((k) => t[`admin.orders.csv.${k}`]);
  const rows = orders.map((o) => [
    o.id,
    isoCairo(o.created_at),
    t[`orders.status.${o.status}`],
    o.customer.username,
    o.address.mobile,
    localName(o.store, locale),
    localName(o.branch, locale),
    addressLine(o.address, locale),
    o.items.reduce((n, i) => n + i.quantity, 0),
    o.total,
    t[`orders.paymentStatus.${o.payment_status}`],
  ]);
  return [head, ...rows];
}
