import { type DrizzleD1Database, drizzle } from "drizzle-orm/d1";
import type * as schema from "../db/schema";

export interface Env {
  DB: D1Database;
  MEDIA: R2Bucket;
  /** Cloudflare Images (media/variants.ts): picture variants by width and format. Locally wrangler runs it with Sharp. */
  IMAGES: ImagesBinding;
  /** A secret (never in the repository): `wrangler secret put` in production, `.dev.vars` locally. Checked by auth/tokens.ts. */
  JWT_SECRET?: string;
  /** "true" only where every request comes through Cloudflare, which sets CF-Connecting-IP (auth/rate-limit.ts). */
  TRUST_CF_CONNECTING_IP?: string;
  /** Publishing (src/publish, ADR 0016): the rebuilder's secret (never in the repository, like JWT_SECRET)... */
  PUBLISH_SECRET?: string;
  /** ...how a run starts: "github" dispatches the rebuild workflow; anything else waits for a local publisher... */
  PUBLISH_TRIGGER?: string;
  /** ...and, for "github": the repository ("owner/name"), a token allowed to run its workflows (a secret), the workflow file and branch. */
  GITHUB_REPOSITORY?: string;
  GITHUB_TOKEN?: string;
  PUBLISH_WORKFLOW?: string;
  PUBLISH_REF?: string;
  /**
   * Seconds an automatic run waits after the last storefront change (default 180), and at most
   * after the first (default 600), before it is built (publish/schedule.ts). The test harness
   * sets them long, so no rebuild starts by itself during the browser tests.
   */
  PUBLISH_DELAY?: string;
  PUBLISH_MAX_WAIT?: string;
  /** GitHub's REST API; only tests point it elsewhere. */
  GITHUB_API_URL?: string;
  /** Notifications (src/notifications, ADR 0025): the queue the outbox is handed to... */
  NOTIFY_QUEUE?: Queue<{ id: number }>;
  /** Offer imports (src/offer-imports, ADR 0037): the queue that checks an uploaded file. */
  IMPORT_QUEUE?: Queue<{ id: number }>;
  /** ...Cloudflare Email Service's binding (wrangler simulates it locally) and the sender it writes as... */
  EMAIL?: SendEmail;
  EMAIL_FROM?: string;
  /** ...the site's origin, for the absolute links in e-mails and WhatsApp messages... */
  SITE_ORIGIN?: string;
  /** ...and the WhatsApp Cloud API: on only when the secret token is set (with the sending number's id). */
  WHATSAPP_TOKEN?: string;
  WHATSAPP_PHONE_NUMBER_ID?: string;
  /** graph.facebook.com; only tests point it elsewhere. */
  WHATSAPP_API_URL?: string;
  /** "1" only in the benchmark's `wrangler dev` (lib/d1-meter.ts): lets a request ask for the statements it ran. Never deployed. */
  D1_TRACE?: string;
}

export type Db = DrizzleD1Database;

/**
 * Drizzle over a D1 binding. Without the schema: nothing uses Drizzle's relational queries
 * (`db.query`), and building their configuration from the schema ran on every request and
 * took about a quarter of the API worker's time on a product list (a CPU profile in workerd,
 * docs/performance.md §4).
 */
export const openDb = (d1: D1Database) => drizzle(d1);

/** The signed-in user as the routes see it; loaded from the database on each request. */
export interface AuthUser {
  id: number;
  username: string;
  role: schema.Role;
  /** The session the access token belongs to (issue 28 point 5); absent in tokens from before sessions. */
  session?: string;
}

export interface AppEnv {
  Bindings: Env;
  Variables: { db: Db; user: AuthUser | null };
}
