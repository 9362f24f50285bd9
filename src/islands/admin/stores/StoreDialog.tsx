// New Store / Edit Store in a dialog: names and descriptions in both languages, the slug
// (made from the name until typed by hand; ↻ makes it from the name again), contact phone and
// e-mail, and the owner, found by username or e-mail. The server's messages show under their
// fields. A new form store per open; Escape closes unless a save is under way.
import { useStore } from "@nanostores/react";
import { useId, useState, type ReactNode } from "react";
import type { Store } from "#contract/stores";
import { createStoreForm, type StoreFormValues } from "../../../lib/stores/admin/store-form";
import EditDialog from "../EditDialog";
import FormField, { fieldBorder, fieldState } from "../FormField";
import { useText } from "../text";
import UserPicker from "../UserPicker";

type TextField = "name" | "name_ar" | "slug" | "description" | "description_ar" | "phone_number" | "email";

interface Props {
  editing: Store | null;
  onClose: () => void;
  onSaved: (store: Store) => void;
}

/** The fields in the order they show: a refused save focuses the first with a message. */
const FIELDS = ["name", "name_ar", "slug", "description", "description_ar", "phone_number", "email", "owner"] as const;

export default function StoreDialog({ editing, onClose, onSaved }: Props) {
  const { t } = useText();
  const id = useId();
  const [form] = useState(() => createStoreForm(editing));
  const state = useStore(form.$form);
  const { values, errors } = state;
  const message = (field: keyof StoreFormValues) => (field === "name" && state.rule === "name" ? t["admin.stores.form.rules.name"] : errors[field]);

  const wrap = (name: TextField, label: string, control: ReactNode, wide = false, hint?: string) => (
    <FormField
      id={`${id}-${name}`}
      label={label}
      hint={hint}
      message={message(name)}
      testId={`store-form-${name}`}
      className={wide ? "sm:col-span-2" : undefined}
    >
      {control}
    </FormField>
  );
  const controlProps = (name: TextField, hint = false) => ({
    ...fieldState(`${id}-${name}`, message(name), hint),
    value: values[name],
    className: `w-full rounded border px-3 ${name.startsWith("description") ? "min-h-24 py-2" : "min-h-11"} ${fieldBorder(message(name))}`,
    "data-testid": `store-form-${name}`,
  });
  const input = (name: TextField, dir: "ltr" | "rtl" | "auto", type = "text") => (
    <input {...controlProps(name)} type={type} dir={dir} onChange={(e) => form.set(name, e.target.value)} />
  );
  const textarea = (name: "description" | "description_ar", dir: "ltr" | "rtl") => (
    <textarea {...controlProps(name)} dir={dir} rows={3} onChange={(e) => form.set(name, e.target.value)} />
  );

  return (
    <EditDialog
      texts="admin.stores.form"
      editing={Boolean(editing)}
      testId="store-form"
      id={id}
      state={state}
      fields={FIELDS}
      message={(field) => message(field as keyof StoreFormValues)}
      save={form.save}
      onSaved={(outcome) => onSaved(outcome.store)}
      onClose={onClose}
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
      <FormField
        id={`${id}-owner`}
        label={t["admin.stores.form.owner"]}
        hint={t["admin.stores.form.ownerHint"]}
        message={errors.owner}
        testId="store-form-owner"
        className="sm:col-span-2"
        fieldTestId="store-form-owner-field"
      >
        <UserPicker
          id={`${id}-owner`}
          value={values.ownerText}
          onType={form.typeOwner}
          onPick={form.pickOwner}
          invalid={Boolean(errors.owner)}
          describedBy={[`${id}-owner-hint`, errors.owner && `${id}-owner-error`].filter(Boolean).join(" ")}
          testId="store-form-owner"
        />
      </FormField>
    </EditDialog>
  );
}
