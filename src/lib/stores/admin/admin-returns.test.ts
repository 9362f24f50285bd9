import { describe, expect, it, vi } from "vitest";
import {
  BULK_RETURNS_MAX as CONTRACT_BULK_MAX,
  REJECT_REASON_MAX as CONTRACT_REASON_MAX,
  returnBulkResult,
  returnShape,
  type ReturnShape,
} from "#contract/returns";
import { answer, fieldErrorsAnswer, pageAnswer } from "../../api/answer.test-support";
import {
  $returnsBulk,
  $returnsTable,
  $selectedReturns,
  BULK_RETURNS_MAX,
  bulkApprove,
  cairoDay,
  creditNoteUrl,
  defaultPickupDate,
  loadReturns,
  pieces,
  readReturnsView,
  REJECT_REASON_MAX,
  returnsApiPath,
  selectReturns,
  stepBody,
  stepProblem,
  stepsFor,
  takeStep,
} from "./admin-returns";

const ret = (id: number, status: ReturnShape["status"] = "requested"): ReturnShape => ({
  id,
  order_id: 40 + id,
  order_uuid: `uuid-${id}`,
  status,
  reason: "defective",
  note: "The lid is cracked",
  method: "pickup",
  pickup_date: null,
  reject_reason: null,
  condition: null,
  refund_method: null,
  refund_amount: "240.00",
  cashback_reversed: "0.00",
  store: { id: 1, name: "Fresh", name_ar: "فريش" },
  branch: { id: 2, name: "Dokki", name_ar: "الدقي" },
  customer: { id: 9, name: "Mona Adel" },
  items: [
    { order_item_id: 5, product_id: 7, name: "Kettle", name_ar: "غلاية", sku: "K-1", image: null, quantity: 2, price: "120.00" },
    { order_item_id: 6, product_id: 8, name: "Cup", name_ar: "كوب", sku: "C-1", image: "/api/media/c.png", quantity: 1, price: "0.00" },
  ],
  photos: [],
  timeline: [{ status: "requested", at: "2026-11-28T10:00:00.000Z", by: "customer", actor: null }],
  credit_note: null,
  created_at: "2026-11-28T10:00:00.000Z",
  updated_at: "2026-11-28T10:00:00.000Z",
});

const stub = (...answers: Response[]) => {
  const fetcher = vi.fn(async (..._args: unknown[]) => answers.shift() ?? new Response("", { status: 500 }));
  return fetcher;
};

describe("the Returns tab's view", () => {
  it("holds the contract's limits", () => {
    expect(REJECT_REASON_MAX).toBe(CONTRACT_REASON_MAX);
    expect(BULK_RETURNS_MAX).toBe(CONTRACT_BULK_MAX);
  });

  it("reads known filters from the address bar and drops anything odd", () => {
    expect(readReturnsView({ status: "approved", branch: "12", page: "2", cursor: "abc_-1" })).toEqual({
      status: "approved",
      branch: "12",
      page: 2,
      cursor: "abc_-1",
    });
    expect(readReturnsView({ status: "lost", branch: "x", page: "-1", cursor: "a b" })).toEqual({ status: "", branch: "", page: 1, cursor: "" });
  });

  it("asks by cursor when it has one, else by page", () => {
    expect(returnsApiPath({ status: "requested", branch: "3", page: 4, cursor: "xyz" })).toBe(
      "/api/returns/?page_size=20&status=requested&branch=3&cursor=xyz",
    );
    expect(returnsApiPath({ status: "", branch: "", page: 2, cursor: "" })).toBe("/api/returns/?page_size=20&page=2");
  });
});

describe("a return's steps", () => {
  it("offers what each state allows: approve or reject a request, receive approved goods, refund received ones", () => {
    expect(stepsFor("requested")).toEqual(["approve", "reject"]);
    expect(stepsFor("approved")).toEqual(["receive"]);
    expect(stepsFor("received")).toEqual(["refund"]);
    expect(stepsFor("rejected")).toEqual([]);
    expect(stepsFor("refunded")).toEqual([]);
  });

  it("starts a pickup tomorrow in Cairo, by the calendar across the clock change", () => {
    // 23:30 on 27 Nov in Cairo (UTC+2).
    expect(defaultPickupDate(new Date("2026-11-27T21:30:00Z"))).toBe("2026-11-28");
    expect(cairoDay(new Date("2026-12-31T22:30:00Z"), 1)).toBe("2027-01-02");
    // The night summer time starts (last Friday of April: 24:00 becomes 01:00): tomorrow is Friday.
    expect(defaultPickupDate(new Date("2026-04-23T21:30:00Z"))).toBe("2026-04-24");
  });

  it("checks each step's value as the API does", () => {
    const now = new Date("2026-11-28T10:00:00Z");
    expect(stepProblem("approve", "", now)).toBe("dateRequired");
    expect(stepProblem("approve", "2026-11-27", now)).toBe("dateInPast");
    expect(stepProblem("approve", "2026-11-28", now)).toBeNull();
    expect(stepProblem("reject", "   ", now)).toBe("reasonRequired");
    expect(stepProblem("reject", "x".repeat(501), now)).toBe("reasonTooLong");
    expect(stepProblem("reject", " Seal broken ", now)).toBeNull();
    expect(stepProblem("receive", "", now)).toBe("choiceRequired");
    expect(stepProblem("receive", "damaged", now)).toBeNull();
    expect(stepProblem("refund", "card", now)).toBe("choiceRequired");
    expect(stepProblem("refund", "cash", now)).toBeNull();
  });

  it("sends each step's field", () => {
    expect(stepBody("approve", "2026-12-01")).toEqual({ pickup_date: "2026-12-01" });
    expect(stepBody("reject", "  Seal broken ")).toEqual({ reason: "Seal broken" });
    expect(stepBody("receive", "resellable")).toEqual({ condition: "resellable" });
    expect(stepBody("refund", "wallet")).toEqual({ method: "wallet" });
  });

  it("counts the pieces and links the credit note in the page's language once refunded", () => {
    expect(pieces(ret(1))).toBe(3);
    expect(creditNoteUrl(ret(1, "received"), "ar")).toBeNull();
    expect(creditNoteUrl(ret(1, "refunded"), "ar")).toBe("/api/returns/1/credit-note/?lang=ar");
    expect(creditNoteUrl({ ...ret(1, "refunded"), credit_note: "/api/returns/1/credit-note/?lang=en" }, "ar")).toBe(
      "/api/returns/1/credit-note/?lang=en",
    );
  });
});

