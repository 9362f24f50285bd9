// The scheduled clean-up of sign-in bookkeeping: attempt windows that have closed, lock rows past memory, and refresh
// tokens and sessions past their expiry. None is read again, and all would otherwise grow forever.
import { lt } from "drizzle-orm";
import { refreshTokens, sessions } from "../../db/schema";
import type { Db } from "../env";
import { pruneAttempts, pruneLocks } from "./rate-limit";

export async function pruneSignInRecords(db: Db, now = new Date()): Promise<void> {
  await db.batch([
    pruneAttempts(db, Math.floor(now.getTime() / 1000)),
    pruneLocks(db, Math.floor(now.getTime() / 1000)),
    db.delete(refreshTokens).where(lt(refreshTokens.expires_at, now.toISOString())),
    // A session is listed until its last refresh token expires; after that nothing reads it.
    db.delete(sessions).where(lt(sessions.expires_at, now.toISOString())),
  ]);
}
