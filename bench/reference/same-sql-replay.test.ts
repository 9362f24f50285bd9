// The same-SQL replay (docs/performance.md, section 4) runs in workerd against a real local D1,
// as it does inside the API during `npm run bench`.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { sameSqlReplay } from "./same-sql-replay";

describe("the benchmark's same-SQL replay", () => {
  it("replays registered statements in one batch, with fresh values renewed on each replay", async () => {
    const post = (path: string, json: unknown) =>
      sameSqlReplay(new Request(`http://x${path}`, { method: "POST", body: JSON.stringify(json) }), env.DB);
    const get = async (path: string) => (await sameSqlReplay(new Request(`http://x${path}`), env.DB))!;
    const uuid = crypto.randomUUID();
    const registered = await post("/__same-sql/t", {
      requests: [
        [
          { sql: "SELECT ? AS a", params: [uuid] },
          { sql: "SELECT ? AS b, ? AS c", params: [uuid, 2] },
        ],
      ],
      fresh: [uuid],
    });
    expect(await registered!.json()).toEqual({ registered: 1 });
    const first = (await (await get("/__same-sql/t/0")).json()) as [[{ a: string }], [{ b: string; c: number }]];
    const second = (await (await get("/__same-sql/t/0")).json()) as [[{ a: string }], [{ b: string }]];
    // One new value per replay, the same in every statement of it.
    expect(first[0][0].a).not.toBe(uuid);
    expect(first[1][0]).toEqual({ b: first[0][0].a, c: 2 });
    expect(second[0][0].a).not.toBe(first[0][0].a);
    expect((await get("/__same-sql/t/1")).status).toBe(404);
    expect(await sameSqlReplay(new Request("http://x/api/health"), env.DB)).toBeNull();
  });
});
