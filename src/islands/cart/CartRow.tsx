// One cart line (docs/product.md §2 "Cart page"): image or placeholder, name, price × quantity, the
// stepper (1 to the known stock, at most 999), the line's subtotal and Remove. A line the
// last checkout changed says how: its old price, or what is left.
import { formatMoney } from "../../lib/format";
import type { Locale } from "../../lib/i18n";
import type { CartItem } from "../../lib/stores/cart";
import { lineMax } from "../../lib/stores/checkout-cart";
import { fill } from "../../lib/template";
import QuantityStepper from "../product/QuantityStepper";
import type { CartStrings } from "./cart-strings";
import { fixedBox, reactPicture } from "../../lib/media/srcset";

interface Props {
  item: CartItem;
  /** The line's name in the page's language. */
  name: string;
  locale: Locale;
  t: CartStrings;
  /** The stock known for this line; null when unknown. */
  stock: number | null;
  /** The price before the server changed it, if it did. */
  oldPrice?: string;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

export default function CartRow({ item, name, locale, t, stock, oldPrice, onQuantity, onRemove }: Props) {
  const subtotal = (Math.round(Number(item.price) * 100) * item.quantity) / 100;
  const short = stock !== null && item.quantity > stock;
  return (
    <li className="flex gap-4 py-4" data-testid="cart-row" data-product={item.productId} data-branch={item.branchId}>
      {item.image ? (
        <img
          {...reactPicture(item.image, fixedBox(80))}
          alt=""
          width="80"
          height="80"
          decoding="async"
          className="size-20 shrink-0 rounded object-cover"
        />
      ) : (
        <span className="flex size-20 shrink-0 items-center justify-center rounded bg-gray-100 text-center text-xs text-gray-600">
          {t["cart.noImage"]}
        </span>
      )}
      {/* One line from the small breakpoint up; below it, the controls go under the name. */}
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-center sm:gap-4">
        <div className="min-w-0 flex-1">
          <a
            href={`/${locale}/product/${item.productId}/?branch=${item.branchId}`}
            className="font-medium text-gray-900 hover:underline"
            data-testid="cart-row-name"
          >
            {name}
          </a>
          <p className="text-sm text-gray-600" data-testid="cart-row-price">
            <bdi>{formatMoney(item.price, locale)}</bdi> × {item.quantity}
          </p>
          {oldPrice && (
            <p className="text-sm font-medium text-amber-800" data-testid="cart-row-price-changed">
              {fill(t["cart.priceWas"], { price: formatMoney(oldPrice, locale) })}
            </p>
          )}
          {short && (
            <p className="text-sm font-medium text-red-700" data-testid="cart-row-short">
              {stock === 0 ? t["cart.soldOut"] : fill(t["cart.onlyLeft"], { count: stock })}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <QuantityStepper
            value={item.quantity}
            max={Math.max(1, lineMax(stock))}
            onChange={onQuantity}
            label={fill(t["cart.quantity"], { name })}
            decreaseLabel={fill(t["cart.decrease"], { name })}
            increaseLabel={fill(t["cart.increase"], { name })}
          />
          <p className="font-semibold sm:min-w-36 sm:text-end" data-testid="cart-row-subtotal">
            {formatMoney(subtotal, locale)}
          </p>
          <button
            type="button"
            onClick={onRemove}
            aria-label={fill(t["cart.removeItem"], { name })}
            className="rounded px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-primary"
            data-testid="cart-row-remove"
          >
            {t["cart.remove"]}
          </button>
        </div>
      </div>
    </li>
  );
}
