// Reading cashback: a user's page of cashbacks and their wallet. Expiry is compared as ISO
// text (the format every timestamp here is written in), so "now" is the caller's clock.
import { and, asc, count, eq, gt, sql } from "drizzle-orm";
import { cashbacks, walletEntries } from "../../db/schema";
import type { Db } from "../env";
import type { Page } from "../lib/paging";
import { fromPiasters } from "#shared/money";
import { WALLET_PREVIEW, type Cashback, type WalletWithLedger } from "#contract/wallet";
import { balanceRead, PIASTERS_PER_POINT, toBalance } from "./ledger";
import { EXPIRING_SOON_DAYS, pointsToPiasters, URGENT_DAYS } from "./rules";

const DAY_MS = 86_400_000;
const later = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();
const egp = (points: number) => fromPiasters(pointsToPiasters(points));

export function serializeCashback(row: typeof cashbacks.$inferSelect, now: Date): Cashback {
  const left = Date.parse(row.expires_at) - now.getTime();
  return {
    id: row.id,
    amount: row.amount,
    amount_egp: egp(row.amount),
    order_id: row.order_id,
    expires_at: row.expires_at,
    created_at: row.created_at,
    is_expired: row.expires_at <= now.toISOString(),
    days_left: Math.max(0, Math.ceil(left / DAY_MS)),
  };
}

const unexpired = (userId: number, now: Date) => and(eq(cashbacks.user_id, userId), gt(cashbacks.expires_at, now.toISOString()));

/** A lot with something left in the ledger (not all spent, reversed or expired). */
const notUsedUp = sql`(select coalesce(sum(${walletEntries.amount}), 0) from ${walletEntries} where ${walletEntries.cashback_id} = ${cashbacks.id}) > 0`;

/**
 * The user's cashbacks, soonest to expire first: by default those they can still spend (unexpired,
 * with something left: a lot spent at checkout or taken back by a return is gone from the list, as
 * it is from the balance); with include_expired, every lot they ever earned.
 */
export async function pageOfCashbacks(db: Db, userId: number, includeExpired: boolean, page: Page, now = new Date()) {
  const where = includeExpired ? eq(cashbacks.user_id, userId) : and(unexpired(userId, now), notUsedUp);
  const [[{ n }], rows] = await db.batch([
    db.select({ n: count() }).from(cashbacks).where(where),
    db.select().from(cashbacks).where(where).orderBy(asc(cashbacks.expires_at), asc(cashbacks.id)).limit(page.limit).offset(page.offset),
  ]);
  return { total: n, results: rows.map((r) => serializeCashback(r, now)) };
}

/**
 * GET /my/ (ADR 0034): the balance is the ledger's (ledger.ts), split into its refund and
 * cashback parts; `available_balance` is that balance. `total_points` is the cashback part in
 * points (20 piasters each, rounded down); the counts and the preview are of the unexpired lots
 * with something left, soonest to expire first. Expired cashback is never counted.
 */
export async function walletOf(db: Db, userId: number, now = new Date()): Promise<WalletWithLedger> {
  // Aliased: D1 keys a batched row by column name, and the two windows would read alike.
  const within = (days: number, name: string) =>
    sql<number>`coalesce(sum(case when ${cashbacks.expires_at} <= ${later(now, days)} then 1 else 0 end), 0)`.mapWith(Number).as(name);
  const where = and(unexpired(userId, now), notUsedUp);
  const [[totals], first, [parts]] = await db.batch([
    db
      .select({
        offers: count(),
        soon: within(EXPIRING_SOON_DAYS, "soon"),
        urgent: within(URGENT_DAYS, "urgent"),
      })
      .from(cashbacks)
      .where(where),
    db.select().from(cashbacks).where(where).orderBy(asc(cashbacks.expires_at), asc(cashbacks.id)).limit(WALLET_PREVIEW),
    balanceRead(db, userId, now),
  ]);
  const balance = toBalance(parts);
  return {
    available_balance: fromPiasters(balance.balance),
    total_points: Math.floor(balance.cashback / PIASTERS_PER_POINT),
    offers_count: totals.offers,
    expiring_soon_count: totals.soon,
    urgent_count: totals.urgent,
    currency: "EGP",
    cashbacks: first.map((r) => serializeCashback(r, now)),
    balance: fromPiasters(balance.balance),
    refund_balance: fromPiasters(balance.refund),
    cashback_balance: fromPiasters(balance.cashback),
  };
}
