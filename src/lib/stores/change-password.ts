// The change-password form (docs/product.md §5 "Change password"): the three fields, the live rules under
// the new password, whether it may be sent, and the call. The island renders this state only.
// The edge worker renews the session's cookies from the API's answer, so the user stays signed in.
import { computed, map } from "nanostores";
import { apiFetch } from "../api/client";
import { matchOf as matchOfPair, rulesOf } from "../auth/password-rules";

export { rulesOf, type RuleState } from "../auth/password-rules";

export interface PasswordValues {
  old_password: string;
  new_password: string;
  confirm: string;
}

export interface PasswordFormState extends PasswordValues {
  busy: boolean;
  /** The server's message for the current password (wrong password), shown under that field. */
  oldPasswordError: string | null;
  /** The form's message: the server's own text, or `failedKey` when it gave none. */
  error: string | null;
}

/** The string key of the fallback message, when the server's answer says nothing usable. */
export const FAILED_KEY = "password.failed" as const;

const EMPTY: PasswordFormState = { old_password: "", new_password: "", confirm: "", busy: false, oldPasswordError: null, error: null };

export const $passwordForm = map<PasswordFormState>({ ...EMPTY });

/** Whether the confirmation matches; an empty confirmation is not a mismatch yet (nothing to say). */
export const matchOf = (values: PasswordValues) => matchOfPair(values.new_password, values.confirm);

/** Sendable: every field filled, every rule met, the confirmation equal to the new password. */
export const canSubmit = (values: PasswordValues) =>
  values.old_password !== "" &&
  values.new_password !== "" &&
  values.confirm !== "" &&
  rulesOf(values.new_password).every((r) => r.met) &&
  matchOf(values) === "match";

export const $passwordRules = computed($passwordForm, (s) => rulesOf(s.new_password));
export const $passwordMatch = computed($passwordForm, (s) => matchOf(s));
export const $passwordReady = computed($passwordForm, (s) => !s.busy && canSubmit(s));

/** A field changed: its value is kept; a message about the current password goes once it is retyped. */
export function setPasswordField(name: keyof PasswordValues, value: string) {
  $passwordForm.setKey(name, value);
  if (name === "old_password") $passwordForm.setKey("oldPasswordError", null);
}

export function resetPasswordForm() {
  $passwordForm.set({ ...EMPTY });
}

type Body = Record<string, unknown>;
const first = (value: unknown): string | null =>
  typeof value === "string" ? value : Array.isArray(value) && typeof value[0] === "string" ? value[0] : null;

/**
 * Which message a failed answer shows: a wrong current password under its field; a 429's
 * detail; else the server's detail, else the first new_password message, else the fallback.
 */
export function failureOf(status: number, body: Body): Pick<PasswordFormState, "oldPasswordError" | "error"> {
  const detail = first(body.detail);
  if (status === 429) return { oldPasswordError: null, error: detail ?? FAILED_KEY };
  const old = first(body.old_password);
  if (old) return { oldPasswordError: old, error: null };
  return { oldPasswordError: null, error: detail ?? first(body.new_password) ?? FAILED_KEY };
}

/** Sends the form; true when the password changed (the form is then cleared). */
export async function submitPasswordChange(fetcher?: typeof fetch): Promise<boolean> {
  const state = $passwordForm.get();
  if (state.busy || !canSubmit(state)) return false;
  $passwordForm.set({ ...state, busy: true, oldPasswordError: null, error: null });
  let res: Response;
  try {
    res = await apiFetch(
      "/api/auth/change-password/",
      { method: "PUT", body: JSON.stringify({ old_password: state.old_password, new_password: state.new_password }) },
      fetcher,
    );
  } catch {
    $passwordForm.set({ ...$passwordForm.get(), busy: false, oldPasswordError: null, error: FAILED_KEY });
    return false;
  }
  if (res.ok) {
    resetPasswordForm();
    return true;
  }
  const body = (await res.json().catch(() => ({}))) as Body;
  $passwordForm.set({ ...$passwordForm.get(), busy: false, ...failureOf(res.status, body && typeof body === "object" ? body : {}) });
  return false;
}