describe("loading and acting", () => {
  it("keeps the rows, the count and the links; a stale cursor is an empty page, another failure an error", async () => {
    await loadReturns(
      readReturnsView({}),
      stub(pageAnswer(returnShape, [ret(1)], { count: 1, next: "/api/returns/?cursor=n" })) as unknown as typeof fetch,
    );
    expect($returnsTable.get()).toMatchObject({ status: "ready", count: 1, next: "/api/returns/?cursor=n" });
    expect($returnsTable.get().rows.map((r) => r.id)).toEqual([1]);
    await loadReturns(readReturnsView({ cursor: "old" }), stub(new Response("", { status: 404 })) as unknown as typeof fetch);
    expect($returnsTable.get()).toMatchObject({ status: "ready", rows: [] });
    await loadReturns(readReturnsView({}), stub(new Response("", { status: 403 })) as unknown as typeof fetch);
    expect($returnsTable.get().status).toBe("error");
  });

  it("a step posts its body and shows the server's return in its row", async () => {
    await loadReturns(readReturnsView({}), stub(pageAnswer(returnShape, [ret(1), ret(2)])) as unknown as typeof fetch);
    const approved = { ...ret(1, "approved"), pickup_date: "2026-12-01", updated_at: "2026-11-28T11:00:00.000Z" };
    const fetcher = stub(answer(returnShape, approved));
    const result = await takeStep(1, "approve", "2026-12-01", fetcher as unknown as typeof fetch);
    expect(result).toEqual({ ok: true, ret: approved });
    const [path, init] = fetcher.mock.calls[0] as [string, RequestInit];
    expect(path).toBe("/api/returns/1/approve/");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({ pickup_date: "2026-12-01" });
    expect($returnsTable.get().rows.map((r) => r.status)).toEqual(["approved", "requested"]);
  });

  it("a step whose answer is not the return reads it again", async () => {
    await loadReturns(readReturnsView({}), stub(pageAnswer(returnShape, [ret(3, "approved")])) as unknown as typeof fetch);
    const received = { ...ret(3, "received"), condition: "resellable" as const };
    const fetcher = stub(new Response(JSON.stringify({ detail: "ok" }), { status: 200 }), answer(returnShape, received));
    const result = await takeStep(3, "receive", "resellable", fetcher as unknown as typeof fetch);
    expect(result).toEqual({ ok: true, ret: received });
    expect(fetcher.mock.calls[1][0]).toBe("/api/returns/3/");
    expect($returnsTable.get().rows[0].status).toBe("received");
  });

  it("a refused step carries the server's messages by field; no answer is unreached", async () => {
    const refused = await takeStep(
      4,
      "reject",
      "x",
      stub(fieldErrorsAnswer({ reason: ["This field may not be blank."] })) as unknown as typeof fetch,
    );
    expect(refused).toEqual({ ok: false, errors: { reason: "This field may not be blank." }, unreached: false });
    const lost = await takeStep(4, "reject", "x", vi.fn(async () => Promise.reject(new Error("offline"))) as unknown as typeof fetch);
    expect(lost).toEqual({ ok: false, errors: {}, unreached: true });
  });

  it("bulk approval sends the ids and the day, reports each return and unticks the approved", async () => {
    selectReturns([1, 2, 3], true);
    const results = [
      { id: 1, ok: true, status: "approved" as const, detail: null },
      { id: 2, ok: false, status: "rejected" as const, detail: "Return #2 is rejected." },
      { id: 3, ok: true, status: "approved" as const, detail: null },
    ];
    const fetcher = stub(answer(returnBulkResult, { results }));
    expect(await bulkApprove([1, 2, 3], "2026-12-01", fetcher as unknown as typeof fetch)).toEqual(results);
    const [path, init] = fetcher.mock.calls[0] as [string, RequestInit];
    expect(path).toBe("/api/returns/bulk-approve/");
    expect(JSON.parse(String(init.body))).toEqual({ ids: [1, 2, 3], pickup_date: "2026-12-01" });
    expect($returnsBulk.get()).toEqual({ running: false, results, failed: null });
    expect([...$selectedReturns.get()]).toEqual([2]);
  });

  it("a refused bulk approval says why and keeps the selection", async () => {
    selectReturns([2], true);
    await bulkApprove([2], "2020-01-01", stub(fieldErrorsAnswer({ pickup_date: ["Choose today or a later day."] })) as unknown as typeof fetch);
    expect($returnsBulk.get()).toEqual({ running: false, results: [], failed: "Choose today or a later day." });
    expect([...$selectedReturns.get()]).toEqual([2]);
  });
});
