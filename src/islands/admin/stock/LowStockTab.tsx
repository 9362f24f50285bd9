// The Low stock tab (issue 31 §2), reached from Home's low-stock card: the offers at or under
// their own low-stock level in the branches the user runs, lowest stock first (or by name),
// each restocked in place and its level changed there, saved together with the offer's PATCH
// as the Products tab saves stock. A restocked row stays until the list is read again, marked
// so. The view (ordering, store or branch, page) is the address bar's; calls in admin-low-stock.ts.
import { useStore } from "@nanostores/react";
import { useId, useEffect, useState } from "react";
import type { Listing } from "#contract/listings";
import { localName } from "../../../lib/format";
import { plural } from "../../../lib/plural";
import {
  $lowStock,
  isLow,
  LOW_STOCK_ORDERINGS,
  LOW_STOCK_PAGE_SIZE,
  type LowStockOrdering,
  loadLowStock,
  readLowStockView,
  restockChange,
  saveRestock,
} from "../../../lib/stores/admin/admin-low-stock";
import { adminPath, adminRoute } from "../../../lib/stores/admin/admin-route";
import { pageChange } from "../../../lib/stores/admin/page-links";
import { showToast } from "../../../lib/stores/toasts";
import { fill } from "../../../lib/template";
import Pager from "../Pager";
import RowsTable, { Column } from "../RowsTable";
import TabStatus from "../TabStatus";
import { type TabProps, useText } from "../text";

const SORT_WORDS: Record<LowStockOrdering, "sortStock" | "sortStockDesc" | "sortName" | "sortNameDesc"> = {
  stock: "sortStock",
  "-stock": "sortStockDesc",
  name: "sortName",
  "-name": "sortNameDesc",
};

export default function LowStockTab({ view: raw }: TabProps) {
  const { t, locale } = useText();
  const id = useId();
  const view = readLowStockView(raw);
  const table = useStore($lowStock);
  const key = JSON.stringify(view);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the view's serialised form is its identity
  useEffect(() => {
    void loadLowStock(view, locale);
  }, [key, locale]);

  const sorted = (column: "stock" | "name") =>
    view.ordering === column ? "ascending" : view.ordering === `-${column}` ? "descending" : ("none" as const);
  const pages = Math.max(1, Math.ceil(table.count / LOW_STOCK_PAGE_SIZE));
  const scope = Object.fromEntries(Object.entries({ store: view.store, branch: view.branch }).filter(([, v]) => v));

  return (
    <section aria-labelledby="stock-title">
      <div className="mb-2 flex flex-wrap items-center gap-3">
        <h2 id="stock-title" className="me-auto text-2xl font-bold">
          {t["admin.stock.title"]}
        </h2>
        <a
          href={adminPath(locale, "home", scope)}
          onClick={(event) => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            adminRoute.openTab("home", scope);
          }}
          className="inline-flex min-h-11 items-center font-medium text-primary underline"
          data-testid="stock-home"
        >
          {t["admin.stock.back"]}
        </a>
      </div>
      <p className="mb-4 text-gray-700">{t["admin.stock.intro"]}</p>
      <div className="mb-4">
        <label htmlFor={`${id}-sort`} className="mb-1 block text-sm font-medium">
          {t["admin.stock.sort"]}
        </label>
        <select
          id={`${id}-sort`}
          value={view.ordering}
          onChange={(e) =>
            adminRoute.setView({ ordering: e.target.value === "stock" ? undefined : e.target.value, page: undefined, cursor: undefined })
          }
          className="min-h-11 rounded border border-gray-300 bg-white px-3"
          data-testid="stock-sort"
        >
          {LOW_STOCK_ORDERINGS.map((o) => (
            <option key={o} value={o}>
              {t[`admin.stock.${SORT_WORDS[o]}`]}
            </option>
          ))}
        </select>
      </div>

      <TabStatus
        status={table.status}
        count={table.rows.length}
        loading={t["admin.stock.loading"]}
        error={t["admin.stock.error"]}
        empty={t["admin.stock.empty"]}
        countText={plural(t, locale, table.countCapped ? "admin.stock.countMany" : "admin.stock.count", table.count)}
        onRetry={() => void loadLowStock(view, locale)}
        testId="stock"
      >
        <RowsTable
          testId="stock-table"
          busy={table.status === "loading"}
          head={
            <>
              <th scope="col" aria-sort={sorted("name")} className="px-3 py-2 text-start font-semibold">
                {t["admin.stock.columns.product"]}
              </th>
              <Column>{t["admin.stock.columns.branch"]}</Column>
              <th scope="col" aria-sort={sorted("stock")} className="px-3 py-2 text-start font-semibold">
                {t["admin.stock.columns.stock"]}
              </th>
              <Column>{t["admin.stock.columns.threshold"]}</Column>
              <Column>{t["admin.stock.columns.actions"]}</Column>
            </>
          }
        >
          {table.rows.map((listing) => (
            <StockRow key={`${listing.id}:${listing.updated_at}`} listing={listing} />
          ))}
        </RowsTable>
        <Pager
          page={view.page}
          pages={pages}
          capped={table.countCapped}
          hasNext={table.next !== null}
          busy={table.status === "loading"}
          onPage={(page) => adminRoute.setView(pageChange(view.page, table, page))}
        />
      </TabStatus>
    </section>
  );
}

