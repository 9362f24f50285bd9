// A branch's delivery (issue 26 point 2): the governorates it delivers to with a fee and a time
// each, the areas of a governorate charged differently or not delivered to (or the only ones
// served), free delivery from a subtotal, and pickup at the branch. For those who run the branch:
// its store's owner, its manager, a super admin. Loaded when opened (the dashboard's first
// screen is budgeted); stays open after a save with what the server saved. The values, checks
// and calls live in delivery-form.ts.
import { useStore } from "@nanostores/react";
import { type ReactNode, useEffect, useId, useState } from "react";
import type { Branch } from "#contract/stores";
import { localName } from "../../../lib/format";
import { plural } from "../../../lib/plural";
import { createDeliveryForm, ESTIMATES, fieldKey, type GovernorateRow, HOLD_DAYS_MAX, problemsOf } from "../../../lib/stores/admin/delivery-form";
import { fill } from "../../../lib/template";
import EditDialog from "../EditDialog";
import FormField, { fieldBorder, fieldState } from "../FormField";
import { useText } from "../text";
import PlacePicker from "./PlacePicker";

interface Props {
  branch: Branch;
  onClose: () => void;
}

const T = "admin.branches.delivery" as const;
const input = (message: string | undefined) => `min-h-11 w-full rounded border bg-white px-3 ${fieldBorder(message)}`;
const removeButton = "min-h-11 shrink-0 rounded border border-gray-300 px-3 text-sm hover:bg-gray-50";

