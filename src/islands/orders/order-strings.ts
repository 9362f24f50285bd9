// The order page's strings, in a file of their own so that the page (OrderDetail), its status
// control and its buy-again dialog all import the type from here, not from each other (a
// component importing its parent's file made an import cycle).
import type { Strings } from "../../lib/i18n";

export type OrderStrings = Strings<"order" | "orders" | "buyAgain" | "common">;
