// Opening an account: register (then signed in at once) and the username availability check.
import { Hono } from "hono";
import { preferredLanguage } from "#shared/accept-language";
import { users } from "../../db/schema";
import { checkUsernameQuery } from "#contract/auth";
import type { AppEnv } from "../env";
import { check, jsonBody } from "../lib/validate";
import { setDeviceCookie } from "./device";
import { registerRequest } from "./inputs";
import { hashPassword } from "./password";
import { issueTokens, signingKey } from "./tokens";
import { sessionMeta } from "./sessions";
import { assertUnique, userColumns, usernameIs, writeUnique } from "./users";

export const accountRoutes = new Hono<AppEnv>()
  // 201 {user, access, refresh}: the product rules signs the new user in right after registering.
  .post("/register", async (c) => {
    signingKey(c.env.JWT_SECRET); // no account is made that could not be signed in
    const input = await jsonBody(c, registerRequest);
    const db = c.var.db;
    const fields = { username: input.username, email: input.email ?? null, phone_number: input.phone_number ?? null };
    const [user] = await writeUnique(
      () => assertUnique(db, fields),
      async () =>
        db
          .insert(users)
          .values({
            ...fields,
            password_hash: await hashPassword(input.password),
            role: "customer",
            // Notifications are written in the language of the site the account was opened in (ADR 0025).
            language: input.language ?? preferredLanguage(c.req.header("accept-language")),
          })
          .returning(userColumns),
    );
    await setDeviceCookie(c, user.id); // this browser has signed in to the account (ADR 0027)
    return c.json({ user, ...(await issueTokens(db, c.env.JWT_SECRET, user.id, 0, sessionMeta(c))) }, 201);
  })

  // A signed-in user's own name counts as available, so the profile form can keep it.
  .get("/check-username", async (c) => {
    const { username } = check(checkUsernameQuery, { username: c.req.query("username") });
    const taken = await c.var.db.select({ id: users.id }).from(users).where(usernameIs(username)).get();
    return c.json({ available: !taken || taken.id === c.var.user?.id });
  });
