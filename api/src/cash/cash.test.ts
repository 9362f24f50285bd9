// Cash on delivery accounted for: the collection written with the move to delivered (once),
// the day's cash sheet summed to the piaster, handovers covering each order once under races,
// the Cairo day's bounds, the CSV file, the access matrix and bad input.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cashSheet as cashSheetSchema, handover as handoverSchema } from "#contract/cash";
import { cashCollections, orders } from "../../db/schema";
import { accessMatrix } from "../../test/access-matrix";
import { api, db } from "../../test/factories";
import { createOrder, shop, stocked } from "../orders/test-orders";
import { moveOrder } from "../orders/transition";
import { cairoDayRange, cairoDayStart } from "./day";

type Shop = Awaited<ReturnType<typeof shop>>;
const patch = (id: number, token: string, json: Record<string, unknown>) => api("PATCH", `/api/orders/${id}/`, { token, json });
const sheet = (branchId: number, token: string | undefined, date?: string) =>
  api("GET", `/api/branches/${branchId}/cash-sheet/${date ? `?date=${date}` : ""}`, { token });
const handover = (branchId: number, token: string | undefined, json: Record<string, unknown>) =>
  api("POST", `/api/branches/${branchId}/handovers/`, { token, json });
const collectionsOf = async (orderId: number) => db.select().from(cashCollections).where(eq(cashCollections.order_id, orderId));
const handoverRows = async (branchId: number) =>
  (await env.DB.prepare("select * from cash_handovers where branch_id = ?1 order by id").bind(branchId).all()).results;
const coverRows = async (orderIds: number[]) =>
  (await env.DB.prepare(`select * from cash_handover_orders where order_id in (${orderIds.join(",") || "0"}) order by order_id`).all()).results;
const auditOf = async (type: string, id: number) =>
  (
    await env.DB.prepare("select action, object_type, before, after, actor_id from audit_log where object_type = ?1 and object_id = ?2 order by id")
      .bind(type, id)
      .all()
  ).results;

/** A shipped order of the shop delivered at `at` (through the real move), collected by `by`. */
async function deliveredAt(s: Shop, at: Date, by?: string, quantities: [number, number] = [1, 1]) {
  const order = await s.order("shipped", s.customer, quantities);
  expect(await moveOrder(db, { order, to: "delivered", actorId: s.owner.id, shop: s.owner, collectedBy: by }, at)).not.toBeNull();
  return (await db.select().from(orders).where(eq(orders.id, order.id)).get())!;
}

/** Today in Cairo, and an instant inside it that is surely in the past (its first minute, or an hour ago). */
function today() {
  const now = new Date();
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Cairo" }).format(now);
  const start = cairoDayStart(day);
  return { day, start, earlier: new Date(Math.max(start.getTime() + 60_000, now.getTime() - 3_600_000)) };
}

