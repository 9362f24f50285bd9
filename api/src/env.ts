import type { DrizzleD1Database } from "drizzle-orm/d1";
import type * as schema from "../db/schema";

export interface Env {
  DB: D1Database;
  MEDIA: R2Bucket;
  /** A secret (never in the repository): `wrangler secret put` in production, `.dev.vars` locally. Checked by auth/tokens.ts. */
  JWT_SECRET?: string;
  /** "true" only where every request comes through Cloudflare, which sets CF-Connecting-IP (auth/rate-limit.ts). */
  TRUST_CF_CONNECTING_IP?: string;
}

export type Db = DrizzleD1Database<typeof schema>;

/** The signed-in user as the routes see it; loaded from the database on each request. */
export interface AuthUser {
  id: number;
  username: string;
  role: schema.Role;
}

export interface AppEnv {
  Bindings: Env;
  Variables: { db: Db; user: AuthUser | null };
}
