// "Cash on delivery" in the Settings tab (issue 29 point 1): a store's largest COD order, its
// COD fee and which orders must be confirmed, or the marketplace default it follows; for a super
// admin also the marketplace default itself. Amounts in EGP. Read-only to a branch manager (the
// tab says why above). lib/stores/admin/cod-policy.ts talks to the API.
import { useEffect, useId, useState } from "react";
import { formatMoney } from "../../../lib/format";
import { CONFIRM_RULES, type CodField, type CodValues, codValuesOf, type Loaded, loadCod, saveCod } from "../../../lib/stores/admin/cod-policy";
import { showToast } from "../../../lib/stores/toasts";
import { fill } from "../../../lib/template";
import FormField, { fieldBorder, fieldState } from "../FormField";
import { useText } from "../text";

interface Props {
  /** A store's id, or the marketplace default. */
  target: number | "default";
  editable: boolean;
}

const valuesFrom = (l: Loaded & { ok: true }) => codValuesOf(l.policy, l.store?.inherited ?? false);

export default function CodPolicySection({ target, editable }: Props) {
  const { t, locale } = useText();
  const id = useId();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [values, setValues] = useState<CodValues | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const isDefault = target === "default";
  const testId = isDefault ? "cod-default" : "cod";

  const adopt = (l: Loaded) => {
    setLoaded(l);
    if (l.ok) setValues(valuesFrom(l));
  };
  useEffect(() => {
    let live = true;
    void loadCod(target).then((l) => {
      if (!live) return;
      setLoaded(l);
      if (l.ok) setValues(valuesFrom(l));
    });
    return () => {
      live = false;
    };
  }, [target]);

  const title = isDefault ? t["admin.cod.defaultTitle"] : t["admin.cod.title"];
  const headingId = `${id}-title`;
  if (!loaded || !values) {
    return (
      <section aria-labelledby={headingId} className="max-w-2xl" data-testid={testId}>
        <h3 id={headingId} className="mb-2 text-xl font-bold">
          {title}
        </h3>
        <p className="text-gray-600">{loaded && !loaded.ok ? t["admin.cod.error"] : t["admin.cod.loading"]}</p>
      </section>
    );
  }

  const set = <K extends keyof CodValues>(field: K, value: CodValues[K]) => {
    setValues({ ...values, [field]: value });
    setErrors((e) => ({ ...e, [field]: "" }));
  };
  const following = !isDefault && values.inherit;
  const fallback = loaded.ok ? (loaded.store?.default ?? null) : null;
  const locked = !editable || following;

  const onSave = async () => {
    setSaving(true);
    const saved = await saveCod(target, values);
    setSaving(false);
    if (saved.ok) {
      adopt(saved.loaded);
      setErrors({});
      showToast(t["admin.cod.saved"]);
    } else {
      setErrors(saved.errors);
      showToast(saved.errors.detail ?? t["admin.cod.failed"], "error");
    }
  };

  const amount = (field: CodField, label: string, hint?: string) => {
    const said = errors[field] || undefined;
    const control = `${id}-${field}`;
    return (
      <FormField id={control} label={label} hint={hint} message={said} testId={`${testId}-${field.replaceAll("_", "-")}`}>
        <input
          {...fieldState(control, said, Boolean(hint))}
          value={values[field]}
          onChange={(e) => set(field, e.target.value)}
          inputMode="decimal"
          dir="ltr"
          disabled={locked}
          className={`min-h-11 w-full rounded border px-3 disabled:bg-gray-100 ${fieldBorder(said)}`}
          data-testid={`${testId}-${field.replaceAll("_", "-")}`}
        />
      </FormField>
    );
  };

  const windowSaid = errors.confirm_window_hours || undefined;
  const ruleSaid = errors.confirm || undefined;
  return (
    <form
      noValidate
      aria-labelledby={headingId}
      className="grid max-w-2xl gap-5 rounded-xl border border-gray-200 bg-white p-4 md:p-6"
      onSubmit={(e) => {
        e.preventDefault();
        void onSave();
      }}
      data-testid={testId}
    >
      <div>
        <h3 id={headingId} className="text-xl font-bold">
          {title}
        </h3>
        <p className="mt-1 text-gray-700">{isDefault ? t["admin.cod.defaultIntro"] : t["admin.cod.intro"]}</p>
      </div>
      {!isDefault && (
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            checked={values.inherit}
            disabled={!editable}
            onChange={(e) => {
              // Following the default shows its values; leaving it starts from them.
              if (e.target.checked && fallback) setValues({ ...codValuesOf(fallback), inherit: true });
              else set("inherit", e.target.checked);
            }}
            className="size-5 accent-primary"
            data-testid="cod-inherit"
          />
          <span>
            <span className="font-medium">{t["admin.cod.inherit"]}</span>
            {fallback && (
              <span className="block text-sm text-gray-600">
                {fallback.max_order === null
                  ? Number(fallback.fee) > 0
                    ? fill(t["admin.cod.defaultNoLimit"], { fee: formatMoney(fallback.fee, locale) })
                    : t["admin.cod.defaultNoLimitNoFee"]
                  : Number(fallback.fee) > 0
                    ? fill(t["admin.cod.defaultSummary"], { max: formatMoney(fallback.max_order, locale), fee: formatMoney(fallback.fee, locale) })
                    : fill(t["admin.cod.defaultSummaryNoFee"], { max: formatMoney(fallback.max_order, locale) })}
              </span>
            )}
          </span>
        </label>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {amount("max_order", t["admin.cod.maxOrder"], t["admin.cod.maxOrderHint"])}
        {amount("fee", t["admin.cod.fee"], t["admin.cod.feeHint"])}
      </div>
      <FormField id={`${id}-confirm`} label={t["admin.cod.confirm"]} message={ruleSaid} testId={`${testId}-confirm`}>
        <select
          {...fieldState(`${id}-confirm`, ruleSaid)}
          value={values.confirm}
          onChange={(e) => set("confirm", e.target.value as CodValues["confirm"])}
          disabled={locked}
          className={`min-h-11 w-full rounded border bg-white px-3 disabled:bg-gray-100 ${fieldBorder(ruleSaid)}`}
          data-testid={`${testId}-confirm`}
        >
          {CONFIRM_RULES.map((rule) => (
            <option key={rule} value={rule}>
              {t[`admin.cod.rule.${rule}`]}
            </option>
          ))}
        </select>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        {values.confirm === "above_amount" && amount("confirm_above", t["admin.cod.confirmAbove"])}
        {values.confirm !== "none" && (
          <FormField
            id={`${id}-window`}
            label={t["admin.cod.window"]}
            hint={t["admin.cod.windowHint"]}
            message={windowSaid}
            testId={`${testId}-confirm-window-hours`}
          >
            <input
              {...fieldState(`${id}-window`, windowSaid, true)}
              value={values.confirm_window_hours}
              onChange={(e) => set("confirm_window_hours", e.target.value)}
              inputMode="numeric"
              dir="ltr"
              disabled={locked}
              className={`min-h-11 w-full rounded border px-3 disabled:bg-gray-100 ${fieldBorder(windowSaid)}`}
              data-testid={`${testId}-confirm-window-hours`}
            />
          </FormField>
        )}
      </div>
      {editable && (
        <div className="border-t border-gray-200 pt-4">
          <button
            type="submit"
            disabled={saving}
            className="min-h-11 rounded bg-primary px-5 font-medium text-white hover:opacity-90 disabled:opacity-60"
            data-testid={`${testId}-save`}
          >
            {saving ? t["admin.cod.saving"] : t["admin.cod.save"]}
          </button>
        </div>
      )}
    </form>
  );
}
