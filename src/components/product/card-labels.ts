// The strings a product card's island needs, read at build time (islands get their strings
// as props; no i18n library ships to the browser).
import { t, type Locale } from "../../lib/i18n";
import type { CardActionsLabels } from "../../islands/product/CardActions";
import type { ProductCardLabels } from "../../islands/product/ProductCardView";

export function cardActionsLabels(locale: Locale): CardActionsLabels {
  return {
    add: t(locale, "product.addToCart"),
    outOfStock: t(locale, "stock.out"),
    decrease: t(locale, "product.decrease"),
    increase: t(locale, "product.increase"),
    quantity: t(locale, "product.quantity"),
    added: t(locale, "toast.added"),
    addedSome: t(locale, "toast.addedSome"),
    atLimit: t(locale, "toast.atLimit"),
    quickView: t(locale, "card.quickView"),
    wishlist: t(locale, "wishlist.save"),
    wishlistSaved: t(locale, "wishlist.saved"),
    wishlistFailed: t(locale, "wishlist.failed"),
    close: t(locale, "card.close"),
    loading: t(locale, "common.loading"),
    loadError: t(locale, "card.loadError"),
    viewDetails: t(locale, "card.viewDetails"),
    noImage: t(locale, "card.noImage"),
  };
}

/** For islands that render whole cards (ProductCardView). */
export function productCardLabels(locale: Locale): ProductCardLabels {
  return { ...cardActionsLabels(locale), stock: { out: t(locale, "stock.out"), low: t(locale, "stock.low"), in: t(locale, "stock.in") } };
}
