// The update-profile form (docs/product.md §5 "Update profile"; the e-mail since issue 28): the fields, prefilled from the session's
// user; the username's availability, asked 500 ms after the last keystroke (the user's own
// current name counts as available); the call; and the session updated with the answer, so the
// top bar and the account sidebar show the new username at once. The island renders this only.
import { map } from "nanostores";
import type { Profile, User } from "#contract/auth";
import { apiFetch } from "../api/client";
import { updateSessionUser } from "./session";

export const PROFILE_FIELDS = ["username", "first_name", "last_name", "email", "phone_number", "language"] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileValues = Record<ProfileField, string>;
/** The languages notifications are written in (ADR 0025): `language` is one of them, or "" when the answer had none. */
export const MESSAGE_LANGUAGES = ["en", "ar"] as const;

export const USERNAME_CHECK_DELAY_MS = 500;

/** `taken`/`invalid` carry the message to show; `own` is the user's current name. */
export type Availability = { state: "idle" | "checking" | "available" | "own" } | { state: "taken" | "invalid"; message: string | null };

export interface ProfileFormState {
  values: ProfileValues;
  /** The username the form was filled from (the user's current one). */
  current: string;
  availability: Availability;
  busy: boolean;
  /** One message per field: a server message, or a string key (`profileForm.…`). */
  errors: Partial<Record<ProfileField, string>>;
  /** A string key (`profileForm.failed`) when the server named no field. */
  error: string | null;
}

export const FAILED_KEY = "profileForm.failed";
export const REQUIRED_KEY = "profileForm.required";
export const TAKEN_KEY = "profileForm.taken";

const blank = (): ProfileFormState => ({
  values: { username: "", first_name: "", last_name: "", email: "", phone_number: "", language: "" },
  current: "",
  availability: { state: "idle" },
  busy: false,
  errors: {},
  error: null,
});

export const $profileForm = map<ProfileFormState>(blank());

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

let timer: ReturnType<typeof setTimeout> | undefined;
let asked = 0;
let fetcher: typeof fetch | undefined;
/** Tests drive the store with their own fetch. */
export function setProfileFetcher(f: typeof fetch | undefined) {
  fetcher = f;
}

/** `language` comes with GET/PUT /auth/profile/'s answer (the session's user is one). */
export function fillProfileForm(user: User & { language?: Profile["language"] }) {
  clearTimeout(timer);
  asked++;
  $profileForm.set({
    ...blank(),
    current: user.username,
    // Nothing to say until the name is edited; typed back to it, it is "own" (available).
    availability: { state: "idle" },
    values: {
      username: user.username,
      first_name: user.first_name ?? "",
      last_name: user.last_name ?? "",
      email: user.email ?? "",
      phone_number: user.phone_number ?? "",
      language: user.language ?? "",
    },
  });
}

export function setProfileField(name: ProfileField, value: string) {
  const state = $profileForm.get();
  const errors = { ...state.errors };
  delete errors[name];
  $profileForm.set({ ...state, values: { ...state.values, [name]: value }, errors });
  if (name === "username") scheduleUsernameCheck(value);
}

/** The availability of `name`, asked once typing has paused; only the newest answer counts. */
function scheduleUsernameCheck(name: string) {
  clearTimeout(timer);
  const ticket = ++asked;
  const { current } = $profileForm.get();
  if (!name.trim()) return setAvailability({ state: "idle" });
  if (same(name, current)) return setAvailability({ state: "own" });
  setAvailability({ state: "checking" });
  timer = setTimeout(() => void checkUsername(name.trim(), ticket), USERNAME_CHECK_DELAY_MS);
}

function setAvailability(availability: Availability) {
  $profileForm.setKey("availability", availability);
}

async function checkUsername(name: string, ticket: number) {
  const res = await apiFetch(`/api/auth/check-username/?username=${encodeURIComponent(name)}`, {}, fetcher).catch(() => null);
  if (ticket !== asked) return; // typed on since: a newer check is coming
  if (!res) return setAvailability({ state: "idle" }); // the server checks again when the form is sent
  const body = (await res.json().catch(() => ({}))) as { available?: boolean; username?: string[] };
  if (ticket !== asked) return;
  if (res.ok) return setAvailability(body.available ? { state: "available" } : { state: "taken", message: null });
  if (res.status === 400) return setAvailability({ state: "invalid", message: body.username?.[0] ?? null });
  setAvailability({ state: "idle" });
}

export type SaveOutcome = { ok: true; user: User } | { ok: false };

/** Sends the profile (PUT /api/auth/profile/); on success the session shows the new user. */
export async function saveProfile(): Promise<SaveOutcome> {
  const state = $profileForm.get();
  if (state.busy) return { ok: false };
  const username = state.values.username.trim();
  if (!username) return fail({ errors: { username: REQUIRED_KEY }, error: null });
  if (state.availability.state === "taken") return fail({ errors: { username: TAKEN_KEY }, error: null });
  $profileForm.set({ ...state, busy: true, errors: {}, error: null });
  const payload = {
    username,
    first_name: state.values.first_name.trim(),
    last_name: state.values.last_name.trim(),
    // A changed e-mail is unconfirmed until its code comes back (issue 28 point 1); "" removes it.
    email: state.values.email.trim(),
    phone_number: state.values.phone_number.trim(),
    // The language notifications are written in; left alone when the form was never told it.
    ...(state.values.language ? { language: state.values.language } : {}),
  };
  let res: Response;
  try {
    res = await apiFetch("/api/auth/profile/", { method: "PUT", body: JSON.stringify(payload) }, fetcher);
  } catch {
    return fail({ errors: {}, error: FAILED_KEY });
  }
  if (res.ok) {
    const user = (await res.json()) as User;
    fillProfileForm(user);
    updateSessionUser(user);
    return { ok: true, user };
  }
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  const errors: ProfileFormState["errors"] = {};
  for (const field of PROFILE_FIELDS) {
    const messages = body?.[field];
    if (Array.isArray(messages) && typeof messages[0] === "string") errors[field] = messages[0];
  }
  return fail({ errors, error: Object.keys(errors).length ? null : FAILED_KEY });
}

function fail(result: Pick<ProfileFormState, "errors" | "error">): SaveOutcome {
  $profileForm.set({ ...$profileForm.get(), busy: false, ...result });
  return { ok: false };
}
