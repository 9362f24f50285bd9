// The Themes tab's form (docs/product.md §2 "Themes"): a store's primary and secondary colour,
// its logo and desktop background. Colours are checked as they are typed (#RRGGBB) and the
// contrast of white text on each is reported; images are checked when chosen (JPEG or PNG, at
// most 5 MB) for a quick message, and judged again by their bytes on the server. Save sends
// one multipart POST /api/stores/{id}/theme/; the answer becomes the store's theme.
import type { Theme } from "#contract/stores";
import { whiteTextContrast } from "#shared/contrast";
import { DEFAULT_PRIMARY, DEFAULT_SECONDARY } from "../../live-theme";
import { MAX_IMAGE_BYTES } from "./product-form";
import { createFormStore, type FormState, type Problems, sendForm } from "./form-store";
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

export interface ThemeFormState extends FormState<ThemeFormValues> {
  /** The saved images' addresses. */
  saved: Pick<Theme, "logo" | "background_image_desktop">;
  /** What the browser found wrong, per field. */
  problems: Problems<ThemeFormValues, ThemeProblem>;
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

/** The multipart body of POST /api/stores/{id}/theme/: the colours, and only the images chosen. */
export function themeBody(values: ThemeFormValues): FormData {
  const body = new FormData();
  body.set("primary_color", values.primary_color.trim());
  body.set("secondary_color", values.secondary_color.trim());
  for (const field of ["logo", "background_image_desktop"] as const) {
    const file = values[field];
    if (file) body.set(field, file);
  }
  return body;
}

/** One form per store, made when the tab shows that store (so a new store starts clean). */
export function createThemeForm(store: WorkedStore) {
  const theme = store.theme;
  const start = (t: typeof theme): ThemeFormValues => ({
    primary_color: t?.primary_color ?? DEFAULT_PRIMARY,
    secondary_color: t?.secondary_color ?? DEFAULT_SECONDARY,
    logo: null,
    background_image_desktop: null,
  });
  const saved: ThemeFormState["saved"] = { logo: theme?.logo ?? null, background_image_desktop: theme?.background_image_desktop ?? null };
  const form = createFormStore(start(theme), { extra: { saved }, check: themeProblems, canSave: () => canEdit(store) });

  /** Saves; true when the server took it, whose answer becomes the store's theme. A read-only user's form never sends. */
  async function save(): Promise<boolean> {
    const sent = await form.submit((values) => sendForm<Theme>(`/api/stores/${store.id}/theme/`, "POST", themeBody(values)));
    if (!sent?.ok) return false;
    const { id, primary_color, secondary_color, logo, background_image_desktop } = sent.body;
    storeChanged({ id: store.id, theme: { id, primary_color, secondary_color, logo, background_image_desktop } });
    form.$form.set({
      ...form.$form.get(),
      values: { ...start(sent.body), primary_color, secondary_color },
      saved: { logo, background_image_desktop },
    });
    return true;
  }

  return { $form: form.$form, set: form.set, save };
}
