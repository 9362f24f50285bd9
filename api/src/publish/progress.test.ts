// The rebuilder's side: it proves itself with the service secret (no user token will do), takes
// the queued run (POST /publish/claim/) and reports on it (POST /publish/{id}/progress/) from
// queued to building to done or failed, and never back.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { publishRuns } from "../../db/schema";
import { accessMatrix } from "../../test/access-matrix";
import { db } from "../../test/factories";
import { callWith, claim, noRunUnderWay, queuedRun, recordsOf, report, runRow } from "./test-helpers";

beforeEach(noRunUnderWay);

const NOT_SIGNED_IN = { detail: "Authentication credentials were not provided." };

describe("who may report", () => {
  // A user's token, even a super admin's, is not the rebuilder's secret.
  const everyone401 = { guest: 401, customer: 401, otherOwner: 401, owner: 401, manager: 401, otherManager: 401, superAdmin: 401 };
  describe("POST /publish/{id}/progress/", () => {
    accessMatrix(everyone401, {
      setup: () => queuedRun(),
      call: ({ token, fixture }) => report(fixture.id, { status: "building" }, null, token),
      state: ({ fixture }) => runRow(fixture.id),
    });
  });
  describe("POST /publish/claim/", () => {
    accessMatrix(everyone401, {
      setup: () => queuedRun(),
      call: ({ token }) => claim(null, token),
      state: ({ fixture }) => runRow(fixture.id),
    });
  });

  it("refuses a wrong secret with 403, a missing one with 401, and changes nothing", async () => {
    const run = await queuedRun();
    const before = await runRow(run.id);
    expect(await report(run.id, { status: "building" }, null)).toMatchObject({ status: 401, data: NOT_SIGNED_IN });
    expect(await report(run.id, { status: "building" }, "")).toMatchObject({ status: 401, data: NOT_SIGNED_IN });
    const wrong = await report(run.id, { status: "building" }, `${env.PUBLISH_SECRET}x`);
    expect(wrong).toMatchObject({ status: 403, data: { detail: "The publishing secret is not valid." } });
    expect(await claim("not-the-secret")).toMatchObject({ status: 403, data: { detail: "The publishing secret is not valid." } });
    // Checked before the body: a stranger learns nothing about the runs.
    expect((await report(999_999_999, { status: "nonsense" }, "wrong")).status).toBe(403);
    expect(await runRow(run.id)).toEqual(before);
    expect(await recordsOf(run.id)).toHaveLength(1);
  });

  it("refuses every report while the API has no secret (or a short one) to compare with", async () => {
    const run = await queuedRun();
    for (const PUBLISH_SECRET of [undefined, "", "short"]) {
      const res = await callWith({ PUBLISH_SECRET }, `/api/publish/${run.id}/progress/`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-publish-secret": "short" },
        body: '{"status":"building"}',
      });
      expect(res).toEqual({ status: 403, data: { detail: "This API has no PUBLISH_SECRET, so no rebuilder can report to it." } });
    }
    expect((await runRow(run.id))?.status).toBe("queued");
  });
});

describe("a run from queued to done", () => {
  it("is taken by the publisher, reports its steps and pages, and ends done with the page count", async () => {
    const run = await queuedRun();
    const taken = await claim();
    expect(taken.status).toBe(200);
    expect(taken.data).toMatchObject({ id: run.id, status: "building", step: "fetching", started_at: expect.any(String) });
    expect((await claim()).status).toBe(204);

    const pages = await report(run.id, { status: "building", step: "building", pages_done: 120, pages_total: 400 });
    expect(pages.status).toBe(200);
    expect(pages.data).toMatchObject({ status: "building", step: "building", pages_done: 120, pages_total: 400 });
    expect((await report(run.id, { status: "building", step: "swapping" })).data).toMatchObject({ step: "swapping", pages_done: 120 });

    const done = await report(run.id, { status: "done", pages: 412 });
    expect(done.status).toBe(200);
    expect(done.data).toMatchObject({ status: "done", pages: 412, pages_done: 412, error: null, finished_at: expect.any(String) });
    expect(done.data.finished_at >= done.data.started_at).toBe(true);

    // Status changes are recorded (as the publisher's), progress within the build is not.
    expect((await recordsOf(run.id)).map((r) => [r.actor_username, r.before, r.after])).toEqual([
      ["publisher", { status: "building" }, { status: "done", pages: 412 }],
      ["publisher", { status: "queued" }, { status: "building" }],
      [expect.any(String), null, { status: "queued" }],
    ]);
  });

  it("may go from queued to building by a report (the workflow has no claim), with its log's address", async () => {
    const run = await queuedRun();
    const url = "https://github.com/o/r/actions/runs/1";
    const res = await report(run.id, { status: "building", step: "fetching", log_url: url });
    expect(res.data).toMatchObject({ status: "building", log_url: url, started_at: expect.any(String) });
    expect((await claim()).status).toBe(204);
  });

  it("ends failed with the reason, from queued or from building", async () => {
    const run = await queuedRun();
    const why = "The build failed; dist/ is unchanged.\nError: getStaticPaths() answered 500";
    const failed = await report(run.id, { status: "failed", error: `  ${why}  ` });
    expect(failed.data).toMatchObject({ status: "failed", error: why, finished_at: expect.any(String), pages: null });
    expect((await recordsOf(run.id))[0]).toMatchObject({
      actor_username: "publisher",
      before: { status: "queued" },
      after: { status: "failed", error: why },
    });

    const second = await queuedRun();
    await claim();
    expect((await report(second.id, { status: "failed", error: "boom" })).data.status).toBe("failed");
  });
});

