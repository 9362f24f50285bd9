// The wallet's ledger read as sums (issue 30, docs/decisions/0034). A balance is never stored:
// it is the sum of the user's wallet_entries, in two parts. The refund part is the sum of the
// refund-part rows (refund money never expires). The cashback part is, over the user's lots whose
// expiry is still ahead, what is left of each (the sum of the rows that carry its cashback_id):
// a lot past its expiry counts nothing even before the expiry job writes its `cashback_expired`
// row, after which the plain sum of every row says the same.
import { and, asc, eq, gt, sql, type SQL } from "drizzle-orm";
import { cashbacks, walletEntries } from "../../db/schema";
import type { Db } from "../env";

/** One point of cashback is worth 20 piasters (5 points to the pound). */
export const PIASTERS_PER_POINT = 20;

export interface Balance {
  /** refund + cashback, piasters. */
  balance: number;
  refund: number;
  cashback: number;
}

/** The refund part of a user's balance, as an SQL value read when the statement runs. */
export const refundPartSql = (userId: number): SQL<number> =>
  sql<number>`(select coalesce(sum(${walletEntries.amount}), 0) from ${walletEntries}
    where ${walletEntries.user_id} = ${userId} and ${walletEntries.part} = 'refund')`;

/** What is left of a lot, as an SQL value read when the statement runs (expired or not). */
export const lotRemainderSql = (lotId: number): SQL<number> =>
  sql<number>`(select coalesce(sum(${walletEntries.amount}), 0) from ${walletEntries} where ${walletEntries.cashback_id} = ${lotId})`;

/** Whether a lot's expiry is still ahead of `now`, as an SQL condition. */
export const lotAliveSql = (lotId: number, now: Date): SQL =>
  sql`exists (select 1 from ${cashbacks} where ${cashbacks.id} = ${lotId} and ${cashbacks.expires_at} > ${now.toISOString()})`;

/** The user's balance and its two parts, one statement (usable in a batch). */
export function balanceRead(db: Db, userId: number, now = new Date()) {
  return db
    .select({
      refund: sql<number>`coalesce(sum(case when ${walletEntries.part} = 'refund' then ${walletEntries.amount} else 0 end), 0)`
        .mapWith(Number)
        .as("refund_part"),
      cashback: sql<number>`coalesce(sum(case when ${walletEntries.part} = 'cashback' and ${cashbacks.expires_at} > ${now.toISOString()}
        then ${walletEntries.amount} else 0 end), 0)`
        .mapWith(Number)
        .as("cashback_part"),
    })
    .from(walletEntries)
    .leftJoin(cashbacks, eq(cashbacks.id, walletEntries.cashback_id))
    .where(eq(walletEntries.user_id, userId));
}

export const toBalance = (row: { refund: number; cashback: number } | undefined): Balance => {
  const refund = row?.refund ?? 0;
  const cashback = row?.cashback ?? 0;
  return { balance: refund + cashback, refund, cashback };
};

export async function balanceOf(db: Db, userId: number, now = new Date()): Promise<Balance> {
  return toBalance((await balanceRead(db, userId, now))[0]);
}

/** A lot with something left, as a spend draws on it. */
export interface Lot {
  id: number;
  expires_at: string;
  /** What is left of it, piasters (> 0). */
  left: number;
}

/** The user's unexpired lots with something left, soonest to expire first: the order a spend draws on them. */
export function lotsRead(db: Db, userId: number, now = new Date()) {
  const left = sql<number>`coalesce(sum(${walletEntries.amount}), 0)`.mapWith(Number);
  return db
    .select({ id: cashbacks.id, expires_at: cashbacks.expires_at, left: left.as("lot_left") })
    .from(cashbacks)
    .innerJoin(walletEntries, eq(walletEntries.cashback_id, cashbacks.id))
    .where(and(eq(cashbacks.user_id, userId), gt(cashbacks.expires_at, now.toISOString())))
    .groupBy(cashbacks.id)
    .having(sql`sum(${walletEntries.amount}) > 0`)
    .orderBy(asc(cashbacks.expires_at), asc(cashbacks.id));
}
