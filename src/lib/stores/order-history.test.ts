import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Order } from "#contract/orders";
import { anOrder, ordersAnswer } from "../api/fixtures.test-support";
import {
  $history,
  actionKey,
  groupByCheckout,
  historyApiPath,
  historyQuery,
  itemThumbnails,
  loadHistory,
  readHistoryQuery,
  startHistory,
  turnHistory,
} from "./order-history";

const order = (id: number, checkout: string) => anOrder(id, { checkout_id: checkout });
const page = (ids: [number, string][], status = 200, next: string | null = null) =>
  ordersAnswer({ next, results: ids.map(([id, c]) => order(id, c)) }, status);

beforeEach(() => $history.set({ tab: "all", page: 1, cursor: "", status: "idle", orders: [], count: 0, next: null, previous: null }));

describe("the URL of the history", () => {
  it.each([
    ["", "all", 1],
    ["?status=PENDING", "pending", 1],
    ["?status=Delivered&page=3", "delivered", 3],
    ["?status=shipped&page=0", "all", 1],
    ["?page=1e20", "all", 1],
    ["?page=-2", "all", 1],
    ["?page=2.5", "all", 1],
  ])("%s reads as %s, page %s", (search, tab, n) => expect(readHistoryQuery(search)).toEqual({ tab, page: n, cursor: "" }));

  it("keeps the cursor a page was reached by, and asks the API by it", () => {
    expect(readHistoryQuery("?page=90&cursor=WzEsMl0")).toEqual({ tab: "all", page: 90, cursor: "WzEsMl0" });
    expect(readHistoryQuery("?page=90&cursor=not/one").cursor).toBe("");
    expect(historyQuery("pending", 90, "WzEsMl0")).toBe("?status=pending&page=90&cursor=WzEsMl0");
    expect(historyApiPath("pending", 90, "WzEsMl0")).toBe("/api/orders/?mine=true&status=pending&cursor=WzEsMl0");
  });

  it("writes only what differs from the first page of All", () => {
    expect(historyQuery("all", 1)).toBe("");
    expect(historyQuery("confirmed", 1)).toBe("?status=confirmed");
    expect(historyQuery("all", 2)).toBe("?page=2");
  });

  it("asks the API for the caller's own orders only", () => {
    expect(historyApiPath("all", 1)).toBe("/api/orders/?mine=true");
    expect(historyApiPath("pending", 2)).toBe("/api/orders/?mine=true&status=pending&page=2");
  });
});

describe("groupByCheckout", () => {
  it("keeps neighbouring orders of one checkout together, in order", () => {
    const groups = groupByCheckout([order(9, "x"), order(8, "x"), order(7, "y"), order(6, "z"), order(5, "z")]);
    expect(groups.map((g) => [g.checkoutId, g.orders.map((o) => o.id)])).toEqual([
      ["x", [9, 8]],
      ["y", [7]],
      ["z", [6, 5]],
    ]);
  });
});

describe("actionKey", () => {
  it.each([
    ["pending", "track"],
    ["Processing", "track"],
    ["confirmed", "track"],
    ["shipped", "trackShipment"],
    ["delivered", "details"],
    ["cancelled", "support"],
    ["refused", "support"],
    ["returned", "details"],
  ])("%s offers %s", (status, key) => expect(actionKey(status)).toBe(key));
});

