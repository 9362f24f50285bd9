// The super admin's Managers tab (docs/product.md §2): every branch's manager in a table (cards
// on phones) with e-mail, name, branch and store, and role; a search by person or place; Add,
// Edit (move to another branch, or put another person in), Remove; the search and the page in
// the address bar.
import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import type { Responsible } from "#contract/stores";
import { branchStoreName, localName } from "../../../lib/format";
import {
  $managerBranches,
  $managersTable,
  branchOf,
  loadManagerBranches,
  loadManagers,
  MANAGERS_PAGE_SIZE,
  MANAGERS_SEARCH_MAX,
  managerOfBranch,
  readManagersView,
  refreshManagers,
} from "../../../lib/stores/admin/admin-managers";
import { adminRoute } from "../../../lib/stores/admin/admin-route";
import type { ManagerFormValues } from "../../../lib/stores/admin/manager-form";
import { showToast } from "../../../lib/stores/toasts";
import { plural } from "../../../lib/plural";
import Pager from "../Pager";
import SearchBox from "../SearchBox";
import RowsTable, { Column } from "../RowsTable";
import TabStatus from "../TabStatus";
import { type TabProps, useText } from "../text";
import ManagerDialog from "./ManagerDialog";
import ManagerRow from "./ManagerRow";
import RemoveManagerDialog from "./RemoveManagerDialog";

type Open =
  | { kind: "add"; start?: Partial<ManagerFormValues> }
  | { kind: "edit"; row: Responsible; start?: Partial<ManagerFormValues> }
  | { kind: "remove"; row: Responsible }
  | null;

export default function ManagersTab({ view: raw }: TabProps) {
  const { t, locale } = useText();
  const view = readManagersView(raw);
  const table = useStore($managersTable);
  const branches = useStore($managerBranches);
  const [open, setOpen] = useState<Open>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the search and the page are the view
  useEffect(() => void loadManagers(view), [view.search, view.page]);
  useEffect(() => void loadManagerBranches(), []);

  const branchText = (row: Responsible) => {
    const b = branchOf(branches.branches, row.branch.id);
    return { branch: b ? localName(b, locale) : row.branch.name, store: b ? branchStoreName(b, locale) : "" };
  };
  const onSaved = (row: Responsible | null, editing: boolean) => {
    setOpen(null);
    if (row) showToast(t[editing ? "admin.managers.form.updated" : "admin.managers.form.created"]);
    refreshManagers(view);
  };
  const onEditInstead = async (branchId: number, values: ManagerFormValues) => {
    const row = await managerOfBranch(branchId);
    if (!row) {
      showToast(t["admin.managers.error"], "error");
      return;
    }
    setOpen({ kind: "edit", row, start: { userText: values.userText, user: values.user } });
  };

  return (
    <section aria-labelledby="managers-title">
      <div className="mb-2 flex flex-wrap items-center gap-3">
        <h2 id="managers-title" className="me-auto text-2xl font-bold">
          {t["admin.managers.title"]}
        </h2>
        <button
          type="button"
          onClick={() => setOpen({ kind: "add" })}
          className="min-h-11 rounded bg-primary px-4 font-medium text-white hover:opacity-90"
          data-testid="add-manager"
        >
          {t["admin.managers.add"]}
        </button>
      </div>
      <p className="mb-4 text-sm text-gray-700">{t["admin.managers.intro"]}</p>
      <SearchBox
        current={view.search}
        label={t["admin.managers.search"]}
        placeholder={t["admin.managers.searchPlaceholder"]}
        buttonLabel={t["admin.managers.searchButton"]}
        testId="managers-search"
        maxLength={MANAGERS_SEARCH_MAX}
        className="mb-4 flex"
        formClassName="flex w-full max-w-xl gap-2"
      />

      <TabStatus
        status={table.status}
        count={table.rows.length}
        loading={t["admin.managers.loading"]}
        error={t["admin.managers.error"]}
        empty={view.search ? t["admin.managers.emptySearch"] : t["admin.managers.empty"]}
        countText={plural(t, locale, "admin.managers.count", table.count)}
        onRetry={() => void loadManagers(view)}
        testId="managers"
      >
        <RowsTable
          testId="managers-table"
          busy={table.status === "loading"}
          head={(["email", "name", "branch", "role", "actions"] as const).map((c) => <Column key={c}>{t[`admin.managers.columns.${c}`]}</Column>)}
        >
          {table.rows.map((row) => (
            <ManagerRow
              key={`${row.id}:${row.user.id}:${row.branch.id}`}
              row={row}
              {...branchText(row)}
              onEdit={() => setOpen({ kind: "edit", row })}
              onRemove={() => setOpen({ kind: "remove", row })}
            />
          ))}
        </RowsTable>
        <Pager
          page={view.page}
          pages={Math.max(1, Math.ceil(table.count / MANAGERS_PAGE_SIZE))}
          onPage={(next) => adminRoute.setView({ page: next > 1 ? String(next) : undefined })}
        />
      </TabStatus>

      {open && (open.kind === "add" || open.kind === "edit") && (
        <ManagerDialog
          key={open.kind === "edit" ? `edit-${open.row.id}` : "add"}
          editing={open.kind === "edit" ? open.row : null}
          start={open.start}
          onClose={() => setOpen(null)}
          onSaved={(row) => onSaved(row, open.kind === "edit")}
          onEditInstead={onEditInstead}
        />
      )}
      {open?.kind === "remove" && (
        <RemoveManagerDialog
          row={open.row}
          branch={(({ branch, store }) => (store ? `${branch} (${store})` : branch))(branchText(open.row))}
          onClose={() => setOpen(null)}
          onRemoved={() => refreshManagers(view)}
        />
      )}
    </section>
  );
}
