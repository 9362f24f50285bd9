// New Store / Edit Store in a dialog: names and descriptions in both languages, the slug
// (made from the name until typed by hand; ↻ makes it from the name again), contact phone and
// e-mail, and the owner, found by username or e-mail. The server's messages show under their
// fields. A new form store per open; Escape closes unless a save is under way.
import { useStore } from "@nanostores/react";
import { useEffect, useId, useState, type ReactNode } from "react";
import type { Store } from "#contract/stores";
import { createStoreForm, type StoreFormValues } from "../../../lib/stores/admin/store-form";
import { showToast } from "../../../lib/stores/toasts";
import FormDialog from "../FormDialog";
import { useText } from "../text";
import UserPicker from "../UserPicker";

type TextField = "name" | "name_ar" | "slug" | "description" | "description_ar" | "phone_number" | "email";

interface Props {
  editing: Store | null;
  onClose: () => void;
  onSaved: (store: Store) => void;
}

export default function StoreDialog({ editing, onClose, onSaved }: Props) {
  const { t } = useText();
  const id = useId();
  const [form] = useState(() => createStoreForm(editing));
  const state = useStore(form.$form);
  const { values, errors } = state;
  const message = (field: keyof StoreFormValues) => (field === "name" && state.rule === "name" ? t["admin.stores.form.rules.name"] : errors[field]);
  // Focus the first field the server refused, so its message is read out.
  const [focusFirst, setFocusFirst] = useState(false);
  useEffect(() => {
    if (!focusFirst) return;
    setFocusFirst(false);
    const first = (["name", "name_ar", "slug", "description", "description_ar", "phone_number", "email", "owner"] as const).find(message);
    if (!first) return;
    document.getElementById(`${id}-${first}`)?.focus();
    document.getElementById(`${id}-${first}-error`)?.scrollIntoView({ block: "nearest" });
  });

  const onSave = async () => {
    const outcome = await form.save();
    if (!outcome) return;
    if (outcome.ok) {
      showToast(t[editing ? "admin.stores.form.updated" : "admin.stores.form.created"]);
      onClose();
      onSaved(outcome.store);
      return;
    }
    setFocusFirst(true);
    if (outcome.rule) return;
    const failed = t[editing ? "admin.stores.form.updateFailed" : "admin.stores.form.createFailed"];
    showToast(outcome.failure === "unreached" ? t["admin.stores.form.saveFailed"] : (outcome.detail ?? failed), "error");
  };

  const footerMessage =
    state.failure === "invalid"
      ? (errors.detail ?? t["admin.stores.form.invalid"])
      : state.failure === "refused"
        ? (errors.detail ?? t[editing ? "admin.stores.form.updateFailed" : "admin.stores.form.createFailed"])
        : state.failure === "unreached"
          ? t["admin.stores.form.saveFailed"]
          : "";

  const wrap = (name: TextField, label: string, control: ReactNode, wide = false, hint?: string) => (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <label htmlFor={`${id}-${name}`} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {control}
      {hint && (
        <p id={`${id}-${name}-hint`} className="mt-1 text-xs text-gray-600">
          {hint}
        </p>
      )}
      {message(name) && (
        <p className="mt-1 text-sm text-red-700" id={`${id}-${name}-error`} data-testid={`store-form-${name}-error`}>
          {message(name)}
        </p>
      )}
    </div>
  );
  const controlProps = (name: TextField, hint = false) => ({
    id: `${id}-${name}`,
    value: values[name],
    className: `w-full rounded border px-3 ${name.startsWith("description") ? "min-h-24 py-2" : "min-h-11"} ${message(name) ? "border-red-600" : "border-gray-300"}`,
    "aria-invalid": Boolean(message(name)),
    "aria-describedby": [hint && `${id}-${name}-hint`, message(name) && `${id}-${name}-error`].filter(Boolean).join(" ") || undefined,
    "data-testid": `store-form-${name}`,
  });
  const input = (name: TextField, dir: "ltr" | "rtl" | "auto", type = "text") => (
    <input {...controlProps(name)} type={type} dir={dir} onChange={(e) => form.set(name, e.target.value)} />
  );
  const textarea = (name: "description" | "description_ar", dir: "ltr" | "rtl") => (
    <textarea {...controlProps(name)} dir={dir} rows={3} onChange={(e) => form.set(name, e.target.value)} />
  );

  return (
    <FormDialog
      title={t[editing ? "admin.stores.form.editTitle" : "admin.stores.form.newTitle"]}
      size="lg"
      onClose={onClose}
      onSubmit={() => void onSave()}
      formClassName="grid gap-4 sm:grid-cols-2"
      formId={`${id}-form`}
      saving={state.saving}
      message={footerMessage}
      saveLabel={t["admin.stores.form.save"]}
      savingLabel={t["admin.stores.form.saving"]}
      messageTestId="store-form-error"
      saveTestId="store-form-save"
    >
      {wrap("name", t["admin.stores.form.name"], input("name", "ltr"))}
      {wrap("name_ar", t["admin.stores.form.nameAr"], input("name_ar", "rtl"))}
      {wrap(
        "slug",
        t["admin.stores.form.slug"],
        <div className="flex gap-2">
          <input {...controlProps("slug", true)} dir="ltr" onChange={(e) => form.set("slug", e.target.value)} />
          <button
            type="button"
            onClick={form.autoSlug}
            disabled={values.slugAuto}
            className="flex size-11 shrink-0 items-center justify-center rounded border border-gray-300 hover:bg-gray-50 disabled:opacity-40"
            aria-label={t["admin.stores.form.slugAuto"]}
            title={t["admin.stores.form.slugAuto"]}
            data-testid="store-form-slug-auto"
          >
            <span aria-hidden="true">↻</span>
          </button>
        </div>,
        true,
        t["admin.stores.form.slugHint"],
      )}
      {wrap("description", t["admin.stores.form.description"], textarea("description", "ltr"), true)}
      {wrap("description_ar", t["admin.stores.form.descriptionAr"], textarea("description_ar", "rtl"), true)}
      {wrap("phone_number", t["admin.stores.form.phone"], input("phone_number", "ltr", "tel"))}
      {wrap("email", t["admin.stores.form.email"], input("email", "ltr", "email"))}
      <div className="sm:col-span-2" data-testid="store-form-owner-field">
        <label htmlFor={`${id}-owner`} className="mb-1 block text-sm font-medium">
          {t["admin.stores.form.owner"]}
        </label>
        <UserPicker
          id={`${id}-owner`}
          value={values.ownerText}
          onType={form.typeOwner}
          onPick={form.pickOwner}
          invalid={Boolean(errors.owner)}
          describedBy={[`${id}-owner-hint`, errors.owner && `${id}-owner-error`].filter(Boolean).join(" ")}
          testId="store-form-owner"
        />
        <p id={`${id}-owner-hint`} className="mt-1 text-xs text-gray-600">
          {t["admin.stores.form.ownerHint"]}
        </p>
        {errors.owner && (
          <p className="mt-1 text-sm text-red-700" id={`${id}-owner-error`} data-testid="store-form-owner-error">
            {errors.owner}
          </p>
        )}
      </div>
    </FormDialog>
  );
}
