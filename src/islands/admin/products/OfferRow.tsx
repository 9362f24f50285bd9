// One offer in the products table: the product, its SKU, and this branch's price, stock and
// availability, edited in place and saved together (the server answers per field).
import { fill } from "../../../lib/template";
import { useState } from "react";
import type { Listing } from "#contract/listings";
import { localName } from "../../../lib/format";
import { saveOffer } from "../../../lib/stores/admin/admin-products";
import { showToast } from "../../../lib/stores/toasts";
import { useText } from "../text";

type Product = Listing["product"] & { sku: string; images?: { image: string; alt_text: string }[] };

export default function OfferRow({
  listing,
  onEdit,
  onImages,
  onDelete,
}: {
  listing: Listing;
  onEdit: () => void;
  onImages: () => void;
  onDelete: () => void;
}) {
  const { t, locale } = useText();
  const product = listing.product as Product;
  const name = localName(product, locale);
  const branch = localName(listing.branch, locale);
  const [price, setPrice] = useState(listing.price);
  const [stock, setStock] = useState(String(listing.stock));
  const [available, setAvailable] = useState(listing.is_available);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const changed = price !== listing.price || stock !== String(listing.stock) || available !== listing.is_available;
  const image = product.images?.[0];

  const onSave = async () => {
    setSaving(true);
    const change: Record<string, string | boolean> = {};
    if (price !== listing.price) change.price = price.trim();
    if (stock !== String(listing.stock)) change.stock = stock.trim();
    if (available !== listing.is_available) change.is_available = available;
    const result = await saveOffer(listing.id, change);
    setSaving(false);
    if (result.ok) {
      setErrors({});
      showToast(t["admin.products.offerSaved"]);
    } else {
      setErrors(result.errors);
      if (!result.errors.price && !result.errors.stock) showToast(result.errors.detail ?? t["admin.products.offerFailed"], "error");
    }
  };

  const input = "min-h-11 w-28 rounded border px-2";
  const action = "min-h-11 rounded px-3 font-medium hover:bg-gray-100";
  return (
    <tr
      className="border-b border-gray-100 align-top last:border-0 max-md:grid max-md:grid-cols-2 max-md:gap-x-3 max-md:gap-y-2 max-md:rounded max-md:border max-md:border-gray-200 max-md:bg-white max-md:p-3"
      data-testid="offer-row"
      data-listing={listing.id}
    >
      <td className="px-3 py-2 max-md:col-span-2 max-md:p-0">
        <div className="flex items-center gap-3">
          {image ? (
            <img src={image.image} alt={image.alt_text || name} width={44} height={44} loading="lazy" className="size-11 rounded object-cover" />
          ) : (
            <span className="flex size-11 items-center justify-center rounded bg-gray-100 text-center text-[10px] text-gray-500">
              {t["admin.products.noImage"]}
            </span>
          )}
          <span className="min-w-0 font-medium [overflow-wrap:anywhere]">{name}</span>
        </div>
      </td>
      <td className="px-3 py-2 font-mono text-xs max-md:p-0">
        <MobileLabel text={t["admin.products.columns.sku"]} />
        <span className="inline-block break-all md:pt-3" dir="ltr">
          {product.sku}
        </span>
      </td>
      <td className="px-3 py-2 max-md:p-0">
        <MobileLabel text={t["admin.products.columns.price"]} />
        <input
          className={`${input} ${errors.price ? "border-red-600" : "border-gray-300"}`}
          inputMode="decimal"
          dir="ltr"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          aria-label={fill(t["admin.products.priceOf"], { name, branch })}
          aria-invalid={Boolean(errors.price)}
          data-testid="offer-price"
        />
        {errors.price && <p className="mt-1 max-w-40 text-xs text-red-700">{errors.price}</p>}
      </td>
      <td className="px-3 py-2 max-md:p-0">
        <MobileLabel text={t["admin.products.columns.stock"]} />
        <input
          className={`${input} w-20 ${errors.stock ? "border-red-600" : "border-gray-300"}`}
          inputMode="numeric"
          dir="ltr"
          value={stock}
          onChange={(e) => setStock(e.target.value)}
          aria-label={fill(t["admin.products.stockOf"], { name, branch })}
          aria-invalid={Boolean(errors.stock)}
          data-testid="offer-stock"
        />
        {errors.stock && <p className="mt-1 max-w-40 text-xs text-red-700">{errors.stock}</p>}
      </td>
      <td className="px-3 py-2 max-md:p-0">
        <MobileLabel text={t["admin.products.columns.branch"]} />
        <span className="inline-block [overflow-wrap:anywhere] md:pt-3">{branch}</span>
      </td>
      <td className="px-3 py-2 max-md:p-0">
        <MobileLabel text={t["admin.products.columns.available"]} />
        <label className="flex min-h-11 items-center">
          <input
            type="checkbox"
            className="size-5"
            checked={available}
            onChange={(e) => setAvailable(e.target.checked)}
            aria-label={fill(t["admin.products.availableOf"], { name, branch })}
            data-testid="offer-available"
          />
        </label>
      </td>
      <td className="px-3 py-2 max-md:col-span-2 max-md:p-0">
        <div className="flex flex-wrap gap-1 md:flex-nowrap md:whitespace-nowrap">
          {changed && (
            <button
              type="button"
              onClick={onSave}
              disabled={saving}
              className="min-h-11 rounded bg-primary px-3 font-medium text-white hover:opacity-90 disabled:opacity-60"
              aria-label={fill(t["admin.products.saveOf"], { name, branch })}
              data-testid="offer-save"
            >
              {saving ? t["admin.products.saving"] : t["admin.products.save"]}
            </button>
          )}
          <button type="button" className={`${action} text-primary`} onClick={onEdit} data-testid="product-edit">
            {t["admin.products.edit"]}
          </button>
          <button type="button" className={action} onClick={onImages} data-testid="product-images">
            {t["admin.products.images"]}
          </button>
          <button type="button" className={`${action} text-red-700`} onClick={onDelete} data-testid="product-delete">
            {t["admin.products.delete"]}
          </button>
        </div>
      </td>
    </tr>
  );
}

/** On phones the table's rows are cards: each value gets its column's name above it. */
function MobileLabel({ text }: { text: string }) {
  return (
    <span className="block text-xs text-gray-500 md:hidden" aria-hidden="true">
      {text}
    </span>
  );
}
