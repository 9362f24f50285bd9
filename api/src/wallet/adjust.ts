// A super admin's correction of a user's wallet (ADR 0034), with a reason, audited in the same
// batch. A credit is one row in the refund part (money that does not expire). A debit is drawn
// as a payment is (draw.ts: the cashback part first, soonest-expiring lot first, then the refund
// part), a row per source, each guarded when the batch runs (spend.ts): it never takes the
// balance below zero, 409 when it would, whatever runs at the same time.
import { eq } from "drizzle-orm";
import { say } from "#contract/said";
import type { WalletAdjustmentResult } from "#contract/wallet";
import { fromPiasters } from "#shared/money";
import { egp } from "../cod/policy";
import { users, walletEntries, type WalletEntry } from "../../db/schema";
import { auditStatement } from "../audit/record";
import type { AuthUser, Db } from "../env";
import { conflict, notFound } from "../lib/errors";
import { draw } from "./draw";
import { serializeEntry, signedEgp } from "./entries";
import { balanceOf, balanceRead, lotsRead, toBalance } from "./ledger";
import { drawStatements, isWalletShort } from "./spend";

const belowZero = (balance: number) => conflict(say("walletBelowZero", { balance: egp(balance) }));

export async function adjustWallet(
  db: Db,
  admin: AuthUser,
  userId: number,
  input: { amount: number; reason: string },
  now = new Date(),
): Promise<WalletAdjustmentResult> {
  const [person, [parts], lots] = await db.batch([
    db.select({ id: users.id }).from(users).where(eq(users.id, userId)),
    balanceRead(db, userId, now),
    lotsRead(db, userId, now),
  ]);
  if (person.length === 0) throw notFound();
  const before = toBalance(parts);
  const writes =
    input.amount > 0
      ? [
          db
            .insert(walletEntries)
            .values({
              user_id: userId,
              kind: "adjusted",
              part: "refund",
              amount: input.amount,
              reason: input.reason,
              actor_id: admin.id,
              created_at: now.toISOString(),
            })
            .returning(),
        ]
      : (() => {
          if (-input.amount > before.balance) throw belowZero(before.balance);
          const { takes } = draw(-input.amount, { lots, refund: before.refund });
          return drawStatements(db, takes, { userId, kind: "adjusted", reason: input.reason, actorId: admin.id, now }).map((s) => s.returning());
        })();
  let results: unknown[];
  try {
    results = await db.batch([
      writes[0],
      ...writes.slice(1),
      auditStatement(db, admin, {
        action: "update",
        object: "user",
        id: userId,
        store: null,
        before: { wallet_balance: fromPiasters(before.balance) },
        after: { wallet_adjustment: signedEgp(input.amount), reason: input.reason },
        guarded: false,
      }),
    ]);
  } catch (err) {
    // Something else spent the wallet meanwhile: nothing was written.
    if (isWalletShort(err)) throw belowZero((await balanceOf(db, userId, now)).balance);
    throw err;
  }
  const entries = (results.slice(0, writes.length) as WalletEntry[][]).flat();
  const after = await balanceOf(db, userId, now);
  return {
    balance: fromPiasters(after.balance),
    refund_balance: fromPiasters(after.refund),
    cashback_balance: fromPiasters(after.cashback),
    entries: entries.map(serializeEntry),
  };
}