describe("the Cairo day", () => {
  it("is cut where Cairo's clock says, daylight saving time included (Egypt has it again since 2023)", () => {
    expect(cairoDayRange("2026-01-15")).toEqual({ from: "2026-01-14T22:00:00.000Z", to: "2026-01-15T22:00:00.000Z" });
    expect(cairoDayRange("2026-07-15")).toEqual({ from: "2026-07-14T21:00:00.000Z", to: "2026-07-15T21:00:00.000Z" });
    // Spring forward (the last Friday of April): midnight does not exist, the day starts at 01:00 and has 23 hours.
    expect(cairoDayRange("2025-04-25")).toEqual({ from: "2025-04-24T22:00:00.000Z", to: "2025-04-25T21:00:00.000Z" });
    // Autumn back (the last Thursday of October): that day has 25 hours.
    expect(cairoDayRange("2025-10-30")).toEqual({ from: "2025-10-29T21:00:00.000Z", to: "2025-10-30T22:00:00.000Z" });
  });

  it("puts a delivery one millisecond before Cairo's midnight on that day, and one at midnight on the next", async () => {
    const s = await shop(50);
    const late = await deliveredAt(s, new Date("2026-01-15T21:59:59.999Z"), "Late Courier", [1, 1]);
    const early = await deliveredAt(s, new Date("2026-01-15T22:00:00.000Z"), "Late Courier", [2, 1]);
    const [d15, d16] = await Promise.all([sheet(s.branch.id, s.token, "2026-01-15"), sheet(s.branch.id, s.token, "2026-01-16")]);
    expect(d15.data.delivered.map((o: { id: number }) => o.id)).toEqual([late.id]);
    expect(d16.data.delivered.map((o: { id: number }) => o.id)).toEqual([early.id]);
    expect(d15.data).toMatchObject({ expected: "173.45", collected: "173.45", from: "2026-01-14T22:00:00.000Z", to: "2026-01-15T22:00:00.000Z" });
    // Nothing handed over: the 15th's cash is still owed on the 16th, and more than a day old by its end.
    expect(d16.data.couriers).toEqual([
      { courier: "Late Courier", collected: "296.90", handed_over: "0.00", outstanding: "470.35", overdue: "173.45" },
    ]);
    // In summer the day starts at 21:00 UTC.
    const summer = await deliveredAt(s, new Date("2026-07-15T21:00:00.000Z"), "Summer");
    expect((await sheet(s.branch.id, s.token, "2026-07-16")).data.delivered.map((o: { id: number }) => o.id)).toEqual([summer.id]);
    expect((await sheet(s.branch.id, s.token, "2026-07-15")).data.delivered).toEqual([]);
  });
});

describe("the collection", () => {
  it("is written with the move to delivered: the order's total, the courier named, or the branch's courier", async () => {
    const s = await shop(50);
    const [a, b] = [await s.order("shipped", s.customer, [1, 2]), await s.order("shipped")];
    const res = await patch(a.id, s.token, { status: "delivered", collected_by: "  Aramex   Maadi " });
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    expect(await collectionsOf(a.id)).toMatchObject([{ amount: 22_345, collected_by: "Aramex Maadi", branch_id: s.branch.id }]);
    expect((await patch(b.id, s.token, { status: "delivered" })).status).toBe(200);
    expect(await collectionsOf(b.id)).toMatchObject([{ amount: 39_690, collected_by: "@branch_courier" }]);
    // A pickup order's cash is taken at the counter.
    const pickup = await s.order("ready_for_pickup", s.customer, [1, 1], {});
    expect((await patch(pickup.id, s.token, { status: "delivered" })).status).toBe(200);
    expect(await collectionsOf(pickup.id)).toMatchObject([{ amount: 17_345, collected_by: "@branch_counter" }]);
  });

  it("is written once even when delivered is asked twice, one after the other or at once", async () => {
    const s = await shop(50);
    const order = await s.order("shipped");
    expect((await patch(order.id, s.token, { status: "delivered", collected_by: "Hassan" })).status).toBe(200);
    expect((await patch(order.id, s.token, { status: "delivered", collected_by: "Someone else" })).status).toBe(409);
    expect(await collectionsOf(order.id)).toMatchObject([{ collected_by: "Hassan", amount: 39_690 }]);

    const racing = await s.order("shipped");
    const stale = (await db.select().from(orders).where(eq(orders.id, racing.id)).get())!;
    const results = await Promise.all(
      ["A", "B", "C"].map((by) => moveOrder(db, { order: stale, to: "delivered", actorId: s.owner.id, shop: s.owner, collectedBy: by })),
    );
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    expect(await collectionsOf(racing.id)).toHaveLength(1);
  });

  it("refuses a bad collector with a 400 on its field, and moves nothing", async () => {
    const s = await shop(50);
    const order = await s.order("shipped");
    for (const [collected_by, message] of [
      ["   ", "This field may not be blank."],
      ["x".repeat(101), "Ensure this field has no more than 100 characters."],
      [12, "Not a valid string."],
    ] as const) {
      const res = await patch(order.id, s.token, { status: "delivered", collected_by });
      expect(res.status).toBe(400);
      expect(res.data).toEqual({ collected_by: [message] });
    }
    expect((await db.select().from(orders).where(eq(orders.id, order.id)).get())!.status).toBe("shipped");
  });

  it("is corrected by the branch's staff (audited), and recorded late for an order delivered before", async () => {
    const s = await shop(50);
    const order = await deliveredAt(s, new Date(Date.now() - 60_000), "Hasan");
    const put = (token: string, json: unknown) => api("PUT", `/api/orders/${order.id}/cash-collection/`, { token, json });
    const res = await put(s.token, { collected_by: "Hassan Ali" });
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    expect(res.data).toMatchObject({ order_id: order.id, amount: "173.45", collected_by: "Hassan Ali" });
    const audit = await auditOf("order", order.id);
    expect(audit.at(-1)).toMatchObject({ action: "update", actor_id: s.owner.id });
    expect(JSON.parse(String(audit.at(-1)!.before))).toEqual({ collected_by: "Hasan" });
    expect(JSON.parse(String(audit.at(-1)!.after))).toEqual({ collected_by: "Hassan Ali" });
    expect((await put(s.token, { collected_by: "" })).data).toEqual({ collected_by: ["This field may not be blank."] });
    expect((await put(s.token, {})).data).toEqual({ collected_by: ["This field is required."] });
    // The customer sees their order but does not run it.
    expect((await put(s.customerToken, { collected_by: "Me" })).status).toBe(403);

    // An order delivered before collections existed gets its row, dated when it was delivered.
    const old = await createOrder({
      customer: s.customer,
      branch: s.branch,
      status: "delivered",
      lines: [{ listing: s.listings[1], product: s.products[1], quantity: 1 }],
    });
    expect(await collectionsOf(old.id)).toEqual([]);
    const late = await api("PUT", `/api/orders/${old.id}/cash-collection/`, { token: s.token, json: { collected_by: "Mona" } });
    expect(late.status).toBe(200);
    expect(late.data).toMatchObject({ amount: "50.00", collected_by: "Mona", collected_at: old.created_at });

    // Only a delivered order's cash is recorded.
    const shipped = await s.order("shipped");
    expect((await api("PUT", `/api/orders/${shipped.id}/cash-collection/`, { token: s.token, json: { collected_by: "X" } })).status).toBe(409);
  });
});

