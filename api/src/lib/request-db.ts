// The API's database for the request being served: one Drizzle instance for the isolate, over
// a binding that finds the request's own D1 binding (metered, lib/d1-meter.ts) only when a
// statement runs, through AsyncLocalStorage. A query can then be built once and run by every
// request (`preparedOnce`): with a Drizzle instance per request, every query's SQL was built
// anew each time, which was most of the API worker's own time on a product's page (a CPU
// profile in workerd, docs/performance.md §4). Drizzle's queries run when they are awaited, so
// a query must be awaited inside the request's work (a handler, or a promise it hands to
// waitUntil), which every route does.
import { AsyncLocalStorage } from "node:async_hooks";
import { type Db, openDb } from "../env";

const current = new AsyncLocalStorage<D1Database>();

/** Runs `work` with `d1` as the binding requestDb's statements go to. */
export const withRequestD1 = <T>(d1: D1Database, work: () => Promise<T>): Promise<T> => current.run(d1, work);

function binding(): D1Database {
  const d1 = current.getStore();
  if (!d1) throw new Error("requestDb used outside a request (withRequestD1)");
  return d1;
}

/** A statement that is prepared on the request's binding when it runs. */
class RequestStatement {
  constructor(
    readonly sql: string,
    readonly params: unknown[] = [],
  ) {}

  get inner(): D1PreparedStatement {
    return binding()
      .prepare(this.sql)
      .bind(...this.params);
  }

  bind(...values: unknown[]) {
    return new RequestStatement(this.sql, values);
  }

  all<T>() {
    return this.inner.all<T>();
  }

  raw<T extends unknown[]>() {
    return this.inner.raw<T>();
  }

  run<T>() {
    return this.inner.run<T>();
  }

  first<T>(column?: string) {
    return column === undefined ? this.inner.first<T>() : this.inner.first<T>(column);
  }
}

const requestD1 = {
  prepare: (query: string) => new RequestStatement(query),
  batch: (statements: RequestStatement[]) => binding().batch(statements.map((s) => s.inner)),
  exec: (query: string) => binding().exec(query),
  dump: () => binding().dump(),
  withSession: (constraint?: string) => binding().withSession(constraint),
} as unknown as D1Database;

/** The database of whichever request is being served (set by app.ts for each request). */
export const requestDb: Db = openDb(requestD1);

/**
 * `build(db)` made once per database and kept: for a query whose shape never changes (its
 * values are placeholders), so its SQL is built once, not on every request.
 */
export function preparedOnce<T>(build: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let query = made.get(db);
    if (query === undefined) {
      query = build(db);
      made.set(db, query);
    }
    return query;
  };
}
