// The expiry job (hourly cron, api/src/index.ts): each cashback lot whose expiry has passed
// with something left gets its `cashback_expired` row, minus what was left, so that the plain
// sum of the ledger equals the balance again. Reads never wait for it: a lot past its expiry
// counts nothing in the balance before its row is written (ledger.ts). Two runs at once write
// each row once (the unique index on expired rows per lot; ON CONFLICT DO NOTHING).
//
// Nothing is written to a lot after its expiry (give-back.ts, spend.ts), so what is left of it
// then is final and one row settles it. The job looks back EXPIRY_LOOKBACK_DAYS (a job down for
// weeks is caught up), and at most EXPIRY_BATCH lots a statement, a few statements a run.
import { sql } from "drizzle-orm";
import { cashbacks, walletEntries } from "../../db/schema";
import type { Db } from "../env";

export const EXPIRY_LOOKBACK_DAYS = 30;
export const EXPIRY_BATCH = 500;
const MAX_ROUNDS = 10;
const DAY_MS = 86_400_000;

/** Writes the due expired rows; answers how many it wrote. */
export async function expireCashback(db: Db, now = new Date()): Promise<number> {
  const stamp = now.toISOString();
  const since = new Date(now.getTime() - EXPIRY_LOOKBACK_DAYS * DAY_MS).toISOString();
  let written = 0;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const result = await db.run(sql`
      insert into ${walletEntries} (user_id, kind, part, amount, cashback_id, expires_at, created_at)
      select ${cashbacks.user_id}, 'cashback_expired', 'cashback', -sum(${walletEntries.amount}), ${cashbacks.id}, ${cashbacks.expires_at}, ${stamp}
      from ${cashbacks} join ${walletEntries} on ${walletEntries.cashback_id} = ${cashbacks.id}
      where ${cashbacks.expires_at} <= ${stamp} and ${cashbacks.expires_at} > ${since}
        and not exists (select 1 from ${walletEntries} w2 where w2.cashback_id = ${cashbacks.id} and w2.kind = 'cashback_expired')
      group by ${cashbacks.id}
      having sum(${walletEntries.amount}) > 0
      limit ${EXPIRY_BATCH}
      on conflict do nothing`);
    const changes = result.meta.changes ?? 0;
    written += changes;
    if (changes < EXPIRY_BATCH) break;
  }
  return written;
}
