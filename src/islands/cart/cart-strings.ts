// The cart page's strings, in a file of their own so that the page (CartPage), its rows and the
// checkout dialog all import the type from here, not from each other (a component importing
// its parent's file made an import cycle).
import type { Strings } from "../../lib/i18n";

export type CartStrings = Strings<"cart" | "checkout" | "common">;
