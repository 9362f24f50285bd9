// Pressing Publish (POST /publish/) and reading the runs (GET /publish/): only a super admin;
// one run under way at a time, however many presses; a run nobody attends is given up.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { publishRuns } from "../../db/schema";
import { accessMatrix } from "../../test/access-matrix";
import { api, createUser, db, tokenFor } from "../../test/factories";
import { adminToken, noRunUnderWay, queuedRun, recordsOf, runCount, runRow } from "./test-helpers";

beforeEach(noRunUnderWay);

describe("POST /publish/", () => {
  accessMatrix(
    { guest: 401, customer: 403, otherOwner: 403, owner: 403, manager: 403, otherManager: 403, superAdmin: 201 },
    {
      setup: noRunUnderWay,
      call: ({ token }) => api("POST", "/api/publish/", { token }),
      state: runCount,
      allowed: async ({ user }, res) => {
        expect(res.data).toMatchObject({ status: "queued", requested_by: { id: user!.id }, pages: null, error: null, started_at: null });
      },
    },
  );

  it("queues a run in the requester's name, and records who asked", async () => {
    const admin = await createUser({ role: "super_admin" });
    const res = await api("POST", "/api/publish/", { token: await tokenFor(admin) });
    expect(res.status).toBe(201);
    expect(res.data).toEqual({
      id: expect.any(Number),
      status: "queued",
      step: null,
      pages_done: null,
      pages_total: null,
      pages: null,
      error: null,
      log_url: null,
      requested_by: { id: admin.id, username: admin.username },
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      started_at: null,
      finished_at: null,
      cause: "manual",
      change_count: 0,
      // A super admin's run is due at once.
      due_at: res.data.created_at,
    });
    expect(await recordsOf(res.data.id)).toMatchObject([
      { action: "create", actor_id: admin.id, actor_username: admin.username, store_id: null, before: null, after: { status: "queued" } },
    ]);
  });

  it("starts nothing on a second press while a run is under way: 409 names that run", async () => {
    const token = await adminToken();
    const first = await queuedRun(token);
    const before = await runCount();
    const again = await api("POST", "/api/publish/", { token });
    expect(again.status).toBe(409);
    expect(again.data).toMatchObject({
      detail: "The storefront is already being published; wait for that run to finish.",
      run: { id: first.id, status: "queued" },
    });
    // Also while it builds.
    await db.update(publishRuns).set({ status: "building" }).where(eq(publishRuns.id, first.id));
    expect((await api("POST", "/api/publish/", { token: await adminToken() })).status).toBe(409);
    expect(await runCount()).toBe(before);
    expect(await recordsOf(first.id)).toHaveLength(1);

    const arabic = await api("POST", "/api/publish/", { token, headers: { "accept-language": "ar" } });
    expect(arabic.data.detail).toBe("يجري نشر المتجر بالفعل؛ انتظر حتى ينتهي هذا النشر.");
  });

  it("makes one run of many presses at the same moment", async () => {
    const tokens = await Promise.all(Array.from({ length: 6 }, adminToken));
    const before = await runCount();
    const answers = await Promise.all(tokens.map((token) => api("POST", "/api/publish/", { token })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await runCount()).toBe(before + 1);
    const made = answers.find((a) => a.status === 201)!.data.id;
    expect(answers.filter((a) => a.status === 409).map((a) => a.data.run.id)).toEqual(Array(5).fill(made));
  });

  it("refuses a second row waiting or building even written around the route (the partial unique index)", async () => {
    await queuedRun();
    await expect(db.insert(publishRuns).values({ requested_by_username: "sneaky", status: "queued" })).rejects.toThrow();
    // One run may build while the next waits (changes made during a build), but not two.
    await db.insert(publishRuns).values({ requested_by_username: "builder", status: "building" });
    await expect(db.insert(publishRuns).values({ requested_by_username: "sneaky", status: "building" })).rejects.toThrow();
    // Finished runs are not limited.
    await db.insert(publishRuns).values([
      { requested_by_username: "old", status: "done", pages: 3 },
      { requested_by_username: "old", status: "failed", error: "x" },
    ]);
  });

  it("starts again once the run has finished", async () => {
    const token = await adminToken();
    const first = await queuedRun(token);
    await db.update(publishRuns).set({ status: "done", pages: 10 }).where(eq(publishRuns.id, first.id));
    const second = await api("POST", "/api/publish/", { token });
    expect(second.status).toBe(201);
    expect(second.data.id).toBeGreaterThan(first.id);
  });
});

describe("GET /publish/", () => {
  accessMatrix(
    { guest: 401, customer: 403, otherOwner: 403, owner: 403, manager: 403, otherManager: 403, superAdmin: 200 },
    { call: ({ token }) => api("GET", "/api/publish/", { token }) },
  );

  it("shows the run under way and the last ten, newest first, and how runs start here", async () => {
    const old = Array.from({ length: 11 }, (_, i) => ({ requested_by_username: `u${i}`, status: "done" as const, pages: i }));
    await db.insert(publishRuns).values(old);
    const current = await queuedRun();
    const res = await api("GET", "/api/publish/", { token: await adminToken() });
    expect(res.status).toBe(200);
    expect(res.data.trigger).toBe("local");
    expect(res.data.current).toMatchObject({ id: current.id, status: "queued" });
    expect(res.data.runs).toHaveLength(10);
    expect(res.data.runs[0].id).toBe(current.id);
    const ids = res.data.runs.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it("has no current run when none is under way", async () => {
    await db.insert(publishRuns).values({ requested_by_username: "x", status: "done", pages: 1 });
    const res = await api("GET", "/api/publish/", { token: await adminToken() });
    expect(res.data.current).toBeNull();
    expect(res.data.runs[0]).toMatchObject({ status: "done", pages: 1 });
  });
});

describe("a run nobody attends", () => {
  const longAgo = new Date(Date.now() - 60 * 60_000).toISOString();

  it("is given up when no publisher took it in time, so Publish is free again", async () => {
    const stale = await queuedRun();
    await db.update(publishRuns).set({ reported_at: longAgo }).where(eq(publishRuns.id, stale.id));
    const token = await adminToken();
    const res = await api("GET", "/api/publish/", { token });
    expect(res.data.current).toBeNull();
    expect(res.data.runs[0]).toMatchObject({
      id: stale.id,
      status: "failed",
      error: expect.stringMatching(/^No rebuilder took this run within 3 minutes/),
    });
    expect((await runRow(stale.id))?.finished_at).not.toBeNull();
    expect((await recordsOf(stale.id))[0]).toMatchObject({
      action: "update",
      actor_id: null,
      actor_username: "publisher",
      before: { status: "queued" },
      after: { status: "failed" },
    });
    expect((await api("POST", "/api/publish/", { token })).status).toBe(201);
  });

  it("is given up when its builder stopped reporting; a build that reports recently is not", async () => {
    const quiet = await queuedRun();
    await db.update(publishRuns).set({ status: "building", reported_at: longAgo }).where(eq(publishRuns.id, quiet.id));
    const token = await adminToken();
    const res = await api("POST", "/api/publish/", { token });
    expect(res.status).toBe(201);
    expect(await runRow(quiet.id)).toMatchObject({
      status: "failed",
      error: expect.stringMatching(/^The rebuilder stopped reporting for 3 minutes/),
    });

    await db.update(publishRuns).set({ status: "building" }).where(eq(publishRuns.id, res.data.id));
    expect((await api("POST", "/api/publish/", { token })).status).toBe(409);
    expect((await runRow(res.data.id))?.status).toBe("building");
  });
});
