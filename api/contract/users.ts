// Finding people (GET /users/): the super admin's picker for a branch's manager and a store's
// owner. Only what a picker shows: never a password hash, a token version or a phone number.
import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { ROLES, users } from "../db/schema";
import { say } from "./said";

/** The longest search a picker sends: an e-mail address's length. */
export const USER_SEARCH_MAX = 254;

const columns = createSelectSchema(users, { role: () => z.enum(ROLES) });

export const userSummary = columns.pick({ id: true, username: true, email: true, first_name: true, last_name: true, role: true });
export type UserSummary = z.infer<typeof userSummary>;

/** GET /users/ filters: text found (any case) in the username or the e-mail; empty is no filter. */
export const userListQuery = z.object({
  search: z
    .string({ error: say("notAString") })
    .max(USER_SEARCH_MAX, { error: say("maxChars", { n: USER_SEARCH_MAX }) })
    .optional()
    .describe("Text found (any case) in the username or the e-mail address."),
});
