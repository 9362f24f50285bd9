// The ledger as the caller reads it: a page of their rows, newest first, optionally of one kind,
// each with its signed EGP amount (ADR 0034).
import { and, count, desc, eq } from "drizzle-orm";
import { walletEntries, type WalletEntry } from "../../db/schema";
import type { Db } from "../env";
import type { Page } from "../lib/paging";
import { fromPiasters } from "#shared/money";
import type { WalletEntryKind } from "#shared/return-rules";
import type { LedgerEntry } from "#contract/wallet";

/** "+12.00" in, "-12.00" out. */
export const signedEgp = (piasters: number) => (piasters < 0 ? `-${fromPiasters(-piasters)}` : `+${fromPiasters(piasters)}`);

export function serializeEntry(row: WalletEntry): LedgerEntry {
  return {
    id: row.id,
    kind: row.kind,
    part: row.part,
    amount: signedEgp(row.amount),
    order_id: row.order_id,
    return_id: row.return_id,
    expires_at: row.expires_at,
    reason: row.reason,
    created_at: row.created_at,
  };
}

export async function pageOfEntries(db: Db, userId: number, kind: WalletEntryKind | undefined, page: Page) {
  const where = and(eq(walletEntries.user_id, userId), kind === undefined ? undefined : eq(walletEntries.kind, kind));
  const [[{ n }], rows] = await db.batch([
    db.select({ n: count() }).from(walletEntries).where(where),
    db.select().from(walletEntries).where(where).orderBy(desc(walletEntries.id)).limit(page.limit).offset(page.offset),
  ]);
  return { total: n, results: rows.map(serializeEntry) };
}
