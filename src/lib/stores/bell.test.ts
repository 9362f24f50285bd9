import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { strings } from "../i18n";
import { plural } from "../plural";
import { $bell, askAtOnce, badgeText, dueIn, FRESH_MS, POLL_INTERVAL_MS, startBell } from "./bell";

describe("the bell's label and badge", () => {
  it("names the count in Arabic's six forms and English's own zero", () => {
    const ar = strings("ar", "bell");
    expect([0, 1, 2, 3, 11, 100].map((n) => plural(ar, "ar", "bell.label", n))).toEqual([
      "الإشعارات",
      "الإشعارات، إشعار واحد غير مقروء",
      "الإشعارات، إشعاران غير مقروءين",
      "الإشعارات، 3 إشعارات غير مقروءة",
      "الإشعارات، 11 إشعارًا غير مقروء",
      "الإشعارات، 100 إشعار غير مقروء",
    ]);
    const en = strings("en", "bell");
    expect([0, 1, 3].map((n) => plural(en, "en", "bell.label", n))).toEqual(["Notifications", "Notifications, 1 unread", "Notifications, 3 unread"]);
  });

  it("shows the count on the badge, 99+ beyond, nothing when none or not known", () => {
    expect([null, 0, 1, 99, 100].map(badgeText)).toEqual(["", "", "1", "99", "99+"]);
  });
});

describe("the poll's schedule", () => {
  it("waits what is left of the interval since the last answer, never less than nothing", () => {
    expect(dueIn(1_000, 1_000)).toBe(POLL_INTERVAL_MS);
    expect(dueIn(1_000, 5_000)).toBe(POLL_INTERVAL_MS - 4_000);
    expect(dueIn(1_000, 1_000 + POLL_INTERVAL_MS + 5)).toBe(0);
  });

  it("asks at once on coming back into view unless an answer is fresh", () => {
    expect(askAtOnce(0, 10_000)).toBe(true);
    expect(askAtOnce(10_000, 10_000 + FRESH_MS - 1)).toBe(false);
    expect(askAtOnce(10_000, 10_000 + FRESH_MS)).toBe(true);
  });
});

// A page stands in for the browser: a document that can be hidden, and fetch at the network's edge.
describe("polling", () => {
  const listeners = new Map<string, () => void>();
  const doc = {
    hidden: false,
    documentElement: { lang: "en" },
    addEventListener: (k: string, f: () => void) => listeners.set(k, f),
    removeEventListener: (k: string) => listeners.delete(k),
  };
  let unread = 0;
  let latest = 0;
  const fetch = vi.fn(async (_url: string) => new Response(JSON.stringify({ unread_count: unread, results: latest ? [{ id: latest }] : [] })));

  // The poller remembers its last answer across tests: each starts an hour after the last.
  let clock = Date.now();
  beforeEach(() => {
    clock += 3_600_000;
    vi.useFakeTimers({ now: clock });
    vi.stubGlobal("document", doc);
    vi.stubGlobal("fetch", fetch);
    vi.stubGlobal("addEventListener", () => undefined);
    vi.stubGlobal("removeEventListener", () => undefined);
    fetch.mockClear();
    doc.hidden = false;
    $bell.set({ unread: null, latest: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("asks once at the start and then every interval while visible, and learns new notifications", async () => {
    const stop = startBell();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0][0]).toBe("/api/notifications/?page_size=1");
    unread = 2;
    latest = 7;
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect($bell.get()).toEqual({ unread: 2, latest: 7 });
    stop();
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("stops while the tab is hidden and asks at once when it is shown again", async () => {
    const stop = startBell();
    await vi.advanceTimersByTimeAsync(0);
    doc.hidden = true;
    listeners.get("visibilitychange")?.();
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 5);
    expect(fetch).toHaveBeenCalledTimes(1);
    doc.hidden = false;
    listeners.get("visibilitychange")?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(2);
    // Shown again right after an answer: it waits for its turn instead of asking twice.
    doc.hidden = true;
    listeners.get("visibilitychange")?.();
    doc.hidden = false;
    listeners.get("visibilitychange")?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(fetch).toHaveBeenCalledTimes(3);
    stop();
  });

  it("keeps one poller however many bells start it", async () => {
    const stops = [startBell(), startBell()];
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(fetch).toHaveBeenCalledTimes(2);
    stops[0]();
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(fetch).toHaveBeenCalledTimes(3);
    stops[1]();
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 2);
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
