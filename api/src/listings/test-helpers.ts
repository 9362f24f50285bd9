// Helpers for the listings tests (factories.ts is shared and left alone).
import { env } from "cloudflare:test";
import { asc, eq } from "drizzle-orm";
import * as schema from "../../db/schema";
import { db } from "../../test/factories";
import { type Db, openDb } from "../env";

/** Every listing row of a branch, to compare before and after a refused write. */
export const branchRows = (branchId: number) =>
  db.select().from(schema.branchProducts).where(eq(schema.branchProducts.branch_id, branchId)).orderBy(asc(schema.branchProducts.id));

/** A Drizzle database that counts the SQL statements it prepares. */
export function countingDb(): { db: Db; statements: () => number } {
  let statements = 0;
  const d1 = env.DB;
  const counted = {
    prepare: (query: string) => {
      statements++;
      return d1.prepare(query);
    },
    batch: (list: D1PreparedStatement[]) => d1.batch(list),
    exec: (query: string) => d1.exec(query),
    dump: () => d1.dump(),
  } as unknown as D1Database;
  return { db: openDb(counted), statements: () => statements };
}
