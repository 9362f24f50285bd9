import { drizzle } from "drizzle-orm/d1";
import * as schema from "../db/schema";
import { app } from "./app";
import { pruneSignInRecords } from "./auth/prune";
import type { Env } from "./env";

export default {
  fetch: app.fetch,
  // Cron trigger (wrangler.jsonc "triggers"): hourly house-keeping.
  async scheduled(_controller, env, context) {
    context.waitUntil(pruneSignInRecords(drizzle(env.DB, { schema })));
  },
} satisfies ExportedHandler<Env>;
