// The dry run's rows, a kind at a time in tabs (errors first), each with its row number as the
// spreadsheet shows it, the product in the page's language, and before → after with the values
// the file changes marked (bold, an arrow and words for screen readers, not colour alone).
import { useStore } from "@nanostores/react";
import { type KeyboardEvent, useEffect, useId, useRef } from "react";
import type { OfferImport, OfferImportRow } from "#contract/offer-imports";
import { formatMoney, localName } from "../../../../lib/format";
import { plural } from "../../../../lib/plural";
import { $myBranches, loadMyBranches } from "../../../../lib/stores/admin/admin-products";
import { adminRoute } from "../../../../lib/stores/admin/admin-route";
import {
  $importRows,
  changedValues,
  countOf,
  formatCount,
  IMPORT_KINDS,
  IMPORT_ROWS_PAGE,
  type ImportKind,
  loadImportRows,
} from "../../../../lib/stores/admin/offer-import";
import { fill } from "../../../../lib/template";
import Pager from "../../Pager";
import RowsTable, { Column } from "../../RowsTable";
import TabStatus from "../../TabStatus";
import { useText } from "../../text";

type Values = NonNullable<OfferImportRow["after"]>;

export default function ImportRows({ job, kind, page }: { job: OfferImport; kind: ImportKind; page: number }) {
  const { t, locale } = useText();
  const id = useId();
  const rows = useStore($importRows);
  const branches = useStore($myBranches);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  // Kinds without rows have no tab, but for the one shown.
  const kinds = IMPORT_KINDS.filter((k) => countOf(job, k) > 0 || k === kind);

  useEffect(() => {
    void loadImportRows(job.id, kind, page);
  }, [job.id, kind, page]);
  useEffect(() => {
    void loadMyBranches();
  }, []);

  const pick = (next: ImportKind, focus = false) => {
    adminRoute.setView({ kind: next, rows: undefined }, "replace");
    if (focus) tabs.current[kinds.indexOf(next)]?.focus();
  };
  // Arrow keys move between the tabs (in the reading direction), Home and End to the ends.
  const onKey = (event: KeyboardEvent) => {
    const at = kinds.indexOf(kind);
    const forward = locale === "ar" ? "ArrowLeft" : "ArrowRight";
    const back = locale === "ar" ? "ArrowRight" : "ArrowLeft";
    const to =
      event.key === forward
        ? (at + 1) % kinds.length
        : event.key === back
          ? (at - 1 + kinds.length) % kinds.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? kinds.length - 1
              : -1;
    if (to < 0) return;
    event.preventDefault();
    pick(kinds[to], true);
  };

  const branchName = (row: OfferImportRow) => {
    const known = branches.branches.find((b) => b.id === row.branch_id);
    return known ? localName(known, locale) : row.branch;
  };
  const pages = Math.max(1, Math.ceil(rows.count / IMPORT_ROWS_PAGE));
  const errors = kind === "error";

  return (
    <div className="mt-6">
      <div role="tablist" aria-label={t["admin.imports.rowKinds"]} className="mb-3 flex flex-wrap gap-2 border-b border-gray-200" onKeyDown={onKey}>
        {kinds.map((k, i) => (
          <button
            key={k}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${k}`}
            aria-selected={k === kind}
            aria-controls={`${id}-panel`}
            tabIndex={k === kind ? 0 : -1}
            onClick={() => pick(k)}
            className={`-mb-px min-h-11 border-b-2 px-3 font-medium ${k === kind ? "border-primary text-primary" : "border-transparent text-gray-700 hover:text-primary"}`}
            data-testid={`import-kind-${k}`}
          >
            {t[`admin.imports.kinds.${k}`]} <span className="text-sm">({formatCount(countOf(job, k))})</span>
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${kind}`} className="focus-visible:outline-2 focus-visible:outline-primary">
        <TabStatus
          status={rows.status}
          count={rows.rows.length}
          loading={t["admin.imports.rowsLoading"]}
          error={t["admin.imports.rowsError"]}
          empty={t["admin.imports.rowsEmpty"]}
          countText={plural(t, locale, "admin.imports.rowCount", rows.count, { count: formatCount(rows.count) })}
          onRetry={() => void loadImportRows(job.id, kind, page)}
          testId="import-rows"
        >
          <RowsTable
            testId="import-rows-table"
            busy={rows.status === "loading"}
            head={
              <>
                <Column>{t["admin.imports.columns.row"]}</Column>
                <Column>{t["admin.imports.columns.product"]}</Column>
                <Column>{t["admin.imports.columns.branch"]}</Column>
                {errors ? (
                  <Column>{t["admin.imports.columns.problem"]}</Column>
                ) : (
                  <>
                    <Column>{t["admin.imports.columns.price"]}</Column>
                    <Column>{t["admin.imports.columns.stock"]}</Column>
                    <Column>{t["admin.imports.columns.available"]}</Column>
                  </>
                )}
              </>
            }
          >
            {rows.rows.map((row) => (
              <ImportRow key={row.row} row={row} branch={branchName(row)} />
            ))}
          </RowsTable>
          <Pager
            page={page}
            pages={pages}
            busy={rows.status === "loading"}
            onPage={(p) => adminRoute.setView({ rows: p > 1 ? String(p) : undefined })}
          />
        </TabStatus>
      </div>
    </div>
  );
}

const cell = "px-3 py-2 max-md:p-0";

function ImportRow({ row, branch }: { row: OfferImportRow; branch: string }) {
  const { t, locale } = useText();
  const changed = changedValues(row);
  const name = row.product ? localName(row.product, locale) : null;
  const show = (key: keyof Values, value: Values[keyof Values] | undefined) => {
    if (value === null || value === undefined) return "—";
    if (key === "price") return formatMoney(String(value), locale);
    if (key === "available") return t[value ? "admin.imports.yes" : "admin.imports.no"];
    return String(value);
  };
  const value = (key: keyof Values) => {
    const after = row.after?.[key];
    const before = row.before?.[key];
    // A changed offer's value: before → after; a new offer's or an unchanged one's: the value alone.
    if (row.action === "change" && changed[key]) {
      return (
        <span data-testid={`import-changed-${key}`}>
          <span className="sr-only">{t["admin.imports.changed"]}: </span>
          <span className="text-gray-600">{show(key, before)}</span>
          <span aria-hidden="true" className="px-1">
            {locale === "ar" ? "←" : "→"}
          </span>
          <span className="sr-only"> </span>
          <strong className="rounded bg-amber-100 px-1 font-semibold text-gray-900">{show(key, after)}</strong>
        </span>
      );
    }
    return <span>{show(key, after ?? before)}</span>;
  };
  return (
    <tr
      className="border-b border-gray-100 align-top last:border-0 max-md:grid max-md:grid-cols-2 max-md:gap-x-3 max-md:gap-y-2 max-md:rounded max-md:border max-md:border-gray-200 max-md:bg-white max-md:p-3"
      data-testid="import-row"
      data-row={row.row}
    >
      <td className={`${cell} whitespace-nowrap font-medium`}>
        <span className="md:hidden">{fill(t["admin.imports.rowOf"], { row: row.row })}</span>
        <span className="max-md:hidden">{row.row}</span>
      </td>
      <td className={`${cell} max-md:col-span-2`}>
        <span className="block font-medium [overflow-wrap:anywhere]">{name ?? t["admin.imports.unknownProduct"]}</span>
        <span className="block font-mono text-xs text-gray-600 [overflow-wrap:anywhere]" dir="ltr">
          {row.sku || "—"}
        </span>
      </td>
      <td className={cell}>
        <Label text={t["admin.imports.columns.branch"]} />
        <span className="[overflow-wrap:anywhere]" dir="auto">
          {branch || "—"}
        </span>
      </td>
      {row.action === "error" ? (
        <td className={`${cell} max-md:col-span-2`}>
          <Label text={t["admin.imports.columns.problem"]} />
          <span className="text-red-800" data-testid="import-row-error">
            {row.error}
          </span>
        </td>
      ) : (
        <>
          <td className={cell}>
            <Label text={t["admin.imports.columns.price"]} />
            {value("price")}
          </td>
          <td className={cell}>
            <Label text={t["admin.imports.columns.stock"]} />
            {value("stock")}
          </td>
          <td className={cell}>
            <Label text={t["admin.imports.columns.available"]} />
            {value("available")}
          </td>
        </>
      )}
    </tr>
  );
}

/** On phones the rows are cards: each value gets its column's name above it. */
function Label({ text }: { text: string }) {
  return (
    <span className="block text-xs text-gray-500 md:hidden" aria-hidden="true">
      {text}
    </span>
  );
}
