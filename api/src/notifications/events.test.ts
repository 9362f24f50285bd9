// The first events wired (ADR 0025): a password change, an e-mail change and a publish run's end
// each write their notification in the same batch as the change, and the running worker hands
// it to the queue after the answer: the queue (run by the test pool in workerd, as wrangler dev
// runs it) reaches the consumer, which hands the e-mail to the send_email binding.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { publishRuns } from "../../db/schema";
import { api, createUser, db, PASSWORD, tokenFor, unique } from "../../test/factories";
import { claim, queuedRun, report } from "../publish/test-helpers";
import { deliveriesOf, noticesOf } from "./test-helpers";

const withEmail = async (overrides: Parameters<typeof createUser>[0] = {}) => {
  const user = await createUser({ email: `${unique("e")}@example.com`, email_verified: true, ...overrides });
  return { user, token: await tokenFor(user) };
};

/** Waits for the queue to have delivered notification `id` on every channel (the real queue, in workerd). */
async function delivered(id: number, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const rows = await deliveriesOf(id);
    if (rows.length && rows.every((r) => r.status === "sent")) return rows;
    if (Date.now() > until) throw new Error(`not delivered: ${JSON.stringify(rows)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("security notices", () => {
  it("a password change notifies the account, and the queue delivers it by e-mail", async () => {
    const { user, token } = await withEmail();
    const res = await api("PUT", "/api/auth/change-password/", { token, json: { old_password: PASSWORD, new_password: "Newer-Pass-2" } });
    expect(res.status).toBe(200);
    const [notice] = await noticesOf(user.id);
    expect(notice).toMatchObject({ kind: "password_changed", read_at: null });
    expect(await delivered(notice.id)).toMatchObject([{ channel: "email", recipient: user.email, attempts: 1 }]);
  });

  it("a refused password change notifies no one", async () => {
    const { user, token } = await withEmail();
    const res = await api("PUT", "/api/auth/change-password/", { token, json: { old_password: "Wrong-Pass-1", new_password: "Newer-Pass-2" } });
    expect(res.status).toBe(400);
    expect(await noticesOf(user.id)).toEqual([]);
  });

  it("an e-mail change notifies the account with the old and new address; the same address again does not", async () => {
    const { user, token } = await withEmail();
    const email = `${unique("new")}@example.com`;
    expect((await api("PATCH", "/api/auth/profile/", { token, json: { email } })).status).toBe(200);
    // The new address gets its code (auth/verify.test.ts); the notice is the older of the two.
    const [code, notice] = await noticesOf(user.id);
    expect([code.kind, notice.kind]).toEqual(["contact_code", "email_changed"]);
    expect(JSON.parse(notice.payload)).toEqual({ old_email: user.email, new_email: email, old_verified: true });
    expect((await delivered(notice.id))[0].recipient).toBe(user.email);
    expect((await api("PATCH", "/api/auth/profile/", { token, json: { email, first_name: "Same" } })).status).toBe(200);
    expect((await api("PATCH", "/api/auth/profile/", { token, json: { first_name: "Other" } })).status).toBe(200);
    expect(await noticesOf(user.id)).toHaveLength(2);
  });

  it("an e-mail change refused (the address is taken) notifies no one", async () => {
    const { user, token } = await withEmail();
    const other = await createUser({ email: `${unique("taken")}@example.com` });
    expect((await api("PATCH", "/api/auth/profile/", { token, json: { email: other.email } })).status).toBe(400);
    expect(await noticesOf(user.id)).toEqual([]);
  });
});

describe("the profile's language", () => {
  it("is the site's at registration, and can be changed", async () => {
    const username = unique("reg");
    const json = { username, email: `${username.toLowerCase()}@example.com`, password: "Good-Pass-1", password2: "Good-Pass-1" };
    const res = await api("POST", "/api/auth/register/", { json, headers: { "accept-language": "ar" } });
    expect(res.status).toBe(201);
    const token = res.data.access as string;
    expect((await api("GET", "/api/auth/profile/", { token })).data.language).toBe("ar");
    const changed = await api("PATCH", "/api/auth/profile/", { token, json: { language: "en" } });
    expect(changed.data.language).toBe("en");
    const explicit = await api("POST", "/api/auth/register/", {
      json: { ...json, username: unique("reg"), email: `${unique("reg")}@example.com`, language: "en" },
      headers: { "accept-language": "ar" },
    });
    expect((await api("GET", "/api/auth/profile/", { token: explicit.data.access })).data.language).toBe("en");
  });

  it("refuses a language it does not speak", async () => {
    const { token } = await withEmail();
    const res = await api("PATCH", "/api/auth/profile/", { token, json: { language: "fr" } });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ language: ["Select a valid choice. fr is not one of the available choices."] });
  });
});

describe("publish runs", () => {
  it("tell the super admin who started the run that it finished, or why it failed", async () => {
    const admin = await createUser({ role: "super_admin", email: `${unique("a")}@example.com`, email_verified: true });
    const token = await tokenFor(admin);
    const run = await queuedRun(token);
    expect((await claim()).status).toBe(200);
    expect((await report(run.id, { status: "done", pages: 240 })).status).toBe(200);
    const [done] = await noticesOf(admin.id);
    expect(done.kind).toBe("publish_done");
    expect(JSON.parse(done.payload)).toEqual({ run_id: run.id, pages: 240 });
    // A report the run refuses (it finished) notifies no one again.
    expect((await report(run.id, { status: "failed", error: "late" })).status).toBe(409);
    expect(await noticesOf(admin.id)).toHaveLength(1);

    const second = await queuedRun(token);
    await claim();
    expect((await report(second.id, { status: "failed", error: "astro build: exit 1" })).status).toBe(200);
    const [failed] = await noticesOf(admin.id);
    expect(failed.kind).toBe("publish_failed");
    expect(JSON.parse(failed.payload)).toEqual({ run_id: second.id, error: "astro build: exit 1" });
  });

  it("tell the super admin who started a run that nobody took that it was given up", async () => {
    const admin = await createUser({ role: "super_admin" });
    const token = await tokenFor(admin);
    const run = await queuedRun(token);
    const longAgo = new Date(Date.now() - 30 * 60_000).toISOString();
    await db.update(publishRuns).set({ reported_at: longAgo, created_at: longAgo }).where(eq(publishRuns.id, run.id));
    expect((await api("GET", "/api/publish/", { token })).status).toBe(200);
    const [notice] = await noticesOf(admin.id);
    expect(notice.kind).toBe("publish_failed");
    expect(JSON.parse(notice.payload)).toMatchObject({ run_id: run.id, error: expect.stringContaining("No rebuilder took this run") });
    // Read again: given up once, told once.
    await api("GET", "/api/publish/", { token });
    expect(await noticesOf(admin.id)).toHaveLength(1);
  });

  it("tell nobody of an automatic run", async () => {
    const admin = await createUser({ role: "super_admin" });
    const run = await queuedRun(await tokenFor(admin));
    await db.update(publishRuns).set({ cause: "auto" }).where(eq(publishRuns.id, run.id));
    await claim();
    expect((await report(run.id, { status: "done", pages: 3 })).status).toBe(200);
    expect(await noticesOf(admin.id)).toEqual([]);
  });
});
