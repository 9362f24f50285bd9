import { beforeEach, describe, expect, it, vi } from "vitest";
import { type ReturnShape, returnShape } from "#contract/returns";
import { answer, detailAnswer, fieldErrorsAnswer, pageAnswer } from "../api/answer.test-support";
import {
  $myReturns,
  $orderReturns,
  $returnPage,
  creditNoteHref,
  loadMyReturns,
  loadOrderReturns,
  loadReturn,
  requestBody,
  returnIdFromPath,
  returnTimeline,
  sendReturnRequest,
} from "./returns";

const WHEN = "2026-11-20T10:00:00Z";
const aReturn = (id: number, over: Partial<ReturnShape> = {}): ReturnShape => ({
  id,
  order_id: 7,
  order_uuid: "00000000-0000-4000-8000-000000000007",
  status: "requested",
  reason: "defective",
  note: "",
  method: "pickup",
  pickup_date: null,
  reject_reason: null,
  condition: null,
  refund_method: null,
  refund_amount: "120.00",
  cashback_reversed: "0.00",
  store: { id: 1, name: "Store", name_ar: "متجر" },
  branch: { id: 10, name: "Maadi", name_ar: "المعادي" },
  customer: { id: 1, name: "Mona" },
  items: [{ order_item_id: 70, product_id: 1, name: "Kettle", name_ar: "غلاية", sku: "k-1", image: null, quantity: 1, price: "120.00" }],
  photos: [],
  timeline: [{ status: "requested", at: WHEN, by: "customer", actor: null }],
  credit_note: null,
  created_at: WHEN,
  updated_at: WHEN,
  ...over,
});

beforeEach(() => {
  $orderReturns.set({ orderId: null, status: "idle", returns: [] });
  $myReturns.set({ status: "idle", items: [], next: null, count: 0 });
  $returnPage.set({ state: { status: "loading" } });
});

describe("returnIdFromPath", () => {
  it.each([
    ["/en/returns/12/", 12],
    ["/ar/returns/12", 12],
    ["/en/returns/abc/", null],
    ["/en/returns/0/", null],
    ["/en/returns/1e3/", null],
    ["/en/returns/99999999999999/", null],
  ])("%s is %s", (path, id) => expect(returnIdFromPath(path)).toBe(id));
});

describe("the returns of an order", () => {
  it("asks for the order's returns and keeps only the order's, newest first", async () => {
    const fetcher = vi.fn(async () =>
      pageAnswer(returnShape, [
        aReturn(1, { created_at: "2026-11-10T10:00:00Z" }),
        aReturn(2, { order_id: 8 }),
        aReturn(3, { created_at: "2026-11-12T10:00:00Z" }),
      ]),
    );
    await loadOrderReturns(7, fetcher);
    expect(String((fetcher.mock.calls[0] as unknown[])[0])).toBe("/api/returns/?order=7&page_size=50");
    expect($orderReturns.get().returns.map((r) => r.id)).toEqual([3, 1]);
    expect($orderReturns.get().status).toBe("ready");
  });

  it("says when they could not be read", async () => {
    await loadOrderReturns(7, async () => detailAnswer(500, "no"));
    expect($orderReturns.get().status).toBe("error");
  });
});

describe("my returns", () => {
  it("reads the first page, then appends the next by its link", async () => {
    const fetcher = vi
      .fn()
      .mockResolvedValueOnce(pageAnswer(returnShape, [aReturn(5), aReturn(4)], { count: 3, next: "http://api.internal/api/returns/?cursor=abc" }))
      .mockResolvedValueOnce(pageAnswer(returnShape, [aReturn(4), aReturn(3)], { count: 3 }));
    await loadMyReturns({ fetcher });
    expect($myReturns.get()).toMatchObject({ status: "ready", count: 3, next: "/api/returns/?cursor=abc" });
    await loadMyReturns({ more: true, fetcher });
    expect(fetcher.mock.calls[1][0]).toBe("/api/returns/?cursor=abc");
    expect($myReturns.get().items.map((r) => r.id)).toEqual([5, 4, 3]);
    expect($myReturns.get().next).toBeNull();
  });

  it("keeps what was shown when a page fails", async () => {
    await loadMyReturns({ fetcher: async () => pageAnswer(returnShape, [aReturn(5)], { count: 2, next: "/api/returns/?page=2" }) });
    await loadMyReturns({ more: true, fetcher: async () => detailAnswer(503, "down") });
    expect($myReturns.get()).toMatchObject({ status: "error", next: "/api/returns/?page=2" });
    expect($myReturns.get().items).toHaveLength(1);
  });
});

