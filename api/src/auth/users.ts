// The user queries the identity routes share: the public shape, lookups, unique checks.
import { and, eq, ne, or, sql, type SQL } from "drizzle-orm";
import { users } from "../../db/schema";
import type { Profile, User } from "#contract/auth";
import type { FieldErrors } from "#contract/common";
import type { Db } from "../env";
import { badRequest } from "../lib/errors";
import { say } from "#contract/said";

/** The columns of the `user` contract: never the password hash. */
export const userColumns = {
  id: users.id,
  username: users.username,
  first_name: users.first_name,
  last_name: users.last_name,
  phone_number: users.phone_number,
  email: users.email,
  role: users.role,
};

/** The profile's columns: the user and the language of their notifications (ADR 0025). */
export const profileColumns = {
  ...userColumns,
  email_verified: users.email_verified,
  phone_verified: users.phone_verified,
  language: users.language,
  area_id: users.area_id,
};
/** A user's row as the profile reads it: the profile answer names the area (profile-routes.ts). */
export type ProfileRow = Omit<Profile, "area"> & { area_id: number | null };

// Usernames keep the case they were typed in but are unique regardless of it.
const lowerUsername = sql`lower(${users.username})`;
export const usernameIs = (name: string) => eq(lowerUsername, name.toLowerCase());

export function loadUser(db: Db, id: number): Promise<User | undefined> {
  return db.select(userColumns).from(users).where(eq(users.id, id)).get();
}

export function loadProfileRow(db: Db, id: number): Promise<ProfileRow | undefined> {
  return db.select(profileColumns).from(users).where(eq(users.id, id)).get();
}

/**
 * The account an identifier names. Its shape says which field it is ("@" = e-mail, digits =
 * phone), but usernames may contain "@" and digits too, so a username match is the fallback.
 * An e-mail or phone names an account only once it is verified (ADR 0029): an address nobody
 * proved may be a typo or someone else's. A username always names its account.
 */
export async function findByIdentifier(db: Db, identifier: string) {
  const id = identifier.trim();
  const lower = id.toLowerCase();
  const isEmail = id.includes("@");
  const isPhone = !isEmail && /^\+?\d{10,15}$/.test(id);
  const byShape = isEmail
    ? and(eq(users.email, lower), eq(users.email_verified, true))
    : isPhone
      ? and(eq(users.phone_number, id), eq(users.phone_verified, true))
      : undefined;
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      phone_number: users.phone_number,
      email_verified: users.email_verified,
      phone_verified: users.phone_verified,
      password_hash: users.password_hash,
      token_version: users.token_version,
    })
    .from(users)
    .where(or(byShape, usernameIs(id)))
    .limit(3)
    .all();
  const shapeMatch = rows.find((r) => (isEmail && r.email_verified && r.email === lower) || (isPhone && r.phone_verified && r.phone_number === id));
  return shapeMatch ?? rows.find((r) => r.username.toLowerCase() === lower);
}

const TAKEN = {
  username: say("usernameTaken"),
  email: say("emailTaken"),
  phone_number: say("phoneTaken"),
};

/** 400 with a message per field already used by another account (all of them at once). */
export async function assertUnique(
  db: Db,
  fields: { username?: string; email?: string | null; phone_number?: string | null },
  exceptUserId?: number,
) {
  const tests: SQL[] = [];
  if (fields.username) tests.push(usernameIs(fields.username));
  if (fields.email) tests.push(eq(users.email, fields.email));
  if (fields.phone_number) tests.push(eq(users.phone_number, fields.phone_number));
  if (!tests.length) return;
  const others = await db
    .select({ username: users.username, email: users.email, phone_number: users.phone_number })
    .from(users)
    .where(and(or(...tests), exceptUserId === undefined ? undefined : ne(users.id, exceptUserId)))
    .all();
  const errors: FieldErrors = {};
  for (const row of others) {
    if (fields.username && row.username.toLowerCase() === fields.username.toLowerCase()) errors.username = [TAKEN.username];
    if (fields.email && row.email === fields.email) errors.email = [TAKEN.email];
    if (fields.phone_number && row.phone_number === fields.phone_number) errors.phone_number = [TAKEN.phone_number];
  }
  if (Object.keys(errors).length) throw badRequest(errors);
}

/**
 * Runs a write guarded by `assertUnique`. Two requests can pass the check together; the
 * database's unique indexes then refuse the second, which is reported like the check would.
 */
export async function writeUnique<T>(check: () => Promise<void>, write: () => Promise<T>): Promise<T> {
  await check();
  try {
    return await write();
  } catch (err) {
    if (!/unique/i.test(String((err as Error)?.message ?? err))) throw err;
    await check();
    throw err;
  }
}
