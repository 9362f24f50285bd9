import { app } from "./app";
import { pruneSignInRecords } from "./auth/prune";
import { mergeSearchIndexes } from "./catalog/search-index";
import { type Env, openDb } from "./env";
import { consume, type Message, sweep } from "./notifications/queue";
import { cancelUnconfirmed } from "./orders/confirmation";
import { checkImport, giveUpImport, IMPORT_RETRIES, OFFER_IMPORT_QUEUE } from "./offer-imports/check";
import { dispatchDueRun } from "./publish/dispatch";
import { expireCashback } from "./wallet/expire";

/** wrangler.jsonc "triggers": the minute's job starts publish runs that have come due. */
const EVERY_MINUTE = "* * * * *";
/** Index pages (4 KB each) the hourly merge writes at most, per search index. */
const SEARCH_MERGE_PAGES = 1000;

export default {
  fetch: app.fetch,
  // Cron trigger (wrangler.jsonc "triggers"): hourly house-keeping. The search indexes
  // get a bounded merge: a few MB written an hour keeps a catalogue edited one product at a
  // time near the one-segment index a bulk load ends with (search-index.ts). Cashback past its
  // expiry gets its `cashback_expired` ledger row (wallet/expire.ts, ADR 0034; reads ignore an
  // expired lot before that, so an hour's delay changes no balance).
  // Every minute, an automatic publish run that has come due is handed to GitHub's workflow
  // (publish/dispatch.ts; locally the publisher claims it and this does nothing), and the
  // notifications left in the outbox are handed to the queue (notifications/queue.ts), and the
  // orders not confirmed by their deadline are cancelled (orders/confirmation.ts, ADR 0033; an
  // indexed read that finds nothing most minutes; their notices go with the next minute's sweep).
  async scheduled(controller, env, context) {
    const db = openDb(env.DB);
    if (controller.cron === EVERY_MINUTE) {
      context.waitUntil(Promise.all([dispatchDueRun(db, env), sweep(env), cancelUnconfirmed(db)]));
      return;
    }
    context.waitUntil(Promise.all([pruneSignInRecords(db), mergeSearchIndexes(db, SEARCH_MERGE_PAGES), expireCashback(db)]));
  },
  // The notifications queue and its dead letters (wrangler.jsonc "queues"; ADR 0025), and the
  // offer imports' checks (ADR 0037; a check that fails is tried again, then the import is failed).
  async queue(batch, env, _context) {
    if (batch.queue === OFFER_IMPORT_QUEUE) {
      for (const message of batch.messages) {
        const id = Number(message.body?.id);
        if (!Number.isSafeInteger(id)) {
          message.ack();
          continue;
        }
        try {
          await checkImport(openDb(env.DB), env, id);
          message.ack();
        } catch {
          if (message.attempts > IMPORT_RETRIES) {
            await giveUpImport(openDb(env.DB), id);
            message.ack();
          } else message.retry({ delaySeconds: 5 * message.attempts });
        }
      }
      return;
    }
    await consume(batch, env);
  },
} satisfies ExportedHandler<Env, Message>;
