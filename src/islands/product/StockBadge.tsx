// The stock badge inside islands (docs/product.md §4): red out of stock, yellow low stock (5 or fewer),
// green in stock. Same colours as the static StockBadge.astro of the product cards.
import { STOCK_BADGE_CLASSES, type StockState } from "../../lib/stock";

export type StockLabels = Record<StockState, string>;

export default function StockBadge({ state, labels }: { state: StockState; labels: StockLabels }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${STOCK_BADGE_CLASSES[state]}`}
      data-stock={state}
      data-testid="stock-badge"
    >
      {labels[state]}
    </span>
  );
}
