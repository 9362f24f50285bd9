// The super admin's New branch / Edit branch form (docs/product.md §5 "Branch form"): its
// values, its rules checked in the spec's order (name, store, manager, theme), the themes
// offered (only the chosen store's: a branch cannot use another store's theme), and the save,
// whose refusal comes back as the server's message per field.
import type { Branch, Theme } from "#contract/stores";
import { themesOf } from "./admin-branches";
import { createFormStore, type FormFailure, type FormState, type Sent, sendForm } from "./form-store";
import { findExactUser, namesExactly, type PickedUser } from "./user-search";

export interface BranchFormValues {
  name: string;
  name_ar: string;
  /** The store's id as the select holds it; "" when none is chosen. */
  store: string;
  /** The person picked from the suggestions; null while their name is only typed. */
  manager: PickedUser | null;
  /** What the manager field shows: typed text, or the picked person's username. */
  managerText: string;
  theme: string;
  city: string;
  address: string;
  phone_number: string;
}

/** The form's rules, in the order the spec checks them; each belongs to its field. */
export const BRANCH_RULES = ["name", "store", "manager", "theme"] as const;
/** `managerUnknown`: the typed manager names no one (checked at save, by an exact lookup). */
export type BranchRule = (typeof BRANCH_RULES)[number] | "managerUnknown";

export interface BranchFormState extends FormState<BranchFormValues> {
  /** The first broken rule; its message shows under its field. */
  rule: BranchRule | null;
  /** The chosen store's themes: the theme select's only choices. */
  themes: { status: "idle" | "loading" | "ready" | "error"; list: Theme[] };
}

export function valuesOf(branch: Branch | null, store = ""): BranchFormValues {
  if (!branch) return { name: "", name_ar: "", store, manager: null, managerText: "", theme: "", city: "", address: "", phone_number: "" };
  return {
    name: branch.name,
    name_ar: branch.name_ar,
    store: String(branch.store),
    manager: branch.manager && { id: branch.manager.id, username: branch.manager.username, email: branch.manager.email },
    managerText: branch.manager?.username ?? "",
    theme: branch.theme === null ? "" : String(branch.theme),
    city: branch.city,
    address: branch.address,
    phone_number: branch.phone_number,
  };
}

/** The first rule the values break, in the spec's order; null when all hold. */
export function firstBrokenRule(values: BranchFormValues): BranchRule | null {
  if (!values.name.trim()) return "name";
  if (!values.store) return "store";
  if (!values.manager && !values.managerText.trim()) return "manager";
  if (!values.theme) return "theme";
  return null;
}

/** What POST /api/branches/ and PATCH /api/branches/{id}/ are sent. */
export function branchPayload(values: BranchFormValues) {
  return {
    name: values.name.trim(),
    name_ar: values.name_ar.trim(),
    store: Number(values.store),
    manager: values.manager?.id ?? null,
    theme: values.theme ? Number(values.theme) : null,
    city: values.city.trim(),
    address: values.address.trim(),
    // Spaces and dashes as people write numbers ("010 1234 5678") are not part of it.
    phone_number: values.phone_number.replace(/[\s-]/g, ""),
  };
}

/** A save's result; `rule` when the form's own rules stopped it before any call. */
export type BranchSaveOutcome = { ok: true; branch: Branch } | { ok: false; failure: FormFailure; detail?: string; rule?: BranchRule };

interface Options {
  /** The store a new branch starts in (the tab's store filter). */
  store?: string;
  /** A store's own theme, preferred when the store's themes arrive and none is chosen. */
  preferredTheme?: (store: number) => number | null | undefined;
}

/** One form, made when its dialog opens. `editing` is the branch edited; without it the form creates one. */
export function createBranchForm(editing: Branch | null, options: Options = {}) {
  const form = createFormStore(valuesOf(editing, options.store), {
    extra: { themes: { status: "idle", list: [] } as BranchFormState["themes"] },
    rule: (values): BranchRule | null => firstBrokenRule(values),
  });
  const { $form } = form;

  /** Reads the store's themes and keeps the chosen theme only if it is one of them. */
  async function loadThemes(store: string) {
    if (!store) {
      $form.setKey("themes", { status: "idle", list: [] });
      return;
    }
    $form.setKey("themes", { status: "loading", list: [] });
    const list = await themesOf(Number(store));
    if ($form.get().values.store !== store) return;
    if (!list) {
      $form.setKey("themes", { status: "error", list: [] });
      return;
    }
    const values = $form.get().values;
    let theme = list.some((t) => String(t.id) === values.theme) ? values.theme : "";
    if (!theme) {
      const preferred = options.preferredTheme?.(Number(store));
      const pick = list.find((t) => t.id === preferred) ?? (list.length === 1 ? list[0] : undefined);
      theme = pick ? String(pick.id) : "";
    }
    $form.set({ ...$form.get(), themes: { status: "ready", list }, values: { ...values, theme } });
  }

  /** A field changed: its rule and its server message clear; a new store brings its own themes. */
  function set<K extends keyof BranchFormValues>(field: K, value: BranchFormValues[K], managerText?: string) {
    const state = $form.get();
    const values = { ...state.values, [field]: value };
    if (field === "manager") values.managerText = managerText ?? (value as PickedUser | null)?.username ?? "";
    const newStore = field === "store" && value !== state.values.store;
    if (newStore) values.theme = "";
    const rule = state.rule === field || (field === "manager" && state.rule === "managerUnknown") ? null : state.rule;
    form.put(values, newStore ? [field, "theme"] : [field], { rule });
    if (newStore) void loadThemes(String(value));
  }

  /** Typing forgets a picked person: the text is what will be looked up. */
  const typeManager = (text: string) => set("manager", null, text);
  const pickManager = (user: PickedUser) => set("manager", user, user.username);

  async function save(): Promise<BranchSaveOutcome | null> {
    const sent = await form.submit(async (typed): Promise<Sent<Branch, BranchRule>> => {
      // A manager typed but not picked is looked up exactly, never dropped: found, they are the
      // manager; not found, the field says so and nothing is sent.
      let values = typed;
      if (!values.manager || !namesExactly(values.manager, values.managerText)) {
        const found = await findExactUser(values.managerText);
        if (found === "failed") return { ok: false, failure: "unreached", errors: {} };
        if (!found) return { ok: false, failure: "invalid", errors: {}, rule: "managerUnknown" };
        values = { ...$form.get().values, manager: found, managerText: found.username };
        $form.setKey("values", values);
      }
      return sendForm<Branch>(editing ? `/api/branches/${editing.id}/` : "/api/branches/", editing ? "PATCH" : "POST", branchPayload(values));
    });
    if (!sent) return null;
    if (sent.ok) return { ok: true, branch: sent.body };
    return { ok: false, failure: sent.failure, detail: sent.errors.detail, rule: sent.rule };
  }

  return { $form, set, typeManager, pickManager, save, start: () => loadThemes($form.get().values.store) };
}
