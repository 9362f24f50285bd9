// The API as the benchmark runs it for its same-SQL reference (bench/lib/stack.mjs snapshotApi):
// the deployed worker (api/src/index.ts), with the statement replay in front of it when
// D1_TRACE is "1" (same-sql-replay.ts, beside it). Never deployed: only the benchmark bundles it.
import api from "../../api/src/index";
import type { Env } from "../../api/src/env";
import type { Message } from "../../api/src/notifications/queue";
import { sameSqlReplay } from "./same-sql-replay";

export default {
  ...api,
  async fetch(request: Request, env: Env, context: ExecutionContext) {
    if (env.D1_TRACE === "1") {
      const replayed = await sameSqlReplay(request, env.DB);
      if (replayed) return replayed;
    }
    return api.fetch(request, env, context);
  },
} satisfies ExportedHandler<Env, Message>;
