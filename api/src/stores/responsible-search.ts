// Finding a branch manager in the Managers tab (GET /responsibles/?search=): text in the
// person (username, e-mail, first or last name) or in where they work (the branch's or the
// store's name, English or Arabic). instr, not LIKE (sql-text.ts): `%` and `_` are letters.
import { eq, inArray, or, type SQL } from "drizzle-orm";
import { branches, responsibles, stores, users } from "../../db/schema";
import type { Db } from "../env";
import { containsText } from "../lib/sql-text";

/** A condition on responsible rows: the person or the place contains `text` (already trimmed, not empty). */
export function responsibleMatches(db: Db, text: string): SQL {
  const people = db
    .select({ id: users.id })
    .from(users)
    .where(or(...[users.username, users.email, users.first_name, users.last_name].map((c) => containsText(c, text))));
  const places = db
    .select({ id: branches.id })
    .from(branches)
    .innerJoin(stores, eq(stores.id, branches.store_id))
    .where(or(...[branches.name, branches.name_ar, stores.name, stores.name_ar].map((c) => containsText(c, text))));
  return or(inArray(responsibles.user_id, people), inArray(responsibles.branch_id, places)) as SQL;
}
