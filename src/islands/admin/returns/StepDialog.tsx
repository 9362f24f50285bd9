// One step of a return, asked first in a dialog that names what will happen: approve (the
// pickup day, tomorrow unless changed), reject (the reason the customer reads, required),
// receive (the goods' condition: resellable goods go back into stock), refund (to the wallet at
// once, or cash at the branch; the cashback earned on the goods is taken back). The form checks
// what the API checks; the server's message lands on the field, or above the buttons.
import { useId, useState } from "react";
import type { ReturnShape } from "#contract/returns";
import { formatMoney, localName } from "../../../lib/format";
import {
  cairoDay,
  defaultPickupDate,
  REFUND_METHODS,
  REJECT_REASON_MAX,
  RETURN_CONDITIONS,
  type ReturnStep,
  STEP_FIELD,
  stepProblem,
  pieces,
  selectReturns,
  takeStep,
} from "../../../lib/stores/admin/admin-returns";
import { plural } from "../../../lib/plural";
import { showToast } from "../../../lib/stores/toasts";
import { fill } from "../../../lib/template";
import ConfirmDialog from "../ConfirmDialog";
import FormField, { fieldBorder, fieldState } from "../FormField";
import { useText } from "../text";

interface Props {
  ret: ReturnShape;
  step: ReturnStep;
  onClose: () => void;
}

const START: Record<ReturnStep, () => string> = { approve: () => defaultPickupDate(), reject: () => "", receive: () => "", refund: () => "wallet" };

export default function StepDialog({ ret, step, onClose }: Props) {
  const { t, locale } = useText();
  const id = useId();
  const [value, setValue] = useState(START[step]);
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const problem = checked ? stepProblem(step, value) : null;
  const message = problem ? t[`admin.returns.problems.${problem}`] : errors[STEP_FIELD[step]];
  const general = errors.detail ?? errors.non_field_errors ?? Object.entries(errors).find(([k]) => k !== STEP_FIELD[step])?.[1];
  const amount = formatMoney(ret.refund_amount, locale);
  const branch = localName(ret.branch, locale);

  const confirm = async () => {
    setChecked(true);
    if (stepProblem(step, value)) {
      document.getElementById(`${id}-field`)?.focus();
      return;
    }
    setBusy(true);
    const result = await takeStep(ret.id, step, value);
    setBusy(false);
    if (result.ok) {
      selectReturns([ret.id], false);
      showToast(fill(t[`admin.returns.done.${step}`], { id: ret.id }));
      onClose();
      return;
    }
    setErrors(
      Object.keys(result.errors).length
        ? result.errors
        : { detail: result.unreached ? t["admin.returns.unreached"] : fill(t["admin.returns.failed"], { id: ret.id }) },
    );
  };

  const choices = (options: readonly string[], labels: Record<string, string>, legend: string) => (
    <fieldset aria-describedby={message ? `${id}-field-error` : undefined}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option, i) => (
          <label
            key={option}
            className={`flex min-h-11 items-center gap-2 rounded border px-3 ${value === option ? "border-primary bg-primary/5" : fieldBorder(message)}`}
          >
            <input
              type="radio"
              name={`${id}-choice`}
              id={i === 0 ? `${id}-field` : undefined}
              value={option}
              checked={value === option}
              onChange={() => {
                setValue(option);
                setErrors({});
              }}
              className="size-5"
              data-testid={`return-${step}-${option}`}
            />
            {labels[option]}
          </label>
        ))}
      </div>
      {message && (
        <p className="mt-1 text-sm text-red-700" id={`${id}-field-error`} data-testid="return-step-error">
          {message}
        </p>
      )}
    </fieldset>
  );

  const labels = (group: "conditions" | "refundMethods", options: readonly string[]) =>
    Object.fromEntries(options.map((o) => [o, t[`admin.returns.${group}.${o}` as `admin.returns.conditions.resellable`]]));

  return (
    <ConfirmDialog
      title={fill(t[`admin.returns.${step}.title`], { id: ret.id })}
      size="md"
      busy={busy}
      danger={step === "reject"}
      onClose={onClose}
      onConfirm={() => void confirm()}
      confirmLabel={step === "refund" ? fill(t["admin.returns.refund.ok"], { amount }) : t[`admin.returns.${step}.ok`]}
      busyLabel={t[`admin.returns.${step}.busy`]}
      dismissLabel={t["admin.returns.back"]}
      confirmTestId="return-step-confirm"
    >
      <div className="grid gap-4" data-testid={`return-${step}-dialog`}>
        {step === "approve" && (
          <>
            <FormField
              id={`${id}-field`}
              label={t["admin.returns.approve.date"]}
              hint={t[ret.method === "pickup" ? "admin.returns.approve.hintPickup" : "admin.returns.approve.hintDropoff"]}
              message={message}
              testId="return-step"
            >
              <input
                {...fieldState(`${id}-field`, message, true)}
                type="date"
                value={value}
                min={cairoDay()}
                onChange={(e) => {
                  setValue(e.target.value);
                  setErrors({});
                }}
                dir="ltr"
                className={`min-h-11 w-full rounded border px-3 ${fieldBorder(message)}`}
                data-testid="return-pickup-date"
              />
            </FormField>
            <p>{t["admin.returns.approve.body"]}</p>
          </>
        )}
        {step === "reject" && (
          <>
            <FormField
              id={`${id}-field`}
              label={t["admin.returns.reject.reason"]}
              hint={t["admin.returns.reject.hint"]}
              message={message}
              testId="return-step"
            >
              <textarea
                {...fieldState(`${id}-field`, message, true)}
                value={value}
                onChange={(e) => {
                  setValue(e.target.value);
                  setErrors({});
                }}
                maxLength={REJECT_REASON_MAX + 50}
                rows={3}
                dir="auto"
                className={`w-full rounded border px-3 py-2 ${fieldBorder(message)}`}
                data-testid="return-reject-reason"
              />
            </FormField>
            <p>{t["admin.returns.reject.body"]}</p>
          </>
        )}
        {step === "receive" && (
          <>
            {choices(RETURN_CONDITIONS, labels("conditions", RETURN_CONDITIONS), t["admin.returns.receive.condition"])}
            {value === "resellable" && (
              <p data-testid="return-step-effect">{plural(t, locale, "admin.returns.receive.resellable", pieces(ret), { branch })}</p>
            )}
            {value === "damaged" && <p data-testid="return-step-effect">{fill(t["admin.returns.receive.damaged"], { branch })}</p>}
          </>
        )}
        {step === "refund" && (
          <>
            {choices(REFUND_METHODS, labels("refundMethods", REFUND_METHODS), t["admin.returns.refund.method"])}
            <p data-testid="return-step-effect">
              {fill(t[value === "cash" ? "admin.returns.refund.cash" : "admin.returns.refund.wallet"], { amount })}
            </p>
            <p>{t["admin.returns.refund.cashback"]}</p>
          </>
        )}
        {step !== "approve" && <p className="font-medium">{t["admin.returns.final"]}</p>}
        {general && (
          <p role="alert" className="text-sm text-red-700" data-testid="return-step-message">
            {general}
          </p>
        )}
      </div>
    </ConfirmDialog>
  );
}
