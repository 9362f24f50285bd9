// The signed-in user's own account: profile read and update (with the area they deliver to),
// password change.
import { eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { loginAttempts, users } from "../../db/schema";
import { changePasswordInput, type Profile, profileInput, profilePatch, type User } from "#contract/auth";
import { areasById } from "../areas/queries";
import type { AppEnv, Db } from "../env";
import { badRequest, notFound } from "../lib/errors";
import { say } from "#contract/said";
import { jsonBody } from "../lib/validate";
import { requireUser } from "./middleware";
import { hashPassword, verifyPassword } from "./password";
import { passwordChangeKey, takeAttempt } from "./rate-limit";
import { endSessions, issueTokens } from "./tokens";
import { assertUnique, userColumns, writeUnique } from "./users";

const stamp = () => new Date().toISOString();

// PUT and PATCH differ only in whether the username must be sent; absent fields are kept and
// the role is not a profile field (it is dropped with any other unknown key).
async function updateProfile(c: Context<AppEnv>, schema: typeof profileInput | typeof profilePatch) {
  const me = requireUser(c);
  const changes = await jsonBody(c, schema);
  const db = c.var.db;
  // The isolate's copy of the areas (areas/queries.ts): no read for the check.
  if (changes.area_id != null && !(await areasById(db)).has(changes.area_id)) {
    throw badRequest({ area_id: [say("unknownPk", { id: changes.area_id })] });
  }
  const [user] = await writeUnique(
    () => assertUnique(db, changes, me.id),
    () =>
      db
        .update(users)
        .set({ ...changes, updated_at: stamp() })
        .where(eq(users.id, me.id))
        .returning(profileColumns),
  );
  if (!user) throw notFound();
  return c.json(await withArea(db, user));
}

const profileColumns = { ...userColumns, area_id: users.area_id };

/** The user with their area's names (from the isolate's copy of the areas). */
async function withArea(db: Db, { area_id, ...user }: User & { area_id: number | null }): Promise<Profile> {
  return { ...user, area: area_id === null ? null : ((await areasById(db)).get(area_id) ?? null) };
}

export const profileRoutes = new Hono<AppEnv>()
  .get("/profile", async (c) => {
    const db = c.var.db;
    const user = await db
      .select(profileColumns)
      .from(users)
      .where(eq(users.id, requireUser(c).id))
      .get();
    if (!user) throw notFound();
    return c.json(await withArea(db, user));
  })
  .put("/profile", (c) => updateProfile(c, profileInput))
  .patch("/profile", (c) => updateProfile(c, profilePatch))

  // Every session of the user ends (the token version goes up: their access and refresh tokens
  // are refused at once); this session gets new tokens, so it stays signed in.
  .put("/change-password", async (c) => {
    const me = requireUser(c);
    const { old_password, new_password } = await jsonBody(c, changePasswordInput);
    const db = c.var.db;
    const limit = passwordChangeKey(me.id);
    await takeAttempt(db, [limit], "password attempts");
    const row = await db.select({ hash: users.password_hash }).from(users).where(eq(users.id, me.id)).get();
    if (!row) throw notFound();
    if (!(await verifyPassword(old_password, row.hash))) throw badRequest({ old_password: [say("wrongPassword")] });
    const [, [changed]] = await db.batch([
      db.delete(loginAttempts).where(eq(loginAttempts.key, limit.key)),
      ...endSessions(db, me.id, { password_hash: await hashPassword(new_password), updated_at: stamp() }),
    ]);
    return c.json({ detail: say("passwordUpdated"), ...(await issueTokens(db, c.env.JWT_SECRET, me.id, changed.ver)) });
  });
