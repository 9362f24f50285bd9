// Add Product / Edit Product in a dialog (docs/product.md §5): every field of the product and
// its offer in one branch, checked in the product rules' order on save, the server's
// messages beside their fields. A new form store per open, so every open starts clean;
// Escape closes unless a save is under way.
import { useStore } from "@nanostores/react";
import { useEffect, useId, useState, type ReactNode } from "react";
import type { Listing } from "#contract/listings";
import { branchStoreName, localName } from "../../../lib/format";
import { $categoryChoices, $myBranches, loadCategoryChoices, loadMyBranches } from "../../../lib/stores/admin/admin-products";
import { BADGE_MAX, createProductForm, type ProductFormValues, SHORT_DESCRIPTION_MAX } from "../../../lib/stores/admin/product-form";
import { showToast } from "../../../lib/stores/toasts";
import Dialog from "../../ui/Dialog";
import FormDialog from "../FormDialog";
import FormField from "../FormField";
import { useText } from "../text";
import FilePicker from "../FilePicker";
import HistoryLink from "../history/HistoryLink";
import RichText from "./RichText";

interface Props {
  editing: Listing | null;
  onClose: () => void;
  onSaved: () => void;
}

export default function ProductDialog({ editing, onClose, onSaved }: Props) {
  const { t, locale } = useText();
  const branches = useStore($myBranches);
  useEffect(() => void loadMyBranches(), []);
  if (branches.status !== "ready") {
    return (
      <Dialog open title={t[editing ? "admin.form.editTitle" : "admin.form.addTitle"]} closeLabel={t["admin.close"]} onClose={onClose} size="lg">
        <p role="status">{branches.status === "error" ? t["admin.products.error"] : t["admin.loading"]}</p>
      </Dialog>
    );
  }
  return <ProductForm editing={editing} onClose={onClose} onSaved={onSaved} branches={branches.branches} locale={locale} />;
}

