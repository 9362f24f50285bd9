// What a final order move asks before it is made (issue 23): cancelling (stock returned, the
// customer sees it cancelled) and delivering (paid, cashback earned) cannot be undone, so the
// dashboard names the orders and what will happen in a dialog first, for one order or a bulk move.
import type { Locale, Strings } from "../../i18n";
import { plural } from "../../plural";
import type { OrderStatus } from "./admin-orders";
import { shortList } from "./words";

/** The statuses an order never leaves (docs: delivered and cancelled are final). */
export const FINAL_STATUSES: readonly OrderStatus[] = ["cancelled", "delivered"];
export const isFinalMove = (status: OrderStatus): status is "cancelled" | "delivered" => FINAL_STATUSES.includes(status);

export type ConfirmStrings = Strings<"admin.orders.confirm">;

export interface FinalMoveText {
  title: string;
  body: string;
  final: string;
  confirm: string;
  busy: string;
  back: string;
}

/** How many order numbers a dialog names before "and N more". */
export const NAMED_ORDERS = 10;

/** The order numbers as the language lists them: "#12, #13 and #14", a long list ending "and 5 more". */
export function orderNumbers(t: ConfirmStrings, locale: string, ids: readonly number[]): string {
  return shortList(
    locale,
    ids.map((id) => `#${id}`),
    NAMED_ORDERS,
    (left) => plural(t, locale as Locale, "admin.orders.confirm.more", left),
  );
}

export function finalMoveText(t: ConfirmStrings, locale: string, status: "cancelled" | "delivered", ids: readonly number[]): FinalMoveText {
  const kind = status === "cancelled" ? "cancel" : "deliver";
  const values = { orders: orderNumbers(t, locale, ids) };
  return {
    title: plural(t, locale as Locale, `admin.orders.confirm.${kind}Title`, ids.length, values),
    body: plural(t, locale as Locale, `admin.orders.confirm.${kind}Body`, ids.length, values),
    final: t["admin.orders.confirm.final"],
    confirm: t[`admin.orders.confirm.${kind}Action`],
    busy: t[status === "cancelled" ? "admin.orders.confirm.cancelling" : "admin.orders.confirm.delivering"],
    back: t["admin.orders.confirm.back"],
  };
}
