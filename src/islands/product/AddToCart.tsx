// Quantity stepper and add-to-cart button for one offer (docs/product.md §4): 1 to the stock (10 when
// unknown), minus disabled at 1, plus at the maximum; out of stock disables adding. After
// adding, a toast names the product and how many were added (none at the cart's limit).
import { useState } from "react";
import type { CardStrings } from "../../lib/product/card-strings";
import { addedMessage, addToCart } from "../../lib/stores/cart";
import { showToast } from "../../lib/stores/toasts";
import { maxQuantity } from "../../lib/stock";

interface Props {
  productId: number;
  branchId: number;
  name: string;
  image: string | null;
  price: string;
  stock: number | null;
  available: boolean;
  t: CardStrings;
  /** Called after adding (the quick view closes itself). */
  onAdded?: (quantity: number) => void;
}

export default function AddToCart({ productId, branchId, name, image, price, stock, available, t, onAdded }: Props) {
  const max = maxQuantity(stock);
  const soldOut = !available || max <= 0;
  const [chosen, setQuantity] = useState(1);
  // The stock may drop after the live refresh: never offer more than it.
  const quantity = Math.max(1, Math.min(chosen, max));
  const add = () => {
    const added = addToCart({ productId, branchId, name, image, price }, quantity, max);
    showToast(addedMessage(t, name, quantity, added), added < quantity ? "warning" : "success");
    setQuantity(1);
    onAdded?.(quantity);
  };
  return (
    // At half a phone's width the button wraps under the stepper; touch targets stay 44 px.
    <div className="flex flex-wrap items-center gap-2">
      {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of buttons; a fieldset's box and legend do not fit a toolbar */}
      <div className="flex items-center rounded border border-gray-300" role="group" aria-label={t["product.quantity"]}>
        <button
          type="button"
          className="size-11 disabled:opacity-40"
          onClick={() => setQuantity(quantity - 1)}
          disabled={soldOut || quantity <= 1}
          aria-label={t["product.decrease"]}
        >
          −
        </button>
        <span className="min-w-7 text-center" aria-live="polite" data-testid="quantity">
          {quantity}
        </span>
        <button
          type="button"
          className="size-11 disabled:opacity-40"
          onClick={() => setQuantity(quantity + 1)}
          disabled={soldOut || quantity >= max}
          aria-label={t["product.increase"]}
        >
          +
        </button>
      </div>
      <button
        type="button"
        onClick={add}
        disabled={soldOut}
        className="min-h-11 flex-1 basis-24 rounded bg-primary px-3 py-1.5 text-sm font-semibold text-on-primary hover:bg-primary/90 disabled:bg-gray-400"
      >
        {t[soldOut ? "stock.out" : "product.addToCart"]}
      </button>
    </div>
  );
}