describe("loadHistory", () => {
  it("loads a tab's page", async () => {
    const fetcher = vi.fn(async (_url: string | URL | Request) => page([[3, "a"]], 200, "/api/orders/?page=3"));
    await loadHistory("pending", 2, fetcher);
    expect(fetcher.mock.calls[0][0]).toBe("/api/orders/?mine=true&status=pending&page=2");
    expect($history.get()).toMatchObject({ tab: "pending", page: 2, status: "ready", count: 1, next: "/api/orders/?page=3", previous: null });
  });

  it("turns pages by the answer's links: Next by the next link's cursor, back to page 1 without one", async () => {
    vi.stubGlobal("history", { pushState: vi.fn() });
    vi.stubGlobal("location", { pathname: "/en/profile/", search: "" });
    $history.set({ ...$history.get(), tab: "all", page: 2, next: "/api/orders/?mine=true&cursor=C3", previous: "/api/orders/?mine=true&cursor=C1" });
    turnHistory(true);
    expect(history.pushState).toHaveBeenLastCalledWith(null, "", "/en/profile/?page=3&cursor=C3");
    expect($history.get()).toMatchObject({ page: 3, cursor: "C3" });
    $history.set({ ...$history.get(), page: 2, next: null, previous: "/api/orders/?mine=true&cursor=C1" });
    turnHistory(false);
    expect(history.pushState).toHaveBeenLastCalledWith(null, "", "/en/profile/");
    vi.unstubAllGlobals();
  });

  it("falls back to the first page when the asked one is past the end", async () => {
    const fetcher = vi.fn(async (url: string | URL | Request) =>
      String(url).includes("page=9") ? new Response("{}", { status: 404 }) : page([[1, "a"]]),
    );
    await loadHistory("all", 9, fetcher);
    expect($history.get()).toMatchObject({ page: 1, status: "ready" });
  });

  it("says so when the list cannot be read", async () => {
    await loadHistory("all", 1, async () => new Response("{}", { status: 500 }));
    expect($history.get().status).toBe("error");
    await loadHistory("all", 1, async () => Promise.reject(new TypeError("offline")));
    expect($history.get().status).toBe("error");
  });

  it("drops an answer that arrives after a newer request", async () => {
    let release!: () => void;
    const slow = vi.fn(() => new Promise<Response>((resolve) => (release = () => resolve(page([[1, "old"]])))));
    const first = loadHistory("all", 1, slow);
    await loadHistory("delivered", 1, async () => page([[2, "new"]]));
    release();
    await first;
    expect($history.get().tab).toBe("delivered");
    expect($history.get().orders.map((o) => o.id)).toEqual([2]);
  });
});

describe("startHistory", () => {
  it("loads what the address bar names, follows back and forward, and stops", async () => {
    const listeners = new Map<string, () => void>();
    const asked: string[] = [];
    vi.stubGlobal("location", { search: "?status=pending&page=2" });
    vi.stubGlobal("addEventListener", (type: string, f: () => void) => listeners.set(type, f));
    vi.stubGlobal("removeEventListener", (type: string) => listeners.delete(type));
    vi.stubGlobal("fetch", async (url: string) => {
      asked.push(url);
      return page([[1, "a"]]);
    });
    try {
      const stop = startHistory();
      await vi.waitFor(() => expect($history.get()).toMatchObject({ tab: "pending", page: 2, status: "ready" }));
      vi.stubGlobal("location", { search: "?status=delivered" });
      listeners.get("popstate")?.();
      await vi.waitFor(() => expect($history.get()).toMatchObject({ tab: "delivered", page: 1, status: "ready" }));
      stop();
      expect(listeners.size).toBe(0);
      expect(asked).toEqual(["/api/orders/?mine=true&status=pending&page=2", "/api/orders/?mine=true&status=delivered"]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("itemThumbnails", () => {
  const item = (id: number, name: string, name_ar: string, image: string | null) =>
    ({ id, image, product: { id, name, name_ar, sku: "" } }) as Order["items"][number];
  const items = [item(1, "Tea", "شاي", "/api/media/a.jpg"), item(2, "Rice", "", null), item(3, "Milk", "لبن", "/api/media/c.jpg")];

  it("names each picture in the page's language, falling back to the other", () => {
    expect(itemThumbnails({ items }, "ar").shown).toEqual([
      { id: 1, src: "/api/media/a.jpg", alt: "شاي" },
      { id: 2, src: null, alt: "Rice" },
      { id: 3, src: "/api/media/c.jpg", alt: "لبن" },
    ]);
    expect(itemThumbnails({ items }, "en").shown.map((s) => s.alt)).toEqual(["Tea", "Rice", "Milk"]);
  });

  it("shows the first few and counts the rest", () => {
    expect(itemThumbnails({ items }, "en", 2)).toMatchObject({ shown: [{ id: 1 }, { id: 2 }], more: 1 });
    expect(itemThumbnails({ items }, "en").more).toBe(0);
  });
});
