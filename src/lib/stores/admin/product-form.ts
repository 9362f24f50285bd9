// The dashboard's add/edit product form (docs/product.md §5 "Admin product form"): its values,
// its rules checked in the product rules' order, the SKU made from the name until edited by
// hand and checked for availability 500 ms after typing stops, and the save: create the
// product, list it in the branch, or on edit move the offer when the branch changed.
import { map } from "nanostores";
import type { Branch } from "#contract/stores";
import type { Listing } from "#contract/listings";
import { slugify } from "#shared/slug";
import { apiFetch } from "../../api/client";
import { sendForm } from "./form-store";

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const MAIN_IMAGE_TYPES = ["image/jpeg", "image/png"];
export const SKU_DEBOUNCE_MS = 500;

export interface ProductFormValues {
  branch: string;
  name: string;
  name_ar: string;
  sku: string;
  /** The SKU follows the name until the merchant types one. */
  skuAuto: boolean;
  base_price: string;
  price: string;
  stock: string;
  is_available: boolean;
  description: string;
  description_ar: string;
  short_description: string;
  short_description_ar: string;
  /** The ids of the product's categories, as the checkboxes hold them. */
  categories: string[];
  /** Shown in the store's featured carousel. */
  is_featured: boolean;
  badge: string;
  badge_ar: string;
  image: File | null;
}

/** The longest badge the API takes (catalog contract), in either language. */
export const BADGE_MAX = 50;
/** The longest short description the API takes (catalog contract), in either language. */
export const SHORT_DESCRIPTION_MAX = 1000;

export type SkuStatus = "idle" | "checking" | "available" | "taken" | "failed";
/** The form-level messages, in the order the rules are checked. */
export type FormRule = "branch" | "required" | "prices" | "imageType" | "imageSize" | "sku";

export interface ProductFormState {
  values: ProductFormValues;
  sku: SkuStatus;
  /** The first broken rule, shown above the buttons. */
  rule: FormRule | null;
  /** The server's message per field, or `detail` for the whole form. */
  errors: Record<string, string>;
  /** What failed when the server gave no words: the product, or listing it in the branch. */
  failure: "save" | "assign" | null;
  saving: boolean;
}

type Outcome = { ok: boolean; errors: Record<string, string>; failure?: "save" | "assign" };

const blank = (): ProductFormValues => ({
  branch: "",
  name: "",
  name_ar: "",
  sku: "",
  skuAuto: true,
  base_price: "",
  price: "",
  stock: "",
  is_available: true,
  description: "",
  description_ar: "",
  short_description: "",
  short_description_ar: "",
  categories: [],
  is_featured: false,
  badge: "",
  badge_ar: "",
  image: null,
});

/** The catalogue fields an edit starts from; a listing's product is the full catalogue product. */
type EditedProduct = Listing["product"] &
  Partial<{
    sku: string;
    base_price: string;
    short_description: string;
    short_description_ar: string;
    category_ids: number[];
    is_featured: boolean;
    badge: string;
    badge_ar: string;
  }>;

/** The values an edit starts from: the product and its offer in the row that was clicked. */
export function valuesOf(listing: Listing): ProductFormValues {
  const product = listing.product as EditedProduct;
  return {
    ...blank(),
    branch: String(listing.branch.id),
    name: product.name,
    name_ar: product.name_ar,
    sku: product.sku ?? "",
    skuAuto: false,
    base_price: product.base_price ?? "",
    price: listing.price,
    stock: String(listing.stock),
    is_available: listing.is_available,
    description: listing.description,
    description_ar: listing.descriptionAR,
    short_description: product.short_description ?? "",
    short_description_ar: product.short_description_ar ?? "",
    categories: (product.category_ids ?? []).map(String),
    is_featured: product.is_featured ?? false,
    badge: product.badge ?? "",
    badge_ar: product.badge_ar ?? "",
  };
}

const positive = (text: string) => /^\d+(\.\d{1,2})?$/.test(text.trim()) && Number(text) > 0;
const wholeFromZero = (text: string) => /^\d+$/.test(text.trim());

/** The first rule the values break, in the product rules' order; null when all hold. */
export function firstBrokenRule(values: ProductFormValues, sku: SkuStatus, editing: boolean): FormRule | null {
  if (!values.branch) return "branch";
  if (!values.name.trim() || !values.sku.trim() || !positive(values.base_price)) return "required";
  if (!positive(values.price) || !wholeFromZero(values.stock)) return "prices";
  if (values.image || !editing) {
    if (!values.image || !MAIN_IMAGE_TYPES.includes(values.image.type)) return "imageType";
    if (values.image.size > MAX_IMAGE_BYTES) return "imageSize";
  }
  // A check still under way does not hold the save up: the server refuses a taken SKU anyway.
  if (sku === "taken" || sku === "failed") return "sku";
  return null;
}

/**
 * One form, made when its dialog opens (so every open starts clean). `editing` is the row
 * whose product and offer are edited; without it the form adds a product.
 */
