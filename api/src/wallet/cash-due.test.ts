// The cash side of a wallet payment (ADR 0034): the courier collects total - wallet_amount, and
// the branch's cash sheet expects that, lists it per order, and flags a missing collection for it.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cashSheet as cashSheetSchema } from "#contract/cash";
import { cashCollections, orders, orderStatusHistory } from "../../db/schema";
import { api, db } from "../../test/factories";
import { shop } from "../orders/test-orders";
import { moveOrder } from "../orders/transition";

const cairoToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Cairo" }).format(new Date());

describe("cash due on a delivered order paid partly from the wallet", () => {
  it("is what is collected, expected on the sheet and flagged when missing", async () => {
    const s = await shop(50);
    const paid = await s.order("shipped", s.customer, [1, 1]); // 123.45 + 50.00 = 173.45
    await db.update(orders).set({ wallet_amount: 7_345 }).where(eq(orders.id, paid.id));
    expect(await moveOrder(db, { order: paid, to: "delivered", actorId: s.owner.id, shop: s.owner, collectedBy: "Hany" })).not.toBeNull();
    const [collected] = await db.select().from(cashCollections).where(eq(cashCollections.order_id, paid.id));
    expect(collected.amount).toBe(10_000);

    // An order delivered without its collection row: the sheet flags its cash due.
    const unrecorded = await s.order("delivered", s.customer, [1, 1]);
    await db.update(orders).set({ wallet_amount: 3_345 }).where(eq(orders.id, unrecorded.id));
    await db.update(orderStatusHistory).set({ created_at: new Date().toISOString() }).where(eq(orderStatusHistory.order_id, unrecorded.id));

    const res = await api("GET", `/api/branches/${s.branch.id}/cash-sheet/?date=${cairoToday()}`, { token: s.token });
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    const sheet = cashSheetSchema.parse(res.data);
    expect(sheet.delivered.map((o) => [o.id, o.total, o.cash_due])).toEqual([
      [paid.id, "173.45", "100.00"],
      [unrecorded.id, "173.45", "140.00"],
    ]);
    expect(sheet).toMatchObject({ expected: "240.00", collected: "100.00" });
    expect(sheet.mismatches).toContainEqual({
      kind: "missing_collection",
      courier: null,
      order_id: unrecorded.id,
      handover_id: null,
      amount: "140.00",
    });

    // Recorded late by the staff: the cash due again.
    const put = await api("PUT", `/api/orders/${unrecorded.id}/cash-collection/`, { token: s.token, json: { collected_by: "Mona" } });
    expect(put.status, JSON.stringify(put.data)).toBe(200);
    expect(put.data.amount).toBe("140.00");
  });
});
