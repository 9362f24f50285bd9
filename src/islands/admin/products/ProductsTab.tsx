// The Products tab: search, stock filter, sortable table of offers with in-place editing,
// paging, CSV export (the API's, in the columns the import reads), the import view
// (`?import=`, loaded when opened) and the add/edit, images and delete dialogs. The view lives
// in the URL (admin-route.ts); the data and every call in admin-products.ts and the form stores.
import { plural } from "../../../lib/plural";
import { useStore } from "@nanostores/react";
import { lazy, Suspense, useEffect, useState } from "react";
import type { Listing } from "#contract/listings";
import { adminRoute } from "../../../lib/stores/admin/admin-route";
import {
  $productsTable,
  ADMIN_PAGE_SIZE,
  loadProducts,
  nextOrdering,
  readProductsView,
  type SortColumn,
  sortOf,
} from "../../../lib/stores/admin/admin-products";
import { downloadOffers } from "../../../lib/stores/admin/offers-export";
import { showToast } from "../../../lib/stores/toasts";
import { pageChange } from "../../../lib/stores/admin/page-links";
import Loading from "../../ui/Loading";
import Pager from "../Pager";
import SearchBox from "../SearchBox";
import RowsTable, { Column } from "../RowsTable";
import TabStatus from "../TabStatus";
import { type TabProps, useText } from "../text";
import DeleteProductDialog from "./DeleteProductDialog";
import OfferRow from "./OfferRow";

// The product and picture dialogs open on a click: they load then, not before the first screen
// (the dashboard's first screen is budgeted at 100 KB, tests/budgets).
const ProductDialog = lazy(() => import("./ProductDialog"));
const ImagesDialog = lazy(() => import("./ImagesDialog"));
// The import view (upload, dry run, apply) is a view of this tab, loaded when opened.
const ImportView = lazy(() => import("./imports/ImportView"));

type Open = { kind: "add" } | { kind: "edit" | "images" | "delete"; listing: Listing } | null;

