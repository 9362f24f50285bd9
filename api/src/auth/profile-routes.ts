// The signed-in user's own account: profile read and update (with the area they deliver to),
// password change.
import { eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { Hono, type Context } from "hono";
import { loginAttempts, users } from "../../db/schema";
import { type Profile, profileInput, profilePatch } from "#contract/auth";
import { areasById } from "../areas/queries";
import type { AppEnv, Db } from "../env";
import { badRequest, notFound } from "../lib/errors";
import { say } from "#contract/said";
import { jsonBody } from "../lib/validate";
import { changePasswordRequest } from "./inputs";
import { requireUser } from "./middleware";
import { hashPassword, verifyPassword } from "./password";
import { passwordChangeKey, takeAttempt } from "./rate-limit";
import { endSessions, issueTokens } from "./tokens";
import { sessionMeta } from "./sessions";
import { handOverAfterResponse, notify, notifyIf } from "../notifications/outbox";
import { whatsappOn } from "../notifications/channels";
import { contactCodeStatements, mayOfferCode } from "./contact-codes";
import { assertUnique, loadProfileRow, type ProfileRow, profileColumns, writeUnique } from "./users";

const stamp = () => new Date().toISOString();

// PUT and PATCH differ only in whether the username must be sent; absent fields are kept and
// the role is not a profile field (it is dropped with any other unknown key).
//
// A changed contact is unproved again (ADR 0029): the flag is cleared by the same UPDATE, which
// compares the row as it is with the new value, and a code is sent to the new address in the same
// batch (a phone's by WhatsApp, when it is set up). A code sent by a change counts against the
// account's code requests (contact-codes.ts); beyond them the change is made and no code is sent:
// POST /auth/verify/ then says when the next one may be asked for.
async function updateProfile(c: Context<AppEnv>, schema: typeof profileInput | typeof profilePatch) {
  const me = requireUser(c);
  const changes = await jsonBody(c, schema);
  const db = c.var.db;
  // The isolate's copy of the areas (areas/queries.ts): no read for the check.
  if (changes.area_id != null && !(await areasById(db)).has(changes.area_id)) {
    throw badRequest({ area_id: [say("unknownPk", { id: changes.area_id })] });
  }
  const before = await loadProfileRow(db, me.id);
  if (!before) throw notFound();
  const email = changes.email === undefined ? undefined : (changes.email ?? null);
  const phone = changes.phone_number === undefined ? undefined : (changes.phone_number ?? null);
  const update = db
    .update(users)
    .set({
      ...changes,
      ...(email === undefined ? {} : { email_verified: sql`CASE WHEN ${users.email} IS ${email} THEN ${users.email_verified} ELSE 0 END` }),
      ...(phone === undefined ? {} : { phone_verified: sql`CASE WHEN ${users.phone_number} IS ${phone} THEN ${users.phone_verified} ELSE 0 END` }),
      updated_at: stamp(),
    })
    .where(eq(users.id, me.id))
    .returning(profileColumns);
  // A changed e-mail address is a security notice, written before the change to read the old one;
  // the old address hears of it only if it was verified (notifications/queue.ts).
  const emailNotice = notifyIf(db, "email_changed", {
    to: me.id,
    payload: sql`json_object('old_email', ${users.email}, 'new_email', ${email ?? null}, 'old_verified', json(CASE WHEN ${users.email_verified} THEN 'true' ELSE 'false' END))`,
    where: sql`${users.email} is not ${email ?? null}`,
  });
  const [user] = await writeUnique(
    () => assertUnique(db, changes, me.id),
    async () => {
      const codes: BatchItem<"sqlite">[] = [];
      const secret = c.env.JWT_SECRET;
      if (email && email !== before.email && secret && (await mayOfferCode(c, me.id, "email"))) {
        codes.push(...(await contactCodeStatements(db, secret, { userId: me.id, channel: "email", address: email })));
      }
      if (phone && phone !== before.phone_number && secret && whatsappOn(c.env) && (await mayOfferCode(c, me.id, "phone"))) {
        codes.push(...(await contactCodeStatements(db, secret, { userId: me.id, channel: "phone", address: phone })));
      }
      if (email === undefined && !codes.length) return update;
      const notice = email === undefined ? [] : [emailNotice];
      const results = await db.batch([...notice, update, ...codes] as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
      return results[notice.length] as Awaited<typeof update>;
    },
  );
  if (!user) throw notFound();
  if (email !== undefined || phone !== undefined) handOverAfterResponse(c, [me.id]);
  return c.json(await withArea(db, user));
}

/** The user with their area's names (from the isolate's copy of the areas). */
export async function withArea(db: Db, { area_id, ...user }: ProfileRow): Promise<Profile> {
  return { ...user, area: area_id === null ? null : ((await areasById(db)).get(area_id) ?? null) };
}

export const profileRoutes = new Hono<AppEnv>()
  .get("/profile", async (c) => {
    const db = c.var.db;
    const user = await loadProfileRow(db, requireUser(c).id);
    if (!user) throw notFound();
    return c.json(await withArea(db, user));
  })
  .put("/profile", (c) => updateProfile(c, profileInput))
  .patch("/profile", (c) => updateProfile(c, profilePatch))

  // Every session of the user ends (the token version goes up: their access and refresh tokens
  // are refused at once); this session gets new tokens, so it stays signed in.
  .put("/change-password", async (c) => {
    const me = requireUser(c);
    const { old_password, new_password } = await jsonBody(c, changePasswordRequest);
    const db = c.var.db;
    const limit = passwordChangeKey(me.id);
    await takeAttempt(db, [limit], "password attempts");
    const row = await db.select({ hash: users.password_hash }).from(users).where(eq(users.id, me.id)).get();
    if (!row) throw notFound();
    if (!(await verifyPassword(old_password, row.hash))) throw badRequest({ old_password: [say("wrongPassword")] });
    const [, [changed]] = await db.batch([
      db.delete(loginAttempts).where(eq(loginAttempts.key, limit.key)),
      ...endSessions(db, me.id, { password_hash: await hashPassword(new_password), updated_at: stamp() }),
      // A security notice, committed with the new password or not at all.
      notify(db, { kind: "password_changed", to: me.id, payload: {} }),
    ]);
    handOverAfterResponse(c, [me.id]);
    return c.json({ detail: say("passwordUpdated"), ...(await issueTokens(db, c.env.JWT_SECRET, me.id, changed.ver, sessionMeta(c))) });
  });
