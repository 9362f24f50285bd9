// Home's scope (issue 31 §1): a super admin sees the marketplace and may narrow to a store, then
// a branch; a store's owner sees their stores and may narrow to one store or branch; a manager
// their branches. The choices are the lists the dashboard already reads (the stores the user
// works in, selected-store.ts; their branches, admin-reports.ts); a list of one is no choice.
import { useStore } from "@nanostores/react";
import { useEffect, useId } from "react";
import { localName } from "../../../lib/format";
import { $scopeBranches, branchesOf, loadScopeBranches } from "../../../lib/stores/admin/admin-reports";
import { adminRoute } from "../../../lib/stores/admin/admin-route";
import type { HomeView } from "../../../lib/stores/admin/report-period";
import { $workedStores, loadWorkedStores } from "../../../lib/stores/admin/selected-store";
import { useText } from "../text";

const control = "min-h-11 w-full rounded border border-gray-300 bg-white px-3";

export default function ScopePicker({ view, superAdmin }: { view: HomeView; superAdmin: boolean }) {
  const { t, locale } = useText();
  const id = useId();
  const { stores } = useStore($workedStores);
  const branches = useStore($scopeBranches);
  useEffect(() => void loadWorkedStores(), []);
  useEffect(() => void loadScopeBranches(superAdmin, view.store), [superAdmin, view.store]);

  const offered = branchesOf(branches.rows, superAdmin ? "" : view.store);
  const showStores = superAdmin || stores.length > 1;
  const showBranches = offered.length > 1 || (view.branch !== "" && offered.length > 0);

  return (
    <>
      {showStores && (
        <div className="min-w-0 max-w-full">
          <label htmlFor={`${id}-store`} className="mb-1 block text-sm font-medium">
            {t["admin.home.scope.store"]}
          </label>
          <select
            id={`${id}-store`}
            value={view.store}
            onChange={(e) => adminRoute.setView({ store: e.target.value, branch: undefined })}
            className={control}
            data-testid="home-store"
          >
            <option value="">{t["admin.home.scope.allStores"]}</option>
            {stores.map((s) => (
              <option key={s.id} value={String(s.id)}>
                {localName(s, locale)}
              </option>
            ))}
          </select>
        </div>
      )}
      {showBranches && (
        <div className="min-w-0 max-w-full">
          <label htmlFor={`${id}-branch`} className="mb-1 block text-sm font-medium">
            {t["admin.home.scope.branch"]}
          </label>
          <select
            id={`${id}-branch`}
            value={view.branch}
            onChange={(e) => adminRoute.setView({ branch: e.target.value })}
            className={control}
            data-testid="home-branch"
          >
            <option value="">{t["admin.home.scope.allBranches"]}</option>
            {offered.map((b) => (
              <option key={b.id} value={String(b.id)}>
                {view.store || !showStores
                  ? localName(b, locale)
                  : `${localName(b, locale)} · ${locale === "ar" ? b.store_name_ar || b.store_name : b.store_name}`}
              </option>
            ))}
          </select>
        </div>
      )}
    </>
  );
}
