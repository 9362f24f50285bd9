// Helpers for the wallet's tests: refund money put straight into a ledger, a user's rows and
// their plain sum, and what is left of a lot.
import { asc, eq, sql } from "drizzle-orm";
import { walletEntries } from "../../db/schema";
import { db } from "../../test/factories";

/** Refund-part money (never expires), as a super admin's credit leaves it. */
export async function credit(user: { id: number }, piasters: number) {
  await db.insert(walletEntries).values({ user_id: user.id, kind: "adjusted", part: "refund", amount: piasters, reason: "test credit" });
}

export const ledgerOf = (userId: number) => db.select().from(walletEntries).where(eq(walletEntries.user_id, userId)).orderBy(asc(walletEntries.id));

/** The plain sum of every row of the user's ledger (piasters). */
export async function sumOf(userId: number): Promise<number> {
  const row = await db
    .select({ n: sql<number>`coalesce(sum(${walletEntries.amount}), 0)` })
    .from(walletEntries)
    .where(eq(walletEntries.user_id, userId))
    .get();
  return Number(row?.n ?? 0);
}

export async function lotLeft(lotId: number): Promise<number> {
  const row = await db
    .select({ n: sql<number>`coalesce(sum(${walletEntries.amount}), 0)` })
    .from(walletEntries)
    .where(eq(walletEntries.cashback_id, lotId))
    .get();
  return Number(row?.n ?? 0);
}
