// The Settings tab's form (docs/product.md §2 "Settings"): the store's name in English and
// Arabic and its primary colour, saved with PATCH /api/stores/{id}/ (the colour goes to the
// store's theme). Checked here first for quick messages; the server checks again and answers
// per field ('Failed to update settings' when it gives no words).
import { map } from "nanostores";
import type { Store } from "#contract/stores";
import { apiFetch, errorMessages } from "../../api/client";
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

export interface SettingsState {
  values: SettingsValues;
  problems: Partial<Record<keyof SettingsValues, SettingsProblem>>;
  errors: Record<string, string>;
  saving: boolean;
}

export function settingsProblems(values: SettingsValues): SettingsState["problems"] {
  const out: SettingsState["problems"] = {};
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

/** A server error's field in the form: the theme's colour comes back as `theme` or `primary_color`. */
function formErrors(errors: Record<string, string>): Record<string, string> {
  const { theme, ...rest } = errors;
  return theme && !rest.primary_color ? { ...rest, primary_color: theme } : rest;
}

/** One form per store, made when the tab shows that store. */
export function createSettingsForm(store: WorkedStore) {
  const $form = map<SettingsState>({ values: settingsOf(store), problems: {}, errors: {}, saving: false });

  function set(field: keyof SettingsValues, value: string) {
    const state = $form.get();
    const values = { ...state.values, [field]: value };
    const problems = { ...state.problems };
    const problem = settingsProblems(values)[field];
    if (problem) problems[field] = problem;
    else delete problems[field];
    const { [field]: _gone, detail: _detail, ...errors } = state.errors;
    $form.set({ ...state, values, problems, errors });
  }

  async function save(): Promise<boolean> {
    const state = $form.get();
    if (state.saving || !canEdit(store)) return false;
    const problems = settingsProblems(state.values);
    if (Object.keys(problems).length) {
      $form.set({ ...state, problems });
      return false;
    }
    $form.set({ ...state, problems: {}, errors: {}, saving: true });
    try {
      const res = await apiFetch(`/api/stores/${store.id}/`, { method: "PATCH", body: JSON.stringify(settingsPayload(state.values)) });
      if (!res.ok) {
        $form.set({ ...$form.get(), saving: false, errors: formErrors(await errorMessages(res)) });
        return false;
      }
      const saved = (await res.json()) as Store;
      storeChanged(saved);
      $form.set({ values: settingsOf(saved), problems: {}, errors: {}, saving: false });
      return true;
    } catch {
      $form.set({ ...$form.get(), saving: false, errors: {} });
      return false;
    }
  }

  return { $form, set, save };
}
