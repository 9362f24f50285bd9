// Confirming the account's e-mail and phone with a one-time code (issue 28 point 1, ADR 0029):
// "Send code" asks POST /api/auth/verify/ {channel}; the six digits go to
// POST /api/auth/verify/confirm/ {channel, code}, whose answer is the profile, now confirmed, and
// becomes the session's user (the marks and the account prompt follow it). Each channel keeps
// what the profile form shows under its field: the API's sentence after a send, the code's
// message (wrong code and tries left, expired), or why no code could be sent (429, phone codes off).
import { map } from "nanostores";
import type { User } from "#contract/auth";
import { apiFetch } from "../api/client";
import { isCode, normalCode } from "../auth/code";
import { updateSessionUser } from "./session";

export type Channel = "email" | "phone";

/** Messages are string keys (`profileForm.contact.…`) or the API's own words. */
export interface ChannelState {
  sending: boolean;
  confirming: boolean;
  /** A code was sent from this page: the code box shows (the e-mail's shows anyway: registering and changing it send one). */
  sent: boolean;
  /** The API's sentence after a send ("We sent a code to …"), or the done key after confirming. */
  status: string | null;
  /** Why no code was sent: no such contact, already confirmed, phone codes off, too many. */
  sendError: string | null;
  /** The code's message: not six digits, wrong (tries left), expired or used. */
  codeError: string | null;
}

const idle = (): ChannelState => ({ sending: false, confirming: false, sent: false, status: null, sendError: null, codeError: null });
export const $contactCodes = map<Record<Channel, ChannelState>>({ email: idle(), phone: idle() });

export const FAILED = "profileForm.contact.failed";
export const TOO_MANY = "profileForm.contact.tooMany";
export const DIGITS = "profileForm.contact.digits";
export const DONE = { email: "profileForm.contact.done.email", phone: "profileForm.contact.done.phone" } as const;

let fetcher: typeof fetch | undefined;
/** Tests drive the store with their own fetch. */
export function setContactFetcher(f: typeof fetch | undefined) {
  fetcher = f;
}

/** A channel starts over (its contact was changed or the page filled again). */
export function resetChannel(channel: Channel) {
  $contactCodes.setKey(channel, idle());
}

const patch = (channel: Channel, change: Partial<ChannelState>) => $contactCodes.setKey(channel, { ...$contactCodes.get()[channel], ...change });

type Body = Record<string, unknown>;
const first = (value: unknown): string | null =>
  typeof value === "string" ? value : Array.isArray(value) && typeof value[0] === "string" ? value[0] : null;
const bodyOf = async (res: Response): Promise<Body> => {
  const body = (await res.json().catch(() => ({}))) as unknown;
  return body && typeof body === "object" ? (body as Body) : {};
};

/** Asks for a code; true when one was sent. */
export async function sendCode(channel: Channel): Promise<boolean> {
  if ($contactCodes.get()[channel].sending) return false;
  patch(channel, { sending: true, sendError: null, codeError: null, status: null });
  let res: Response;
  try {
    res = await apiFetch("/api/auth/verify/", { method: "POST", body: JSON.stringify({ channel }) }, fetcher);
  } catch {
    patch(channel, { sending: false, sendError: FAILED });
    return false;
  }
  const body = await bodyOf(res);
  if (res.ok) {
    patch(channel, { sending: false, sent: true, status: first(body.detail) });
    return true;
  }
  // 429 says when to come back ("Try again in 12 minutes"); 409 why not (already confirmed, phone
  // codes off); 400 that the profile has no such contact.
  const said = first(body.detail) ?? first(body.channel);
  patch(channel, { sending: false, sendError: said ?? (res.status === 429 ? TOO_MANY : FAILED) });
  return false;
}

/** Sends the typed code; true when the contact is now confirmed (the session's user says so). */
export async function confirmCode(channel: Channel, typed: string): Promise<boolean> {
  const state = $contactCodes.get()[channel];
  if (state.confirming) return false;
  if (!isCode(typed)) {
    patch(channel, { codeError: DIGITS, status: null });
    return false;
  }
  patch(channel, { confirming: true, codeError: null, sendError: null });
  let res: Response;
  try {
    res = await apiFetch("/api/auth/verify/confirm/", { method: "POST", body: JSON.stringify({ channel, code: normalCode(typed) }) }, fetcher);
  } catch {
    patch(channel, { confirming: false, codeError: FAILED });
    return false;
  }
  const body = await bodyOf(res);
  if (res.ok) {
    $contactCodes.setKey(channel, { ...idle(), status: DONE[channel] });
    updateSessionUser(body as unknown as User);
    return true;
  }
  const said = first(body.code) ?? first(body.detail) ?? first(body.channel);
  patch(channel, { confirming: false, status: null, codeError: said ?? (res.status === 429 ? TOO_MANY : FAILED) });
  return false;
}
