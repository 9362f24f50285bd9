// Branch managers as the API returns them, and who a payload names as the manager.
import { asc, eq, type SQL } from "drizzle-orm";
import { branches, responsibles, users } from "../../db/schema";
import type { FieldErrors } from "#contract/common";
import type { Responsible } from "#contract/stores";
import type { Db } from "../env";
import { sameText, unknownPk } from "./db-helpers";
import { say } from "#contract/said";

function selectResponsibles(db: Db) {
  return db
    .select({
      id: responsibles.id,
      user: { id: users.id, email: users.email, username: users.username, first_name: users.first_name, last_name: users.last_name },
      branch: { id: branches.id, name: branches.name, store: branches.store_id },
      role: responsibles.role,
    })
    .from(responsibles)
    .innerJoin(users, eq(users.id, responsibles.user_id))
    .innerJoin(branches, eq(branches.id, responsibles.branch_id));
}

export async function listResponsibles(db: Db, where: SQL | undefined, limit: number, offset: number): Promise<Responsible[]> {
  return selectResponsibles(db).where(where).orderBy(asc(responsibles.id)).limit(limit).offset(offset);
}

export async function loadResponsible(db: Db, id: number): Promise<Responsible | null> {
  return (await selectResponsibles(db).where(eq(responsibles.id, id)).get()) ?? null;
}

/**
 * The user a payload names, by `user` (id), else `email`, else `username`: their id, a
 * field error, or undefined when the payload names nobody.
 */
export async function resolveUser(
  db: Db,
  input: { user?: number; email?: string; username?: string },
): Promise<{ id: number } | { errors: FieldErrors } | undefined> {
  const lookup = (where: SQL) => db.select({ id: users.id }).from(users).where(where).get();
  if (input.user !== undefined) return (await lookup(eq(users.id, input.user))) ?? { errors: { user: [unknownPk(input.user)] } };
  if (input.email) return (await lookup(sameText(users.email, input.email))) ?? { errors: { email: [say("noUserWithEmail")] } };
  // Usernames are unique whatever their case (users_username_lower_uq): any case finds the one.
  if (input.username) return (await lookup(sameText(users.username, input.username))) ?? { errors: { username: [say("noUserWithUsername")] } };
  return undefined;
}
