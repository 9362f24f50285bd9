// From the outbox to the channels (docs/architecture.md "Notifications", ADR 0025).
//
// Hand-over: notifications not yet handed (or handed 15 minutes ago and still not done) are
// claimed by one UPDATE ... RETURNING and sent to the queue as `{ id }` messages: two hand-overs
// at once (the response's and the minute's sweep) claim different rows. A claim whose send fails
// is released for the next sweep.
//
// Consumer: for each message, each channel the recipient has (an address, the channel on in
// their preferences) is claimed through its delivery row, keyed "<notification>:<channel>": an
// upsert that takes the row only if it is new, failed, or its sender's lease ran out. Only the
// claimer sends; a duplicated or retried message finds the row sent (or being sent) and sends
// nothing. A failure is recorded (attempts, last error) and the message retried with backoff;
// after the last retry the queue moves it to the dead-letter queue, whose consumer marks what
// was not sent `dead`. The window between a provider accepting a message and the row saying
// `sent` is the only place a message could go twice (a crash between the two).
import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import {
  type NotificationChannel,
  type NotificationKind,
  notificationDeliveries,
  notificationPreferences,
  notifications,
  users,
} from "../../db/schema";
import { CHANNELS_OFF_BY_DEFAULT, PAYLOADS, type Payloads, SECURITY_KINDS } from "#contract/notifications";
import { type Db, type Env, openDb } from "../env";
import { type Outgoing, sendEmail, sendWhatsApp, whatsappOn } from "./channels";

export type Message = { id: number };

/** Messages per hand-over (a queue's sendBatch takes at most 100). */
const HAND_OVER_BATCH = 100;
/** A hand-over not finished after this long is handed again (the consumer is idempotent). */
export const HAND_AGAIN_MINUTES = 15;
/** How long a consumer may take to send one delivery before another may take it over. */
export const LEASE_SECONDS = 120;
/** The queue's max_retries (api/wrangler.jsonc): the try after it goes to the dead-letter queue. */
export const MAX_RETRIES = 5;
/** The names in api/wrangler.jsonc. */
export const QUEUE = "aswaq-notifications";
export const DEAD_LETTER_QUEUE = "aswaq-notifications-dead";

const iso = (ms: number) => new Date(ms).toISOString();
const NOW = sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

/** Seconds before the next try: 10 s, 30 s, 90 s, 4.5 min, 13.5 min. */
export const backoff = (attempts: number) => Math.min(10 * 3 ** Math.max(0, attempts - 1), 12 * 3600);

/**
 * Claims up to 100 notifications to hand over (`recipients`: only theirs, as a route does after
 * its change) and sends them to the queue. Answers the ids handed.
 */
export async function handOver(env: Env, { recipients }: { recipients?: number[] } = {}, now = Date.now()): Promise<number[]> {
  if (!env.NOTIFY_QUEUE) return [];
  const db = openDb(env.DB);
  const pending = and(
    isNull(notifications.done_at),
    or(isNull(notifications.handed_at), lt(notifications.handed_at, iso(now - HAND_AGAIN_MINUTES * 60_000))),
    recipients ? inArray(notifications.user_id, recipients) : undefined,
  );
  const due = db.select({ id: notifications.id }).from(notifications).where(pending).orderBy(notifications.id).limit(HAND_OVER_BATCH);
  // The same condition again in the UPDATE: of two claims at once, the second sees the first's.
  const claimed = await db
    .update(notifications)
    .set({ handed_at: iso(now) })
    .where(and(inArray(notifications.id, due), pending))
    .returning({ id: notifications.id });
  if (claimed.length === 0) return [];
  const ids = claimed.map((r) => r.id);
  try {
    await env.NOTIFY_QUEUE.sendBatch(ids.map((id) => ({ body: { id } satisfies Message, contentType: "json" as const })));
  } catch (err) {
    await db.update(notifications).set({ handed_at: null }).where(inArray(notifications.id, ids));
    throw err;
  }
  return ids;
}

