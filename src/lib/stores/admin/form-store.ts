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

/** One call's result: the answer's body, or how it failed with the server's messages on the form's fields. */
export type Sent<T> = { ok: true; body: T } | { ok: false; failure: FormFailure; errors: Record<string, string> };

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
export async function sendForm<T>(path: string, method: string, body: object | FormData, renamed?: Record<string, string>): Promise<Sent<T>> {
  try {
    const res = await apiFetch(path, { method, body: body instanceof FormData ? body : JSON.stringify(body) });
    if (res.ok) return { ok: true, body: (await res.json()) as T };
    return { ok: false, failure: res.status === 400 ? "invalid" : "refused", errors: onFields(await errorMessages(res), renamed) };
  } catch {
    return { ok: false, failure: "unreached", errors: {} };
  }
}

interface Options<V, X, P extends string> {
  /** The form's own state beside the shared one (a broken rule, a list of choices, saved images). */
  extra: X;
  /** The form's checks per field: each field's is run again as it changes, all of them before a save (state `problems`). */
  check?: (values: V) => Problems<V, P>;
  /** False when this user may not save (a read-only form never sends). */
  canSave?: () => boolean;
  /** The form still says something of its own (a broken rule), so its failure stays. */
  stillWrong?: (state: X) => boolean;
}

/** One form's store: made when its dialog or tab opens, so every open starts clean. */
export function createFormStore<V extends object, X extends object = Record<never, never>, P extends string = never>(
  values: V,
  options: Options<V, X, P> = { extra: {} as X },
) {
  type State = FormState<V> & X & { problems: Problems<V, P> };
  const { check, canSave = () => true, stillWrong = () => false } = options;
  const $form = map<State>({ ...options.extra, values, problems: {}, errors: {}, failure: null, saving: false } as State);

  /**
   * New values (a field changed, and what follows from it): the server's messages on `fields`
   * go, `also` sets the form's own state beside. Once no message is left, the form no longer
   * says it failed.
   */
  function put(next: V, fields: readonly string[], also: Partial<State> = {}) {
    const state = { ...$form.get(), ...also };
    const errors = { ...state.errors };
    for (const field of fields) delete errors[field];
    const failure = Object.keys(errors).length === 0 && !stillWrong(state) ? null : state.failure;
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
   * check fails (then `problems` says which). Meanwhile `saving`, and the last save's messages
   * and the form's own `starting` state cleared; after, the server's messages and how it failed.
   */
  async function submit<T>(send: (values: V) => Promise<Sent<T>>, starting: Partial<State> = {}): Promise<Sent<T> | null> {
    const state = $form.get();
    if (state.saving || !canSave()) return null;
    const problems = check?.(state.values) ?? {};
    if (Object.keys(problems).length) {
      $form.set({ ...state, problems });
      return null;
    }
    $form.set({ ...state, ...starting, problems: {}, errors: {}, failure: null, saving: true });
    const sent = await send(state.values);
    $form.set({ ...$form.get(), saving: false, errors: sent.ok ? {} : sent.errors, failure: sent.ok ? null : sent.failure });
    return sent;
  }

  return { $form, put, set, submit };
}
