// The sign-in and register forms' own checks (docs/product.md §5), before anything is sent. The API checks
// again; these only spare the visitor a round trip. Each returns a translation key or null.
import type { Key } from "../i18n";

export type LoginError = Extract<Key, `login.error.${string}`>;
export type RegisterError = Extract<Key, `register.error.${string}`>;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function loginError(identifier: string, password: string): LoginError | null {
  const id = identifier.trim();
  if (!id || !password) return "login.error.empty";
  if (id.includes("@") && !EMAIL.test(id)) return "login.error.email";
  if (/^\d+$/.test(id) && (id.length < 10 || id.length > 15)) return "login.error.phone";
  if (password.length < 3) return "login.error.password";
  return null;
}

/** The new-password rules, in the product rules' order (§5 "Change password"); the API enforces the same. */
export function passwordError(password: string): RegisterError | null {
  if (password.length < 8) return "register.error.length";
  if (!/[A-Z]/.test(password)) return "register.error.upper";
  if (!/[a-z]/.test(password)) return "register.error.lower";
  if (!/[0-9]/.test(password)) return "register.error.number";
  return null;
}

export function registerError(username: string, password: string, password2: string): RegisterError | null {
  if (!username.trim() || !password || !password2) return "register.error.empty";
  if (!/^[\w.@+-]+$/.test(username.trim())) return "register.error.username";
  if (password !== password2) return "register.error.match";
  return passwordError(password);
}

/** Egyptian mobiles are written 01XXXXXXXXX; the API takes any 10 to 15 digits, with an optional "+". */
const PHONE = /^\+?\d{10,15}$/;

/**
 * The register form's contacts (issue 28 point 1): the e-mail is required and must look like
 * one, the phone is optional and 10 to 15 digits. Each field's own message key, or nothing.
 */
export function contactErrors(email: string, phone: string): { email?: RegisterError; phone_number?: RegisterError } {
  const out: { email?: RegisterError; phone_number?: RegisterError } = {};
  const mail = email.trim();
  if (!mail) out.email = "register.error.emailEmpty";
  else if (!EMAIL.test(mail)) out.email = "register.error.email";
  const tel = phone.replace(/[\s-]/g, "");
  if (tel && !PHONE.test(tel)) out.phone_number = "register.error.phone";
  return out;
}

/** Where to go after signing in: a path on this site only, never another origin. */
export function safeNext(next: string | null | undefined, fallback: string): string {
  if (!next?.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return fallback;
  return next;
}
