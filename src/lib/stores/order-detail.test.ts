import { beforeEach, describe, expect, it, vi } from "vitest";
import { type Order, order as orderSchema } from "#contract/orders";
import { answer, detailAnswer } from "../api/answer.test-support";
import { anOrder } from "../api/fixtures.test-support";
import {
  $orderDetail,
  canCancel,
  cancelOrder,
  goBack,
  loadOrder,
  loadOrderHere,
  offersStatusControl,
  orderIdFromPath,
  timeline,
} from "./order-detail";

const history = (...steps: Order["status"][]) =>
  steps.map((status, i) => ({ status, from_status: null, at: `2026-11-0${i + 1}T10:00:00Z`, by: "customer" as const, actor: null }));
const order = (over: Partial<Order> = {}) =>
  anOrder(7, {
    status: "pending",
    customer: { id: 1, username: "mona", email: null },
    allowed_statuses: ["confirmed", "processing", "cancelled"],
    history: history("pending"),
    ...over,
  });
const json = (body: Order) => answer(orderSchema, body);

beforeEach(() => $orderDetail.set({ state: { status: "loading" } }));

describe("orderIdFromPath", () => {
  it.each([
    ["/en/orders/12/", 12],
    ["/ar/orders/12", 12],
    ["/en/orders/abc/", null],
    ["/en/orders/0/", null],
    ["/en/orders/-3/", null],
    ["/en/orders/1e3/", null],
    ["/en/orders/99999999999999/", null],
    ["/en/orders/%E0%A4%A/", null],
  ])("%s is %s", (path, id) => expect(orderIdFromPath(path)).toBe(id));
});

describe("timeline", () => {
  it("shows what happened with times, then the road still ahead", () => {
    const steps = timeline(order({ status: "confirmed", history: history("pending", "confirmed") }));
    expect(steps.map((s) => [s.status, s.at !== null])).toEqual([
      ["pending", true],
      ["confirmed", true],
      ["processing", false],
      ["shipped", false],
      ["delivered", false],
    ]);
  });

  it("says who moved the order: nobody for the customer's own steps, the store to a customer, the name to staff", () => {
    const at = "2026-11-01T10:00:00Z";
    const steps = timeline(
      order({
        status: "processing",
        history: [
          { status: "pending", from_status: null, at, by: "customer", actor: { id: 1, username: "mona" } },
          { status: "confirmed", from_status: "pending", at, by: "store", actor: null },
          { status: "processing", from_status: "confirmed", at, by: "store", actor: { id: 5, username: "owner1" } },
        ],
      }),
    );
    expect(steps.map((s) => s.by)).toEqual([null, "store", { name: "owner1" }, null, null]);
  });

  it("ends where an order was cancelled, and a delivered one has nothing ahead", () => {
    expect(timeline(order({ status: "cancelled", history: history("pending", "cancelled") })).map((s) => s.status)).toEqual(["pending", "cancelled"]);
    // A pickup order is made ready at the branch, never shipped.
    expect(
      timeline(order({ status: "processing", delivery_method: "pickup", history: history("pending", "confirmed", "processing") })).map(
        (s) => s.status,
      ),
    ).toEqual(["pending", "confirmed", "processing", "ready_for_pickup", "delivered"]);
    expect(timeline(order({ status: "delivered", history: history("pending", "shipped", "delivered") })).every((s) => s.at)).toBe(true);
  });

  it("puts failed delivery attempts among the changes by time, then a refused order's way back", () => {
    const attempt = (n: number, day: string, actor: { id: number; username: string } | null = null) => ({
      attempt: n,
      reason: "not_home" as const,
      note: null,
      at: `2026-11-${day}T12:00:00Z`,
      actor,
    });
    const steps = timeline(
      order({
        status: "refused",
        history: history("pending", "confirmed", "shipped", "refused").map((h, i) => ({ ...h, at: `2026-11-0${[1, 2, 3, 6][i]}T10:00:00Z` })),
        delivery_attempts: [attempt(1, "04"), attempt(2, "05", { id: 5, username: "owner1" })],
      }),
    );
    expect(steps.map((s) => [s.attempt ? `attempt ${s.attempt.attempt}` : s.status, s.at !== null])).toEqual([
      ["pending", true],
      ["confirmed", true],
      ["shipped", true],
      ["attempt 1", true],
      ["attempt 2", true],
      ["refused", true],
      ["returned", false],
    ]);
    expect(steps[3].by).toBe("store");
    expect(steps[4].by).toEqual({ name: "owner1" });
    expect(timeline(order({ status: "returned", history: history("pending", "shipped", "refused", "returned") })).map((s) => s.status)).toEqual([
      "pending",
      "shipped",
      "refused",
      "returned",
    ]);
    // Still shipped after an attempt: delivery is still ahead.
    expect(timeline(order({ status: "shipped", history: history("pending", "shipped"), delivery_attempts: [attempt(1, "05")] })).at(-1)).toEqual({
      status: "delivered",
      at: null,
      by: null,
    });
  });
});

