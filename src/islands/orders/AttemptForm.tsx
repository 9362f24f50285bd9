// The staff's "failed delivery attempt" form on a shipped order's page (issue 29): why the courier
// could not deliver (a reason from the list) and a note for the shop. The order stays shipped; the
// server numbers the attempt, shows it in the timeline and tells the customer.
import { useId, useState } from "react";
import { DELIVERY_FAILURE_REASONS, MAX_ATTEMPT_NOTE } from "#shared/order-rules";
import { recordAttempt } from "../../lib/stores/order-detail";
import { showToast } from "../../lib/stores/toasts";
import { fill } from "../../lib/template";
import type { OrderStrings } from "./order-strings";

type Reason = (typeof DELIVERY_FAILURE_REASONS)[number];

export default function AttemptForm({ busy, t }: { busy: boolean; t: OrderStrings }) {
  const id = useId();
  const [reason, setReason] = useState<Reason | "">("");
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!reason) return setError(t["order.attemptForm.required"]);
    const outcome = await recordAttempt({ reason, note: note.trim() || undefined });
    if (outcome.ok) {
      setReason("");
      setNote("");
      showToast(fill(t["order.attemptForm.recorded"], { n: outcome.attempt }));
    } else showToast(outcome.message ?? t["order.attemptForm.error"], "error");
  };
  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      className="rounded-xl border border-orange-200 bg-orange-50 p-4"
      aria-labelledby={`${id}-title`}
      data-testid="attempt-form"
      noValidate
    >
      <h2 id={`${id}-title`} className="font-semibold text-gray-900">
        {t["order.attemptForm.title"]}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t["order.attemptForm.hint"]}</p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-gray-700">
            {t["order.attemptForm.reason"]}
          </label>
          <select
            id={`${id}-reason`}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value as Reason);
              setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="mt-1 min-h-11 rounded-lg border border-gray-300 bg-white px-3"
            data-testid="attempt-reason"
          >
            <option value="">{t["order.attemptForm.chooseReason"]}</option>
            {DELIVERY_FAILURE_REASONS.map((r) => (
              <option key={r} value={r}>
                {t[`order.attemptReason.${r}`]}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0 flex-1 basis-56">
          <label htmlFor={`${id}-note`} className="block text-sm font-medium text-gray-700">
            {t["order.attemptForm.note"]}
          </label>
          <input
            id={`${id}-note`}
            value={note}
            maxLength={MAX_ATTEMPT_NOTE}
            onChange={(e) => setNote(e.target.value)}
            className="mt-1 min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3"
            data-testid="attempt-note"
          />
        </div>
        <button
          type="submit"
          disabled={busy}
          className="min-h-11 rounded-lg border border-orange-700 bg-white px-4 font-semibold text-orange-900 hover:bg-orange-100 disabled:opacity-50"
          data-testid="attempt-submit"
        >
          {busy ? t["order.attemptForm.saving"] : t["order.attemptForm.submit"]}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-rose-700">
          {error}
        </p>
      )}
    </form>
  );
}
