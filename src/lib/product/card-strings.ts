// What a product card's islands say (ProductCardView, CardActions, AddToCart, QuickView,
// StockBadge). Every page with cards passes `t={strings(locale, ...CARD_STRINGS, …its own)}`;
// islands import only the type.
import type { Prefix, Strings } from "../i18n";

export const CARD_STRINGS = [
  "card",
  "stock",
  "toast.added",
  "toast.addedSome",
  "toast.atLimit",
  "product.addToCart",
  "product.decrease",
  "product.increase",
  "product.quantity",
  "wishlist.save",
  "wishlist.saved",
  "wishlist.failed",
  "common.loading",
  "area.delivers",
] as const satisfies readonly Prefix[];

export type CardStrings = Strings<(typeof CARD_STRINGS)[number]>;