export default function ProductsTab({ view: raw }: TabProps) {
  const { t, locale } = useText();
  const view = readProductsView(raw);
  const table = useStore($productsTable);
  const [open, setOpen] = useState<Open>(null);
  const [exporting, setExporting] = useState(false);
  const importing = Boolean(raw.import);
  const key = JSON.stringify(view);

  // Back from the import view, the offers are read again: an applied file changed them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the view's serialised form is its identity
  useEffect(() => {
    if (!importing) void loadProducts(view);
  }, [key, importing]);
  const reload = () => void loadProducts(view);

  // The API's export: every offer the merchant runs, in the columns the import reads back (the
  // tab has no store or branch filter to narrow it by; search and stock filter the table only).
  const onExport = async () => {
    setExporting(true);
    const ok = await downloadOffers();
    setExporting(false);
    if (!ok) showToast(t["admin.products.exportFailed"], "error");
  };

  if (importing) {
    return (
      <Suspense fallback={<Loading text={t["admin.loading"]} />}>
        <ImportView view={raw} />
      </Suspense>
    );
  }

  const header = (column: SortColumn, label: string) => {
    const sorted = sortOf(view.ordering, column);
    return (
      <th scope="col" aria-sort={sorted} className="px-3 py-2 text-start font-semibold">
        <button
          type="button"
          className="inline-flex min-h-11 items-center gap-1 hover:text-primary"
          onClick={() => adminRoute.setView({ ordering: nextOrdering(view.ordering, column, locale), page: undefined, cursor: undefined })}
          data-testid={`sort-${column}`}
        >
          {label}
          <span aria-hidden="true" className="text-xs text-gray-500">
            {sorted === "ascending" ? "▲" : sorted === "descending" ? "▼" : "↕"}
          </span>
        </button>
      </th>
    );
  };

  const pages = Math.max(1, Math.ceil(table.count / ADMIN_PAGE_SIZE));
  const filtered = Boolean(view.search || view.stock);

  return (
    <section aria-labelledby="products-title">
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h2 id="products-title" className="me-auto text-2xl font-bold">
          {t["admin.products.title"]}
        </h2>
        <button
          type="button"
          onClick={onExport}
          disabled={exporting}
          className="min-h-11 rounded border border-gray-300 bg-white px-4 font-medium hover:bg-gray-50 disabled:opacity-50"
          data-testid="export-products"
        >
          {exporting ? t["admin.products.exporting"] : t["admin.products.export"]}
        </button>
        <button
          type="button"
          onClick={() => adminRoute.setView({ import: "new" })}
          className="min-h-11 rounded border border-gray-300 bg-white px-4 font-medium hover:bg-gray-50"
          data-testid="import-offers"
        >
          {t["admin.products.import"]}
        </button>
        <button
          type="button"
          onClick={() => setOpen({ kind: "add" })}
          className="min-h-11 rounded bg-primary px-4 font-medium text-white hover:opacity-90"
          data-testid="add-product"
        >
          {t["admin.products.add"]}
        </button>
      </div>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <SearchBox
          current={view.search}
          label={t["admin.products.search"]}
          placeholder={t["admin.products.search"]}
          buttonLabel={t["admin.products.searchButton"]}
          testId="admin-product-search"
          className="flex min-w-60 flex-1"
          formClassName="flex w-full gap-2"
        />
        <label className="flex flex-col text-sm">
          <span className="text-gray-600">{t["admin.products.stock.label"]}</span>
          <select
            value={view.stock}
            onChange={(e) => adminRoute.setView({ stock: e.target.value, page: undefined, cursor: undefined })}
            className="min-h-11 rounded border border-gray-300 bg-white px-3"
            data-testid="stock-filter"
          >
            <option value="">{t["admin.products.stock.all"]}</option>
            <option value="low">{t["admin.products.stock.low"]}</option>
            <option value="out">{t["admin.products.stock.out"]}</option>
          </select>
        </label>
      </div>

      <TabStatus
        status={table.status}
        count={table.rows.length}
        loading={t["admin.products.loading"]}
        error={t["admin.products.error"]}
        empty={filtered ? t["admin.products.empty"] : t["admin.products.emptyAll"]}
        countText={plural(t, locale, table.countCapped ? "admin.products.countMany" : "admin.products.count", table.count)}
        onRetry={reload}
        testId="products"
      >
        <RowsTable
          testId="products-table"
          busy={table.status === "loading"}
          className="md:min-w-[56rem]"
          head={
            <>
              {header("name", t["admin.products.columns.product"])}
              {header("sku", t["admin.products.columns.sku"])}
              <Column>{t["admin.products.columns.price"]}</Column>
              <Column>{t["admin.products.columns.stock"]}</Column>
              {header("branch", t["admin.products.columns.branch"])}
              <Column>{t["admin.products.columns.available"]}</Column>
              <Column>{t["admin.products.columns.actions"]}</Column>
            </>
          }
        >
          {table.rows.map((listing) => (
            <OfferRow
              key={`${listing.id}:${listing.updated_at}`}
              listing={listing}
              onEdit={() => setOpen({ kind: "edit", listing })}
              onImages={() => setOpen({ kind: "images", listing })}
              onDelete={() => setOpen({ kind: "delete", listing })}
            />
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

      <Suspense fallback={null}>
        {(open?.kind === "add" || open?.kind === "edit") && (
          <ProductDialog editing={open.kind === "edit" ? open.listing : null} onClose={() => setOpen(null)} onSaved={reload} />
        )}
        {open?.kind === "images" && <ImagesDialog listing={open.listing} onClose={() => setOpen(null)} onChanged={reload} />}
      </Suspense>
      {open?.kind === "delete" && <DeleteProductDialog listing={open.listing} onClose={() => setOpen(null)} onDeleted={reload} />}
    </section>
  );
}
