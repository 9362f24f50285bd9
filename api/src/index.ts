import { app } from "./app";
import { pruneSignInRecords } from "./auth/prune";
import { type Env, openDb } from "./env";

export default {
  fetch: app.fetch,
  // Cron trigger (wrangler.jsonc "triggers"): hourly house-keeping.
  async scheduled(_controller, env, context) {
    context.waitUntil(pruneSignInRecords(openDb(env.DB)));
  },
} satisfies ExportedHandler<Env>;