describe("the cash sheet", () => {
  it("adds up to the piaster: expected, collected and handed over per courier, outstanding carried from before", async () => {
    const s = await shop(100);
    const { day, earlier } = today();
    // Yesterday: 2 x 123.45 + 1 x 50.00 = 296.90 by Hassan, not handed over.
    const yesterday = await deliveredAt(s, new Date(cairoDayStart(day).getTime() - 3_600_000), "Hassan", [2, 1]);
    // Today: 173.45 (Hassan), 396.90 (Hassan), 123.45 + 3 x 50.00 = 273.45 (Mona, in Arabic)
    const t1 = await deliveredAt(s, earlier, "Hassan", [1, 1]);
    const t2 = await deliveredAt(s, earlier, "Hassan", [2, 3]);
    const t3 = await deliveredAt(s, earlier, "مني", [1, 3]);
    expect(t3.total).toBe(27_345);
    const h = await handover(s.branch.id, s.token, { courier: "Hassan", amount: "570.35", order_ids: [t1.id, t2.id], note: "evening" });
    expect(h.status, JSON.stringify(h.data)).toBe(201);
    expect(handoverSchema.parse(h.data)).toMatchObject({ courier: "Hassan", amount: "570.35", order_ids: [t1.id, t2.id], note: "evening" });
    expect((await handover(s.branch.id, s.token, { courier: "مني", amount: "100.01" })).status).toBe(201);

    const res = await sheet(s.branch.id, s.token, day);
    expect(res.status).toBe(200);
    const data = cashSheetSchema.parse(res.data);
    expect(data).toMatchObject({
      date: day,
      expected: "843.80", // 173.45 + 396.90 + 273.45
      collected: "843.80",
      handed_over: "670.36",
      outstanding: "470.34", // Hassan 296.90 (yesterday's) + Mona 173.44
    });
    expect(data.couriers).toEqual([
      { courier: "Hassan", collected: "570.35", handed_over: "570.35", outstanding: "296.90", overdue: expect.any(String) },
      { courier: "مني", collected: "273.45", handed_over: "100.01", outstanding: "173.44", overdue: "0.00" },
    ]);
    expect(data.delivered.map((o) => o.id)).toEqual([t1.id, t2.id, t3.id]);
    expect(data.handovers.map((x) => x.amount)).toEqual(["570.35", "100.01"]);
    expect(data.mismatches.filter((m) => m.kind !== "overdue")).toEqual([]);
    expect(yesterday.id).toBeGreaterThan(0);
  });

  it("flags a handover that differs from its orders, a delivery without a collection, and cash held over a day", async () => {
    const s = await shop(100);
    const past = "2026-03-10";
    const { from } = cairoDayRange(past);
    const at = new Date(Date.parse(from) + 10 * 3_600_000);
    const a = await deliveredAt(s, at, "Karim", [1, 1]); // 173.45
    const b = await deliveredAt(s, at, "Karim", [1, 1]);
    await db.delete(cashCollections).where(eq(cashCollections.order_id, b.id));
    // The evening before: 173.45 by Karim. Handovers pay the oldest cash first, so 3.45 of it is still owed at the day's end.
    await deliveredAt(s, new Date(Date.parse(from) - 5 * 3_600_000), "Karim", [1, 1]);
    const h = await handover(s.branch.id, s.token, { courier: "Karim", amount: "170.00", order_ids: [a.id] });
    expect(h.status).toBe(201);
    // Recorded now; move it into the day (as though recorded that evening).
    await env.DB.prepare("update cash_handovers set handed_at = ?1 where id = ?2")
      .bind(new Date(Date.parse(from) + 20 * 3_600_000).toISOString(), h.data.id)
      .run();
    const { data } = await sheet(s.branch.id, s.token, past);
    expect(data.mismatches).toEqual([
      { kind: "handover_amount", courier: "Karim", order_id: null, handover_id: h.data.id, amount: "-3.45" },
      { kind: "missing_collection", courier: null, order_id: b.id, handover_id: null, amount: "173.45" },
      { kind: "overdue", courier: "Karim", order_id: null, handover_id: null, amount: "3.45" },
    ]);
    expect(data.couriers).toEqual([{ courier: "Karim", collected: "173.45", handed_over: "170.00", outstanding: "176.90", overdue: "3.45" }]);
  });

  it("answers the day as CSV that Excel opens: BOM, CRLF, Arabic names intact, decimal amounts", async () => {
    const s = await shop(100);
    const { day, earlier } = today();
    await deliveredAt(s, earlier, "محمود عبد الله", [1, 1]);
    await deliveredAt(s, earlier, undefined, [2, 1]);
    const csv = await api("GET", `/api/branches/${s.branch.id}/cash-sheet.csv?date=${day}`, { token: s.token, headers: { "accept-language": "ar" } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toBe(`attachment; filename="cash-sheet-${s.branch.id}-${day}.csv"`);
    const raw = await (await import("cloudflare:test")).SELF.fetch(`http://api.test/api/branches/${s.branch.id}/cash-sheet/?date=${day}&format=csv`, {
      headers: { authorization: `Bearer ${s.token}` },
    });
    const bytes = new Uint8Array(await raw.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { fatal: false, ignoreBOM: true }).decode(bytes);
    expect(text.split("\r\n").every((line) => !line.includes("\n"))).toBe(true);
    expect(text).toContain("\r\nExpected,470.35\r\n");
    expect(text).toContain("\r\nمحمود عبد الله,173.45,0.00,173.45,0.00\r\n");
    expect(text).toContain("\r\nBranch courier,296.90,0.00,296.90,0.00\r\n");
    expect(csv.data).toContain("\r\nالمتوقع,470.35\r\n");
    expect(csv.data).toContain("\r\nمندوب الفرع,296.90,0.00,296.90,0.00\r\n");
  });

  it("refuses a malformed day or format with a 400 on its field", async () => {
    const s = await shop();
    for (const date of ["2026-02-30", "26-01-01", "today", "2026-1-5"]) {
      const res = await sheet(s.branch.id, s.token, date);
      expect(res.status).toBe(400);
      expect(res.data).toEqual({ date: ["Date has wrong format. Use one of these formats instead: YYYY-MM-DD."] });
    }
    expect((await api("GET", `/api/branches/${s.branch.id}/cash-sheet/?format=xml`, { token: s.token })).data).toEqual({
      format: ['"xml" is not a valid choice.'],
    });
    expect((await sheet(999_999_999, s.token)).status).toBe(404);
  });
});

describe("handovers", () => {
  it("refuse bad input with a 400 per field, and write nothing", async () => {
    const s = await shop();
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{}, { courier: ["This field is required."], amount: ["This field is required."] }],
      [
        { courier: " ", amount: "0" },
        { courier: ["This field may not be blank."], amount: ["Ensure this value is greater than 0."] },
      ],
      [{ courier: "A", amount: "10.005" }, { amount: ["Enter a valid amount with at most 2 decimal places."] }],
      [{ courier: "A", amount: "-5" }, { amount: ["Enter a valid amount with at most 2 decimal places."] }],
      [{ courier: "A", amount: "5", order_ids: "1" }, { order_ids: ["Expected a list of items."] }],
      [{ courier: "A", amount: "5", order_ids: [0] }, { order_ids: ["A valid integer is required."] }],
      [{ courier: "A", amount: "5", note: "n".repeat(501) }, { note: ["Ensure this field has no more than 500 characters."] }],
    ];
    for (const [json, errors] of cases) {
      const res = await handover(s.branch.id, s.token, json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.data).toEqual(errors);
    }
    expect(await handoverRows(s.branch.id)).toEqual([]);
  });

  it("take amounts exactly (decimal strings or numbers to piasters)", async () => {
    const s = await shop();
    for (const amount of ["0.01", "1250.5", 19.99, "999999999.99"])
      expect((await handover(s.branch.id, s.token, { courier: "A", amount })).status).toBe(201);
    expect((await handoverRows(s.branch.id)).map((r) => r.amount)).toEqual([1, 125_050, 1_999, 99_999_999_999]);
  });

  it("name each order that is not this branch's, not delivered, repeated or already covered", async () => {
    const s = await shop(100);
    const other = await shop(100);
    const mine = await deliveredAt(s, new Date(), "A");
    const elsewhere = await deliveredAt(other, new Date(), "A");
    const shipped = await s.order("shipped");
    const bad = await handover(s.branch.id, s.token, {
      courier: "A",
      amount: "1",
      order_ids: [mine.id, mine.id, elsewhere.id, shipped.id, 999_999_999],
    });
    expect(bad.status).toBe(400);
    expect(bad.data).toEqual({
      order_ids: [
        `Order #${mine.id} is listed more than once.`,
        `Order #${elsewhere.id} is not an order of this branch.`,
        `Order #${shipped.id} is not delivered yet.`,
        "Order #999999999 is not an order of this branch.",
      ],
    });
    const ar = await api("POST", `/api/branches/${s.branch.id}/handovers/`, {
      token: s.token,
      json: { courier: "A", amount: "1", order_ids: [shipped.id] },
      headers: { "accept-language": "ar" },
    });
    expect(ar.data).toEqual({ order_ids: [`الطلب رقم ${shipped.id} لم يُسلَّم بعد.`] });
    const first = await handover(s.branch.id, s.token, { courier: "A", amount: "173.45", order_ids: [mine.id] });
    expect(first.status).toBe(201);
    const again = await handover(s.branch.id, s.token, { courier: "A", amount: "173.45", order_ids: [mine.id] });
    expect(again.status).toBe(409);
    expect(again.data).toEqual({
      detail: "Some of these orders' cash was already handed over.",
      order_ids: [`The cash of order #${mine.id} was already handed over (handover #${first.data.id}).`],
    });
    expect(await handoverRows(s.branch.id)).toHaveLength(1);
    // Audited in the same batch, on the branch.
    const audit = await auditOf("branch", s.branch.id);
    expect(audit).toHaveLength(1);
    expect(JSON.parse(String(audit[0].after))).toMatchObject({ handover: { courier: "A", amount: "173.45", order_ids: [mine.id], note: "" } });
  });

  it("racing for the same order: one wins, the others write nothing, and the sums stay exact", async () => {
    const s = await shop(100);
    const { day, earlier } = today();
    const orderA = await deliveredAt(s, earlier, "Racer", [1, 1]);
    const orderB = await deliveredAt(s, earlier, "Racer", [2, 3]);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        handover(s.branch.id, s.token, {
          courier: "Racer",
          amount: i % 2 ? "570.35" : "173.45",
          order_ids: i % 2 ? [orderB.id, orderA.id] : [orderA.id],
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const rows = await handoverRows(s.branch.id);
    expect(rows).toHaveLength(1);
    const covers = await coverRows([orderA.id, orderB.id]);
    expect(covers.every((c) => c.handover_id === rows[0].id)).toBe(true);
    // Handovers without orders all land, each counted once.
    const plain = await Promise.all(
      ["0.01", "0.02", "0.03", "10.10", "99.99"].map((amount) => handover(s.branch.id, s.token, { courier: "Racer", amount })),
    );
    expect(plain.map((p) => p.status)).toEqual([201, 201, 201, 201, 201]);
    const { data } = await sheet(s.branch.id, s.token, day);
    const won = Number(rows[0].amount);
    expect(data.collected).toBe("570.35");
    expect(data.handed_over).toBe(((won + 1 + 2 + 3 + 1010 + 9999) / 100).toFixed(2));
    expect(data.couriers[0].outstanding).toBe(((57_035 - won - 11_015) / 100).toFixed(2));
  });
});

describe("access", () => {
  const shopWorld = async (w: Parameters<NonNullable<Parameters<typeof accessMatrix>[1]["setup"]>>[0]) => {
    const s = await stocked({ store: w.target.store, branch: w.target.branch, owner: w.users.owner, token: "" }, 50);
    const order = await s.order("shipped");
    await moveOrder(db, { order, to: "delivered", actorId: w.users.owner.id, collectedBy: "Courier" });
    return { order };
  };

  describe("GET /branches/{id}/cash-sheet/ (and .csv)", () => {
    accessMatrix(
      { guest: 401, customer: 403, otherOwner: 403, owner: 200, manager: 200, otherManager: 403, superAdmin: 200 },
      {
        setup: shopWorld,
        call: async ({ world, token }) => {
          const json = await sheet(world.target.branch.id, token);
          const csv = await api("GET", `/api/branches/${world.target.branch.id}/cash-sheet.csv`, { token });
          expect(csv.status).toBe(json.status);
          return json;
        },
        allowed: (_c, res) => void expect(res.data.collected).toBe("396.90"),
      },
    );
  });

  describe("POST /branches/{id}/handovers/", () => {
    accessMatrix(
      { guest: 401, customer: 403, otherOwner: 403, owner: 201, manager: 201, otherManager: 403, superAdmin: 201 },
      {
        setup: shopWorld,
        call: ({ world, token, fixture }) =>
          handover(world.target.branch.id, token, { courier: "Courier", amount: "396.90", order_ids: [fixture.order.id] }),
        state: ({ world, fixture }) =>
          Promise.all([handoverRows(world.target.branch.id), coverRows([fixture.order.id]), auditOf("branch", world.target.branch.id)]),
        allowed: async ({ world, user }, res) => {
          expect(res.data.recorded_by.id).toBe(user!.id);
          expect(await auditOf("branch", world.target.branch.id)).toHaveLength(1);
        },
      },
    );
  });

  describe("PUT /orders/{id}/cash-collection/", () => {
    accessMatrix<{ order: { id: number } }, unknown, "orderCustomer">(
      { guest: 401, customer: 404, otherOwner: 404, owner: 200, manager: 200, otherManager: 404, superAdmin: 200, orderCustomer: 403 },
      {
        setup: shopWorld,
        extra: {
          orderCustomer: async (_w, f) => {
            const row = (await db.select().from(orders).where(eq(orders.id, f.order.id)).get())!;
            return { id: row.customer_id };
          },
        },
        call: ({ fixture, token }) =>
          api("PUT", `/api/orders/${fixture.order.id}/cash-collection/`, { token, json: { collected_by: "Other Courier" } }),
        state: ({ fixture }) => collectionsOf(fixture.order.id),
      },
    );
  });
});