describe("reports that cannot be", () => {
  it("never moves a finished run: done to building, done to failed, failed to done are 409", async () => {
    const run = await queuedRun();
    await claim();
    await report(run.id, { status: "done", pages: 5 });
    const before = await runRow(run.id);
    for (const body of [{ status: "building" }, { status: "failed", error: "late" }, { status: "done", pages: 6 }]) {
      expect(await report(run.id, body)).toMatchObject({ status: 409, data: { detail: "This publish run has already finished." } });
    }
    expect(await runRow(run.id)).toEqual(before);

    const failed = await queuedRun();
    await report(failed.id, { status: "failed", error: "x" });
    expect((await report(failed.id, { status: "done", pages: 1 })).status).toBe(409);
  });

  it("does not finish a run that never started building", async () => {
    const run = await queuedRun();
    expect(await report(run.id, { status: "done", pages: 5 })).toMatchObject({
      status: 409,
      data: { detail: "This publish run has not started building yet." },
    });
    expect((await runRow(run.id))?.status).toBe("queued");
  });

  it("answers a bad report with 400 per field, an unknown run with 404, and a body that is not JSON with 415", async () => {
    const run = await queuedRun();
    expect((await report(run.id, { status: "queued" })).data).toEqual({
      status: ["Select a valid choice. queued is not one of the available choices."],
    });
    expect((await report(run.id, {})).data).toEqual({ status: ["This field is required."] });
    expect((await report(run.id, { status: "done" })).data).toEqual({ pages: ["This field is required."] });
    expect((await report(run.id, { status: "failed", error: "  " })).data).toEqual({ error: ["This field is required."] });
    const bad = await report(run.id, { status: "building", step: "dancing", pages_done: -1, pages_total: 1.5, log_url: "javascript:alert(1)" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.data).sort()).toEqual(["log_url", "pages_done", "pages_total", "step"]);
    expect((await report(run.id, { status: "failed", error: "x".repeat(4001) })).data).toEqual({
      error: ["Ensure this field has no more than 4000 characters."],
    });
    expect((await report(999_999_999, { status: "building" })).status).toBe(404);
    const text = await callWith({}, `/api/publish/${run.id}/progress/`, {
      method: "POST",
      headers: { "content-type": "text/plain", "x-publish-secret": env.PUBLISH_SECRET! },
      body: "status=done",
    });
    expect(text.status).toBe(415);
    expect((await runRow(run.id))?.status).toBe("queued");
  });

  it("lets one of two publishers take a run, never both", async () => {
    const run = await queuedRun();
    const answers = await Promise.all([claim(), claim(), claim()]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 204, 204]);
    expect(await recordsOf(run.id)).toHaveLength(2);
  });

  it("refuses a report decided on a status that changed meanwhile", async () => {
    const run = await queuedRun();
    await claim();
    // As if another reporter had finished it between the read and the write.
    await db.update(publishRuns).set({ status: "done", pages: 1 }).where(eq(publishRuns.id, run.id));
    expect((await report(run.id, { status: "building", step: "checking" })).status).toBe(409);
  });
});
