// Signing in and registering (docs/product.md §2 "Login", "Register"; the forms' actions), and
// where the page goes afterwards. Sign-in and register are for guests (docs/product.md §1): a
// visitor who is signed in already goes on to `?next=`, which may only name a path on this
// site. Apart from session.ts, so only these two pages load it.
import type { User } from "#contract/auth";
import { apiFetch, errorMessages } from "../api/client";
import { carriedNext } from "../auth/keep-next";
import { $session, mergeCart } from "./session";

/** `status` 0 means the request did not reach the site. */
export type AuthOutcome = { ok: true; user: User } | { ok: false; status: number; errors: Record<string, string> };

async function signedIn(res: Response): Promise<AuthOutcome> {
  if (!res.ok) return { ok: false, status: res.status, errors: await errorMessages(res) };
  const { user } = (await res.json()) as { user: User };
  $session.set({ status: "signed-in", user });
  await mergeCart();
  return { ok: true, user };
}

export async function login(identifier: string, password: string): Promise<AuthOutcome> {
  try {
    return await signedIn(await apiFetch("/api/auth/login/", { method: "POST", body: JSON.stringify({ identifier, password }) }));
  } catch {
    return { ok: false, status: 0, errors: {} };
  }
}

/** What the register form sends: the e-mail is required (issue 28 point 1), the phone may be "" (none). */
export interface Registration {
  username: string;
  password: string;
  password2: string;
  email: string;
  phone_number: string;
}

export async function register(registration: Registration): Promise<AuthOutcome> {
  try {
    return await signedIn(await apiFetch("/api/auth/register/", { method: "POST", body: JSON.stringify(registration) }));
  } catch {
    return { ok: false, status: 0, errors: {} };
  }
}

/**
 * Where to go after signing in or registering: `?next=` when it is a path on this site (or, back
 * from the forgot-password page, the `next` that page had: auth/keep-next.ts), else the home page.
 */
export const nextPath = (locale: string) =>
  carriedNext(location.search, typeof document === "undefined" ? "" : document.referrer, location.origin) ?? `/${locale}/`;

/** A signed-in visitor on a guests' page goes on to nextPath, replacing this page in history. */
export const leaveForNext = (locale: string) => location.replace(nextPath(locale));