function StockRow({ listing }: { listing: Listing }) {
  const { t, locale } = useText();
  const product = listing.product as Listing["product"] & { sku?: string };
  const name = localName(product, locale);
  const branch = localName(listing.branch, locale);
  const [stock, setStock] = useState(String(listing.stock));
  const [threshold, setThreshold] = useState(String(listing.low_stock_threshold ?? ""));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const change = restockChange(listing, { stock, threshold });
  const changed = Object.keys(change).length > 0;

  const onSave = async () => {
    setSaving(true);
    const result = await saveRestock(listing.id, change);
    setSaving(false);
    if (result.ok) {
      setErrors({});
      showToast(t["admin.stock.saved"]);
    } else {
      setErrors(result.errors);
      if (!result.errors.stock && !result.errors.low_stock_threshold) showToast(result.errors.detail ?? t["admin.stock.failed"], "error");
    }
  };

  const input = "min-h-11 w-20 rounded border px-2";
  const cell = "px-3 py-2 align-top max-md:p-0";
  const label = (text: string) => (
    <span className="block text-xs text-gray-500 md:hidden" aria-hidden="true">
      {text}
    </span>
  );
  return (
    <tr
      className="border-b border-gray-100 last:border-0 max-md:grid max-md:grid-cols-2 max-md:gap-x-3 max-md:gap-y-2 max-md:rounded max-md:border max-md:border-gray-200 max-md:bg-white max-md:p-3"
      data-testid="stock-row"
      data-listing={listing.id}
    >
      <td className={`${cell} max-md:col-span-2`}>
        <span className="block font-medium [overflow-wrap:anywhere]">{name}</span>
        {product.sku && (
          <span className="block font-mono text-xs text-gray-600">
            <bdi dir="ltr">{product.sku}</bdi>
          </span>
        )}
        {listing.stock === 0 ? (
          <span className="mt-1 inline-block rounded bg-red-50 px-2 text-xs font-medium text-red-800" data-testid="stock-out">
            {t["admin.stock.out"]}
          </span>
        ) : (
          !isLow(listing) && (
            <span className="mt-1 inline-block rounded bg-green-50 px-2 text-xs font-medium text-green-800" data-testid="stock-restocked">
              {t["admin.stock.restocked"]}
            </span>
          )
        )}
      </td>
      <td className={`${cell} max-md:col-span-2`}>
        {label(t["admin.stock.columns.branch"])}
        <span className="[overflow-wrap:anywhere] md:pt-3 md:inline-block">{branch}</span>
      </td>
      <td className={cell}>
        {label(t["admin.stock.columns.stock"])}
        <input
          className={`${input} ${errors.stock ? "border-red-600" : "border-gray-300"}`}
          inputMode="numeric"
          dir="ltr"
          value={stock}
          onChange={(e) => setStock(e.target.value)}
          aria-label={fill(t["admin.stock.stockOf"], { name, branch })}
          aria-invalid={Boolean(errors.stock)}
          data-testid="stock-input"
        />
        {errors.stock && <p className="mt-1 max-w-40 text-xs text-red-700">{errors.stock}</p>}
      </td>
      <td className={cell}>
        {label(t["admin.stock.columns.threshold"])}
        <input
          className={`${input} ${errors.low_stock_threshold ? "border-red-600" : "border-gray-300"}`}
          inputMode="numeric"
          dir="ltr"
          value={threshold}
          onChange={(e) => setThreshold(e.target.value)}
          aria-label={fill(t["admin.stock.thresholdOf"], { name, branch })}
          title={t["admin.stock.thresholdHint"]}
          aria-invalid={Boolean(errors.low_stock_threshold)}
          data-testid="stock-threshold"
        />
        {errors.low_stock_threshold && <p className="mt-1 max-w-40 text-xs text-red-700">{errors.low_stock_threshold}</p>}
      </td>
      <td className={`${cell} max-md:col-span-2`}>
        <button
          type="button"
          onClick={onSave}
          disabled={!changed || saving}
          className="min-h-11 rounded bg-primary px-4 font-medium text-white hover:opacity-90 disabled:opacity-50"
          aria-label={fill(t["admin.stock.saveOf"], { name, branch })}
          data-testid="stock-save"
        >
          {saving ? t["admin.stock.saving"] : t["admin.stock.save"]}
        </button>
      </td>
    </tr>
  );
}
