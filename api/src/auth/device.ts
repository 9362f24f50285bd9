// Device cookies (docs/decisions/0027, after OWASP's "device cookies" against guessing): a browser
// that has signed in to an account gets a cookie naming the account and a random device id,
// signed with HMAC-SHA256 under the signing secret. A login that shows it is counted against the
// device's own allowance instead of the account's, so a stranger's failures never lock the owner's
// own browser out. The cookie grants nothing else: the password is always checked.
//
// One cookie per account (`aswaq_device_<user id>`), httpOnly, Secure, SameSite=Lax, under /api,
// for a year. The web worker hands it to the browser and sends it back on logins
// (src/lib/edge/token-handler.ts); any other client may send it in a Cookie header.
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../env";
import { signingKey } from "./tokens";

export const DEVICE_COOKIE_PREFIX = "aswaq_device_";
export const DEVICE_MAX_AGE = 365 * 24 * 60 * 60;
const DOMAIN = "aswaq-device-v1";

export const deviceCookieName = (userId: number) => `${DEVICE_COOKIE_PREFIX}${userId}`;

const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  let text = "";
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const raw = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return Uint8Array.from(raw, (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
}

const hmacKey = (secret: string, usage: "sign" | "verify") =>
  crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [usage]);

const signed = (userId: number, deviceId: string) => encoder.encode(`${DOMAIN}.${userId}.${deviceId}`);

/** A new device cookie's value for the account: `<user id>.<device id>.<signature>`. */
export async function signDevice(secret: string | undefined, userId: number, deviceId: string): Promise<string> {
  const sig = await crypto.subtle.sign("HMAC", await hmacKey(signingKey(secret), "sign"), signed(userId, deviceId));
  return `${userId}.${deviceId}.${base64url(new Uint8Array(sig))}`;
}

/** The device id of a cookie value we signed for this account, else null (forged, altered, or another account's). */
export async function readDevice(secret: string | undefined, userId: number, value: string | undefined): Promise<string | null> {
  const parts = value?.split(".");
  if (parts?.length !== 3) return null;
  const [user, deviceId, sig] = parts;
  if (user !== String(userId) || !/^[A-Za-z0-9_-]{22}$/.test(deviceId)) return null;
  const bytes = fromBase64url(sig);
  if (bytes?.length !== 32) return null;
  const ok = await crypto.subtle.verify("HMAC", await hmacKey(signingKey(secret), "verify"), bytes, signed(userId, deviceId));
  return ok ? deviceId : null;
}

export const newDeviceId = () => base64url(crypto.getRandomValues(new Uint8Array(16)));

/** The device id this request shows for the account (its own cookie, correctly signed), else null. */
export const requestDevice = (c: Context<AppEnv>, userId: number) => readDevice(c.env.JWT_SECRET, userId, getCookie(c, deviceCookieName(userId)));

/** Sets (or renews for another year) the account's device cookie on the answer. */
export async function setDeviceCookie(c: Context<AppEnv>, userId: number, deviceId: string = newDeviceId()): Promise<void> {
  setCookie(c, deviceCookieName(userId), await signDevice(c.env.JWT_SECRET, userId, deviceId), {
    path: "/api",
    httpOnly: true,
    secure: true,
    sameSite: "Lax",
    maxAge: DEVICE_MAX_AGE,
  });
}
