// The super admin's Stores tab (docs/product.md §2): every store as a card with its owner and
// branches; Select makes it the selected store (the storefront's own selection, selection.ts);
// New Store and Edit Store open the store form. Data and calls live in admin-stores.ts.
import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import type { Store } from "#contract/stores";
import { localName } from "../../../lib/format";
import { fill } from "../../../lib/template";
import { adminRoute } from "../../../lib/stores/admin/admin-route";
import {
  $selectedStore,
  $storesTable,
  chooseStore,
  loadStores,
  readStoresView,
  STORES_PAGE_SIZE,
  showSavedStore,
} from "../../../lib/stores/admin/admin-stores";
import Pager from "../Pager";
import TabStatus from "../TabStatus";
import { type TabProps, useText } from "../text";
import StoreCard from "./StoreCard";
import StoreDialog from "./StoreDialog";

type Open = { kind: "new" } | { kind: "edit"; store: Store } | null;

export default function StoresTab({ view: raw }: TabProps) {
  const { t, locale } = useText();
  const { page } = readStoresView(raw);
  const table = useStore($storesTable);
  const selected = useStore($selectedStore);
  const [open, setOpen] = useState<Open>(null);

  useEffect(() => {
    void loadStores(page);
  }, [page]);

  const pages = Math.max(1, Math.ceil(table.count / STORES_PAGE_SIZE));
  const selectedStore = table.rows.find((s) => s.id === selected);

  return (
    <section aria-labelledby="stores-title">
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h2 id="stores-title" className="me-auto text-2xl font-bold">
          {t["admin.stores.title"]}
        </h2>
        <button
          type="button"
          onClick={() => setOpen({ kind: "new" })}
          className="min-h-11 rounded bg-primary px-4 font-medium text-white hover:opacity-90"
          data-testid="store-new"
        >
          {t["admin.stores.new"]}
        </button>
      </div>
      <p className="mb-2 text-sm text-gray-700" aria-live="polite" data-testid="store-selected-note">
        {selectedStore ? fill(t["admin.stores.selectedNote"], { name: localName(selectedStore, locale) }) : null}
      </p>

      <TabStatus
        status={table.status}
        count={table.rows.length}
        loading={t["admin.stores.loading"]}
        error={t["admin.stores.error"]}
        empty={t["admin.stores.empty"]}
        countText={fill(t["admin.stores.count"], { count: table.count })}
        onRetry={() => void loadStores(page)}
        testId="stores"
      >
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy={table.status === "loading"} data-testid="stores-list">
          {table.rows.map((store) => (
            <StoreCard
              key={store.id}
              store={store}
              selected={store.id === selected}
              onSelect={() => chooseStore(store)}
              onEdit={() => setOpen({ kind: "edit", store })}
            />
          ))}
        </ul>
        <Pager page={page} pages={pages} onPage={(n) => adminRoute.setView({ page: n > 1 ? String(n) : undefined })} />
      </TabStatus>

      {open && <StoreDialog editing={open.kind === "edit" ? open.store : null} onClose={() => setOpen(null)} onSaved={showSavedStore} />}
    </section>
  );
}
