import { env } from "cloudflare:test";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDb } from "../env";
import { preparedOnce, requestDb, withRequestD1 } from "./request-db";

describe("the request's database", () => {
  it("runs each statement on the binding of the request it runs in", async () => {
    const seen: string[] = [];
    const named = (name: string) =>
      ({
        prepare: (query: string) => {
          seen.push(name);
          return env.DB.prepare(query);
        },
        batch: (list: D1PreparedStatement[]) => env.DB.batch(list),
      }) as unknown as D1Database;
    const one = preparedOnce((db) => db.all<{ n: number }>(sql`select 1 as n`));
    await Promise.all([
      // Awaited inside: Drizzle's queries run when awaited, and must be awaited in the request.
      withRequestD1(named("a"), async () => await requestDb.all(sql`select 1`)),
      withRequestD1(named("b"), async () => await requestDb.all(sql`select 1`)),
    ]);
    expect(seen.sort()).toEqual(["a", "b"]);
    expect(one(requestDb)).toBe(one(requestDb));
    expect(one(openDb(env.DB))).not.toBe(one(requestDb));
  });

  it("refuses a statement outside a request", async () => {
    const refused = await requestDb.all(sql`select 1`).then(
      () => null,
      (error: Error) => error,
    );
    expect(String((refused?.cause as Error | undefined)?.message)).toMatch(/outside a request/);
  });
});
