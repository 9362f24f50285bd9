// The channels beyond the inbox (docs/decisions/0025): e-mail through Cloudflare Email Service's
// `send_email` binding, and WhatsApp through the WhatsApp Cloud API when the deployment sets its
// secret. Each send either resolves with the provider's message id or throws with why.
import type { Language, NotificationKind } from "../../db/schema";
import type { Payloads } from "#contract/notifications";
import type { Env } from "../env";
import { render, renderEmail } from "./templates";

const DEFAULT_ORIGIN = "http://localhost:4321";
const DEFAULT_FROM = "notifications@aswaq.example";
const GRAPH = "https://graph.facebook.com";
const GRAPH_VERSION = "v21.0";

export const siteOrigin = (env: Env) => env.SITE_ORIGIN || DEFAULT_ORIGIN;

export interface Outgoing<K extends NotificationKind = NotificationKind> {
  /** "<notification id>:<channel>": the delivery's idempotency key, also sent to the provider where it takes one. */
  key: string;
  kind: K;
  payload: Payloads[K];
  language: Language;
  to: string;
}

/** One e-mail with an HTML and a plain-text part. The Message-ID is the idempotency key's, so a provider or a mail client sees one message. */
export async function sendEmail(env: Env, m: Outgoing): Promise<string> {
  if (!env.EMAIL) throw new Error("No send_email binding (EMAIL) is configured.");
  const { subject, text, html } = renderEmail(m.kind, m.payload, m.language, siteOrigin(env));
  const host = new URL(siteOrigin(env)).hostname;
  const sent = await env.EMAIL.send({
    from: { name: m.language === "ar" ? "أسواق" : "Aswaq", email: env.EMAIL_FROM || DEFAULT_FROM },
    to: m.to,
    subject,
    text,
    html,
    headers: { "X-Aswaq-Notification": m.key, "Content-Language": m.language },
  });
  return sent?.messageId ?? `<${m.key.replace(":", ".")}@${host}>`;
}

/** WhatsApp is on only where the deployment set its token and the sending number. */
export const whatsappOn = (env: Env) => Boolean(env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID);

/** An Egyptian mobile (01XXXXXXXXX) or any +country number as WhatsApp wants it: digits with the country code. */
export function whatsappNumber(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return /^01\d{9}$/.test(digits) ? `2${digits}` : digits;
}

/** A text message through the Cloud API ("POST /{phone-number-id}/messages"). */
export async function sendWhatsApp(env: Env, m: Outgoing): Promise<string> {
  if (!whatsappOn(env)) throw new Error("WhatsApp is not configured.");
  const { title, body, link } = render(m.kind, m.payload, m.language);
  const url = link ? new URL(link, siteOrigin(env)).href : null;
  const res = await fetch(`${env.WHATSAPP_API_URL || GRAPH}/${GRAPH_VERSION}/${env.WHATSAPP_PHONE_NUMBER_ID}/messages`, {
    method: "POST",
    headers: { authorization: `Bearer ${env.WHATSAPP_TOKEN}`, "content-type": "application/json" },
    body: JSON.stringify({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: whatsappNumber(m.to),
      type: "text",
      text: { preview_url: url !== null, body: [`*${title}*`, body, ...(url ? [url] : [])].join("\n\n") },
    }),
  });
  const answer = (await res.json().catch(() => null)) as { messages?: { id: string }[]; error?: { message?: string } } | null;
  if (!res.ok) throw new Error(`WhatsApp ${res.status}: ${answer?.error?.message ?? res.statusText}`);
  return answer?.messages?.[0]?.id ?? "";
}
