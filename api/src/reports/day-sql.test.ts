import { sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { db } from "../../test/factories";
import { cairoDay } from "../cash/day";
import { cairoDaySql } from "./day-sql";

const HOUR = 3_600_000;

/** Each instant's day as SQL computes it, in one statement. */
async function sqlDays(instants: number[]): Promise<string[]> {
  const values = instants.map((t) => `('${new Date(t).toISOString()}')`).join(", ");
  const rows = await db.all<{ day: string }>(sql.raw(`select ${cairoDaySql("column1")} as day from (values ${values})`));
  return rows.map((r) => r.day);
}

describe("cairoDaySql", () => {
  it("agrees with Intl's Africa/Cairo on every hour around each daylight-saving change, 2023-2035", async () => {
    const instants: number[] = [];
    for (let year = 2023; year <= 2035; year++) {
      // The changes fall in the last week of April and of October: every 10 minutes of those weeks' ends.
      for (const month of [3, 9]) {
        const start = Date.UTC(year, month, 22);
        for (let t = start; t < start + 10 * 24 * HOUR; t += HOUR / 6) instants.push(t);
      }
    }
    for (let i = 0; i < instants.length; i += 400) {
      const chunk = instants.slice(i, i + 400);
      expect(await sqlDays(chunk)).toEqual(chunk.map((t) => cairoDay(t)));
    }
  });

  it("agrees with Intl for random instants 2020-2040", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2040, 0, 1) }), { minLength: 1, maxLength: 200 }),
        async (ts) => {
          expect(await sqlDays(ts)).toEqual(ts.map((t) => cairoDay(t)));
        },
      ),
      { numRuns: 20 },
    );
  });
});
