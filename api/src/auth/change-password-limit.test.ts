import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loginAttempts } from "../../db/schema";
import { api, createUser, db, PASSWORD, tokenFor } from "../../test/factories";
import { PASSWORD_CHANGE_LIMIT, passwordChangeKey } from "./rate-limit";
import { userRow } from "./test-helpers";

const change = (token: string, old_password: string) =>
  api("PUT", "/api/auth/change-password/", { token, json: { old_password, new_password: "Brand-New-7" } });

describe("PUT /auth/change-password/ guesses are limited per user", () => {
  it("refuses the next try after 5 wrong current passwords, even the right one, and keeps the hash", async () => {
    const user = await createUser();
    const token = await tokenFor(user);
    for (let i = 0; i < PASSWORD_CHANGE_LIMIT; i++) expect((await change(token, `Wrong-Guess-${i}`)).status).toBe(400);
    const refused = await change(token, PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.data.detail).toMatch(/^Too many password attempts\. Try again in \d+ minutes?\.$/);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await userRow(user.id))!.password_hash).toBe(user.password_hash);
  });

  it("counts per user: another user's guesses do not block this one", async () => {
    const [guesser, other] = [await createUser(), await createUser()];
    const guesserToken = await tokenFor(guesser);
    for (let i = 0; i <= PASSWORD_CHANGE_LIMIT; i++) await change(guesserToken, `Wrong-Guess-${i}`);
    expect((await change(await tokenFor(other), PASSWORD)).status).toBe(200);
  });

  it("a successful change clears the count; bad input does not use a try", async () => {
    const user = await createUser();
    const token = await tokenFor(user);
    for (let i = 0; i < 3; i++) await change(token, `Wrong-Guess-${i}`);
    const bad = await api("PUT", "/api/auth/change-password/", { token, json: { old_password: PASSWORD, new_password: "short" } });
    expect(bad.status).toBe(400);
    const key = passwordChangeKey(user.id).key;
    expect((await db.select().from(loginAttempts).where(eq(loginAttempts.key, key)).get())?.count).toBe(3);
    expect((await change(token, PASSWORD)).status).toBe(200);
    expect(await db.select().from(loginAttempts).where(eq(loginAttempts.key, key)).get()).toBeUndefined();
  });
});
