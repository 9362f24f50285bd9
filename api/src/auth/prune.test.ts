import { env, createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loginAttempts, loginLocks, refreshTokens, sessions } from "../../db/schema";
import { createUser, db, unique } from "../../test/factories";
import worker from "../index";
import { LOCK_MEMORY_SECONDS, WINDOW_SECONDS } from "./rate-limit";

describe("the hourly clean-up (scheduled handler)", () => {
  it("drops closed attempt windows, expired refresh tokens and sessions, and keeps the live ones", async () => {
    const now = Math.floor(Date.now() / 1000);
    const [closed, open] = [unique("closed-"), unique("open-")];
    await db.insert(loginAttempts).values([
      { key: closed, window_start: now - WINDOW_SECONDS - 5, count: 3 },
      { key: open, window_start: now - 60, count: 2 },
    ]);
    const user = await createUser();
    const [expired, live] = [unique("jti-"), unique("jti-")];
    await db.insert(refreshTokens).values([
      { jti: expired, user_id: user.id, expires_at: new Date(Date.now() - 1000).toISOString() },
      { jti: live, user_id: user.id, expires_at: new Date(Date.now() + 86_400_000).toISOString() },
    ]);
    await db.insert(sessions).values([
      { id: expired, user_id: user.id, last_used_at: new Date().toISOString(), expires_at: new Date(Date.now() - 1000).toISOString() },
      { id: live, user_id: user.id, last_used_at: new Date().toISOString(), expires_at: new Date(Date.now() + 86_400_000).toISOString() },
    ]);

    const context = createExecutionContext();
    await worker.scheduled!({ cron: "17 * * * *", scheduledTime: Date.now(), noRetry() {} } as ScheduledController, env, context);
    await waitOnExecutionContext(context);

    const keys = (
      await db
        .select()
        .from(loginAttempts)
        .where(inArray(loginAttempts.key, [closed, open]))
    ).map((r) => r.key);
    expect(keys).toEqual([open]);
    const jtis = (
      await db
        .select()
        .from(refreshTokens)
        .where(inArray(refreshTokens.jti, [expired, live]))
    ).map((r) => r.jti);
    expect(jtis).toEqual([live]);
    const kept = (
      await db
        .select()
        .from(sessions)
        .where(inArray(sessions.id, [expired, live]))
    ).map((r) => r.id);
    expect(kept).toEqual([live]);
  });

  it("drops lock rows only when their window has closed and their last lock is beyond memory", async () => {
    const now = Math.floor(Date.now() / 1000);
    const [forgotten, counting, locked, remembered] = [unique("gone-"), unique("count-"), unique("lock-"), unique("mem-")];
    const old = now - LOCK_MEMORY_SECONDS - 5;
    await db.insert(loginLocks).values([
      { key: forgotten, failures: 2, window_start: old, locked_until: old, level: 3 },
      { key: counting, failures: 2, window_start: now - 60 },
      { key: locked, window_start: now - 60, locked_until: now + 60, level: 1 },
      { key: remembered, window_start: now - WINDOW_SECONDS - 5, locked_until: now - 3600, level: 2 },
    ]);
    const context = createExecutionContext();
    await worker.scheduled!({ cron: "17 * * * *", scheduledTime: Date.now(), noRetry() {} } as ScheduledController, env, context);
    await waitOnExecutionContext(context);
    const keys = (
      await db
        .select()
        .from(loginLocks)
        .where(inArray(loginLocks.key, [forgotten, counting, locked, remembered]))
    ).map((r) => r.key);
    expect(keys.sort()).toEqual([counting, locked, remembered].sort());
  });
});
