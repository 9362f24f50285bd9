// The e-mails the API worker's EMAIL binding was handed (issue 28's tests: "the e-mail read from
// what the e-mail binding was handed"). wrangler simulates send_email locally and its Local
// Explorer lists what was sent, on the API worker's own origin:
//   GET {api}/cdn-cgi/local/explorer/api/local/email/sending?per_page=100  -> {result: [{messageId, to, subject, sentAt}], result_info: {has_more, cursor}}
//   GET …/local/email/sending?email_id={messageId}                        -> {result: {…, text, html}}
// The API's origin is ASWAQ_API, which global-setup sets when it brings the product up.
import { expect } from "@playwright/test";

const EXPLORER = "/cdn-cgi/local/explorer/api/local/email/sending";

export interface Mail {
  messageId: string;
  to: string[];
  subject: string;
  sentAt: string;
  text: string;
}

interface Listed {
  messageId: string;
  to: string[];
  subject: string;
  sentAt: string;
}

function apiOrigin(): string {
  const origin = process.env.ASWAQ_API;
  if (!origin)
    throw new Error("ASWAQ_API is not set: the mailbox reads the API worker's Local Explorer (global-setup sets it when it brings the product up)");
  return origin;
}

async function explorer<T>(query: URLSearchParams): Promise<T> {
  const res = await fetch(`${apiOrigin()}${EXPLORER}?${query}`);
  const body = (await res.json().catch(() => null)) as { success?: boolean; result?: T; result_info?: unknown } | null;
  if (!res.ok || !body?.success) throw new Error(`the Local Explorer answered ${res.status}: ${JSON.stringify(body)}`);
  return body as T;
}

/** Every e-mail sent so far (each page of the list), without their bodies. */
async function listed(): Promise<Listed[]> {
  const all: Listed[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 50; page++) {
    const query = new URLSearchParams({ per_page: "100" });
    if (cursor) query.set("cursor", cursor);
    const body = await explorer<{ result: Listed[]; result_info?: { has_more?: boolean; cursor?: string } }>(query);
    all.push(...body.result);
    if (!body.result_info?.has_more || !body.result_info.cursor) break;
    cursor = body.result_info.cursor;
  }
  return all;
}

/** One sent e-mail with its text part. */
async function read(messageId: string): Promise<Mail> {
  const body = await explorer<{ result: Mail }>(new URLSearchParams({ email_id: messageId }));
  return body.result;
}

const addressedTo = (mail: Listed, address: string) => mail.to.some((to) => to.toLowerCase().includes(address.toLowerCase()));

/**
 * The mailbox of one address: `next()` waits for an e-mail to it that was not there when the
 * mailbox was opened (or already read through it), and returns it with its text.
 */
export async function mailbox(address: string) {
  const seen = new Set((await listed()).filter((m) => addressedTo(m, address)).map((m) => m.messageId));
  return {
    async next(timeout = 20_000): Promise<Mail> {
      let found: Listed | undefined;
      await expect
        .poll(
          async () => {
            found = (await listed()).find((m) => addressedTo(m, address) && !seen.has(m.messageId));
            return Boolean(found);
          },
          { message: `an e-mail to ${address}`, timeout, intervals: [250, 500, 1000] },
        )
        .toBe(true);
      seen.add(found!.messageId);
      return read(found!.messageId);
    },
    /** The six-digit code of the next e-mail (a contact's or a password reset's). */
    async nextCode(timeout?: number): Promise<string> {
      // Other messages to the address (an order's status) may come first: the next one with a code.
      for (let skipped = 0; skipped < 5; skipped++) {
        const mail = await this.next(timeout);
        const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
        if (code) return code;
      }
      throw new Error(`no e-mail with a six-digit code to ${address}`);
    },
  };
}

/** Whether any e-mail was sent to `address` at all (a reset asked for an unconfirmed address must send none). */
export async function mailsTo(address: string): Promise<number> {
  return (await listed()).filter((m) => addressedTo(m, address)).length;
}
