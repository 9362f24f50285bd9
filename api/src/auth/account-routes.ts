// Opening an account: register (then signed in at once) and the username availability check.
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { preferredLanguage } from "#shared/accept-language";
import { users } from "../../db/schema";
import { checkUsernameQuery, type User } from "#contract/auth";
import type { AppEnv, Db } from "../env";
import { handOverAfterResponse } from "../notifications/outbox";
import { contactCodeStatements } from "./contact-codes";
import { check, jsonBody } from "../lib/validate";
import { setDeviceCookie } from "./device";
import { registerRequest } from "./inputs";
import { hashPassword } from "./password";
import { issueTokens, signingKey } from "./tokens";
import { sessionMeta } from "./sessions";
import { assertUnique, userColumns, usernameIs, writeUnique } from "./users";

// The id the next user gets: the code's hash is bound to it, so it is known before the batch.
// sqlite_sequence keeps AUTOINCREMENT's promise that a deleted user's id is never given again.
const NEXT_USER_ID = sql`select max(coalesce((select seq from sqlite_sequence where name = 'users'), 0), coalesce((select max(id) from users), 0)) + 1 as id`;

/**
 * Inserts the user with the id it will have and, in the same batch, the code for its e-mail. A
 * registration that took the id in between makes the batch fail on the id: it is tried again.
 */
async function insertWithCode(db: Db, secret: string, row: typeof users.$inferInsert & { email: string }): Promise<User> {
  for (let attempt = 1; ; attempt++) {
    const { id } = (await db.get<{ id: number }>(NEXT_USER_ID)) as { id: number };
    const code = await contactCodeStatements(db, secret, { userId: id, channel: "email", address: row.email });
    try {
      const [[user]] = await db.batch([
        db
          .insert(users)
          .values({ ...row, id })
          .returning(userColumns),
        ...code,
      ]);
      return user;
    } catch (err) {
      if (attempt >= 8 || !/users\.id/.test(String((err as Error)?.message ?? err))) throw err;
    }
  }
}

export const accountRoutes = new Hono<AppEnv>()
  // 201 {user, access, refresh}: the product rules signs the new user in right after registering.
  // The e-mail is sent its code in the same batch as the user's row (ADR 0029).
  .post("/register", async (c) => {
    const secret = signingKey(c.env.JWT_SECRET); // no account is made that could not be signed in
    const input = await jsonBody(c, registerRequest);
    const db = c.var.db;
    const fields = { username: input.username, email: input.email, phone_number: input.phone_number ?? null };
    const row = {
      ...fields,
      password_hash: await hashPassword(input.password),
      role: "customer" as const,
      // Notifications are written in the language of the site the account was opened in (ADR 0025).
      language: input.language ?? preferredLanguage(c.req.header("accept-language")),
    };
    const user = await writeUnique(
      () => assertUnique(db, fields),
      () => insertWithCode(db, secret, row),
    );
    handOverAfterResponse(c, [user.id]);
    await setDeviceCookie(c, user.id); // this browser has signed in to the account (ADR 0027)
    return c.json({ user, ...(await issueTokens(db, c.env.JWT_SECRET, user.id, 0, sessionMeta(c))) }, 201);
  })

  // A signed-in user's own name counts as available, so the profile form can keep it.
  .get("/check-username", async (c) => {
    const { username } = check(checkUsernameQuery, { username: c.req.query("username") });
    const taken = await c.var.db.select({ id: users.id }).from(users).where(usernameIs(username)).get();
    return c.json({ available: !taken || taken.id === c.var.user?.id });
  });
