// The benchmark's same-SQL reference handler (docs/performance.md, section 4): a call's own
// statements, recorded by the API's D1 meter trace (api/src/lib/d1-meter.ts), replayed
// without our code. Only the benchmark's entry (same-sql-api.ts) bundles it, not the API.
/**
 * The benchmark's same-SQL reference, served ahead of the app by the benchmark's own entry for
 * the API (same-sql-api.ts; the deployed entry, api/src/index.ts, has none) when
 * D1_TRACE is "1", so that it shares the API's process and database: a second workerd
 * process writing the same local SQLite file meets SQLITE_BUSY (measured: a replayed checkout
 * beside the API's logins failed both ways). `POST /__same-sql/{case}` registers a case's
 * requests, each the statements the API ran for it (`{ requests: [[{ sql, params }]], fresh }`);
 * `GET /__same-sql/{case}/{i}` runs request i's statements as prepared statements in ONE batch and
 * answers their rows as JSON: no framework, no validation, no serialising of ours. `fresh`
 * lists parameter values (a checkout's order and checkout uuids) each replay replaces with new
 * ones, so a replayed checkout writes a new, complete order instead of colliding with one.
 * Answers null for any other path.
 */
type Replay = { fresh: Set<unknown>; requests: { statement: D1PreparedStatement; params: unknown[] }[][] };
const replays = new Map<string, Replay>();

export async function sameSqlReplay(request: Request, db: D1Database): Promise<Response | null> {
  const { pathname } = new URL(request.url);
  if (!pathname.startsWith("/__same-sql/")) return null;
  const register = pathname.match(/^\/__same-sql\/([\w-]+)$/);
  if (register && request.method === "POST") {
    const { requests, fresh = [] } = await request.json<{ requests: { sql: string; params: unknown[] }[][]; fresh?: unknown[] }>();
    replays.set(register[1], {
      fresh: new Set(fresh),
      requests: requests.map((statements) => statements.map(({ sql, params }) => ({ statement: db.prepare(sql), params }))),
    });
    return Response.json({ registered: requests.length });
  }
  const replay = pathname.match(/^\/__same-sql\/([\w-]+)\/(\d+)$/);
  const registered = replay ? replays.get(replay[1]) : undefined;
  const statements = replay && registered?.requests[Number(replay[2])];
  if (!registered || !statements) return Response.json({ detail: "Not registered." }, { status: 404 });
  let bind = (params: unknown[]) => params;
  if (registered.fresh.size) {
    const renamed = new Map<unknown, string>();
    const renew = (v: unknown) => {
      if (!registered.fresh.has(v)) return v;
      if (!renamed.has(v)) renamed.set(v, crypto.randomUUID());
      return renamed.get(v);
    };
    bind = (params) => params.map(renew);
  }
  try {
    const results = await db.batch(statements.map(({ statement, params }) => statement.bind(...bind(params))));
    return Response.json(results.map((r) => r.results));
  } catch (error) {
    return Response.json({ detail: String(error instanceof Error ? error.message : error) }, { status: 500 });
  }
}
