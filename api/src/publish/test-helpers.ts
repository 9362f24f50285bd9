// Test helpers for publishing: the rebuilder's calls (with the service secret), the runs and
// their audit records as stored, and a clean slate (no run under way) for each test.
import { env } from "cloudflare:test";
import { and, desc, eq, inArray } from "drizzle-orm";
import { auditLog, publishRuns } from "../../db/schema";
import { api, createUser, db, tokenFor } from "../../test/factories";
import { app } from "../app";
import { SECRET_HEADER } from "./secret";

export const adminToken = async () => tokenFor(await createUser({ role: "super_admin" }));

/** Ends whatever run a previous test left under way, so that Publish is free. */
export async function noRunUnderWay() {
  await db
    .update(publishRuns)
    .set({ status: "failed", error: "ended by the test" })
    .where(inArray(publishRuns.status, ["queued", "building"]));
}

export const runRow = (id: number) => db.select().from(publishRuns).where(eq(publishRuns.id, id)).get();
export const runCount = async () => (await db.select({ id: publishRuns.id }).from(publishRuns).all()).length;

/** The run's audit records, newest first. */
export const recordsOf = (id: number) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.object_type, "publish"), eq(auditLog.object_id, id)))
    .orderBy(desc(auditLog.id))
    .all();

/** A queued run, made through the API as a super admin presses Publish. */
export async function queuedRun(token?: string) {
  await noRunUnderWay();
  const res = await api("POST", "/api/publish/", { token: token ?? (await adminToken()) });
  if (res.status !== 201) throw new Error(`publish answered ${res.status}: ${JSON.stringify(res.data)}`);
  return res.data as { id: number };
}

/** `null` sends no secret at all. */
type Secret = string | null;
const secretHeaders = (secret: Secret): Record<string, string> => (secret === null ? {} : { [SECRET_HEADER]: secret });

/** The rebuilder's report on run `id`; `secret` defaults to the API's own. */
export const report = (id: number, json: unknown, secret: Secret = env.PUBLISH_SECRET ?? null, token?: string) =>
  api("POST", `/api/publish/${id}/progress/`, { json, token, headers: secretHeaders(secret) });

/** The local publisher taking the next queued run. */
export const claim = (secret: Secret = env.PUBLISH_SECRET ?? null, token?: string) =>
  api("POST", "/api/publish/claim/", { token, headers: secretHeaders(secret) });

/** The app called directly with an env of the test's (another secret, another trigger), as the worker would be. */
export async function callWith(overrides: Partial<typeof env>, path: string, init: RequestInit) {
  const res = await app.request(path, init, { ...env, ...overrides });
  const text = await res.text();
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the answer holds, as a client would
  const data: any = text ? JSON.parse(text) : null;
  return { status: res.status, data };
}
