// The Themes tab's form (docs/product.md §2 "Themes"): a store's primary and secondary colour,
// its logo and desktop background. Colours are checked as they are typed (#RRGGBB) and the
// contrast of white text on each is reported; images are checked when chosen (JPEG or PNG, at
// most 5 MB) for a quick message, and judged again by their bytes on the server. Save sends
// one multipart POST /api/stores/{id}/theme/; the answer becomes the store's theme.
import { map } from "nanostores";
import type { Theme } from "#contract/stores";
import { whiteTextContrast } from "#shared/contrast";
import { apiFetch, errorMessages } from "../../api/client";
import { DEFAULT_PRIMARY, DEFAULT_SECONDARY } from "../../live-theme";
import { MAX_IMAGE_BYTES } from "./product-form";
import { canEdit, storeChanged, type WorkedStore } from "./selected-store";

export { DEFAULT_PRIMARY, DEFAULT_SECONDARY };
/** What the server takes for a theme's images (api/src/stores/theme-payload.ts). */
export const THEME_IMAGE_TYPES = ["image/jpeg", "image/png"];

export const isHexColour = (value: string) => /^#[0-9a-fA-F]{6}$/.test(value.trim());

export type ColourField = "primary_color" | "secondary_color";
export type ImageField = "logo" | "background_image_desktop";
export type ThemeProblem = "colour" | "imageType" | "imageSize";

export interface ThemeFormValues {
  primary_color: string;
  secondary_color: string;
  /** A file chosen to replace the saved image; null keeps it. */
  logo: File | null;
  background_image_desktop: File | null;
}

export interface ThemeFormState {
  values: ThemeFormValues;
  /** The saved images' addresses. */
  saved: Pick<Theme, "logo" | "background_image_desktop">;
  /** What the browser found wrong, per field. */
  problems: Partial<Record<keyof ThemeFormValues, ThemeProblem>>;
  /** The server's message per field, or `detail`. */
  errors: Record<string, string>;
  saving: boolean;
}

export function imageProblem(file: File | null): ThemeProblem | null {
  if (!file) return null;
  if (!THEME_IMAGE_TYPES.includes(file.type)) return "imageType";
  return file.size > MAX_IMAGE_BYTES ? "imageSize" : null;
}

/** Every problem the values have, per field. */
export function themeProblems(values: ThemeFormValues): ThemeFormState["problems"] {
  const out: ThemeFormState["problems"] = {};
  for (const field of ["primary_color", "secondary_color"] as const) if (!isHexColour(values[field])) out[field] = "colour";
  for (const field of ["logo", "background_image_desktop"] as const) {
    const problem = imageProblem(values[field]);
    if (problem) out[field] = problem;
  }
  return out;
}

/** The colour to show for what is typed: the value when it is #RRGGBB, else `fallback`. */
export const shownColour = (typed: string, fallback: string) => (isHexColour(typed) ? typed.trim() : fallback);

/** White text on the colour typed, or null while it is not a colour. */
export const contrastOf = (typed: string) => whiteTextContrast(typed);

/** One form per store, made when the tab shows that store (so a new store starts clean). */
export function createThemeForm(store: WorkedStore) {
  const theme = store.theme;
  const start = (t: typeof theme): ThemeFormValues => ({
    primary_color: t?.primary_color ?? DEFAULT_PRIMARY,
    secondary_color: t?.secondary_color ?? DEFAULT_SECONDARY,
    logo: null,
    background_image_desktop: null,
  });
  const $form = map<ThemeFormState>({
    values: start(theme),
    saved: { logo: theme?.logo ?? null, background_image_desktop: theme?.background_image_desktop ?? null },
    problems: {},
    errors: {},
    saving: false,
  });

  /** A field changed: its own problem is checked again at once, its server error goes. */
  function set<K extends keyof ThemeFormValues>(field: K, value: ThemeFormValues[K]) {
    const state = $form.get();
    const values = { ...state.values, [field]: value };
    const problems = { ...state.problems };
    const problem = themeProblems(values)[field];
    if (problem) problems[field] = problem;
    else delete problems[field];
    const { [field]: _gone, detail: _detail, ...errors } = state.errors;
    $form.set({ ...state, values, problems, errors });
  }

  /** Saves; true when the server took it. A read-only user's form never sends. */
  async function save(): Promise<boolean> {
    const state = $form.get();
    if (state.saving || !canEdit(store)) return false;
    const problems = themeProblems(state.values);
    if (Object.keys(problems).length) {
      $form.set({ ...state, problems });
      return false;
    }
    $form.set({ ...state, problems: {}, errors: {}, saving: true });
    const body = new FormData();
    body.set("primary_color", state.values.primary_color.trim());
    body.set("secondary_color", state.values.secondary_color.trim());
    for (const field of ["logo", "background_image_desktop"] as const) {
      const file = state.values[field];
      if (file) body.set(field, file);
    }
    try {
      const res = await apiFetch(`/api/stores/${store.id}/theme/`, { method: "POST", body });
      if (!res.ok) {
        $form.set({ ...$form.get(), saving: false, errors: await errorMessages(res) });
        return false;
      }
      const saved = (await res.json()) as Theme;
      const { id, primary_color, secondary_color, logo, background_image_desktop } = saved;
      storeChanged({ id: store.id, theme: { id, primary_color, secondary_color, logo, background_image_desktop } });
      $form.set({
        values: { ...start(saved), primary_color, secondary_color },
        saved: { logo, background_image_desktop },
        problems: {},
        errors: {},
        saving: false,
      });
      return true;
    } catch {
      $form.set({ ...$form.get(), saving: false, errors: {} });
      return false;
    }
  }

  return { $form, set, save };
}
