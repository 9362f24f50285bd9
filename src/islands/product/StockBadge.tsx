// The stock badge inside islands (docs/product.md §4): red out of stock, yellow low stock (5 or fewer),
// green in stock. Same colours as the static StockBadge.astro of the product cards.
import type { Strings } from "../../lib/i18n";
import { STOCK_BADGE_CLASSES, type StockState } from "../../lib/stock";

export default function StockBadge({ state, t }: { state: StockState; t: Strings<"stock"> }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${STOCK_BADGE_CLASSES[state]}`}
      data-stock={state}
      data-testid="stock-badge"
    >
      {t[`stock.${state}`]}
    </span>
  );
}
