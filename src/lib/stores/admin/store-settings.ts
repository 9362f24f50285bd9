// The Settings tab's form (docs/product.md §2 "Settings"): the store's name in English and
// Arabic and its primary colour, saved with PATCH /api/stores/{id}/ (the colour goes to the
// store's theme). Checked here first for quick messages; the server checks again and answers
// per field ('Failed to update settings' when it gives no words).
import type { Store } from "#contract/stores";
import { createFormStore, type Problems, sendForm } from "./form-store";
import { canEdit, storeChanged, type WorkedStore } from "./selected-store";
import { DEFAULT_PRIMARY, isHexColour } from "./store-theme";

/** The longest store name the API takes (api/contract/stores.ts). */
export const MAX_NAME = 100;

export interface SettingsValues {
  name: string;
  name_ar: string;
  primary_color: string;
}

export type SettingsProblem = "required" | "tooLong" | "colour";

export function settingsProblems(values: SettingsValues): Problems<SettingsValues, SettingsProblem> {
  const out: Problems<SettingsValues, SettingsProblem> = {};
  const name = values.name.trim();
  if (!name) out.name = "required";
  else if (name.length > MAX_NAME) out.name = "tooLong";
  if (values.name_ar.trim().length > MAX_NAME) out.name_ar = "tooLong";
  if (!isHexColour(values.primary_color)) out.primary_color = "colour";
  return out;
}

export const settingsOf = (store: Pick<Store, "name" | "name_ar" | "theme">): SettingsValues => ({
  name: store.name,
  name_ar: store.name_ar,
  primary_color: store.theme?.primary_color ?? DEFAULT_PRIMARY,
});

/** The PATCH body: the names and the colour, trimmed. */
export const settingsPayload = (values: SettingsValues) => ({
  name: values.name.trim(),
  name_ar: values.name_ar.trim(),
  theme: { primary_color: values.primary_color.trim() },
});

/** One form per store, made when the tab shows that store. */
export function createSettingsForm(store: WorkedStore) {
  const form = createFormStore(settingsOf(store), { extra: {}, check: settingsProblems, canSave: () => canEdit(store) });

  /** Saves; true when the server took it. A read-only user's form never sends. */
  async function save(): Promise<boolean> {
    // The theme's colour comes back as `theme` or `primary_color`: either is the colour field's.
    const sent = await form.submit((values) =>
      sendForm<Store>(`/api/stores/${store.id}/`, "PATCH", settingsPayload(values), { theme: "primary_color" }),
    );
    if (!sent?.ok) return false;
    storeChanged(sent.body);
    form.$form.setKey("values", settingsOf(sent.body));
    return true;
  }

  return { $form: form.$form, set: form.set, save };
}