export function createProductForm(editing: Listing | null, branches: Branch[], onSaved: () => void) {
  const $form = map<ProductFormState>({
    values: editing ? valuesOf(editing) : { ...blank(), branch: branches.length === 1 ? String(branches[0].id) : "" },
    sku: "idle",
    rule: null,
    errors: {},
    failure: null,
    saving: false,
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const checked = editing ? ((editing.product as { sku?: string }).sku ?? "") : "";

  function checkSkuSoon() {
    clearTimeout(timer);
    const sku = $form.get().values.sku.trim();
    if (!sku || sku === checked) {
      $form.setKey("sku", "idle");
      return;
    }
    $form.setKey("sku", "checking");
    timer = setTimeout(async () => {
      const params = new URLSearchParams({ sku });
      if (editing) params.set("exclude_product_id", String(editing.product.id));
      try {
        const res = await apiFetch(`/api/products/check-sku/?${params}`);
        if ($form.get().values.sku.trim() !== sku) return;
        const body = res.ok ? ((await res.json()) as { available: boolean }) : null;
        $form.setKey("sku", body ? (body.available ? "available" : "taken") : "failed");
      } catch {
        if ($form.get().values.sku.trim() === sku) $form.setKey("sku", "failed");
      }
    }, SKU_DEBOUNCE_MS);
  }

  /** A field changed: the SKU follows the name while automatic; a field's server error clears. */
  function set<K extends keyof ProductFormValues>(field: K, value: ProductFormValues[K]) {
    const values = { ...$form.get().values, [field]: value };
    if (field === "sku") values.skuAuto = false;
    if (field === "name" && values.skuAuto) values.sku = slugify(String(value));
    const errors = { ...$form.get().errors };
    delete errors[field];
    if (field === "name" && values.skuAuto) delete errors.sku;
    $form.set({ ...$form.get(), values, errors, rule: null });
    if (field === "sku" || (field === "name" && values.skuAuto)) checkSkuSoon();
  }

  /** Turns SKU generation back on and makes it from the name now. */
  function autoSku() {
    const values = { ...$form.get().values, skuAuto: true, sku: slugify($form.get().values.name) };
    $form.set({ ...$form.get(), values, rule: null });
    checkSkuSoon();
  }

  async function save(): Promise<boolean> {
    const state = $form.get();
    if (state.saving) return false;
    const rule = firstBrokenRule(state.values, state.sku, Boolean(editing));
    if (rule) {
      $form.set({ ...state, rule });
      return false;
    }
    $form.set({ ...state, saving: true, rule: null, errors: {}, failure: null });
    const result = editing ? await update(editing, state.values) : await create(state.values);
    $form.set({ ...$form.get(), saving: false, errors: result.errors, failure: result.ok ? null : (result.failure ?? "save") });
    if (result.ok) onSaved();
    return result.ok;
  }

  async function create(values: ProductFormValues): Promise<Outcome> {
    const branch = branches.find((b) => String(b.id) === values.branch);
    const form = productForm(values, null);
    if (branch) form.set("store", String(branch.store));
    const made = await send("/api/products/", "POST", form);
    if (!made.ok) return { ok: false, errors: made.errors };
    const product = made.body;
    const listed = await send("/api/branch-products/", "POST", offerBody(values, product.id));
    if (listed.ok) return { ok: true, errors: {} };
    // A product nobody can see or sell helps no one: take it back, and say why.
    await apiFetch(`/api/products/${product.id}/`, { method: "DELETE" }).catch(() => undefined);
    return { ok: false, errors: listed.errors, failure: "assign" };
  }

  async function update(listing: Listing, values: ProductFormValues): Promise<Outcome> {
    const changed = await send(`/api/products/${listing.product.id}/`, "PATCH", productForm(values, valuesOf(listing)));
    if (!changed.ok) return { ok: false, errors: changed.errors };
    if (values.branch === String(listing.branch.id)) {
      const { branch_id: _, product_id: __, ...offer } = offerBody(values, listing.product.id);
      const saved = await send(`/api/branch-products/${listing.id}/`, "PATCH", offer);
      return saved.ok ? { ok: true, errors: {} } : { ok: false, errors: saved.errors };
    }
    // A new branch: list it there first, then take the old offer down, so a failure loses nothing.
    const moved = await send("/api/branch-products/", "POST", offerBody(values, listing.product.id));
    if (!moved.ok) return { ok: false, errors: moved.errors, failure: "assign" };
    await apiFetch(`/api/branch-products/${listing.id}/`, { method: "DELETE" }).catch(() => undefined);
    return { ok: true, errors: {} };
  }

  return { $form, set, autoSku, save, stop: () => clearTimeout(timer) };
}

const TEXT_FIELDS = [
  "name",
  "name_ar",
  "sku",
  "base_price",
  "description",
  "description_ar",
  "short_description",
  "short_description_ar",
  "badge",
  "badge_ar",
] as const;

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((id) => b.includes(id));

/**
 * The multipart body of POST and PATCH /api/products/ (the product rules' fields; category ids
 * as JSON text). On edit (`before`: the values the form opened with) the categories go only
 * when changed, so an edit that leaves them alone does not rewrite them.
 */
export function productForm(values: ProductFormValues, before: ProductFormValues | null): FormData {
  const form = new FormData();
  for (const field of TEXT_FIELDS) form.set(field, values[field].trim());
  form.set("is_featured", String(values.is_featured));
  if (!before || !sameSet(values.categories, before.categories)) form.set("category_ids", JSON.stringify(values.categories.map(Number)));
  if (values.image) form.set("image", values.image);
  return form;
}

const offerBody = (values: ProductFormValues, productId: number) => ({
  branch_id: Number(values.branch),
  product_id: productId,
  price: values.price.trim(),
  stock: Number(values.stock),
  is_available: values.is_available,
});

/** One call; the server's messages on the form's fields (branch_id is the form's branch, category_ids its categories). */
const send = (path: string, method: string, body: FormData | object) =>
  sendForm<{ id: number }>(path, method, body, { branch_id: "branch", category_ids: "categories" });
