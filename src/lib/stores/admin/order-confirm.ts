// What a final order move asks before it is made (issue 23): cancelling (stock returned, the
// customer sees it cancelled) and delivering (paid, cashback earned) cannot be undone, nor can a
// refusal at the door (it counts on the customer's record; only "returned" follows) or a return
// (stock back), so the dashboard names the orders and what will happen in a dialog first, for
// one order or a bulk move.
import type { Locale, Strings } from "../../i18n";
import { plural } from "../../plural";
import type { OrderStatus } from "./admin-orders";
import { shortList } from "./words";

/** The moves that cannot be undone: into the final statuses, and a refusal (which only a return follows). */
export type FinalMove = "cancelled" | "delivered" | "refused" | "returned";
export const FINAL_STATUSES: readonly FinalMove[] = ["cancelled", "delivered", "refused", "returned"];
export const isFinalMove = (status: OrderStatus): status is FinalMove => (FINAL_STATUSES as readonly OrderStatus[]).includes(status);

const KIND = { cancelled: "cancel", delivered: "deliver", refused: "refuse", returned: "return" } as const;
const BUSY = { cancelled: "cancelling", delivered: "delivering", refused: "refusing", returned: "returning" } as const;

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

export function finalMoveText(t: ConfirmStrings, locale: string, status: FinalMove, ids: readonly number[]): FinalMoveText {
  const kind = KIND[status];
  const values = { orders: orderNumbers(t, locale, ids) };
  return {
    title: plural(t, locale as Locale, `admin.orders.confirm.${kind}Title`, ids.length, values),
    body: plural(t, locale as Locale, `admin.orders.confirm.${kind}Body`, ids.length, values),
    final: t[status === "refused" ? "admin.orders.confirm.refuseFinal" : "admin.orders.confirm.final"],
    confirm: t[`admin.orders.confirm.${kind}Action`],
    busy: t[`admin.orders.confirm.${BUSY[status]}`],
    back: t["admin.orders.confirm.back"],
  };
}
