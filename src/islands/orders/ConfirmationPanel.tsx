// An order that must be confirmed before it is prepared (docs/decisions/0033): its customer
// enters the code they were sent (or asks for a new one); the branch's staff see that it needs
// confirmation and mark it "Confirmed by phone" after calling, asked first. Once confirmed, it
// says how, by whom (to the shop) and when.
import { useId, useState } from "react";
import type { Order } from "#contract/orders";
import { formatDateTime } from "../../lib/format-date";
import type { Locale } from "../../lib/i18n";
import { awaitsConfirmation, confirmByPhone, confirmWithCode, sendNewCode } from "../../lib/stores/order-detail";
import { showToast } from "../../lib/stores/toasts";
import { fill } from "../../lib/template";
import Dialog from "../ui/Dialog";
import type { OrderStrings } from "./order-strings";

const button = "inline-flex min-h-11 items-center justify-center rounded-lg px-4 font-semibold disabled:opacity-50";

export default function ConfirmationPanel({
  order,
  busy,
  isCustomer,
  isShop,
  locale,
  t,
}: {
  order: Order;
  busy: boolean;
  isCustomer: boolean;
  isShop: boolean;
  locale: Locale;
  t: OrderStrings;
}) {
  const c = order.confirmation;
  if (c === null) return null;
  if (c.confirmed_at !== null) {
    const at = formatDateTime(c.confirmed_at, locale);
    const text =
      c.via === "code"
        ? fill(t["order.confirmation.doneByCode"], { at })
        : fill(t["order.confirmation.doneByPhone"], { name: c.by?.username ?? t["order.confirmation.theStore"], at });
    return (
      <p className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900" data-testid="confirmation-done">
        {text}
      </p>
    );
  }
  if (!awaitsConfirmation(order)) return null;
  const deadline = c.confirm_by ? formatDateTime(c.confirm_by, locale) : "";
  if (isCustomer) return <CodeBox order={order} busy={busy} deadline={deadline} t={t} />;
  if (isShop) return <PhoneConfirm order={order} busy={busy} deadline={deadline} t={t} />;
  return null;
}

function CodeBox({ busy, deadline, t }: { order: Order; busy: boolean; deadline: string; t: OrderStrings }) {
  const id = useId();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const outcome = await confirmWithCode(code.trim());
    if (outcome.ok) showToast(t["order.confirmation.confirmed"]);
    else setError(outcome.message ?? t["order.confirmation.error"]);
  };
  const onResend = async () => {
    const outcome = await sendNewCode();
    setError(null);
    setNote(outcome.message ?? (outcome.sent ? t["order.confirmation.resent"] : t["order.confirmation.error"]));
  };
  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      className="rounded-xl border border-amber-300 bg-amber-50 p-4"
      aria-labelledby={`${id}-title`}
      data-testid="confirmation-box"
      noValidate
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-gray-900">
        {t["order.confirmation.waitingTitle"]}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{fill(t["order.confirmation.waitingHint"], { deadline })}</p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${id}-code`} className="block text-sm font-medium text-gray-700">
            {t["order.confirmation.codeLabel"]}
          </label>
          <input
            id={`${id}-code`}
            value={code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            dir="ltr"
            onChange={(e) => {
              setCode(e.target.value.replace(/\D/g, ""));
              setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="mt-1 min-h-11 w-36 rounded-lg border border-gray-300 bg-white px-3 text-center font-mono text-lg tracking-widest"
            data-testid="confirmation-code"
          />
        </div>
        <button type="submit" disabled={busy || code.length !== 6} className={`${button} bg-primary text-white`} data-testid="confirmation-submit">
          {busy ? t["order.confirmation.confirming"] : t["order.confirmation.confirm"]}
        </button>
        <button
          type="button"
          onClick={() => void onResend()}
          disabled={busy}
          className={`${button} border border-gray-300 bg-white text-gray-800`}
          data-testid="confirmation-resend"
        >
          {t["order.confirmation.resend"]}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-rose-800" data-testid="confirmation-error">
          {error}
        </p>
      )}
      {note && (
        <p role="status" className="mt-2 text-sm text-gray-800" data-testid="confirmation-note">
          {note}
        </p>
      )}
    </form>
  );
}

function PhoneConfirm({ order, busy, deadline, t }: { order: Order; busy: boolean; deadline: string; t: OrderStrings }) {
  const [asking, setAsking] = useState(false);
  const onYes = async () => {
    setAsking(false);
    const outcome = await confirmByPhone();
    showToast(outcome.ok ? t["order.confirmation.byPhone"] : (outcome.message ?? t["order.confirmation.error"]), outcome.ok ? "success" : "error");
  };
  return (
    <section className="rounded-xl border border-amber-300 bg-amber-50 p-4" data-testid="confirmation-needed">
      <h2 className="text-lg font-semibold text-gray-900">{t["order.confirmation.needsTitle"]}</h2>
      <p className="mt-1 text-sm text-gray-700">{fill(t["order.confirmation.needsHint"], { mobile: order.address.mobile, deadline })}</p>
      <button
        type="button"
        onClick={() => setAsking(true)}
        disabled={busy}
        className={`${button} mt-3 bg-primary text-white`}
        data-testid="confirm-by-phone"
      >
        {t["order.confirmation.byPhone"]}
      </button>
      <Dialog open={asking} onClose={() => setAsking(false)} title={t["order.confirmation.byPhone"]} closeLabel={t["order.close"]} size="sm">
        <p className="text-gray-800">{fill(t["order.confirmation.byPhoneAsk"], { id: order.id })}</p>
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <button type="button" onClick={() => setAsking(false)} className={`${button} border border-gray-300`}>
            {t["order.confirmation.keep"]}
          </button>
          <button type="button" onClick={() => void onYes()} className={`${button} bg-primary text-white`} data-testid="confirm-by-phone-yes">
            {t["order.confirmation.byPhoneYes"]}
          </button>
        </div>
      </Dialog>
    </section>
  );
}