function ProductForm({
  editing,
  onClose,
  onSaved,
  branches,
  locale,
}: Props & { branches: ReturnType<typeof $myBranches.get>["branches"]; locale: string }) {
  const { t } = useText();
  const id = useId();
  const [form] = useState(() =>
    createProductForm(editing, branches, () => {
      showToast(t[editing ? "admin.form.updated" : "admin.form.created"]);
      onClose();
      onSaved();
    }),
  );
  useEffect(() => form.stop, [form]);
  useEffect(() => void loadCategoryChoices(), []);
  const categories = useStore($categoryChoices);
  const state = useStore(form.$form);
  const { values, errors } = state;
  const set =
    <K extends keyof ProductFormValues>(field: K) =>
    (value: ProductFormValues[K]) =>
      form.set(field, value);

  const field = (name: keyof ProductFormValues | "branch", label: string, control: ReactNode, hint?: string) => (
    <FormField id={`${id}-${name}`} label={label} hint={hint} message={errors[name]} testId={`form-${name}`}>
      {control}
    </FormField>
  );
  const inputClass = (name: string) => `min-h-11 w-full rounded border px-3 ${errors[name] ? "border-red-600" : "border-gray-300"}`;
  const text = (
    name: "name" | "name_ar" | "base_price" | "price" | "stock" | "badge" | "badge_ar",
    dir?: "ltr" | "rtl",
    mode?: "decimal" | "numeric",
    maxLength?: number,
  ) => (
    <input
      id={`${id}-${name}`}
      className={inputClass(name)}
      value={values[name]}
      dir={dir}
      inputMode={mode}
      maxLength={maxLength}
      onChange={(e) => set(name)(e.target.value)}
      aria-invalid={Boolean(errors[name])}
      aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
      data-testid={`form-${name}`}
    />
  );
  const shortText = (name: "short_description" | "short_description_ar", dir: "ltr" | "rtl") => (
    <textarea
      id={`${id}-${name}`}
      className={`${inputClass(name)} py-2`}
      rows={2}
      value={values[name]}
      dir={dir}
      maxLength={SHORT_DESCRIPTION_MAX}
      onChange={(e) => set(name)(e.target.value)}
      aria-invalid={Boolean(errors[name])}
      aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
      data-testid={`form-${name}`}
    />
  );
  const skuNote = (
    {
      idle: null,
      checking: "admin.form.skuChecking",
      available: "admin.form.skuFree",
      taken: "admin.form.skuTaken",
      failed: "admin.form.skuFailed",
    } as const
  )[state.sku];
  const failure =
    state.failure &&
    (errors.detail ?? t[state.failure === "assign" ? "admin.form.assignFailed" : editing ? "admin.form.updateFailed" : "admin.form.createFailed"]);

  return (
    <FormDialog
      title={t[editing ? "admin.form.editTitle" : "admin.form.addTitle"]}
      size="xl"
      onClose={onClose}
      onSubmit={() => void form.save()}
      formClassName="grid gap-4 md:grid-cols-2"
      formId={`${id}-form`}
      saving={state.saving}
      message={state.rule ? t[`admin.form.rules.${state.rule}`] : failure}
      saveLabel={t["admin.form.save"]}
      savingLabel={t["admin.form.saving"]}
      messageTestId="form-error"
      saveTestId="form-save"
      start={editing && <HistoryLink object="product" id={editing.product.id} />}
    >
      {field(
        "branch",
        t["admin.form.branch"],
        <select
          id={`${id}-branch`}
          className={inputClass("branch")}
          value={values.branch}
          onChange={(e) => set("branch")(e.target.value)}
          data-testid="form-branch"
        >
          <option value="">{t["admin.form.chooseBranch"]}</option>
          {branches.map((b) => (
            <option key={b.id} value={b.id}>
              {localName(b, locale as "en" | "ar")} · {branchStoreName(b, locale as "en" | "ar")}
            </option>
          ))}
        </select>,
      )}
      {field("name", t["admin.form.name"], text("name", "ltr"))}
      {field("name_ar", t["admin.form.nameAr"], text("name_ar", "rtl"))}
      <div>
        <label htmlFor={`${id}-sku`} className="mb-1 block text-sm font-medium">
          {t["admin.form.sku"]}
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-sku`}
            className={inputClass("sku")}
            value={values.sku}
            dir="ltr"
            onChange={(e) => set("sku")(e.target.value)}
            aria-describedby={`${id}-sku-note`}
            data-testid="form-sku"
          />
          <button
            type="button"
            onClick={form.autoSku}
            disabled={values.skuAuto}
            className="flex size-11 shrink-0 items-center justify-center rounded border border-gray-300 hover:bg-gray-50 disabled:opacity-40"
            aria-label={t["admin.form.skuAuto"]}
            title={t["admin.form.skuAuto"]}
            data-testid="form-sku-auto"
          >
            <span aria-hidden="true">↻</span>
          </button>
        </div>
        <p
          id={`${id}-sku-note`}
          aria-live="polite"
          className={`mt-1 text-sm ${state.sku === "taken" || state.sku === "failed" ? "text-red-700" : "text-gray-600"}`}
          data-testid="form-sku-note"
        >
          {skuNote ? t[skuNote] : ""}
        </p>
        {errors.sku && <p className="text-sm text-red-700">{errors.sku}</p>}
      </div>
      {field("base_price", t["admin.form.basePrice"], text("base_price", "ltr", "decimal"))}
      {field("price", t["admin.form.branchPrice"], text("price", "ltr", "decimal"))}
      {field("stock", t["admin.form.stock"], text("stock", "ltr", "numeric"))}
      <label className="flex min-h-11 items-center gap-2 self-end">
        <input type="checkbox" className="size-5" checked={values.is_available} onChange={(e) => set("is_available")(e.target.checked)} />
        {t["admin.form.available"]}
      </label>
      <fieldset className="md:col-span-2" aria-describedby={errors.categories ? `${id}-categories-error` : undefined} data-testid="form-categories">
        <legend className="mb-1 block text-sm font-medium">{t["admin.form.categories"]}</legend>
        {categories.status === "ready" ? (
          categories.categories.length ? (
            <div
              className={`grid max-h-40 gap-x-4 overflow-y-auto rounded border px-3 py-1 sm:grid-cols-2 lg:grid-cols-3 ${errors.categories ? "border-red-600" : "border-gray-300"}`}
            >
              {categories.categories.map((category) => {
                const value = String(category.id);
                const checked = values.categories.includes(value);
                return (
                  <label key={category.id} className="flex min-h-11 items-center gap-2">
                    <input
                      type="checkbox"
                      className="size-5 shrink-0"
                      checked={checked}
                      onChange={() => set("categories")(checked ? values.categories.filter((c) => c !== value) : [...values.categories, value])}
                      data-testid="form-category"
                      data-category={category.slug}
                    />
                    <span>{localName(category, locale as "en" | "ar")}</span>
                  </label>
                );
              })}
            </div>
          ) : (
            <p className="text-sm text-gray-600">{t["admin.form.noCategories"]}</p>
          )
        ) : (
          <p role={categories.status === "error" ? "alert" : "status"} className="text-sm text-gray-600">
            {t[categories.status === "error" ? "admin.form.categoriesFailed" : "admin.form.categoriesLoading"]}
          </p>
        )}
        {errors.categories && (
          <p className="mt-1 text-sm text-red-700" id={`${id}-categories-error`}>
            {errors.categories}
          </p>
        )}
      </fieldset>
      <label className="flex min-h-11 items-center gap-2 md:col-span-2">
        <input
          type="checkbox"
          className="size-5"
          checked={values.is_featured}
          onChange={(e) => set("is_featured")(e.target.checked)}
          data-testid="form-featured"
        />
        {t["admin.form.featured"]}
      </label>
      {field("badge", t["admin.form.badge"], text("badge", "ltr", undefined, BADGE_MAX), t["admin.form.badgeHint"])}
      {field("badge_ar", t["admin.form.badgeAr"], text("badge_ar", "rtl", undefined, BADGE_MAX))}
      {field("short_description", t["admin.form.shortDescription"], shortText("short_description", "ltr"), t["admin.form.shortDescriptionHint"])}
      {field("short_description_ar", t["admin.form.shortDescriptionAr"], shortText("short_description_ar", "rtl"))}
      <div className="md:col-span-2">
        {field(
          "image",
          t["admin.form.image"],
          <FilePicker id={`${id}-image`} accept="image/jpeg,image/png" onFiles={(files) => set("image")(files[0] ?? null)} testId="form-image" />,
          editing ? `${t["admin.form.imageHint"]}. ${t["admin.form.imageKeep"]}` : t["admin.form.imageHint"],
        )}
      </div>
      <div className="md:col-span-2">
        <RichText
          id={`${id}-description`}
          label={t["admin.form.description"]}
          value={values.description}
          onChange={set("description")}
          dir="ltr"
          testId="form-description"
        />
      </div>
      <div className="md:col-span-2">
        <RichText
          id={`${id}-description-ar`}
          label={t["admin.form.descriptionAr"]}
          value={values.description_ar}
          onChange={set("description_ar")}
          dir="rtl"
        />
      </div>
    </FormDialog>
  );
}