export default function DeliveryDialog({ branch, onClose }: Props) {
  const { t, locale } = useText();
  const id = useId();
  const [form] = useState(() => createDeliveryForm(branch.id));
  useEffect(() => void form.start(), [form]);
  const state = useStore(form.$form);
  const { values, tree, errors, rule } = state;
  // Focus the control a new row brings (its fee), once it is on screen.
  const [focus, setFocus] = useState("");
  useEffect(() => {
    if (!focus) return;
    document.getElementById(`${id}-${focus}`)?.focus();
    setFocus("");
  }, [focus, id]);

  const problems = rule ? problemsOf(values) : {};
  const message = (key: string): string | undefined => {
    const problem = problems[key];
    return problem ? t[`${T}.problems.${problem}`] : errors[key];
  };
  const name = (place: { name: string; name_ar: string } | undefined) => (place ? localName(place, locale) : "");
  const chosen = new Set(values.governorates.map((g) => g.governorate_id));
  const money = (key: string, value: string, onChange: (text: string) => void, hint?: boolean, placeholder?: string) => (
    <input
      {...fieldState(`${id}-${key}`, message(key), hint)}
      type="text"
      inputMode="decimal"
      dir="ltr"
      autoComplete="off"
      maxLength={13}
      value={value}
      placeholder={placeholder}
      onChange={(e) => onChange(e.target.value)}
      className={input(message(key))}
      data-testid={`delivery-${key}`}
    />
  );
  const field = (key: string, label: string, control: ReactNode, hint?: string, className?: string) => (
    <FormField id={`${id}-${key}`} label={label} hint={hint} message={message(key)} testId={`delivery-${key}`} className={className}>
      {control}
    </FormField>
  );

  const governorate = (row: GovernorateRow) => {
    const g = row.governorate_id;
    const place = tree.find((p) => p.id === g);
    const label = name(place);
    const all = place?.areas ?? [];
    const listed = new Set(row.areas.map((a) => a.area_id));
    return (
      <li key={g} className="rounded border border-gray-200 p-3" data-governorate-id={g}>
        <div className="mb-2 flex items-center gap-2">
          <h3 className="me-auto font-semibold">{label}</h3>
          <button
            type="button"
            onClick={() => form.removeGovernorate(g)}
            className={removeButton}
            aria-label={fill(t[`${T}.removeOf`], { name: label })}
          >
            {t[`${T}.remove`]}
          </button>
        </div>
        <div className="grid gap-3 sm:grid-cols-3">
          {field(
            fieldKey.governorateFee(g),
            t[`${T}.fee`],
            money(fieldKey.governorateFee(g), row.fee, (text) => form.setGovernorate(g, "fee", text), true),
            t[`${T}.feeHint`],
          )}
          {field(
            `gov-${g}-estimate`,
            t[`${T}.estimate`],
            <select
              id={`${id}-gov-${g}-estimate`}
              value={row.estimate}
              onChange={(e) => form.setGovernorate(g, "estimate", e.target.value as GovernorateRow["estimate"])}
              className={input(undefined)}
              data-testid="delivery-estimate"
            >
              {ESTIMATES.map((e) => (
                <option key={e} value={e}>
                  {t[`${T}.estimates.${e}`]}
                </option>
              ))}
            </select>,
          )}
          {field(
            `gov-${g}-cover`,
            t[`${T}.cover`],
            <select
              id={`${id}-gov-${g}-cover`}
              value={row.cover}
              onChange={(e) => form.setCover(g, e.target.value as GovernorateRow["cover"])}
              className={input(undefined)}
              data-testid="delivery-cover"
            >
              <option value="all">{t[`${T}.coverAll`]}</option>
              <option value="some">{t[`${T}.coverSome`]}</option>
            </select>,
          )}
        </div>
        <fieldset className="mt-3">
          <legend className="mb-1 text-sm text-gray-700">{t[`${T}.${row.cover === "all" ? "exceptions" : "listed"}`]}</legend>
          <ul className="space-y-2">
            {row.areas.map((a) => {
              const key = fieldKey.areaFee(a.area_id);
              const areaName = name(all.find((p) => p.id === a.area_id));
              return (
                <li key={a.area_id} className="flex items-end gap-2" data-area-id={a.area_id}>
                  {field(
                    key,
                    areaName,
                    money(key, a.fee, (text) => form.setArea(g, a.area_id, text), false, row.cover === "all" ? t[`${T}.notDelivered`] : row.fee),
                    undefined,
                    "flex-1",
                  )}
                  <button
                    type="button"
                    onClick={() => form.removeArea(g, a.area_id)}
                    className={removeButton}
                    aria-label={fill(t[`${T}.removeOf`], { name: areaName })}
                  >
                    {t[`${T}.remove`]}
                  </button>
                </li>
              );
            })}
          </ul>
          <div className="mt-2">
            <PlacePicker
              id={`${id}-${fieldKey.governorateAreas(g)}`}
              label={fill(t[`${T}.addArea`], { governorate: label })}
              places={all.filter((p) => !listed.has(p.id))}
              onPick={(area) => {
                form.addArea(g, area);
                setFocus(fieldKey.areaFee(area));
              }}
              message={message(fieldKey.governorateAreas(g))}
              testId="delivery-area-picker"
            />
          </div>
        </fieldset>
      </li>
    );
  };

  const { pickup } = values;
  return (
    <EditDialog
      texts={T}
      editing
      testId="delivery"
      id={id}
      state={state}
      fields={[...Object.keys(problems), "governorates", "free_over", "pickup"]}
      message={message}
      save={form.save}
      onSaved={() => {}}
      onClose={onClose}
      stayOpen={{ saved: state.saved }}
    >
      {state.load !== "ready" ? (
        <div className="sm:col-span-2">
          <p role={state.load === "error" ? "alert" : "status"} data-testid={`delivery-${state.load}`}>
            {state.load === "error" ? t[`${T}.loadFailed`] : t["admin.loading"]}
          </p>
          {state.load === "error" && (
            <button type="button" onClick={() => void form.start()} className="mt-2 min-h-11 font-medium underline">
              {t["admin.retry"]}
            </button>
          )}
        </div>
      ) : (
        <>
          <div className="space-y-1 sm:col-span-2">
            <p className="font-medium" data-testid="delivery-branch">
              {fill(t[`${T}.branch`], { name: localName(branch, locale) })}
            </p>
            <p className="text-sm text-gray-700">{t[`${T}.intro`]}</p>
          </div>
          <section className="sm:col-span-2" aria-labelledby={`${id}-governorates-title`}>
            <h3 id={`${id}-governorates-title`} className="mb-2 font-semibold">
              {t[`${T}.governorates`]}
            </h3>
            {values.governorates.length === 0 ? (
              <p className="mb-3 text-sm text-gray-600" data-testid="delivery-nowhere">
                {t[`${T}.nowhere`]}
              </p>
            ) : (
              <ul className="mb-3 space-y-3">{values.governorates.map(governorate)}</ul>
            )}
            <PlacePicker
              id={`${id}-governorates`}
              label={t[`${T}.addGovernorate`]}
              places={tree.filter((g) => !chosen.has(g.id))}
              onPick={(g) => {
                form.addGovernorate(g);
                setFocus(fieldKey.governorateFee(g));
              }}
              message={message("governorates")}
              testId="delivery-governorate-picker"
            />
          </section>
          {field(
            "free_over",
            t[`${T}.freeOver`],
            money("free_over", values.free_over, form.setFreeOver, true),
            t[`${T}.freeOverHint`],
            "sm:col-span-2",
          )}
          <fieldset className="grid gap-3 sm:col-span-2 sm:grid-cols-2">
            <legend className="mb-2 font-semibold">{t[`${T}.pickup`]}</legend>
            <div className="sm:col-span-2">
              <label className="flex min-h-11 items-center gap-2">
                <input
                  {...fieldState(`${id}-pickup`, message("pickup"))}
                  type="checkbox"
                  checked={pickup.enabled}
                  onChange={(e) => form.setPickup("enabled", e.target.checked)}
                  className="size-5"
                  data-testid="delivery-pickup"
                />
                {t[`${T}.pickupOn`]}
              </label>
              {message("pickup") && (
                <p id={`${id}-pickup-error`} className="mt-1 text-sm text-red-700" data-testid="delivery-pickup-error">
                  {message("pickup")}
                </p>
              )}
            </div>
            {pickup.enabled && (
              <>
                {field(
                  "pickup-address",
                  t[`${T}.address`],
                  <input
                    {...fieldState(`${id}-pickup-address`, message("pickup-address"))}
                    dir="auto"
                    maxLength={300}
                    value={pickup.address}
                    onChange={(e) => form.setPickup("address", e.target.value)}
                    className={input(message("pickup-address"))}
                    data-testid="delivery-pickup-address"
                  />,
                  undefined,
                  "sm:col-span-2",
                )}
                {field(
                  "pickup-hours",
                  t[`${T}.hours`],
                  <input
                    {...fieldState(`${id}-pickup-hours`, message("pickup-hours"), true)}
                    dir="auto"
                    maxLength={300}
                    value={pickup.hours}
                    onChange={(e) => form.setPickup("hours", e.target.value)}
                    className={input(message("pickup-hours"))}
                    data-testid="delivery-pickup-hours"
                  />,
                  t[`${T}.hoursHint`],
                )}
                {field(
                  "pickup-hold_days",
                  t[`${T}.holdDays`],
                  <select
                    id={`${id}-pickup-hold_days`}
                    value={pickup.hold_days}
                    onChange={(e) => form.setPickup("hold_days", Number(e.target.value))}
                    className={input(undefined)}
                    data-testid="delivery-pickup-hold_days"
                  >
                    {Array.from({ length: HOLD_DAYS_MAX }, (_, i) => i + 1).map((n) => (
                      <option key={n} value={n}>
                        {plural(t, locale, `${T}.days`, n)}
                      </option>
                    ))}
                  </select>,
                )}
              </>
            )}
          </fieldset>
        </>
      )}
    </EditDialog>
  );
}
