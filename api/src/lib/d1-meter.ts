// What a request costs the database: round trips and rows read, summed from the `meta` that D1
// returns with every result. The catalogue's reads must cost the page, not the catalogue
// (docs/performance.md); this is how the benchmark and the tests see it. Every answer carries
// it in `Server-Timing` (d1-trips, d1-rows-read, d1-rows-written).
//
// The benchmark also needs the statements themselves, to run a call's own SQL without our code
// around it (its same-SQL reference handler). With D1_TRACE set to "1", which only the
// benchmark's `wrangler dev --var` does (scripts/deploy-check.mjs refuses a configuration that
// sets it), a request sent with `X-D1-Trace: 1` is answered with the statements it ran instead
// of its body; the benchmark's own entry (bench/reference/same-sql-api.ts) replays such
// statements (bench/reference/same-sql-replay.ts). The deployed worker has no replay.

export interface D1Cost {
  roundTrips: number;
  rowsRead: number;
  rowsWritten: number;
}

export const emptyCost = (): D1Cost => ({ roundTrips: 0, rowsRead: 0, rowsWritten: 0 });

/** A statement as D1 ran it; `batch` numbers the round trip it went in (statements of one batch share it). */
export interface TracedStatement {
  sql: string;
  params: unknown[];
  batch: number;
}

type Meta = { rows_read?: number; rows_written?: number } | undefined;

function add(cost: D1Cost, metas: Meta[]) {
  cost.roundTrips += 1;
  for (const meta of metas) {
    cost.rowsRead += meta?.rows_read ?? 0;
    cost.rowsWritten += meta?.rows_written ?? 0;
  }
}

// A column named like an array index ("1", from `select 1`) is moved first among an object's
// keys, so its row cannot be read back in column order.
const hasIndexLikeKey = (row: Record<string, unknown>) => Object.keys(row).some((k) => /^\d+$/.test(k));

class MeteredStatement {
  constructor(
    private readonly db: D1Database,
    private readonly cost: D1Cost,
    readonly sql: string,
    readonly params: unknown[] = [],
    private readonly trace?: TracedStatement[],
  ) {}

  private traced(sql = this.sql) {
    this.trace?.push({ sql, params: this.params, batch: this.cost.roundTrips });
  }

  get inner() {
    return this.db.prepare(this.sql).bind(...this.params);
  }

  bind(...values: unknown[]) {
    return new MeteredStatement(this.db, this.cost, this.sql, values, this.trace);
  }

  async all<T>() {
    this.traced();
    const result = await this.inner.all<T>();
    add(this.cost, [result.meta]);
    return result;
  }

  async run<T>() {
    this.traced();
    const result = await this.inner.run<T>();
    add(this.cost, [result.meta]);
    return result;
  }

  async first<T>(column?: string) {
    const { results } = await this.all<Record<string, unknown>>();
    const row = results[0];
    if (row === undefined) return null;
    return (column === undefined ? row : row[column]) as T;
  }

  // D1's `raw()` (rows as arrays, which Drizzle reads its selects with) drops the meta, so
  // the rows come from `all()` and are put back in column order. Objects keep one value per
  // name, so a SELECT is read through `select * from (...)`, where SQLite names a repeated
  // column "name:1"; writes return one table's columns, which cannot repeat.
  async raw<T extends unknown[]>(): Promise<T[]> {
    const sql = /^\s*select\b/i.test(this.sql) ? `select * from (${this.sql})` : this.sql;
    this.traced(sql);
    const result = await this.db
      .prepare(sql)
      .bind(...this.params)
      .all<Record<string, unknown>>();
    add(this.cost, [result.meta]);
    if (result.results.some(hasIndexLikeKey)) {
      this.traced();
      this.cost.roundTrips += 1;
      return this.inner.raw<T>();
    }
    return result.results.map((row) => Object.values(row) as T);
  }
}

/**
 * The database binding, counting into `cost` (and, given `trace`, recording each statement in
 * the order D1 ran it); everything else passes through.
 */
export function meteredD1(db: D1Database, cost: D1Cost, trace?: TracedStatement[]): D1Database {
  const metered = {
    prepare: (query: string) => new MeteredStatement(db, cost, query, [], trace),
    async batch(statements: MeteredStatement[]) {
      for (const s of statements) trace?.push({ sql: s.sql, params: s.params, batch: cost.roundTrips });
      const results = await db.batch(statements.map((s) => s.inner));
      add(
        cost,
        results.map((r) => r.meta),
      );
      return results;
    },
    exec: async (query: string) => {
      trace?.push({ sql: query, params: [], batch: cost.roundTrips });
      cost.roundTrips += 1;
      return db.exec(query);
    },
    dump: () => db.dump(),
    withSession: (constraint?: string) => db.withSession(constraint),
  };
  return metered as unknown as D1Database;
}

/** The `Server-Timing` value for a request's cost. */
export const serverTiming = (cost: D1Cost) =>
  `d1-trips;desc=${cost.roundTrips}, d1-rows-read;desc=${cost.rowsRead}, d1-rows-written;desc=${cost.rowsWritten}`;

/** Whether this request asks for its statements and the worker allows it (D1_TRACE, see above). */
export const wantsTrace = (env: { D1_TRACE?: string }, header: string | undefined) => env.D1_TRACE === "1" && header === "1";

/** The answer to a traced request: its own status and the statements it ran, instead of its body. */
export const traceResponse = (status: number, trace: TracedStatement[]) =>
  Response.json({ status, statements: trace }, { headers: { "Cache-Control": "no-store" } });
