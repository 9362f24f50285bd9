// The Managers tab's add/edit form: a person (picked from the suggestions, or typed as a
// username or e-mail the server looks up) and a branch. Adding to a branch that has a manager
// is refused by the server (409) and reported as such, so the tab can offer to edit that
// manager instead; editing onto such a branch replaces its manager, which the form says first.
import { map } from "nanostores";
import type { Branch, Responsible } from "#contract/stores";
import { apiFetch, errorMessages } from "../../api/client";
import type { PickedUser } from "./user-search";

export interface ManagerFormValues {
  /** What the user field shows: typed text, or the picked person's username. */
  userText: string;
  /** The person picked from the suggestions; null while the text is only typed. */
  user: PickedUser | null;
  branch: string;
}

export type ManagerField = "user" | "branch";

export interface ManagerFormState {
  values: ManagerFormValues;
  /** The form's own rules broken, per field. */
  missing: Partial<Record<ManagerField, true>>;
  /** The server's message per field (user, branch) or for the whole form (detail). */
  errors: Record<string, string>;
  /** The branch the server said already has a manager (409 on add). */
  conflict: number | null;
  /** The save failed without the server saying why. */
  failed: boolean;
  saving: boolean;
}

export function valuesOf(row: Responsible): ManagerFormValues {
  return { userText: row.user.username, user: { ...row.user }, branch: String(row.branch.id) };
}

/** The fields the form cannot send without. */
export function missingFields(values: ManagerFormValues): Partial<Record<ManagerField, true>> {
  const out: Partial<Record<ManagerField, true>> = {};
  if (!values.user && !values.userText.trim()) out.user = true;
  if (!values.branch) out.branch = true;
  return out;
}

/** Who the form names: a picked person by id, else the typed text as an e-mail or a username. */
export function personOf(values: ManagerFormValues): { user: number } | { email: string } | { username: string } {
  if (values.user) return { user: values.user.id };
  const text = values.userText.trim();
  return text.includes("@") ? { email: text } : { username: text };
}

/** The body to send: everything for a new manager, only what changed for an edit (null: nothing). */
export function managerPayload(values: ManagerFormValues, editing: Responsible | null): Record<string, unknown> | null {
  if (!editing) return { ...personOf(values), branch: Number(values.branch) };
  const out: Record<string, unknown> = {};
  if (values.user?.id !== editing.user.id) Object.assign(out, personOf(values));
  if (values.branch !== String(editing.branch.id)) out.branch = Number(values.branch);
  return Object.keys(out).length ? out : null;
}

/** The server's messages on the form's two fields: a person may be named by id, e-mail or username. */
export function formErrors(errors: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    const to = field === "email" || field === "username" ? "user" : field === "branch" || field === "user" ? field : "detail";
    out[to] ??= message;
  }
  return out;
}

/**
 * The manager the chosen branch has now, when saving would unseat them (another person's
 * branch, for an edit that moves there; any managed branch, for an add, which the server refuses).
 */
export function sittingManager(values: ManagerFormValues, editing: Responsible | null, branches: readonly Branch[]): Branch["manager"] {
  if (editing && values.branch === String(editing.branch.id)) return null;
  return branches.find((b) => String(b.id) === values.branch)?.manager ?? null;
}

/**
 * One form, made when its dialog opens. `editing` is the row being changed (null: a new
 * manager); `start` fills fields in (the person chosen before an "Edit instead").
 */
export function createManagerForm(editing: Responsible | null, onSaved: (row: Responsible | null) => void, start: Partial<ManagerFormValues> = {}) {
  const $form = map<ManagerFormState>({
    values: { ...(editing ? valuesOf(editing) : { userText: "", user: null, branch: "" }), ...start },
    missing: {},
    errors: {},
    conflict: null,
    failed: false,
    saving: false,
  });

  function change(values: ManagerFormValues, field: ManagerField) {
    const state = $form.get();
    const { [field]: _, ...errors } = state.errors;
    const { [field]: __, ...missing } = state.missing;
    $form.set({ ...state, values, errors, missing, conflict: null, failed: false });
  }

  /** Typing forgets a picked person: the text is what will be looked up. */
  const typeUser = (text: string) => change({ ...$form.get().values, userText: text, user: null }, "user");
  const pickUser = (user: PickedUser) => change({ ...$form.get().values, userText: user.username, user }, "user");
  const setBranch = (branch: string) => change({ ...$form.get().values, branch }, "branch");

  async function save(): Promise<boolean> {
    const state = $form.get();
    if (state.saving) return false;
    const missing = missingFields(state.values);
    if (Object.keys(missing).length) {
      $form.set({ ...state, missing });
      return false;
    }
    const body = managerPayload(state.values, editing);
    if (!body) {
      onSaved(null);
      return true;
    }
    $form.set({ ...state, saving: true, errors: {}, conflict: null, failed: false });
    try {
      const res = await apiFetch(editing ? `/api/responsibles/${editing.id}/` : "/api/responsibles/", {
        method: editing ? "PATCH" : "POST",
        body: JSON.stringify(body),
      });
      if (res.ok) {
        $form.setKey("saving", false);
        onSaved((await res.json()) as Responsible);
        return true;
      }
      const errors = formErrors(await errorMessages(res));
      const conflict = res.status === 409 ? Number(state.values.branch) : null;
      $form.set({ ...$form.get(), saving: false, errors, conflict, failed: !conflict && Object.keys(errors).length === 0 });
    } catch {
      $form.set({ ...$form.get(), saving: false, failed: true });
    }
    return false;
  }

  return { $form, typeUser, pickUser, setBranch, save };
}
