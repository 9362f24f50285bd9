import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type PublishStatusView, publishStatusView } from "#contract/publish";
import { answer } from "../../api/answer.test-support";
import { apiFetch } from "../../api/client";
import { $publishStatus, nextPollMs, PUBLISHING_POLL_MS, WAITING_POLL_MS, watchPublishStatus } from "./publish-status";

const view = (patch: Partial<PublishStatusView>): PublishStatusView => ({
  state: "none",
  changes: 0,
  due_at: null,
  expected_at: null,
  since: null,
  ...patch,
});
const json = (body: PublishStatusView) => answer(publishStatusView, body);

describe("nextPollMs", () => {
  const now = Date.parse("2026-11-28T19:00:00.000Z");
  it("asks again while changes wait (soon after they are due) and often while they build; not otherwise", () => {
    expect(nextPollMs(view({ state: "waiting", due_at: "2026-11-28T19:03:00.000Z" }), now)).toBe(WAITING_POLL_MS);
    expect(nextPollMs(view({ state: "waiting", due_at: "2026-11-28T19:00:05.000Z" }), now)).toBe(6_000);
    expect(nextPollMs(view({ state: "waiting", due_at: "2026-11-28T18:59:00.000Z" }), now)).toBe(PUBLISHING_POLL_MS);
    expect(nextPollMs(view({ state: "publishing" }), now)).toBe(PUBLISHING_POLL_MS);
    for (const state of ["none", "live", "failed"] as const) expect(nextPollMs(view({ state }), now)).toBeNull();
    expect(nextPollMs(null, now)).toBeNull();
  });
});

describe("watchPublishStatus", () => {
  let stop: (() => void) | undefined;
  beforeEach(() => {
    vi.useFakeTimers();
    $publishStatus.set(null);
  });
  afterEach(() => {
    stop?.();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("loads the caller's status, asks again after a change the page made, and keeps asking while it waits", async () => {
    const answers = [
      view({ state: "live", since: "2026-11-28T18:00:00.000Z" }),
      view({ state: "waiting", due_at: new Date(Date.now() + 180_000).toISOString() }),
      view({ state: "publishing" }),
    ];
    const fetcher = vi.fn(async (path: string) => {
      expect(path).toBe("/api/publish/status/");
      return json(answers.shift() ?? view({ state: "live" }));
    });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(null, { status: 200 })),
    );
    stop = watchPublishStatus(fetcher as unknown as typeof fetch);
    await vi.waitFor(() => expect($publishStatus.get()?.state).toBe("live"));
    // Live: nothing to wait for, no timer.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetcher).toHaveBeenCalledTimes(1);
    // A change through the API (a product saved) schedules a publish: the line asks again.
    await apiFetch("/api/products/1/", { method: "PATCH", body: "{}" });
    await vi.waitFor(() => expect($publishStatus.get()?.state).toBe("waiting"));
    await vi.advanceTimersByTimeAsync(WAITING_POLL_MS);
    expect($publishStatus.get()?.state).toBe("publishing");
    expect(fetcher).toHaveBeenCalledTimes(3);
  });

  it("shows nothing when the status cannot be had", async () => {
    const fetcher = vi.fn(async () => new Response("{}", { status: 403 }));
    stop = watchPublishStatus(fetcher as unknown as typeof fetch);
    await vi.waitFor(() => expect(fetcher).toHaveBeenCalled());
    expect($publishStatus.get()).toBeNull();
  });
});
