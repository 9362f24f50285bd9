import { drizzle } from "drizzle-orm/d1";
import * as schema from "../db/schema";
import { app } from "./app";
import { pruneSignInRecords } from "./auth/prune";
import type { Env } from "./env";
import { sameSqlReplay } from "./lib/d1-meter";

export default {
  async fetch(request, env, context) {
    // The benchmark's same-SQL reference (lib/d1-meter.ts), only where D1_TRACE is "1": never deployed.
    if (env.D1_TRACE === "1") {
      const replayed = await sameSqlReplay(request, env.DB);
      if (replayed) return replayed;
    }
    return app.fetch(request, env, context);
  },
  // Cron trigger (wrangler.jsonc "triggers"): hourly house-keeping.
  async scheduled(_controller, env, context) {
    context.waitUntil(pruneSignInRecords(drizzle(env.DB, { schema })));
  },
} satisfies ExportedHandler<Env>;
