// The part of autocannon (which ships no types) that bench/lib/load.mjs uses.
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request) => Request;
  }

  /** A connection; `headers` gives http-parser-js's `{ statusCode, headers: [name, value, ...] }`. */
  interface Client extends EventEmitter {
    on(event: "request", listener: () => void): this;
    on(event: "headers", listener: (info: { statusCode: number; headers: unknown[] }) => void): this;
  }

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    sampleInt?: number;
    timeout?: number;
    requests?: Request[];
    setupClient?: (client: Client) => void;
  }

  interface Result {
    errors: number;
    timeouts: number;
  }

  interface Instance extends EventEmitter {
    on(event: "response", listener: (client: Client, statusCode: number, bytes: number, ms: number) => void): this;
  }

  function autocannon(options: Options, done: (error: Error | null, result: Result) => void): Instance;
  namespace autocannon {
    export type { Client, Instance, Options, Request, Result };
  }
  export default autocannon;
}