describe("who may do what", () => {
  it("lets a customer cancel only their own pending order", () => {
    expect(canCancel(order(), 1)).toBe(true);
    expect(canCancel(order(), 2)).toBe(false);
    expect(canCancel(order({ status: "confirmed" }), 1)).toBe(false);
  });

  it("offers the status control to merchants for orders they did not place, while moves remain", () => {
    expect(offersStatusControl(order(), { id: 5, role: "super_admin" })).toBe(true);
    expect(offersStatusControl(order(), { id: 5, role: "branch_owner" })).toBe(true);
    expect(offersStatusControl(order(), { id: 1, role: "branch_owner" })).toBe(false);
    expect(offersStatusControl(order(), { id: 5, role: "customer" })).toBe(false);
    expect(offersStatusControl(order({ allowed_statuses: [] }), { id: 5, role: "super_admin" })).toBe(false);
  });
});

describe("loadOrder and cancelOrder", () => {
  it("tells an odd id, a missing order and a failure apart", async () => {
    await loadOrder(null);
    expect($orderDetail.get().state.status).toBe("invalid");
    await loadOrder(7, async () => detailAnswer(404, "Not found."));
    expect($orderDetail.get().state.status).toBe("not_found");
    await loadOrder(7, async () => detailAnswer(503, "Down for a moment."));
    expect($orderDetail.get().state).toEqual({ status: "error", message: "Down for a moment." });
  });

  it("cancels, then shows the order as the server answers", async () => {
    await loadOrder(7, async () => json(order()));
    const fetcher = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => json(order({ status: "cancelled", allowed_statuses: [] })));
    expect(await cancelOrder(fetcher)).toEqual({ ok: true });
    expect(fetcher.mock.calls[0][1]).toMatchObject({ method: "PATCH", body: JSON.stringify({ status: "cancelled" }) });
    expect($orderDetail.get().state).toMatchObject({ status: "ready", order: { status: "cancelled" }, busy: null });
  });

  it("a refused cancel reloads the order and gives the server's reason", async () => {
    await loadOrder(7, async () => json(order()));
    const fetcher = vi.fn(async (_url: string | URL | Request, init?: RequestInit) =>
      init?.method === "PATCH" ? detailAnswer(403, "You can only cancel a pending order.") : json(order({ status: "confirmed" })),
    );
    expect(await cancelOrder(fetcher)).toEqual({ ok: false, message: "You can only cancel a pending order." });
    expect($orderDetail.get().state).toMatchObject({ status: "ready", order: { status: "confirmed" } });
  });
});

describe("the address bar", () => {
  it("loads the order the path names, and Go back goes back or to the fallback", async () => {
    const back = vi.fn();
    const assign = vi.fn();
    vi.stubGlobal("location", { pathname: "/en/orders/abc/", assign });
    vi.stubGlobal("history", { length: 1, back });
    try {
      await loadOrderHere();
      expect($orderDetail.get().state.status).toBe("invalid");
      goBack("/en/profile/");
      expect(assign).toHaveBeenCalledWith("/en/profile/");
      vi.stubGlobal("history", { length: 3, back });
      goBack("/en/profile/");
      expect(back).toHaveBeenCalledTimes(1);
      expect(assign).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("confirmation (docs/decisions/0033)", () => {
  const waiting = { confirm_by: "2026-11-30T10:00:00Z", confirmed_at: null, via: null, by: null };

  it("an order waits while pending, needing confirmation and unconfirmed", async () => {
    const { awaitsConfirmation } = await import("./order-detail");
    expect(awaitsConfirmation(order({ confirmation: waiting }))).toBe(true);
    expect(awaitsConfirmation(order({ confirmation: null }))).toBe(false);
    expect(awaitsConfirmation(order({ confirmation: { ...waiting, confirmed_at: "2026-11-29T10:00:00Z", via: "code" } }))).toBe(false);
    expect(awaitsConfirmation(order({ status: "cancelled", confirmation: waiting }))).toBe(false);
  });

  it("confirming with a code posts it and shows the order as the server answers; a wrong code says the field's message", async () => {
    const { confirmWithCode } = await import("./order-detail");
    const confirmed = order({ confirmation: { ...waiting, confirmed_at: "2026-11-29T10:00:00Z", via: "code" } });
    let call = 0;
    const fetcher = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
      call++ === 0
        ? json(order({ confirmation: waiting }))
        : call === 2
          ? new Response(JSON.stringify({ code: ["This code is not right. Tries left: 4."] }), { status: 400 })
          : json(confirmed),
    );
    await loadOrder(7, fetcher);
    expect(await confirmWithCode("000000", fetcher)).toEqual({ ok: false, message: "This code is not right. Tries left: 4." });
    expect(await confirmWithCode("123456", fetcher)).toEqual({ ok: true });
    expect(String(fetcher.mock.calls[2][0])).toContain("/api/orders/7/confirm/");
    expect(fetcher.mock.calls[2][1]?.body).toBe(JSON.stringify({ code: "123456" }));
    const state = $orderDetail.get().state;
    expect(state.status === "ready" && state.order.confirmation?.via).toBe("code");
  });
});
