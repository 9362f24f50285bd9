// Finding a branch manager in the Managers tab (GET /responsibles/?search=): text in the
// person (username, e-mail, first or last name) or in where they work (the branch's or the
// store's name, English or Arabic). instr, not LIKE (sql-text.ts): `%` and `_` are letters.
import { eq, inArray, or, type SQL } from "drizzle-orm";
import { z } from "zod";
import { branches, responsibles, stores, users } from "../../db/schema";
import type { Db } from "../env";
import { say } from "../lib/said";
import { containsText } from "../lib/sql-text";

/** The longest search: an e-mail address's length, as the people picker's. */
export const MANAGER_SEARCH_MAX = 254;

export const responsibleSearchQuery = z.object({
  search: z
    .string({ error: say("notAString") })
    .max(MANAGER_SEARCH_MAX, { error: say("maxChars", { n: MANAGER_SEARCH_MAX }) })
    .optional()
    .describe("Text found (any case) in the manager's username, e-mail, first or last name, or in the branch's or store's name (English or Arabic)."),
});

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