describe("one return's page", () => {
  it("loads the return, or says it is not there or the id is odd", async () => {
    await loadReturn(9, async () => answer(returnShape, aReturn(9)));
    const state = $returnPage.get().state;
    expect(state.status === "ready" && state.ret.id).toBe(9);
    await loadReturn(10, async () => detailAnswer(404, "Not found."));
    expect($returnPage.get().state.status).toBe("not_found");
    await loadReturn(null);
    expect($returnPage.get().state.status).toBe("invalid");
    await loadReturn(11, async () => detailAnswer(500, "Broken."));
    expect($returnPage.get().state).toEqual({ status: "error", message: "Broken." });
  });

  it("asks for the credit note in the page's language", () => {
    expect(creditNoteHref("/api/returns/9/credit-note/", "ar")).toBe("/api/returns/9/credit-note/?lang=ar");
    expect(creditNoteHref("/api/returns/9/credit-note/?lang=en", "ar")).toBe("/api/returns/9/credit-note/?lang=ar");
  });
});

describe("returnTimeline", () => {
  it("shows what happened, then the road ahead while open", () => {
    const steps = returnTimeline(
      aReturn(1, {
        status: "approved",
        timeline: [
          { status: "approved", at: "2026-11-21T10:00:00Z", by: "store", actor: null },
          { status: "requested", at: WHEN, by: "customer", actor: null },
        ],
      }),
    );
    expect(steps.map((s) => [s.status, s.at !== null, s.byStore])).toEqual([
      ["requested", true, false],
      ["approved", true, true],
      ["received", false, false],
      ["refunded", false, false],
    ]);
  });

  it("ends at a rejection", () => {
    const steps = returnTimeline(
      aReturn(1, {
        status: "rejected",
        timeline: [
          { status: "requested", at: WHEN, by: "customer", actor: null },
          { status: "rejected", at: "2026-11-21T10:00:00Z", by: "store", actor: "maadi-manager" },
        ],
      }),
    );
    expect(steps.map((s) => s.status)).toEqual(["requested", "rejected"]);
  });
});

describe("asking for a return", () => {
  it("sends the lines as a JSON text field with the reason, note, method and photos", () => {
    const photo = new Blob([new Uint8Array([1, 2, 3])], { type: "image/png" });
    const body = requestBody(
      { quantities: { 70: 1, 71: 0 }, reason: "damaged", note: "  cracked lid ", method: "dropoff", photos: [], files: [photo, photo] },
      [{ id: 70 }, { id: 71 }],
    );
    expect(JSON.parse(String(body.get("items")))).toEqual([{ order_item_id: 70, quantity: 1 }]);
    expect([body.get("reason"), body.get("note"), body.get("method")]).toEqual(["damaged", "cracked lid", "dropoff"]);
    expect(body.getAll("photos")).toHaveLength(2);
  });

  it("posts it to the order, and lists the new return on the order at once", async () => {
    $orderReturns.set({ orderId: 7, status: "ready", returns: [aReturn(1)] });
    const fetcher = vi.fn(async () => answer(returnShape, aReturn(2), 201));
    const outcome = await sendReturnRequest(7, new FormData(), fetcher);
    expect(outcome).toMatchObject({ ok: true, ret: { id: 2 } });
    const [path, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect([path, init.method]).toEqual(["/api/orders/7/returns/", "POST"]);
    // Multipart: the browser sets the boundary, so no JSON content type.
    expect(new Headers(init.headers).get("content-type")).toBeNull();
    expect($orderReturns.get().returns.map((r) => r.id)).toEqual([2, 1]);
  });

  it("gives back the server's message per field", async () => {
    const outcome = await sendReturnRequest(7, new FormData(), async () =>
      fieldErrorsAnswer({ items: ["You can return at most 1 of Kettle."], reason: ["The 14 days have passed."] }),
    );
    expect(outcome).toEqual({ ok: false, errors: { items: "You can return at most 1 of Kettle.", reason: "The 14 days have passed." } });
  });

  it("says nothing particular when the network fails", async () => {
    expect(
      await sendReturnRequest(7, new FormData(), async () => {
        throw new TypeError("offline");
      }),
    ).toEqual({ ok: false, errors: {} });
  });
});
