// The rows that take money out of the wallet: a checkout's `spent` rows and a super admin's
// negative adjustment. Each row takes a planned amount from one source (draw.ts) and checks,
// when the batch runs, that the source still holds it: a lot must be unexpired with that much
// left, the refund part must hold that much. If not, the row's amount becomes 0, which the
// table's CHECK (amount <> 0) refuses, and the whole batch fails: nothing is written, and no
// race between two tabs can take the balance below zero (isWalletShort tells the caller).
import { sql, type SQL } from "drizzle-orm";
import { walletEntries } from "../../db/schema";
import type { WalletEntryKind } from "#shared/return-rules";
import type { Db } from "../env";
import type { Take } from "./draw";
import { lotAliveSql, lotRemainderSql, refundPartSql } from "./ledger";

export interface Drawing {
  userId: number;
  kind: Extract<WalletEntryKind, "spent" | "adjusted">;
  /** The order it pays for (the checkout's order, found by its uuid in the same batch). */
  orderId?: number | SQL;
  reason?: string;
  actorId?: number;
  now: Date;
}

/** One guarded row per take, in the order given (later rows see the earlier ones: one transaction). */
export function drawStatements(db: Db, takes: Take[], d: Drawing) {
  return takes.map((take) => {
    const holds =
      take.cashback_id === null
        ? sql`${refundPartSql(d.userId)} >= ${take.amount}`
        : sql`${lotRemainderSql(take.cashback_id)} >= ${take.amount} and ${lotAliveSql(take.cashback_id, d.now)}`;
    return db.insert(walletEntries).values({
      user_id: d.userId,
      kind: d.kind,
      part: take.cashback_id === null ? "refund" : "cashback",
      amount: sql`case when ${holds} then ${-take.amount} else 0 end`,
      cashback_id: take.cashback_id,
      order_id: d.orderId ?? null,
      reason: d.reason ?? null,
      actor_id: d.actorId ?? null,
      created_at: d.now.toISOString(),
    });
  });
}

/** Whether a batch failed because a wallet row found its source short (the guard above). */
export function isWalletShort(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (/CHECK constraint failed: wallet_entries_amount_nonzero/.test(e.message)) return true;
  }
  return false;
}
