import { env, createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loginAttempts, refreshTokens } from "../../db/schema";
import { createUser, db, unique } from "../../test/factories";
import worker from "../index";
import { WINDOW_SECONDS } from "./rate-limit";

describe("the hourly clean-up (scheduled handler)", () => {
  it("drops closed attempt windows and expired refresh tokens, and keeps the live ones", async () => {
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
  });
});
