// The API as the benchmark runs it for its same-SQL reference (bench/lib/stack.mjs snapshotApi):
// the deployed worker (api/src/index.ts), with the statement replay in front of it when
// D1_TRACE is "1" (api/src/lib/same-sql-replay.ts). Never deployed: only the benchmark bundles it.
import api from "../../api/src/index";
import { sameSqlReplay } from "../../api/src/lib/same-sql-replay";
import type { Env } from "../../api/src/env";

export default {
  ...api,
  async fetch(request: Request, env: Env, context: ExecutionContext) {
    if (env.D1_TRACE === "1") {
      const replayed = await sameSqlReplay(request, env.DB);
      if (replayed) return replayed;
    }
    return api.fetch(request, env, context);
  },
} satisfies ExportedHandler<Env>;
