// What a request costs the database: round trips and rows read, summed from the `meta` that D1
// returns with every result. The catalogue's reads must cost the page, not the catalogue
// (docs/performance.md); this is how the benchmark and the tests see it. Every answer carries
// it in `Server-Timing` (d1-trips, d1-rows-read, d1-rows-written).

export interface D1Cost {
  roundTrips: number;
  rowsRead: number;
  rowsWritten: number;
}

export const emptyCost = (): D1Cost => ({ roundTrips: 0, rowsRead: 0, rowsWritten: 0 });

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
    private readonly sql: string,
    private readonly params: unknown[] = [],
  ) {}

  get inner() {
    return this.db.prepare(this.sql).bind(...this.params);
  }

  bind(...values: unknown[]) {
    return new MeteredStatement(this.db, this.cost, this.sql, values);
  }

  async all<T>() {
    const result = await this.inner.all<T>();
    add(this.cost, [result.meta]);
    return result;
  }

  async run<T>() {
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
    const result = await this.db
      .prepare(sql)
      .bind(...this.params)
      .all<Record<string, unknown>>();
    add(this.cost, [result.meta]);
    if (result.results.some(hasIndexLikeKey)) {
      this.cost.roundTrips += 1;
      return this.inner.raw<T>();
    }
    return result.results.map((row) => Object.values(row) as T);
  }
}

/** The database binding, counting into `cost`; everything else passes through. */
export function meteredD1(db: D1Database, cost: D1Cost): D1Database {
  const metered = {
    prepare: (query: string) => new MeteredStatement(db, cost, query),
    async batch(statements: MeteredStatement[]) {
      const results = await db.batch(statements.map((s) => s.inner));
      add(
        cost,
        results.map((r) => r.meta),
      );
      return results;
    },
    exec: async (query: string) => {
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
