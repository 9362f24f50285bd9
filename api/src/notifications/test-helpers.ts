// Test helpers for notifications: rows as stored, a notification written as a route would (its
// statement in a batch), and stand-ins for the platform's bindings only (the e-mail binding and
// the queue producer), never for the project's modules.
import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { desc, eq } from "drizzle-orm";
import type { NotificationEvent } from "#contract/notifications";
import { notificationDeliveries, notifications } from "../../db/schema";
import { db } from "../../test/factories";
import worker from "../index";
import { type Message, QUEUE } from "./queue";
import { notify } from "./outbox";

export const noticesOf = (userId: number) =>
  db.select().from(notifications).where(eq(notifications.user_id, userId)).orderBy(desc(notifications.id)).all();
export const deliveriesOf = (notificationId: number) =>
  db
    .select()
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.notification_id, notificationId))
    .orderBy(notificationDeliveries.channel)
    .all();

/** Writes one notification the way a change does (its statement in a batch) and answers its id. */
export async function written(event: NotificationEvent) {
  await db.batch([notify(db, event)]);
  const [row] = await noticesOf(event.to);
  return row.id;
}

export interface SentEmail {
  from: unknown;
  to: unknown;
  subject: string;
  text?: string;
  html?: string;
  headers?: Record<string, string>;
}

/**
 * Cloudflare Email Service's binding as the platform gives it: `send` resolves with a message id or
 * throws. It fails the first `failures` calls; `delayMs` keeps each send open a while (races).
 */
export function emailBinding({ failures = 0, delayMs = 0 } = {}) {
  const sent: SentEmail[] = [];
  let calls = 0;
  const binding = {
    async send(message: SentEmail) {
      calls++;
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      if (calls <= failures) throw new Error(`Email Service unavailable (${calls})`);
      sent.push(message);
      return { messageId: `<m${calls}@test>` };
    },
  };
  return { binding: binding as unknown as SendEmail, sent, calls: () => calls };
}

/** A queue producer that keeps what it was given. */
export function queueBinding() {
  const messages: Message[] = [];
  const binding = {
    async send(body: Message) {
      messages.push(body);
    },
    async sendBatch(batch: Iterable<{ body: Message }>) {
      for (const m of batch) messages.push(m.body);
    },
  };
  return { binding: binding as unknown as Queue<Message>, messages };
}

let seq = 0;
/** Runs the worker's queue handler on messages for `ids` (each try `attempts`), as the queue would; answers the ack/retry outcome. */
export async function consumeWith(overrides: Partial<typeof env>, ids: number[], { attempts = 1, queue = QUEUE } = {}) {
  const batch = createMessageBatch<Message>(
    queue,
    ids.map((id) => ({ id: `msg-${id}-${++seq}`, timestamp: Date.now(), attempts, body: { id } })),
  );
  // The pool's result leaves out each retry's delay: the messages' own retry() is watched for it.
  const delays: (number | undefined)[] = [];
  for (const m of batch.messages) {
    const retry = m.retry.bind(m);
    m.retry = (options?: QueueRetryOptions) => {
      delays.push(options?.delaySeconds);
      retry(options);
    };
  }
  const ctx = createExecutionContext();
  await worker.queue!(batch, { ...env, ...overrides }, ctx);
  return { ...(await getQueueResult(batch, ctx)), delays };
}
