// New branch / Edit branch in a dialog (docs/product.md §5 "Branch form"): names in both
// languages, store, manager (found by username or e-mail) and one of the store's own themes.
// The spec's rules are checked in order on save, each message under its field, as are the
// server's. A new form store per open; Escape closes unless a save is under way.
import { useStore } from "@nanostores/react";
import { useEffect, useId, useState, type ReactNode } from "react";
import type { Branch, Store, Theme } from "#contract/stores";
import { localName } from "../../../lib/format";
import { fill } from "../../../lib/template";
import { $storeChoices, loadStoreChoices } from "../../../lib/stores/admin/admin-branches";
import { type BranchRule, createBranchForm } from "../../../lib/stores/admin/branch-form";
import Dialog from "../../ui/Dialog";
import EditDialog from "../EditDialog";
import FormField, { fieldBorder, fieldState } from "../FormField";
import UserPicker from "../UserPicker";
import { useText } from "../text";

interface Props {
  editing: Branch | null;
  /** The store a new branch starts in (the tab's filter), or "". */
  store: string;
  onClose: () => void;
  onSaved: () => void;
}

export default function BranchDialog(props: Props) {
  const { t } = useText();
  const stores = useStore($storeChoices);
  useEffect(() => void loadStoreChoices(), []);
  if (stores.status !== "ready") {
    const failed = stores.status === "error";
    return (
      <Dialog
        open
        title={t[props.editing ? "admin.branches.form.editTitle" : "admin.branches.form.newTitle"]}
        closeLabel={t["admin.close"]}
        onClose={props.onClose}
      >
        <p role={failed ? "alert" : "status"} data-testid={failed ? "branch-form-options-error" : undefined}>
          {failed ? t["admin.branches.form.optionsFailed"] : t["admin.loading"]}
        </p>
        {failed && (
          <button type="button" onClick={() => void loadStoreChoices(true)} className="mt-2 min-h-11 font-medium underline">
            {t["admin.retry"]}
          </button>
        )}
      </Dialog>
    );
  }
  return <BranchForm {...props} stores={stores.stores} />;
}

/**
 * A theme as the select offers it: its name and colours, isolated as one left-to-right run, so
 * that an Arabic page neither reorders "(#…)" nor lets the run spill out at its start.
 */
const themeLabel = (theme: Theme) => `\u2066${theme.name} (${theme.primary_color} · ${theme.secondary_color})\u2069`;

/** The form's fields that take a message: the rules' own and the server's. */
type Field = Exclude<BranchRule, "managerUnknown"> | "name_ar" | "city" | "address" | "phone_number";

/** The fields in the order they show: a refused save focuses the first with a message. */
const FIELDS = ["name", "name_ar", "store", "city", "theme", "address", "phone_number", "manager"] as const;

function BranchForm({ editing, store, onClose, onSaved, stores }: Props & { stores: Store[] }) {
  const { t, locale } = useText();
  const id = useId();
  const [form] = useState(() => createBranchForm(editing, { store, preferredTheme: (storeId) => stores.find((s) => s.id === storeId)?.theme?.id }));
  useEffect(() => void form.start(), [form]);
  const state = useStore(form.$form);
  const { values, errors, rule, themes } = state;
  // A broken rule's message, else the server's, under each field.
  const message = (field: Field): string | undefined =>
    field === "manager" && rule === "managerUnknown"
      ? fill(t["admin.branches.form.rules.managerUnknown"], { text: values.managerText.trim() })
      : rule === field
        ? t[`admin.branches.form.rules.${field}` as const]
        : errors[field];

  const field = (name: Field, label: string, control: ReactNode, hint?: string) => (
    <FormField id={`${id}-${name}`} label={label} hint={hint} message={message(name)} testId={`branch-form-${name}`}>
      {control}
    </FormField>
  );
  const controlProps = (name: Field) => ({
    ...fieldState(`${id}-${name}`, message(name)),
    className: `min-h-11 w-full rounded border bg-white px-3 ${fieldBorder(message(name))}`,
    "data-testid": `branch-form-${name}`,
  });

  const themeNote = !values.store
    ? t["admin.branches.form.chooseStoreFirst"]
    : themes.status === "loading"
      ? t["admin.branches.form.themesLoading"]
      : themes.status === "error"
        ? t["admin.branches.form.optionsFailed"]
        : themes.status === "ready" && themes.list.length === 0
          ? t["admin.branches.form.noThemes"]
          : t["admin.branches.form.themesHint"];

  return (
    <EditDialog
      texts="admin.branches.form"
      editing={Boolean(editing)}
      testId="branch-form"
      id={id}
      state={state}
      fields={FIELDS}
      message={(name) => message(name as Field)}
      save={form.save}
      onSaved={onSaved}
      onClose={onClose}
    >
      {field(
        "name",
        t["admin.branches.form.name"],
        <input {...controlProps("name")} dir="ltr" value={values.name} onChange={(e) => form.set("name", e.target.value)} />,
      )}
      {field(
        "name_ar",
        t["admin.branches.form.nameAr"],
        <input {...controlProps("name_ar")} dir="rtl" value={values.name_ar} onChange={(e) => form.set("name_ar", e.target.value)} />,
      )}
      {field(
        "store",
        t["admin.branches.form.store"],
        <select {...controlProps("store")} value={values.store} onChange={(e) => form.set("store", e.target.value)}>
          <option value="">{t["admin.branches.form.chooseStore"]}</option>
          {stores.map((s) => (
            <option key={s.id} value={s.id}>
              {localName(s, locale)}
            </option>
          ))}
        </select>,
      )}
      {field(
        "city",
        t["admin.branches.form.city"],
        <input
          {...controlProps("city")}
          dir="auto"
          value={values.city}
          maxLength={100}
          autoComplete="off"
          onChange={(e) => form.set("city", e.target.value)}
        />,
      )}
      <div className="sm:col-span-2">
        {field(
          "theme",
          t["admin.branches.form.theme"],
          <select
            {...controlProps("theme")}
            value={values.theme}
            onChange={(e) => form.set("theme", e.target.value)}
            disabled={themes.status !== "ready" || themes.list.length === 0}
          >
            <option value="">{t["admin.branches.form.chooseTheme"]}</option>
            {themes.list.map((theme) => (
              <option key={theme.id} value={theme.id}>
                {themeLabel(theme)}
              </option>
            ))}
          </select>,
          themeNote,
        )}
      </div>
      {field(
        "address",
        t["admin.branches.form.address"],
        <input
          {...controlProps("address")}
          dir="auto"
          value={values.address}
          maxLength={300}
          autoComplete="off"
          onChange={(e) => form.set("address", e.target.value)}
        />,
      )}
      {field(
        "phone_number",
        t["admin.branches.form.phone"],
        <input
          {...controlProps("phone_number")}
          type="tel"
          dir="ltr"
          inputMode="tel"
          maxLength={20}
          autoComplete="off"
          value={values.phone_number}
          onChange={(e) => form.set("phone_number", e.target.value)}
        />,
        t["admin.branches.form.phoneHint"],
      )}
      <div className="sm:col-span-2">
        {field(
          "manager",
          t["admin.branches.form.manager"],
          <UserPicker
            id={`${id}-manager`}
            value={values.managerText}
            onType={form.typeManager}
            onPick={form.pickManager}
            invalid={Boolean(message("manager"))}
            describedBy={[`${id}-manager-hint`, message("manager") && `${id}-manager-error`].filter(Boolean).join(" ")}
            testId="branch-form-manager"
          />,
          t["admin.branches.form.managerHint"],
        )}
      </div>
    </EditDialog>
  );
}
