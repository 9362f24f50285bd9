// The meter's statement trace: the benchmark replays exactly what it records (its same-SQL
// reference handler, bench/reference/same-sql-replay.ts, tested beside it), so every statement
// must be there, with its parameters and its round trip; and a worker without D1_TRACE must
// never answer with it.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api } from "../../test/factories";
import { emptyCost, meteredD1, type TracedStatement, traceResponse, wantsTrace } from "./d1-meter";

describe("the D1 meter's trace", () => {
  it("records each statement D1 runs, with its parameters, numbered by round trip", async () => {
    const cost = emptyCost();
    const trace: TracedStatement[] = [];
    const db = meteredD1(env.DB, cost, trace);
    await db.prepare("SELECT ? AS a").bind(1).all();
    await db.prepare("SELECT ? AS b, ? AS c").bind("x", 2).first();
    await db.batch([db.prepare("SELECT 3 AS d"), db.prepare("SELECT ? AS e").bind("ف")]);
    const rows = await db.prepare("SELECT ? AS f").bind(4).raw();

    expect(rows).toEqual([[4]]);
    expect(trace).toEqual([
      { sql: "SELECT ? AS a", params: [1], batch: 0 },
      { sql: "SELECT ? AS b, ? AS c", params: ["x", 2], batch: 1 },
      { sql: "SELECT 3 AS d", params: [], batch: 2 },
      { sql: "SELECT ? AS e", params: ["ف"], batch: 2 },
      // raw() is read through all() (see the meter), and that is the SQL D1 ran.
      { sql: "select * from (SELECT ? AS f)", params: [4], batch: 3 },
    ]);
    expect(cost.roundTrips).toBe(4);
  });

  it("records nothing without a trace, and is only asked for with D1_TRACE set to 1", async () => {
    const cost = emptyCost();
    await meteredD1(env.DB, cost).prepare("SELECT 1 AS a").all();
    expect(cost.roundTrips).toBe(1);
    expect(wantsTrace({}, "1")).toBe(false);
    expect(wantsTrace({ D1_TRACE: "0" }, "1")).toBe(false);
    expect(wantsTrace({ D1_TRACE: "1" }, undefined)).toBe(false);
    expect(wantsTrace({ D1_TRACE: "1" }, "1")).toBe(true);
    const answer = traceResponse(201, [{ sql: "SELECT 1", params: [], batch: 0 }]);
    expect(await answer.json()).toEqual({ status: 201, statements: [{ sql: "SELECT 1", params: [], batch: 0 }] });
  });

  it("the test worker (configured as deployed, no D1_TRACE) answers a traced request as any other", async () => {
    const res = await api("GET", "/api/health", { headers: { "x-d1-trace": "1" } });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ status: "ok" });
  });
});
