import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type PublishOverview, type PublishRun, publishBusy, publishOverview, publishRun, publishTriggerFailed } from "#contract/publish";
import { answer as contractAnswer, detailAnswer } from "../../api/answer.test-support";
import { $publish, canPublish, POLL_MS, percentDone, pressPublish, runDuration, shownRun, watchPublish } from "./publish";

const run = (id: number, patch: Partial<PublishRun> = {}): PublishRun => ({
  id,
  status: "queued",
  step: null,
  pages_done: null,
  pages_total: null,
  pages: null,
  error: null,
  log_url: null,
  requested_by: { id: 1, username: "admin" },
  created_at: "2026-11-24T10:00:00.000Z",
  started_at: null,
  finished_at: null,
  cause: "manual",
  change_count: 0,
  due_at: null,
  ...patch,
});
const overview = (runs: PublishRun[]): PublishOverview => ({
  current: runs[0] && (runs[0].status === "queued" || runs[0].status === "building") ? runs[0] : null,
  next: null,
  runs,
  trigger: "local",
});

let stop: (() => void) | undefined;
beforeEach(() => {
  $publish.set({ status: "idle", overview: null, pressing: false });
});
afterEach(() => {
  stop?.();
  stop = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("what the tab shows", () => {
  it("shows the run under way, else the last one; Publish only when none is under way", () => {
    const done = run(1, { status: "done", pages: 10 });
    expect(shownRun(overview([done]))).toBe(done);
    const building = run(2, { status: "building" });
    expect(shownRun(overview([building, done]))).toBe(building);
    expect(shownRun(overview([]))).toBeNull();

    expect(canPublish({ status: "ready", overview: overview([done]), pressing: false })).toBe(true);
    expect(canPublish({ status: "ready", overview: overview([building, done]), pressing: false })).toBe(false);
    expect(canPublish({ status: "ready", overview: overview([run(3)]), pressing: false })).toBe(false);
    // A run that changes scheduled is taken over by Publish: it may be pressed.
    expect(canPublish({ status: "ready", overview: overview([run(4, { cause: "auto", change_count: 2 })]), pressing: false })).toBe(true);
    expect(canPublish({ status: "ready", overview: overview([run(4, { cause: "auto", status: "building" })]), pressing: false })).toBe(false);
    expect(canPublish({ status: "ready", overview: overview([]), pressing: true })).toBe(false);
    expect(canPublish({ status: "loading", overview: null, pressing: false })).toBe(false);
  });

  it("says how far a build is from its pages, keeping the last percent for the swap", () => {
    expect(percentDone(run(1, { status: "building", pages_done: 50, pages_total: 200 }))).toBe(25);
    expect(percentDone(run(1, { status: "building", pages_done: 200, pages_total: 200 }))).toBe(99);
    expect(percentDone(run(1, { status: "building", step: "fetching" }))).toBeNull();
    expect(percentDone(run(1, { status: "done", pages: 3 }))).toBe(100);
    expect(percentDone(run(1, { status: "failed", pages_done: 5, pages_total: 10 }))).toBeNull();
  });

  it("times a run from when it started building, or from the press when it never did", () => {
    expect(runDuration(run(1, { started_at: "2026-11-24T10:00:05.000Z", finished_at: "2026-11-24T10:01:35.500Z" }))).toBe(90_500);
    expect(runDuration(run(1, { status: "failed", finished_at: "2026-11-24T10:00:02.000Z" }))).toBe(2_000);
    expect(runDuration(run(1, { status: "building", started_at: "2026-11-24T10:00:05.000Z" }))).toBeNull();
  });
});

describe("following a publish", () => {
  it("asks again every couple of seconds while a run is under way, and stops once it is finished", async () => {
    vi.useFakeTimers();
    const answers = [
      overview([run(7, { status: "building", step: "building", pages_done: 1, pages_total: 4 })]),
      overview([run(7, { status: "building", step: "building", pages_done: 3, pages_total: 4 })]),
      overview([run(7, { status: "done", pages: 4, finished_at: "2026-11-24T10:02:00.000Z" })]),
    ];
    const calls: string[] = [];
    vi.stubGlobal("fetch", async (url: string) => {
      calls.push(url);
      return contractAnswer(publishOverview, answers[Math.min(calls.length - 1, answers.length - 1)]);
    });
    stop = watchPublish();
    await vi.advanceTimersByTimeAsync(0);
    expect($publish.get()).toMatchObject({ status: "ready", overview: { current: { pages_done: 1 } } });
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect($publish.get().overview?.current?.pages_done).toBe(3);
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect($publish.get().overview).toMatchObject({ current: null, runs: [{ status: "done", pages: 4 }] });
    await vi.advanceTimersByTimeAsync(POLL_MS * 5);
    expect(calls).toEqual(["/api/publish/", "/api/publish/", "/api/publish/"]);
  });

  it("stops asking when the tab closes", async () => {
    vi.useFakeTimers();
    let calls = 0;
    vi.stubGlobal("fetch", async () => {
      calls++;
      return contractAnswer(publishOverview, overview([run(1)]));
    });
    const close = watchPublish();
    await vi.advanceTimersByTimeAsync(0);
    close();
    await vi.advanceTimersByTimeAsync(POLL_MS * 3);
    expect(calls).toBe(1);
  });

  it("presses Publish, then follows the new run", async () => {
    vi.useFakeTimers();
    const sent: string[] = [];
    vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
      sent.push(`${init.method ?? "GET"} ${url}`);
      return init.method === "POST" ? contractAnswer(publishRun, run(9), 201) : contractAnswer(publishOverview, overview([run(9)]));
    });
    stop = watchPublish();
    const pressed = await pressPublish();
    expect(pressed).toMatchObject({ ok: true, run: { id: 9, status: "queued" } });
    expect($publish.get()).toMatchObject({ pressing: false, overview: { current: { id: 9 } } });
    expect(canPublish($publish.get())).toBe(false);
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(sent.filter((s) => s === "POST /api/publish/")).toHaveLength(1);
    expect(sent.filter((s) => s === "GET /api/publish/").length).toBeGreaterThanOrEqual(3);
  });

  it("gives the server's reason when it starts nothing: a run already under way, or GitHub's refusal", async () => {
    const busy = run(4, { status: "building" });
    const refused = run(5, { status: "failed", error: "GitHub answered 401: Bad credentials" });
    let answer = contractAnswer(publishBusy, { detail: "The storefront is already being published; wait for that run to finish.", run: busy }, 409);
    vi.stubGlobal("fetch", async (_url: string, init: RequestInit) =>
      init.method === "POST" ? answer : contractAnswer(publishOverview, overview([answer.status === 409 ? busy : refused])),
    );
    expect(await pressPublish()).toEqual({
      ok: false,
      reason: "The storefront is already being published; wait for that run to finish.",
      run: busy,
    });
    expect($publish.get().overview?.current?.id).toBe(4);

    answer = contractAnswer(
      publishTriggerFailed,
      { detail: "GitHub did not start the rebuild: GitHub answered 401: Bad credentials", run: refused },
      502,
    );
    expect(await pressPublish()).toMatchObject({ ok: false, run: { status: "failed", error: "GitHub answered 401: Bad credentials" } });
    expect(shownRun($publish.get().overview)).toMatchObject({ id: 5, status: "failed" });
  });

  it("says loading failed, and keeps what it had when a refresh fails", async () => {
    vi.stubGlobal("fetch", async () => detailAnswer(500, "Internal server error."));
    stop = watchPublish();
    await vi.waitFor(() => expect($publish.get().status).toBe("error"));
    expect(await pressPublish()).toEqual({ ok: false, reason: "Internal server error.", run: undefined });
  });
});
