// The Branches tab (docs/product.md §2): the branches as cards. A super admin sees every
// branch, filters by store, and creates, edits and deletes them; a merchant sees the branches
// they work in, read-only but for each one's delivery, which everyone here may set (the
// server lets a branch's store owner, its manager and a super admin). The view (store, page) is the address bar's; data and calls live
// in admin-branches.ts and branch-form.ts.
import { useStore } from "@nanostores/react";
import { lazy, Suspense, useEffect, useState } from "react";
import type { Branch } from "#contract/stores";
import { branchStoreName, localName } from "../../../lib/format";
import { fill } from "../../../lib/template";
import {
  $branchesTable,
  $storeChoices,
  $storeThemes,
  BRANCHES_PAGE_SIZE,
  loadBranches,
  loadStoreChoices,
  readBranchesView,
  themeOfBranch,
} from "../../../lib/stores/admin/admin-branches";
import { adminRoute } from "../../../lib/stores/admin/admin-route";
import Pager from "../Pager";
import TabStatus from "../TabStatus";
import { type TabProps, useText } from "../text";
import BranchCard from "./BranchCard";
import BranchDialog from "./BranchDialog";
import DeleteBranchDialog from "./DeleteBranchDialog";

// The delivery dialog loads when opened, not before the first screen (budgeted: tests/budgets).
const DeliveryDialog = lazy(() => import("./DeliveryDialog"));

type Open = { kind: "new" } | { kind: "edit" | "delete" | "delivery"; branch: Branch } | null;

export default function BranchesTab({ view: raw, user }: TabProps) {
  const { t, locale } = useText();
  const admin = user.role === "super_admin";
  const scope = admin ? "all" : "managed";
  const view = readBranchesView(raw);
  const table = useStore($branchesTable);
  const themes = useStore($storeThemes);
  const stores = useStore($storeChoices);
  const [open, setOpen] = useState<Open>(null);
  const key = JSON.stringify(view);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the view's serialised form is its identity
  useEffect(() => {
    void loadBranches(view, scope);
  }, [key, scope]);
  useEffect(() => void loadStoreChoices(true, scope), [scope]);

  const reload = () => void loadBranches(view, scope);
  // The last card of a later page gone: that page is no more, show the one before.
  const afterDelete = () => {
    if (table.rows.length === 1 && view.page > 1) adminRoute.setView({ page: view.page > 2 ? String(view.page - 1) : undefined });
    else reload();
  };
  const storeName = (branch: Branch) => {
    const store = stores.stores.find((s) => s.id === branch.store);
    return store ? localName(store, locale) : branchStoreName(branch, locale);
  };
  const pages = Math.max(1, Math.ceil(table.count / BRANCHES_PAGE_SIZE));

  return (
    <section aria-labelledby="branches-title">
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h2 id="branches-title" className="me-auto text-2xl font-bold">
          {t["admin.branches.title"]}
        </h2>
        {admin && (
          <button
            type="button"
            onClick={() => setOpen({ kind: "new" })}
            className="min-h-11 rounded bg-primary px-4 font-medium text-white hover:opacity-90"
            data-testid="branch-new"
          >
            {t["admin.branches.new"]}
          </button>
        )}
      </div>
      {admin ? (
        <label className="mb-4 flex max-w-sm flex-col text-sm">
          <span className="text-gray-600">{t["admin.branches.filterStore"]}</span>
          <select
            value={view.store}
            onChange={(e) => adminRoute.setView({ store: e.target.value, page: undefined })}
            className="min-h-11 rounded border border-gray-300 bg-white px-3"
            data-testid="branch-store-filter"
          >
            <option value="">{t["admin.branches.allStores"]}</option>
            {stores.stores.map((store) => (
              <option key={store.id} value={store.id}>
                {localName(store, locale)}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <p className="mb-4 rounded border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900" data-testid="branches-read-only">
          {t["admin.branches.readOnly"]}
        </p>
      )}

      <TabStatus
        status={table.status}
        count={table.rows.length}
        loading={t["admin.branches.loading"]}
        error={t["admin.branches.error"]}
        empty={t["admin.branches.empty"]}
        countText={fill(t["admin.branches.count"], { count: table.count })}
        onRetry={reload}
        testId="branches"
      >
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy={table.status === "loading"} data-testid="branches-list">
          {table.rows.map((branch) => (
            <BranchCard
              key={branch.id}
              branch={branch}
              storeName={storeName(branch)}
              theme={themeOfBranch(branch, themes)}
              onEdit={admin ? () => setOpen({ kind: "edit", branch }) : undefined}
              onDelete={admin ? () => setOpen({ kind: "delete", branch }) : undefined}
              onDelivery={() => setOpen({ kind: "delivery", branch })}
            />
          ))}
        </ul>
        <Pager page={view.page} pages={pages} onPage={(page) => adminRoute.setView({ page: page > 1 ? String(page) : undefined })} />
      </TabStatus>

      {(open?.kind === "new" || open?.kind === "edit") && (
        <BranchDialog editing={open.kind === "edit" ? open.branch : null} store={view.store} onClose={() => setOpen(null)} onSaved={reload} />
      )}
      <Suspense fallback={null}>{open?.kind === "delivery" && <DeliveryDialog branch={open.branch} onClose={() => setOpen(null)} />}</Suspense>
      {open?.kind === "delete" && (
        <DeleteBranchDialog branch={open.branch} storeName={storeName(open.branch)} onClose={() => setOpen(null)} onDeleted={afterDelete} />
      )}
    </section>
  );
}
