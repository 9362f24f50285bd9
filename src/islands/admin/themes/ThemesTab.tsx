// The Themes tab (docs/product.md §2): the selected store's primary and secondary colour with
// the contrast of white text on each, its logo and desktop background, a preview of the store's
// header that follows every change, and Save. Read-only, with the reason, to a manager who is
// not the store's owner. The form and its call live in store-theme.ts.
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { localName } from "../../../lib/format";
import { formKey, type WorkedStore } from "../../../lib/stores/admin/selected-store";
import { createThemeForm, DEFAULT_PRIMARY, DEFAULT_SECONDARY, shownColour, type ThemeFormState } from "../../../lib/stores/admin/store-theme";
import { showToast } from "../../../lib/stores/toasts";
import { fill } from "../../../lib/template";
import type { TabProps } from "../text";
import { useText } from "../text";
import ColourField from "./ColourField";
import HeaderPreview from "./HeaderPreview";
import ImageField from "./ImageField";
import StoreChoice from "./StoreChoice";
import { useFileUrl } from "./use-file-url";

export default function ThemesTab(_: TabProps) {
  const { t } = useText();
  return (
    <section aria-labelledby="themes-title">
      <h2 id="themes-title" className="mb-4 text-2xl font-bold">
        {t["admin.themes.title"]}
      </h2>
      <StoreChoice tab="themes">{(store, editable) => <ThemeForm key={formKey(store)} store={store} editable={editable} />}</StoreChoice>
    </section>
  );
}

function ThemeForm({ store, editable }: { store: WorkedStore; editable: boolean }) {
  const { t, locale } = useText();
  const [form] = useState(() => createThemeForm(store));
  const state = useStore(form.$form);
  const { values, saved } = state;
  const logoUrl = useFileUrl(values.logo);
  const backgroundUrl = useFileUrl(values.background_image_desktop);
  const name = localName(store, locale);
  // What the browser found, else what the server said, for a field.
  const problem = (field: keyof ThemeFormState["values"]) => {
    const found = state.problems[field];
    if (found)
      return t[found === "colour" ? "admin.themes.colourFormat" : found === "imageType" ? "admin.themes.imageType" : "admin.themes.imageSize"];
    return state.errors[field];
  };
  const primary = shownColour(values.primary_color, store.theme?.primary_color ?? DEFAULT_PRIMARY);
  const secondary = shownColour(values.secondary_color, store.theme?.secondary_color ?? DEFAULT_SECONDARY);

  const onSave = async () => {
    if (await form.save()) showToast(t["admin.themes.saved"]);
    else if (!Object.keys(form.$form.get().problems).length) showToast(form.$form.get().errors.detail ?? t["admin.themes.failed"], "error");
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <form
        noValidate
        className="grid content-start gap-6 rounded-xl border border-gray-200 bg-white p-4 md:p-6"
        onSubmit={(e) => {
          e.preventDefault();
          void onSave();
        }}
        data-testid="theme-form"
      >
        <p className="text-gray-700">{fill(t["admin.themes.intro"], { name })}</p>
        <div className="grid gap-6 sm:grid-cols-2">
          <ColourField
            label={t["admin.themes.primary"]}
            value={values.primary_color}
            fallback={primary}
            onChange={(v) => form.set("primary_color", v)}
            disabled={!editable}
            problem={problem("primary_color")}
            testId="theme-primary"
          />
          <ColourField
            label={t["admin.themes.secondary"]}
            value={values.secondary_color}
            fallback={secondary}
            onChange={(v) => form.set("secondary_color", v)}
            disabled={!editable}
            problem={problem("secondary_color")}
            testId="theme-secondary"
          />
        </div>
        <ImageField
          label={t["admin.themes.logo"]}
          help={t["admin.themes.imageHelp"]}
          src={logoUrl ?? saved.logo}
          alt={fill(t["admin.themes.logoAlt"], { name })}
          shape="logo"
          onFile={(file) => form.set("logo", file)}
          disabled={!editable}
          problem={problem("logo")}
          testId="theme-logo"
        />
        <ImageField
          label={t["admin.themes.background"]}
          help={`${t["admin.themes.backgroundHelp"]} ${t["admin.themes.imageHelp"]}`}
          src={backgroundUrl ?? saved.background_image_desktop}
          alt=""
          shape="banner"
          onFile={(file) => form.set("background_image_desktop", file)}
          disabled={!editable}
          problem={problem("background_image_desktop")}
          testId="theme-background"
        />
        <div className="flex flex-wrap items-center gap-3 border-t border-gray-200 pt-4">
          {editable && (
            <button
              type="submit"
              disabled={state.saving}
              className="min-h-11 rounded bg-primary px-5 font-medium text-white hover:opacity-90 disabled:opacity-60"
              data-testid="theme-save"
            >
              {state.saving ? t["admin.themes.saving"] : t["admin.themes.save"]}
            </button>
          )}
          <a
            href={`/${locale}/store/${store.slug}/`}
            target="_blank"
            rel="noopener"
            className="flex min-h-11 items-center rounded px-3 font-medium text-primary underline-offset-2 hover:underline"
            data-testid="theme-view-store"
          >
            {t["admin.themes.viewStore"]}
          </a>
        </div>
      </form>
      <div className="order-first min-w-0 lg:order-none lg:sticky lg:top-20 lg:self-start">
        <HeaderPreview
          name={name}
          primary={primary}
          secondary={secondary}
          logo={logoUrl ?? saved.logo}
          background={backgroundUrl ?? saved.background_image_desktop}
        />
      </div>
    </div>
  );
}
