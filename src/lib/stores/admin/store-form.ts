// The super admin's New Store / Edit Store form: names and descriptions in both languages, the
// slug (made from the name until typed by hand, like a product's SKU), contact details and the
// owner. The server checks the rest (unique name and slug, formats) and answers per field.
import type { Store } from "#contract/stores";
import { slugify } from "#shared/slug";
import { createFormStore, type FormFailure, sendForm } from "./form-store";
import { namesExactly, type PickedUser } from "./user-search";

export interface StoreFormValues {
  name: string;
  name_ar: string;
  slug: string;
  /** The slug follows the name until the super admin types one. */
  slugAuto: boolean;
  description: string;
  description_ar: string;
  phone_number: string;
  email: string;
  /** The person picked from the suggestions; null while their name is only typed (or no owner). */
  owner: PickedUser | null;
  /** What the owner field shows: typed text, or the picked owner's username; "" for no owner. */
  ownerText: string;
}

export type StoreRule = "name";

const blank = (): StoreFormValues => ({
  name: "",
  name_ar: "",
  slug: "",
  slugAuto: true,
  description: "",
  description_ar: "",
  phone_number: "",
  email: "",
  owner: null,
  ownerText: "",
});

export function valuesOf(store: Store | null): StoreFormValues {
  if (!store) return blank();
  return {
    name: store.name,
    name_ar: store.name_ar,
    slug: store.slug,
    slugAuto: false,
    description: store.description,
    description_ar: store.description_ar,
    phone_number: store.phone_number,
    email: store.email,
    // A super admin reads stores with their logins (the API leaves them out for anyone else).
    owner: store.owner && { id: store.owner.id, username: store.owner.username ?? "", email: store.owner.email },
    ownerText: store.owner?.username ?? "",
  };
}

/** The slug a name makes; "" for a name with no Latin letters (the server then picks one). */
export const slugOf = (name: string) => slugify(name).slice(0, 70).replace(/-+$/, "");

export function firstBrokenRule(values: StoreFormValues): StoreRule | null {
  return values.name.trim() ? null : "name";
}

/**
 * Who the owner field names: the picked person by id; else the typed text, which the server
 * looks up exactly as an e-mail or a username (and refuses on the field when no one is called
 * that: a typed owner is never dropped); an empty field is no owner.
 */
export function ownerOf(
  values: Pick<StoreFormValues, "owner" | "ownerText">,
): { owner: number | null } | { owner_email: string } | { owner_username: string } {
  const text = values.ownerText.trim();
  if (values.owner && namesExactly(values.owner, text)) return { owner: values.owner.id };
  if (!text) return { owner: null };
  return text.includes("@") ? { owner_email: text } : { owner_username: text };
}

/** What POST /api/stores/ and PATCH /api/stores/{id}/ are sent; an empty slug is left to the server. */
export function storePayload(values: StoreFormValues) {
  const slug = values.slug.trim();
  return {
    name: values.name.trim(),
    name_ar: values.name_ar.trim(),
    ...(slug && { slug }),
    description: values.description.trim(),
    description_ar: values.description_ar.trim(),
    phone_number: values.phone_number.trim(),
    email: values.email.trim(),
    ...ownerOf(values),
  };
}

// The API may name the owner by e-mail or username; both are the form's one owner field.
const RENAMED = { owner_email: "owner", owner_username: "owner" };

/** A save's result; `rule` when the form's own rules stopped it before any call. */
export type StoreSaveOutcome = { ok: true; store: Store } | { ok: false; failure: FormFailure; detail?: string; rule?: StoreRule };

/** One form, made when its dialog opens. `editing` is the store edited; without it the form creates one. */
export function createStoreForm(editing: Store | null) {
  const form = createFormStore(valuesOf(editing), { extra: {}, rule: firstBrokenRule });
  const { $form } = form;

  /** A field changed: the slug follows the name while automatic; the field's messages clear. */
  function set<K extends keyof StoreFormValues>(field: K, value: StoreFormValues[K]) {
    const state = $form.get();
    const values = { ...state.values, [field]: value };
    if (field === "slug") values.slugAuto = false;
    if (field === "name" && values.slugAuto) values.slug = slugOf(String(value));
    form.put(values, field === "name" && values.slugAuto ? ["name", "slug"] : [field], { rule: field === "name" ? null : state.rule });
  }

  /** Turns slug making back on and makes it from the name now. */
  function autoSlug() {
    const state = $form.get();
    const errors = { ...state.errors };
    delete errors.slug;
    $form.set({ ...state, errors, values: { ...state.values, slugAuto: true, slug: slugOf(state.values.name) } });
  }

  async function save(): Promise<StoreSaveOutcome | null> {
    const sent = await form.submit((values) =>
      sendForm<Store>(editing ? `/api/stores/${editing.id}/` : "/api/stores/", editing ? "PATCH" : "POST", storePayload(values), RENAMED),
    );
    if (!sent) return null;
    if (sent.ok) return { ok: true, store: sent.body };
    return { ok: false, failure: sent.failure, detail: sent.errors.detail, rule: sent.rule };
  }

  /** Typing forgets a picked owner: the text is what will be looked up. */
  const typeOwner = (text: string) => {
    set("owner", null);
    $form.setKey("values", { ...$form.get().values, ownerText: text });
  };
  const pickOwner = (user: PickedUser) => {
    set("owner", user);
    $form.setKey("values", { ...$form.get().values, ownerText: user.username });
  };

  return { $form, set, typeOwner, pickOwner, autoSlug, save };
}
