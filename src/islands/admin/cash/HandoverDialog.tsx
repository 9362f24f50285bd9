// Recording a handover: who handed cash to the branch, how much, optionally the day's delivered
// orders it covers (ticking them fills in their sum until an amount is typed), and a note. The
// form checks what the API checks; then a confirmation says what will be recorded, since a
// handover is not edited afterwards. The server's messages land on their fields (an order
// already covered by a racing handover: on the orders).
import { useId, useState } from "react";
import type { CashSheet } from "#contract/cash";
import { fromPiasters, toPiasters } from "#shared/money";
import { formatMoney } from "../../../lib/format";
import {
  BRANCH_COUNTER,
  BRANCH_COURIER,
  COURIER_MAX,
  type HandoverValues,
  handoverProblems,
  recordHandover,
  uncovered,
} from "../../../lib/stores/admin/admin-cash";
import { showToast } from "../../../lib/stores/toasts";
import { fill } from "../../../lib/template";
import ConfirmDialog from "../ConfirmDialog";
import FormDialog from "../FormDialog";
import FormField, { fieldBorder, fieldState } from "../FormField";
import { useText } from "../text";
import { useCollector } from "./collector";

interface Props {
  sheet: CashSheet;
  branchName: string;
  onClose: () => void;
  onSaved: () => void;
}

export default function HandoverDialog({ sheet, branchName, onClose, onSaved }: Props) {
  const { t, locale } = useText();
  const id = useId();
  const who = useCollector();
  const open = uncovered(sheet);
  const [values, setValues] = useState<HandoverValues>({ courier: "", amount: "", order_ids: [], note: "" });
  const [typedAmount, setTypedAmount] = useState(false);
  const [checked, setChecked] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const problems = checked ? handoverProblems(values) : {};
  const message = (field: "courier" | "amount") => (problems[field] ? t[`admin.cash.dialog.${problems[field]}`] : errors[field]);

  // A token's name in either language is the token: "Branch courier" is the branch's courier.
  const courierValue = (typed: string) => {
    const plain = typed.replace(/\s+/g, " ").trim();
    if (plain === who(BRANCH_COURIER)) return BRANCH_COURIER;
    if (plain === who(BRANCH_COUNTER)) return BRANCH_COUNTER;
    return plain;
  };
  const toggle = (orderId: number, on: boolean) => {
    const order_ids = on ? [...values.order_ids, orderId] : values.order_ids.filter((o) => o !== orderId);
    const sum = open.filter((o) => order_ids.includes(o.id)).reduce((s, o) => s + toPiasters(o.total), 0);
    setValues({ ...values, order_ids, amount: typedAmount ? values.amount : sum ? fromPiasters(sum) : "" });
  };
  const submit = () => {
    setChecked(true);
    if (Object.keys(handoverProblems(values)).length === 0) setConfirming(true);
  };
  const save = async () => {
    setSaving(true);
    const sent = await recordHandover(sheet.branch.id, { ...values, courier: courierValue(values.courier) });
    setSaving(false);
    setConfirming(false);
    if (sent.ok) {
      showToast(t["admin.cash.saved"]);
      onSaved();
    } else setErrors(Object.keys(sent.errors).length ? sent.errors : { detail: t["admin.cash.dialog.failed"] });
  };
  const names = [...new Set([BRANCH_COURIER, ...sheet.couriers.map((c) => c.courier)])];
  const input = "min-h-11 w-full rounded border px-3";

  return (
    <>
      <FormDialog
        title={t["admin.cash.dialog.title"]}
        size="md"
        onClose={onClose}
        onSubmit={submit}
        formId={`${id}-form`}
        formClassName="grid gap-4"
        formTestId="handover-form"
        saving={saving}
        message={errors.detail ?? errors.non_field_errors ?? ""}
        saveLabel={t["admin.cash.dialog.save"]}
        savingLabel={t["admin.cash.dialog.saving"]}
        messageTestId="handover-message"
        saveTestId="handover-save"
      >
        <FormField
          id={`${id}-courier`}
          label={t["admin.cash.dialog.courier"]}
          hint={t["admin.cash.dialog.courierHint"]}
          message={message("courier")}
          testId="handover-courier"
        >
          <input
            {...fieldState(`${id}-courier`, message("courier"), true)}
            value={values.courier}
            onChange={(e) => setValues({ ...values, courier: e.target.value })}
            list={`${id}-couriers`}
            maxLength={COURIER_MAX + 20}
            autoComplete="off"
            className={`${input} ${fieldBorder(message("courier"))}`}
            data-testid="handover-courier"
          />
          <datalist id={`${id}-couriers`}>
            {names.map((n) => (
              <option key={n} value={who(n)} />
            ))}
          </datalist>
        </FormField>
        {open.length > 0 && (
          <fieldset>
            <legend className="mb-1 text-sm font-medium">{t["admin.cash.dialog.orders"]}</legend>
            <ul className="max-h-48 overflow-y-auto rounded border border-gray-200">
              {open.map((o) => (
                <li key={o.id} className="border-b border-gray-100 last:border-0">
                  <label className="flex min-h-11 items-center gap-3 px-3">
                    <input
                      type="checkbox"
                      checked={values.order_ids.includes(o.id)}
                      onChange={(e) => toggle(o.id, e.target.checked)}
                      className="size-5"
                      data-testid="handover-order"
                    />
                    <span className="me-auto">
                      {fill(t["admin.cash.order"], { id: o.id })}
                      {o.collected_by && <span className="text-sm text-gray-600"> · {who(o.collected_by)}</span>}
                    </span>
                    <span className="tabular-nums">{formatMoney(o.total, locale)}</span>
                  </label>
                </li>
              ))}
            </ul>
            {errors.order_ids && (
              <p className="mt-1 text-sm text-red-700" role="alert" data-testid="handover-orders-error">
                {errors.order_ids}
              </p>
            )}
          </fieldset>
        )}
        <FormField
          id={`${id}-amount`}
          label={t["admin.cash.dialog.amount"]}
          hint={t["admin.cash.dialog.amountHint"]}
          message={message("amount")}
          testId="handover-amount"
        >
          <input
            {...fieldState(`${id}-amount`, message("amount"), true)}
            value={values.amount}
            onChange={(e) => {
              setTypedAmount(true);
              setValues({ ...values, amount: e.target.value });
            }}
            inputMode="decimal"
            dir="ltr"
            className={`${input} ${fieldBorder(message("amount"))}`}
            data-testid="handover-amount"
          />
        </FormField>
        <FormField id={`${id}-note`} label={t["admin.cash.dialog.note"]} message={errors.note} testId="handover-note">
          <textarea
            {...fieldState(`${id}-note`, errors.note)}
            value={values.note}
            onChange={(e) => setValues({ ...values, note: e.target.value })}
            maxLength={500}
            rows={2}
            className={`w-full rounded border px-3 py-2 ${fieldBorder(errors.note)}`}
            data-testid="handover-note"
          />
        </FormField>
      </FormDialog>
      {confirming && (
        <ConfirmDialog
          title={t["admin.cash.confirm.title"]}
          busy={saving}
          danger={false}
          onClose={() => setConfirming(false)}
          onConfirm={() => void save()}
          confirmLabel={t["admin.cash.confirm.ok"]}
          busyLabel={t["admin.cash.confirm.busy"]}
          confirmTestId="handover-confirm"
        >
          <p>
            {fill(t["admin.cash.confirm.body"], {
              courier: who(courierValue(values.courier)),
              amount: formatMoney(values.amount.trim(), locale),
              branch: branchName,
            })}
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
