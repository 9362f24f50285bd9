// What every dashboard form store shares (the Settings and Themes tabs' forms, the branch and
// store dialogs', and the coming tabs'): the values, the server's message per field, how the
// last save failed, and whether one is under way; a field change that takes its own messages
// away; one save at a time, sent through the API with the server's messages put on the form's
// fields. Four forms wrote this by hand; a form now adds only what is its own: its checks
// (problems per field as they are typed, or the first broken rule at save), what it sends, and
// what the answer becomes.
import { map } from "nanostores";
import { apiFetch, errorMessages } from "../../api/client";

/** Why a save did not happen: the server refused the fields (400), refused the call, or was not reached. */
export type FormFailure = "invalid" | "refused" | "unreached";

/**
 * One save's result: the answer's body, or how it failed with the server's messages on the
 * form's fields; `rule` when the form's own rule stopped it before any call.
 */
export type Sent<T, R extends string = string> =
  | { ok: true; body: T }
  | { ok: false; failure: FormFailure; errors: Record<string, string>; rule?: R };

export interface FormState<V> {
  values: V;
  /** The server's message per field, or `detail` for the whole form. */
  errors: Record<string, string>;
  /** How the last save failed; null once it succeeded or every message is dealt with. */
  failure: FormFailure | null;
  saving: boolean;
}

/** The form's own checks, per field: what the browser found wrong. */
export type Problems<V, P extends string> = Partial<Record<keyof V, P>>;

/**
 * The server's messages on the form's fields: `renamed` maps the API's field names to the
 * form's (a theme's colour comes back as `theme`, a store's owner as `owner_email`); a field's
 * own message wins over a renamed one.
 */
export function onFields(errors: Record<string, string>, renamed: Record<string, string> = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) if (!renamed[field]) out[field] = message;
  for (const [field, message] of Object.entries(errors)) if (renamed[field]) out[renamed[field]] ??= message;
  return out;
}

/** One call with a form's body (an object as JSON, FormData as multipart). It never throws: no answer is `unreached`. */
export async function sendForm<T>(path: string, method: string, body: object | FormData, renamed?: Record<string, string>): Promise<Sent<T, never>> {
  try {
    const res = await apiFetch(path, { method, body: body instanceof FormData ? body : JSON.stringify(body) });
    if (res.ok) return { ok: true, body: (await res.json()) as T };
    return { ok: false, failure: res.status === 400 ? "invalid" : "refused", errors: onFields(await errorMessages(res), renamed) };
  } catch {
    return { ok: false, failure: "unreached", errors: {} };
  }
}

interface Options<V, X, P extends string, R extends string> {
  /** The form's own state beside the shared one (a list of choices, saved images). */
  extra: X;
  /**
   * The form's checks, one of two kinds. `check`: per field, each field's run again as it
   * changes and all of them before a save (state `problems`). `rule`: the first rule the
   * values break, in the spec's order, checked at save only (state `rule`, which the form
   * clears when its field changes; the save's failure stays until it has).
   */
  check?: (values: V) => Problems<V, P>;
  rule?: (values: V) => R | null;
  /** False when this user may not save (a read-only form never sends). */
  canSave?: () => boolean;
}

/** One form's store: made when its dialog or tab opens, so every open starts clean. */
export function createFormStore<V extends object, X extends object = Record<never, never>, P extends string = never, R extends string = never>(
  values: V,
  options: Options<V, X, P, R> = { extra: {} as X },
) {
  type State = FormState<V> & X & { problems: Problems<V, P>; rule: R | null };
  const { check, rule: firstRule, canSave = () => true } = options;
  const $form = map<State>({ ...options.extra, values, problems: {}, rule: null, errors: {}, failure: null, saving: false } as State);

  /**
   * New values (a field changed, and what follows from it): the server's messages on `fields`
   * go, `also` sets the form's own state beside. Once no message is left, the form no longer
   * says it failed.
   */
  function put(next: V, fields: readonly string[], also: Partial<State> = {}) {
    const state = { ...$form.get(), ...also };
    const errors = { ...state.errors };
    for (const field of fields) delete errors[field];
    const failure = Object.keys(errors).length === 0 && state.rule === null ? null : state.failure;
    $form.set({ ...state, values: next, errors, failure });
  }

  /** One field changed: its own check runs again (when the form has checks) and its server message goes. */
  function set<K extends keyof V>(field: K, value: V[K]) {
    const state = $form.get();
    const next = { ...state.values, [field]: value };
    if (!check) return put(next, [field as string]);
    const problems = { ...state.problems };
    const problem = check(next)[field];
    if (problem) problems[field] = problem;
    else delete problems[field];
    put(next, [field as string], { problems } as Partial<State>);
  }

  /**
   * Saves once: nothing (null) while a save is under way, for a user who may not, or while a
   * check fails (then `problems` says which); a broken rule is an `invalid` failure naming it.
   * Meanwhile `saving`, with the last save's messages cleared; after, the server's messages and
   * how it failed.
   */
  async function submit<T>(send: (values: V) => Promise<Sent<T, R>>): Promise<Sent<T, R> | null> {
    const state = $form.get();
    if (state.saving || !canSave()) return null;
    const problems = check?.(state.values) ?? {};
    if (Object.keys(problems).length) {
      $form.set({ ...state, problems });
      return null;
    }
    const rule = firstRule?.(state.values) ?? null;
    if (rule) {
      $form.set({ ...state, rule, failure: "invalid" });
      return { ok: false, failure: "invalid", errors: {}, rule };
    }
    $form.set({ ...state, problems: {}, rule: null, errors: {}, failure: null, saving: true });
    const sent = await send(state.values);
    const after = { ...$form.get(), saving: false, errors: sent.ok ? {} : sent.errors, failure: sent.ok ? null : sent.failure };
    $form.set(sent.ok || !sent.rule ? after : { ...after, rule: sent.rule });
    return sent;
  }

  return { $form, put, set, submit };
}
