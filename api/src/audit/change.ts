// What one audit record says: who did what to which object (record.ts writes it, names.ts
// finds the object's name). Its own file, so that both import it and neither the other.
import type { SQL } from "drizzle-orm";
import type { AuditObject } from "../../db/schema";

export type AuditAction = "create" | "update" | "delete";

export interface Change {
  action: AuditAction;
  object: AuditObject;
  /** The object's id, or a subquery that finds it when the same batch creates it. */
  id: number | SQL;
  /** The store the object belongs to (null for categories and users). */
  store: number | SQL | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /**
   * False when the statement just before is not the change itself (a change made of several
   * statements, decided before the batch): the record is then written unconditionally.
   */
  guarded?: boolean;
}
