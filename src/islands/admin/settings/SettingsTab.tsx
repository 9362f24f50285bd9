// The Settings tab (docs/product.md §2): the selected store's name in English and Arabic and its
// primary colour; 'Settings updated successfully' or 'Failed to update settings' (the server's
// words per field when it gives them), 'No store selected' when the user has no store. Read-only,
// with the reason, to a manager who is not the store's owner. The form lives in store-settings.ts.
// Below it the store's cash on delivery policy, and for a super admin the marketplace default
// (CodPolicySection).
import { useStore } from "@nanostores/react";
import { useId, useState } from "react";
import { localName } from "../../../lib/format";
import { formKey, type WorkedStore } from "../../../lib/stores/admin/selected-store";
import { createSettingsForm, MAX_NAME, type SettingsValues } from "../../../lib/stores/admin/store-settings";
import { DEFAULT_PRIMARY } from "../../../lib/stores/admin/store-theme";
import { showToast } from "../../../lib/stores/toasts";
import { fill } from "../../../lib/template";
import FormField, { fieldBorder, fieldState } from "../FormField";
import ColourField from "../themes/ColourField";
import StoreChoice from "../themes/StoreChoice";
import { type TabProps, useText } from "../text";
import { plural } from "../../../lib/plural";
import CodPolicySection from "./CodPolicySection";

export default function SettingsTab({ user }: TabProps) {
  const { t } = useText();
  return (
    <section aria-labelledby="settings-title" className="grid gap-8">
      <div>
        <h2 id="settings-title" className="mb-4 text-2xl font-bold">
          {t["admin.settings.title"]}
        </h2>
        <StoreChoice tab="settings">
          {(store, editable) => (
            <div className="grid gap-8">
              <SettingsForm key={formKey(store)} store={store} editable={editable} />
              <CodPolicySection key={`cod-${store.id}`} target={store.id} editable={editable} />
            </div>
          )}
        </StoreChoice>
      </div>
      {/* The marketplace default every store without its own policy follows: a super admin's. */}
      {user.role === "super_admin" && <CodPolicySection target="default" editable />}
    </section>
  );
}

function SettingsForm({ store, editable }: { store: WorkedStore; editable: boolean }) {
  const { t, locale } = useText();
  const id = useId();
  const [form] = useState(() => createSettingsForm(store));
  const state = useStore(form.$form);
  const { values } = state;
  const problem = (field: keyof SettingsValues) => {
    const found = state.problems[field];
    if (found === "required") return t["admin.settings.nameRequired"];
    if (found === "tooLong") return plural(t, locale, "admin.settings.tooLong", MAX_NAME);
    if (found === "colour") return t["admin.themes.colourFormat"];
    return state.errors[field];
  };

  const onSave = async () => {
    if (await form.save()) showToast(t["admin.settings.saved"]);
    else if (!Object.keys(form.$form.get().problems).length) showToast(form.$form.get().errors.detail ?? t["admin.settings.failed"], "error");
  };

  const text = (field: "name" | "name_ar", label: string, dir: "ltr" | "rtl") => {
    const said = problem(field);
    const testId = `settings-${field.replace("_", "-")}`;
    return (
      <FormField id={`${id}-${field}`} label={label} message={said} testId={testId}>
        <input
          {...fieldState(`${id}-${field}`, said)}
          value={values[field]}
          onChange={(e) => form.set(field, e.target.value)}
          dir={dir}
          maxLength={MAX_NAME + 20}
          disabled={!editable}
          required={field === "name"}
          className={`min-h-11 w-full rounded border px-3 disabled:bg-gray-100 ${fieldBorder(said)}`}
          data-testid={testId}
        />
      </FormField>
    );
  };

  return (
    <form
      noValidate
      className="grid max-w-2xl gap-6 rounded-xl border border-gray-200 bg-white p-4 md:p-6"
      onSubmit={(e) => {
        e.preventDefault();
        void onSave();
      }}
      data-testid="settings-form"
    >
      <p className="text-gray-700">{fill(t["admin.settings.intro"], { name: localName(store, locale) })}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {text("name", t["admin.settings.name"], "ltr")}
        {text("name_ar", t["admin.settings.nameAr"], "rtl")}
      </div>
      <ColourField
        label={t["admin.settings.primary"]}
        value={values.primary_color}
        fallback={store.theme?.primary_color ?? DEFAULT_PRIMARY}
        onChange={(v) => form.set("primary_color", v)}
        disabled={!editable}
        problem={problem("primary_color")}
        testId="settings-primary"
      />
      {editable && (
        <div className="border-t border-gray-200 pt-4">
          <button
            type="submit"
            disabled={state.saving}
            className="min-h-11 rounded bg-primary px-5 font-medium text-white hover:opacity-90 disabled:opacity-60"
            data-testid="settings-save"
          >
            {state.saving ? t["admin.settings.saving"] : t["admin.settings.save"]}
          </button>
        </div>
      )}
    </form>
  );
}
