import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { NotificationItem } from "#contract/notifications";
import { $bell } from "./bell";
import { markAllRead, markRead, readInbox } from "./inbox";

const item = (id: number, read_at: string | null = null): NotificationItem => ({
  id,
  kind: "password_changed",
  title: "T",
  body: "B",
  link: "/en/profile/",
  payload: {},
  created_at: "2026-11-29T04:00:00.000Z",
  read_at,
});

// fetch at the network's edge; the page's language on a stand-in document.
describe("the inbox's reads and marks", () => {
  const fetch = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
  beforeEach(() => {
    vi.stubGlobal("document", { documentElement: { lang: "en" }, hidden: true });
    vi.stubGlobal("fetch", fetch);
    fetch.mockReset();
    $bell.set({ unread: 3, latest: 9 });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the panel's few, and the first page tells the bell the count and the newest", async () => {
    fetch.mockResolvedValue(
      Response.json({
        count: 2,
        count_capped: false,
        next: "/api/notifications/?cursor=x",
        previous: null,
        unread_count: 5,
        results: [item(12), item(11)],
      }),
    );
    const page = await readInbox("/api/notifications/", 8);
    expect(fetch.mock.calls[0][0]).toBe("/api/notifications/?page_size=8");
    expect(page.next).toBe("/api/notifications/?cursor=x");
    expect($bell.get()).toEqual({ unread: 5, latest: 12 });
    // A later page (it has a previous) knows the count but not the newest.
    fetch.mockResolvedValue(
      Response.json({ count: 2, count_capped: false, next: null, previous: "/api/notifications/?cursor=y", unread_count: 4, results: [item(3)] }),
    );
    await readInbox("/api/notifications/?cursor=x");
    expect(fetch.mock.calls[1][0]).toBe("/api/notifications/?cursor=x");
    expect($bell.get()).toEqual({ unread: 4, latest: 12 });
  });

  it("marks one read: on the way out of the page at once and kept alive, else after the answer", async () => {
    fetch.mockResolvedValue(Response.json(item(7, "2026-11-29T05:00:00.000Z")));
    await markRead(item(7), true);
    expect(fetch.mock.calls[0][0]).toBe("/api/notifications/7/read/");
    expect(fetch.mock.calls[0][1]).toMatchObject({ method: "POST", keepalive: true });
    expect($bell.get().unread).toBe(2);
    const read = await markRead(item(8));
    expect(read.read_at).not.toBeNull();
    expect($bell.get().unread).toBe(1);
    // One already read asks nothing.
    await markRead(item(9, "2026-11-29T05:00:00.000Z"));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("marks all read and takes the API's count; a refusal changes nothing", async () => {
    fetch.mockResolvedValue(Response.json({ marked: 3, unread_count: 0 }));
    expect(await markAllRead()).toBe(true);
    expect($bell.get().unread).toBe(0);
    $bell.set({ unread: 2, latest: 9 });
    fetch.mockResolvedValue(new Response("{}", { status: 500 }));
    expect(await markAllRead()).toBe(false);
    expect($bell.get().unread).toBe(2);
  });
});
