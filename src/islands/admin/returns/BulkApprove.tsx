// The bulk bar for requested returns: with returns ticked, approve them all for one pickup day
// (tomorrow unless changed), asked first in a dialog that names them; the server answers per
// return and each answer is listed afterwards, as the orders' bulk moves are.
import { useStore } from "@nanostores/react";
import { useId, useState } from "react";
import {
  $returnsBulk,
  $selectedReturns,
  bulkApprove,
  cairoDay,
  clearReturnSelection,
  defaultPickupDate,
  dismissReturnsReport,
  stepProblem,
} from "../../../lib/stores/admin/admin-returns";
import { bulkApproveText } from "../../../lib/stores/admin/return-words";
import { fill } from "../../../lib/template";
import ConfirmDialog from "../ConfirmDialog";
import FormField, { fieldBorder, fieldState } from "../FormField";
import { useText } from "../text";

export default function BulkApprove({ onDone }: { onDone: () => void }) {
  const { t, locale } = useText();
  const id = useId();
  const selected = useStore($selectedReturns);
  const bulk = useStore($returnsBulk);
  /** The returns being asked about (fixed when the dialog opens). */
  const [asking, setAsking] = useState<number[] | null>(null);
  const [date, setDate] = useState("");
  const [checked, setChecked] = useState(false);
  const problem = checked ? stepProblem("approve", date) : null;
  const message = problem ? t[`admin.returns.problems.${problem}`] : undefined;
  const text = asking ? bulkApproveText(t, locale, asking) : null;

  const open = () => {
    setAsking([...selected].sort((a, b) => a - b));
    setDate(defaultPickupDate());
    setChecked(false);
    dismissReturnsReport();
  };
  const confirm = async () => {
    setChecked(true);
    if (!asking || stepProblem("approve", date)) return;
    const results = await bulkApprove(asking, date);
    if (results) {
      setAsking(null);
      onDone();
    }
  };

  return (
    <>
      {selected.size > 0 && (
        <div
          className="sticky top-16 z-10 mb-4 flex flex-wrap items-center gap-3 rounded border border-primary/40 bg-white p-3 shadow-sm"
          data-testid="returns-bulk-bar"
        >
          <span className="font-semibold" aria-live="polite">
            {fill(t["admin.returns.bulk.selected"], { count: selected.size })}
          </span>
          <button
            type="button"
            onClick={open}
            aria-haspopup="dialog"
            className="min-h-11 rounded bg-primary px-4 font-medium text-white hover:opacity-90"
            data-testid="returns-bulk-approve"
          >
            {t["admin.returns.bulk.approve"]}
          </button>
          <button type="button" onClick={clearReturnSelection} className="ms-auto min-h-11 rounded px-3 text-sm hover:bg-gray-100">
            {t["admin.returns.bulk.clear"]}
          </button>
        </div>
      )}
      {asking && text && (
        <ConfirmDialog
          title={text.title}
          size="md"
          busy={bulk.running}
          danger={false}
          onClose={() => setAsking(null)}
          onConfirm={() => void confirm()}
          confirmLabel={t["admin.returns.bulk.confirm"]}
          busyLabel={t["admin.returns.bulk.busy"]}
          dismissLabel={t["admin.returns.back"]}
          confirmTestId="returns-bulk-confirm"
        >
          <div className="grid gap-4">
            <p data-testid="returns-bulk-body">{text.body}</p>
            <FormField id={`${id}-date`} label={t["admin.returns.approve.date"]} message={message} testId="returns-bulk-date">
              <input
                {...fieldState(`${id}-date`, message)}
                type="date"
                value={date}
                min={cairoDay()}
                onChange={(e) => setDate(e.target.value)}
                dir="ltr"
                className={`min-h-11 w-full rounded border px-3 ${fieldBorder(message)}`}
                data-testid="returns-bulk-date"
              />
            </FormField>
            {bulk.failed !== null && (
              <p role="alert" className="text-sm text-red-700" data-testid="returns-bulk-failed">
                {bulk.failed || t["admin.returns.bulk.failed"]}
              </p>
            )}
          </div>
        </ConfirmDialog>
      )}
      {bulk.results.length > 0 && !bulk.running && (
        <div role="status" className="mb-4 rounded border border-gray-200 bg-white p-3 text-sm" data-testid="returns-bulk-report">
          <div className="mb-1 flex items-center">
            <h3 className="me-auto font-semibold">{t["admin.returns.bulk.report"]}</h3>
            <button type="button" onClick={dismissReturnsReport} className="min-h-11 rounded px-3 hover:bg-gray-100">
              {t["admin.returns.bulk.dismiss"]}
            </button>
          </div>
          <ul className="space-y-1">
            {bulk.results.map((r) => (
              <li key={r.id} className={r.ok ? "text-green-800" : "text-red-700"} data-testid="returns-bulk-result">
                {r.ok
                  ? fill(t["admin.returns.bulk.ok"], { id: r.id, status: t[`admin.returns.statuses.${r.status ?? "approved"}`] })
                  : fill(t["admin.returns.bulk.refused"], { id: r.id, reason: r.detail ?? t["admin.returns.bulk.notApproved"] })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
