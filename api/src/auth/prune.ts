// The scheduled clean-up of sign-in bookkeeping: attempt windows that have closed, lock rows past memory, and refresh
// tokens past their expiry. Neither is read again, and both would otherwise grow forever.
import { lt } from "drizzle-orm";
import { refreshTokens } from "../../db/schema";
import type { Db } from "../env";
import { pruneAttempts, pruneLocks } from "./rate-limit";

export async function pruneSignInRecords(db: Db, now = new Date()): Promise<void> {
  await db.batch([
    pruneAttempts(db, Math.floor(now.getTime() / 1000)),
    pruneLocks(db, Math.floor(now.getTime() / 1000)),
    db.delete(refreshTokens).where(lt(refreshTokens.expires_at, now.toISOString())),
  ]);
}
