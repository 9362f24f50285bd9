// The forgot-password form (issue 28 point 2, docs/product.md §2): the e-mail, username or phone
// goes to POST /api/auth/password-reset/, whose answer is the same whether or not it names an
// account ("if it does, we sent a code"); then the code and the new password (the change-password
// rules, shown live) go to POST /api/auth/password-reset/confirm/. The edge worker keeps the new
// session's tokens (src/lib/edge/token-handler.ts) and hands the page the user and the API's sentence.
// The island renders this state only.
import { atom, computed } from "nanostores";
import type { User } from "#contract/auth";
import { apiFetch } from "../api/client";
import { isCode, normalCode } from "../auth/code";
import { matchOf, rulesOf } from "../auth/password-rules";

export type ResetField = "identifier" | "code" | "new_password" | "confirm";

export interface ResetState {
  step: "ask" | "confirm";
  identifier: string;
  code: string;
  new_password: string;
  confirm: string;
  busy: boolean;
  resending: boolean;
  /** The code shown now was asked for again ("Send a new code"). */
  resent: boolean;
  /** The API's sentence after a code was asked for. */
  status: string | null;
  /** One message per field: a string key (`forgot.error.…`) or the API's own words. */
  errors: Partial<Record<ResetField, string>>;
  /** The form's message when no field is to blame: a 429's words, or a key. */
  error: string | null;
}

export const FAILED = "forgot.error.failed";
export const TOO_MANY = "forgot.error.tooMany";
export const NO_IDENTIFIER = "forgot.error.identifier";
export const NO_CODE = "forgot.error.code";

const blank = (): ResetState => ({
  step: "ask",
  identifier: "",
  code: "",
  new_password: "",
  confirm: "",
  busy: false,
  resending: false,
  resent: false,
  status: null,
  errors: {},
  error: null,
});

export const $reset = atom<ResetState>(blank());
export const $resetRules = computed($reset, (s) => rulesOf(s.new_password));
export const $resetMatch = computed($reset, (s) => matchOf(s.new_password, s.confirm));
/** Sendable: a six-digit code, every rule met, the confirmation equal to the new password. */
export const $resetReady = computed(
  $reset,
  (s) => !s.busy && isCode(s.code) && rulesOf(s.new_password).every((r) => r.met) && matchOf(s.new_password, s.confirm) === "match",
);

let fetcher: typeof fetch | undefined;
/** Tests drive the store with their own fetch. */
export function setResetFetcher(f: typeof fetch | undefined) {
  fetcher = f;
}

export function resetResetForm() {
  $reset.set(blank());
}

/** A field changed: its message goes (the server's words were about what was there before). */
export function setResetField(name: ResetField, value: string) {
  const state = $reset.get();
  const errors = { ...state.errors };
  delete errors[name];
  $reset.set({ ...state, [name]: value, errors, error: null });
}

/** Back to the first step, to ask with another identifier. */
export function askAgain() {
  $reset.set({ ...blank(), identifier: $reset.get().identifier });
}

type Body = Record<string, unknown>;
const first = (value: unknown): string | null =>
  typeof value === "string" ? value : Array.isArray(value) && typeof value[0] === "string" ? value[0] : null;
const bodyOf = async (res: Response): Promise<Body> => {
  const body = (await res.json().catch(() => ({}))) as unknown;
  return body && typeof body === "object" ? (body as Body) : {};
};

const post = (path: string, payload: unknown) => apiFetch(path, { method: "POST", body: JSON.stringify(payload) }, fetcher);

/** Asks for a code (step one, or "Send a new code" in step two); true when the API took it. */
export async function askCode(): Promise<boolean> {
  const state = $reset.get();
  if (state.busy || state.resending) return false;
  const identifier = state.identifier.trim();
  if (!identifier) {
    $reset.set({ ...state, errors: { identifier: NO_IDENTIFIER }, error: null });
    return false;
  }
  const again = state.step === "confirm";
  $reset.set({ ...state, busy: !again, resending: again, errors: {}, error: null, status: again ? state.status : null });
  let res: Response;
  try {
    res = await post("/api/auth/password-reset/", { identifier });
  } catch {
    $reset.set({ ...$reset.get(), busy: false, resending: false, error: FAILED });
    return false;
  }
  const body = await bodyOf(res);
  const now = $reset.get();
  if (res.ok) {
    $reset.set({ ...now, step: "confirm", busy: false, resending: false, resent: again, status: first(body.detail), code: "" });
    return true;
  }
  const field = first(body.identifier);
  // A 429 is about this address or identifier, not the account: its words say when to come back.
  const error = field ? null : (first(body.detail) ?? (res.status === 429 ? TOO_MANY : FAILED));
  $reset.set({ ...now, busy: false, resending: false, errors: field ? { identifier: field } : {}, error });
  return false;
}

export type ConfirmOutcome = { ok: true; detail: string | null; user: User | null } | { ok: false };

/** Sends the code and the new password; on success this browser is signed in (the edge keeps the tokens). */
export async function confirmReset(): Promise<ConfirmOutcome> {
  const state = $reset.get();
  if (state.busy) return { ok: false };
  if (!isCode(state.code)) {
    $reset.set({ ...state, errors: { code: NO_CODE }, error: null });
    return { ok: false };
  }
  $reset.set({ ...state, busy: true, errors: {}, error: null });
  let res: Response;
  try {
    res = await post("/api/auth/password-reset/confirm/", {
      identifier: state.identifier.trim(),
      code: normalCode(state.code),
      new_password: state.new_password,
    });
  } catch {
    $reset.set({ ...$reset.get(), busy: false, error: FAILED });
    return { ok: false };
  }
  const body = await bodyOf(res);
  if (res.ok) {
    $reset.set({ ...$reset.get(), busy: false, code: "", new_password: "", confirm: "" });
    return { ok: true, detail: first(body.detail), user: (body.user as User | undefined) ?? null };
  }
  const errors: ResetState["errors"] = {};
  for (const name of ["code", "new_password", "identifier"] as const) {
    const said = first(body[name]);
    if (said) errors[name] = said;
  }
  const error = Object.keys(errors).length ? null : (first(body.detail) ?? (res.status === 429 ? TOO_MANY : FAILED));
  $reset.set({ ...$reset.get(), busy: false, errors, error });
  return { ok: false };
}
