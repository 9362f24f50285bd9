// Orders confirmed before they are prepared (issue 29 point 2, docs/decisions/0033). An order
// whose store's COD policy said so at checkout stays pending until its customer enters the
// six-digit code they were sent, or the branch confirms it after calling them; the shop cannot
// move it on before (status.ts awaitsConfirmation), but anyone who could cancel it still can.
// One not confirmed by its deadline (`orders.confirm_by`, set at checkout from the policy's
// window) is cancelled by the hourly job, through the one transition (transition.ts).
//
// Races: confirming is one UPDATE whose WHERE requires the order still pending and unconfirmed;
// the job's cancel is transition.ts's conditional UPDATE with the same requirement added (still
// unconfirmed, past the deadline). Whichever runs first wins, the other changes nothing; the
// cancel's restock is guarded as every cancel's is (history row not yet written), so two jobs
// at once restock once.
import { and, asc, eq, isNull, lte, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { orders, users } from "../../db/schema";
import type { Db } from "../env";
import { codeHash, newCode, storeCode } from "../auth/codes";
import { notify } from "../notifications/outbox";
import { moveOrder } from "./transition";
import type { OrderRow } from "./serialize";

/** An order's code lives until its deadline, at most this long: a day is long enough to read a message. */
export const ORDER_CODE_MAX_HOURS = 24;
/** New codes one order may be sent per 15-minute window (besides the checkout's own). */
export const ORDER_CODES_PER_WINDOW = 3;
/** Orders the job cancels per run at most (the rest wait for the next hour). */
const JOB_BATCH = 200;

/** When an order's code expires: its deadline, or ORDER_CODE_MAX_HOURS from now if sooner. */
export function codeExpiry(confirmBy: string | null, now = Date.now()): string {
  const cap = now + ORDER_CODE_MAX_HOURS * 3_600_000;
  const deadline = confirmBy === null ? cap : Math.min(Date.parse(confirmBy), cap);
  return new Date(deadline).toISOString();
}

const hoursUntil = (iso: string, now: number) => Math.max(1, Math.round((Date.parse(iso) - now) / 3_600_000));

/**
 * The two statements that send an order's customer a new code for it: the code's row (keyed by
 * the customer, `order_confirm` and the order's id; bound to its uuid, so the checkout can send
 * it in the batch that writes the order) and its `order_code` notification (delivered to verified
 * contacts only, never listed in the inbox). `orderId` may be SQL: the checkout's order is read
 * by its uuid in the same batch.
 */
export async function orderCodeStatements(
  db: Db,
  secret: string,
  v: { customerId: number; uuid: string; orderId: number | SQL<number>; expiresAt: string; store: { name: string; name_ar: string }; now?: number },
): Promise<[BatchItem<"sqlite">, BatchItem<"sqlite">]> {
  const now = v.now ?? Date.now();
  const code = newCode();
  const hash = await codeHash(secret, v.customerId, "order_confirm", code, v.uuid);
  return [
    storeCode(db, {
      userId: v.customerId,
      purpose: "order_confirm",
      subject: v.orderId,
      target: `order:${v.uuid}`,
      hash,
      expiresAt: v.expiresAt,
      now,
    }),
    notify(db, {
      kind: "order_code",
      to: v.customerId,
      payload: sql`json_object('order_id', ${v.orderId}, 'code', ${code}, 'store', json_object('name', ${v.store.name}, 'name_ar', ${v.store.name_ar}), 'hours', ${hoursUntil(v.expiresAt, now)})`,
    }),
  ];
}

/** Whether the customer can be sent a code at all: a verified e-mail, or a verified phone while WhatsApp is set up. */
export async function reachable(db: Db, customerId: number, whatsapp: boolean): Promise<boolean> {
  const u = await db
    .select({ email: users.email, email_verified: users.email_verified, phone: users.phone_number, phone_verified: users.phone_verified })
    .from(users)
    .where(eq(users.id, customerId))
    .get();
  if (!u) return false;
  return (u.email !== null && u.email_verified) || (whatsapp && u.phone !== null && u.phone_verified);
}

/** Still waiting: pending and unconfirmed (the WHERE every confirmation and the job's cancel require). */
const stillWaiting = and(eq(orders.status, "pending"), eq(orders.needs_confirmation, true), isNull(orders.confirmed_at));

/** Marks the order confirmed, by its customer's code (`via: "code"`) or by `by` on the phone. Answers whether this call confirmed it. */
export async function markConfirmed(db: Db, orderId: number, v: { via: "code" | "phone"; by: number | null }, now = new Date()) {
  const stamp = now.toISOString();
  const updated = await db
    .update(orders)
    .set({ confirmed_at: stamp, confirmed_via: v.via, confirmed_by: v.by, updated_at: stamp })
    .where(and(eq(orders.id, orderId), stillWaiting))
    .returning({ id: orders.id });
  return updated.length === 1;
}

/**
 * The hourly job: cancels every pending order still unconfirmed past its deadline, each through
 * the one transition (its stock back once, the customer and the branch's staff told). Answers
 * whom it notified, to hand over. Safe to run twice at once, and against a confirmation.
 */
export async function cancelUnconfirmed(db: Db, now = new Date()): Promise<number[]> {
  const stamp = now.toISOString();
  const overdue = and(stillWaiting, lte(orders.confirm_by, stamp))!;
  const due = (await db.select().from(orders).where(overdue).orderBy(asc(orders.confirm_by)).limit(JOB_BATCH)) as OrderRow[];
  const notified = new Set<number>();
  for (const order of due) {
    const told = await moveOrder(db, { order, to: "cancelled", actorId: null, where: overdue, unconfirmed: true }, now);
    for (const id of told ?? []) notified.add(id);
  }
  return [...notified];
}