/** The minute's sweep: everything left behind, 100 at a time, a few batches a run. */
export async function sweep(env: Env, now = Date.now()) {
  let handed = 0;
  for (let i = 0; i < 5; i++) {
    const ids = await handOver(env, {}, now);
    handed += ids.length;
    if (ids.length < HAND_OVER_BATCH) break;
  }
  return handed;
}

interface Loaded {
  id: number;
  kind: NotificationKind;
  payload: string;
  user_id: number;
  email: string | null;
  phone: string | null;
  email_verified: boolean;
  phone_verified: boolean;
  language: "en" | "ar";
}

const load = (db: Db, id: number) =>
  db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      payload: notifications.payload,
      user_id: users.id,
      email: users.email,
      phone: users.phone_number,
      email_verified: users.email_verified,
      phone_verified: users.phone_verified,
      language: users.language,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.user_id))
    .where(eq(notifications.id, id))
    .get() as Promise<Loaded | undefined>;

/** Whether `kind` reaches `channel` for the user: security notices always; else their choice, else the kind's default. */
export function channelOn(kind: NotificationKind, channel: NotificationChannel, choices: Map<string, boolean>) {
  if (SECURITY_KINDS.includes(kind)) return true;
  return choices.get(`${kind}:${channel}`) ?? !(CHANNELS_OFF_BY_DEFAULT[kind] ?? []).includes(channel);
}

/** Each channel the notification goes to and its address. */
async function targets(db: Db, env: Env, n: Loaded, payload: Payloads[NotificationKind]) {
  const rows = await db
    .select({ kind: notificationPreferences.kind, channel: notificationPreferences.channel, enabled: notificationPreferences.enabled })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.user_id, n.user_id), eq(notificationPreferences.kind, n.kind)));
  const choices = new Map(rows.map((r) => [`${r.kind}:${r.channel}`, r.enabled]));
  const out: { channel: NotificationChannel; to: string }[] = [];
  const whatsapp = whatsappOn(env);
  // A code goes only to the address it proves, whatever the account's verified contacts are (ADR 0029).
  if (n.kind === "contact_code") {
    const { channel, address } = payload as Payloads["contact_code"];
    if (channel === "email") out.push({ channel: "email", to: address });
    else if (whatsapp) out.push({ channel: "whatsapp", to: address });
    return out;
  }
  // Anything else reaches only verified contacts: an address nobody proved may be someone else's.
  // A changed e-mail address is told to the old address (when it was verified): that is who must hear of it.
  const changed = n.kind === "email_changed" ? (payload as Payloads["email_changed"]) : null;
  const email = changed ? (changed.old_verified === false ? null : changed.old_email) : n.email_verified ? n.email : null;
  if (email && channelOn(n.kind, "email", choices)) out.push({ channel: "email", to: email });
  if (n.phone && n.phone_verified && whatsapp && channelOn(n.kind, "whatsapp", choices)) out.push({ channel: "whatsapp", to: n.phone });
  return out;
}

const SENDERS: Record<NotificationChannel, (env: Env, m: Outgoing) => Promise<string>> = { email: sendEmail, whatsapp: sendWhatsApp };

/**
 * Takes the delivery (notification, channel) if nobody sent it or is sending it now. Answers the
 * claim, or why not: `taken` (sent, or given up) or `busy` (another consumer holds its lease).
 */
async function claim(db: Db, n: Loaded, channel: NotificationChannel, to: string, now: number) {
  const key = `${n.id}:${channel}`;
  const [row] = await db
    .insert(notificationDeliveries)
    .values({
      notification_id: n.id,
      user_id: n.user_id,
      kind: n.kind,
      channel,
      idempotency_key: key,
      recipient: to,
      status: "sending",
      attempts: 1,
      lease_until: iso(now + LEASE_SECONDS * 1000),
    })
    .onConflictDoUpdate({
      target: notificationDeliveries.idempotency_key,
      set: {
        status: "sending",
        attempts: sql`${notificationDeliveries.attempts} + 1`,
        recipient: to,
        lease_until: iso(now + LEASE_SECONDS * 1000),
        updated_at: NOW,
      },
      setWhere: sql`${notificationDeliveries.status} = 'failed' or (${notificationDeliveries.status} = 'sending' and ${notificationDeliveries.lease_until} < ${iso(now)})`,
    })
    .returning({ attempts: notificationDeliveries.attempts });
  if (row) return { key, attempts: row.attempts };
  const held = await db
    .select({ status: notificationDeliveries.status })
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.idempotency_key, key))
    .get();
  return held?.status === "sending" ? ("busy" as const) : ("taken" as const);
}

