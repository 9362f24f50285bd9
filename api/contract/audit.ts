// The audit log (GET /audit/): who changed what in the marketplace, and how.
import { z } from "zod";
import { AUDIT_ACTIONS, AUDIT_OBJECTS } from "../db/schema";
import { queryId } from "./common";
import { say } from "./said";

/** The audit log's vocabulary, for the dashboard's filters and labels. */
export { AUDIT_ACTIONS, AUDIT_OBJECTS };

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => say("invalidChoice", { value: String(issue.input) }) });

/** GET /audit/ filters; an empty parameter is no filter. */
export const auditFilters = z.object({
  object: choice(AUDIT_OBJECTS).optional(),
  object_id: queryId.optional(),
  actor: queryId.optional(),
  store: queryId.optional(),
  action: choice(AUDIT_ACTIONS).optional(),
});

export const auditEntry = z.object({
  id: z.number().int(),
  created_at: z.string(),
  actor: z.object({ id: z.number().int().nullable(), username: z.string() }),
  action: z.enum(AUDIT_ACTIONS),
  object: z.enum(AUDIT_OBJECTS),
  object_id: z.number().int().nullable(),
  object_name: z
    .string()
    .nullable()
    .describe("The object's name when the change was made (null: none kept, e.g. an order, or a record older than names)."),
  object_name_ar: z.string().nullable().describe("The same in Arabic (the English name where it has none)."),
  object_exists: z.boolean().describe("Whether the object is still there, so a reader may be linked to it."),
  store: z.number().int().nullable(),
  /** The fields that changed, as they were (null for a creation)... */
  before: z.record(z.string(), z.unknown()).nullable(),
  /** ...and as they became (null for a deletion). Money is in piasters, as stored. */
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