/** What became of a message: all sent (or nothing to send), a channel failed, or another consumer is still sending one. */
export type Outcome = "done" | "failed" | "busy";

/**
 * Delivers one notification on each of its channels. `busy`: another consumer holds a channel's
 * lease; the message is tried again after it, so that a consumer that died mid-send (its lease
 * runs out) does not leave the delivery unsent for good.
 */
export async function deliver(env: Env, id: number, now = Date.now()): Promise<Outcome> {
  const db = openDb(env.DB);
  const n = await load(db, id);
  if (!n) return "done"; // gone with its user
  const payload = PAYLOADS[n.kind].parse(JSON.parse(n.payload)) as Payloads[NotificationKind];
  let failed = false;
  let busy = false;
  for (const { channel, to } of await targets(db, env, n, payload)) {
    const claimed = await claim(db, n, channel, to, now);
    if (claimed === "taken") continue;
    if (claimed === "busy") {
      busy = true;
      continue;
    }
    try {
      const providerId = await SENDERS[channel](env, { key: claimed.key, kind: n.kind, payload, language: n.language, to });
      await db
        .update(notificationDeliveries)
        .set({ status: "sent", sent_at: NOW, provider_id: providerId, last_error: null, lease_until: null, updated_at: NOW })
        .where(eq(notificationDeliveries.idempotency_key, claimed.key));
    } catch (err) {
      failed = true;
      await db
        .update(notificationDeliveries)
        .set({ status: "failed", last_error: String(err instanceof Error ? err.message : err).slice(0, 500), lease_until: null, updated_at: NOW })
        .where(eq(notificationDeliveries.idempotency_key, claimed.key));
    }
  }
  if (failed) return "failed";
  if (busy) return "busy";
  await db
    .update(notifications)
    .set({ done_at: NOW })
    .where(and(eq(notifications.id, id), isNull(notifications.done_at)));
  return "done";
}

/** The queue handler (src/index.ts): the notifications queue, and its dead letters. */
export async function consume(batch: MessageBatch<Message>, env: Env) {
  if (batch.queue === DEAD_LETTER_QUEUE) return buryAll(batch, env);
  for (const message of batch.messages) {
    const id = Number(message.body?.id);
    if (!Number.isSafeInteger(id)) {
      message.ack(); // not ours: nothing to do
      continue;
    }
    try {
      const outcome = await deliver(env, id);
      if (outcome === "done") message.ack();
      else message.retry({ delaySeconds: outcome === "busy" ? LEASE_SECONDS : backoff(message.attempts) });
    } catch (err) {
      console.error("notifications: delivery of", id, "failed", err);
      message.retry({ delaySeconds: backoff(message.attempts) });
    }
  }
}

/** Dead letters: what was not sent after the last retry is `dead`, and the notification done (the sweep leaves it). */
async function buryAll(batch: MessageBatch<Message>, env: Env) {
  const db = openDb(env.DB);
  const ids = batch.messages.map((m) => Number(m.body?.id)).filter(Number.isSafeInteger);
  if (ids.length) {
    await db.batch([
      db
        .update(notificationDeliveries)
        .set({ status: "dead", lease_until: null, updated_at: NOW })
        .where(and(inArray(notificationDeliveries.notification_id, ids), inArray(notificationDeliveries.status, ["failed", "sending"]))),
      db
        .update(notifications)
        .set({ done_at: NOW })
        .where(and(inArray(notifications.id, ids), isNull(notifications.done_at))),
    ]);
  }
  batch.ackAll();
}
