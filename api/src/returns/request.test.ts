// A customer's return request (issue 30, ADR 0035): only a delivered order of theirs, within the
// reason's window counted from delivery (14 days any reason, 30 a defect), never more than was
// bought less what returns not rejected hold (across returns, and under racing requests), photos
// checked by content, bad input a 400 per field; both sides told.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { returnItems, returnPhotos, returns } from "../../db/schema";
import { returnShape } from "#contract/returns";
import { order as orderContract } from "#contract/orders";
import { api, createUser, db, images, storedKeys, tokenFor } from "../../test/factories";
import { noticesOf } from "../notifications/test-helpers";
import { render } from "../notifications/templates";
import { ask, delivered, move } from "./test-returns";

const returnsOf = (orderId: number) => db.select().from(returns).where(eq(returns.order_id, orderId));

describe("the window, from the moment the order was delivered", () => {
  it("takes any reason within 14 days, and says why it refuses a change of mind after them, in the buyer's language", async () => {
    const s = await delivered(15);
    const line = [{ order_item_id: s.items[0].id, quantity: 1 }];
    const late = await ask(s.order.id, s.customerToken, { items: line, reason: "changed_mind", method: "dropoff" });
    expect(late.status).toBe(409);
    expect(late.data.detail).toMatch(
      /^A return for any reason is accepted within 14 days of delivery; this order was delivered on \d{4}-\d{2}-\d{2}\./,
    );
    const arabic = await ask(s.order.id, s.customerToken, { items: line, reason: "changed_mind", method: "dropoff" }, { "accept-language": "ar" });
    expect(arabic.status).toBe(409);
    expect(arabic.data.detail).toMatch(/^يُقبل الإرجاع لأي سبب خلال 14 يومًا من التوصيل/);
    // A defect is still in its window.
    const defect = await ask(s.order.id, s.customerToken, { items: line, reason: "defective", method: "dropoff" });
    expect(defect.status, JSON.stringify(defect.data)).toBe(201);

    const fresh = await delivered(13);
    const ok = await ask(fresh.order.id, fresh.customerToken, {
      items: [{ order_item_id: fresh.items[0].id, quantity: 1 }],
      reason: "changed_mind",
      method: "pickup",
    });
    expect(ok.status).toBe(201);
  });

  it("refuses even a defect after 30 days, with its reason; the order then shows no window and nothing returnable", async () => {
    const s = await delivered(31);
    const res = await ask(s.order.id, s.customerToken, {
      items: [{ order_item_id: s.items[0].id, quantity: 1 }],
      reason: "damaged",
      method: "dropoff",
    });
    expect(res.status).toBe(409);
    expect(res.data.detail).toMatch(/^A return is accepted within 30 days of delivery at most/);
    expect(await returnsOf(s.order.id)).toEqual([]);
    const seen = await api("GET", `/api/orders/${s.order.id}/`, { token: s.customerToken });
    expect(seen.data.return_window).toBeNull();
    expect(seen.data.items.map((i: { returnable_quantity: number }) => i.returnable_quantity)).toEqual([0, 0]);
  });

  it("refuses an order that is not delivered", async () => {
    const s = await delivered(1);
    const shipped = await s.orderIn("shipped");
    const res = await ask(shipped.id, s.customerToken, { items: [{ order_item_id: 1, quantity: 1 }], reason: "defective", method: "dropoff" });
    expect(res.status).toBe(409);
    expect(res.data.detail).toBe("Only a delivered order can be returned; this one is shipped.");
  });
});

describe("quantities", () => {
  it("refuses more than was bought, and across two returns more than is left; a rejected return frees its units", async () => {
    const s = await delivered(2);
    const [a] = s.items;
    const tooMany = await ask(s.order.id, s.customerToken, { items: [{ order_item_id: a.id, quantity: 3 }], reason: "defective", method: "dropoff" });
    expect(tooMany.status).toBe(409);
    expect(tooMany.data.detail).toBe(`At most 2 of item ${a.id} can still be returned: what was bought, less what other returns already hold.`);

    const first = await ask(s.order.id, s.customerToken, { items: [{ order_item_id: a.id, quantity: 1 }], reason: "defective", method: "dropoff" });
    expect(first.status).toBe(201);
    returnShape.parse(first.data);
    const second = await ask(s.order.id, s.customerToken, { items: [{ order_item_id: a.id, quantity: 2 }], reason: "defective", method: "dropoff" });
    expect(second.status).toBe(409);
    expect(second.data.detail).toContain("At most 1 of item");

    // The order tells what is left, and the window.
    const seen = await api("GET", `/api/orders/${s.order.id}/`, { token: s.customerToken });
    orderContract.parse(seen.data);
    expect(seen.data.items.map((i: { returnable_quantity: number }) => i.returnable_quantity)).toEqual([1, 3]);
    expect(seen.data.return_window).toMatchObject({ days_left: 12, defect_days_left: 28 });

    const rejected = await move(first.data.id, "reject", s.token, { reason: "Used" });
    expect(rejected.status).toBe(200);
    const again = await ask(s.order.id, s.customerToken, { items: [{ order_item_id: a.id, quantity: 2 }], reason: "defective", method: "dropoff" });
    expect(again.status).toBe(201);
  });

  it("never over-returns under racing requests: of five asking for the whole line at once, one wins", async () => {
    const s = await delivered(2);
    const body = { items: [{ order_item_id: s.items[1].id, quantity: 3 }], reason: "defective", method: "dropoff" };
    const results = await Promise.all(Array.from({ length: 5 }, () => ask(s.order.id, s.customerToken, body)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const held = await db.select().from(returnItems).where(eq(returnItems.order_item_id, s.items[1].id));
    expect(held.reduce((n, r) => n + r.quantity, 0)).toBe(3);
    expect(await returnsOf(s.order.id)).toHaveLength(1);
  });
});

describe("who may ask", () => {
  it("is the order's customer only: another customer gets a 404, the shop a 403", async () => {
    const s = await delivered(1);
    const body = { items: [{ order_item_id: s.items[0].id, quantity: 1 }], reason: "defective", method: "dropoff" };
    const stranger = await tokenFor(await createUser());
    expect((await ask(s.order.id, stranger, body)).status).toBe(404);
    expect((await ask(s.order.id, s.token, body)).status).toBe(403);
    expect((await ask(s.order.id, undefined, body)).status).toBe(401);
    expect(await returnsOf(s.order.id)).toEqual([]);
  });
});

describe("what it writes", () => {
  it("records the lines at the price paid, the first event, and tells the customer and the branch's staff", async () => {
    const s = await delivered(1);
    const res = await ask(s.order.id, s.customerToken, {
      items: [
        { order_item_id: s.items[0].id, quantity: 1 },
        { order_item_id: s.items[1].id, quantity: 2 },
      ],
      reason: "wrong_item",
      note: "  Sent the blue one ",
      method: "pickup",
    });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      status: "requested",
      reason: "wrong_item",
      note: "Sent the blue one",
      method: "pickup",
      refund_amount: "223.45",
      cashback_reversed: "0.00",
      credit_note: null,
      order_uuid: s.order.uuid,
      timeline: [{ status: "requested", by: "customer", actor: null }],
    });
    expect(res.data.items.map((i: { quantity: number; price: string }) => [i.quantity, i.price])).toEqual([
      [1, "123.45"],
      [2, "50.00"],
    ]);
    const [toCustomer] = await noticesOf(s.customer.id);
    expect(toCustomer.kind).toBe("return_status");
    const payload = JSON.parse(toCustomer.payload);
    expect(payload).toMatchObject({ return_id: res.data.id, order_id: s.order.id, status: "requested", items: 3, refund_amount: "223.45" });
    expect(render("return_status", payload, "ar").title).toBe(`استلمنا طلب الإرجاع رقم ${res.data.id}`);
    const [toOwner] = await noticesOf(s.owner.id);
    expect(toOwner.kind).toBe("return_update");
    expect(render("return_update", JSON.parse(toOwner.payload), "en").title).toContain(`New return request ${res.data.id}`);
  });

  it("takes photos by multipart (checked by content, stored in R2), and refuses a fake one without storing anything", async () => {
    const s = await delivered(1);
    const form = () => {
      const f = new FormData();
      f.set("items", JSON.stringify([{ order_item_id: s.items[0].id, quantity: 1 }]));
      f.set("reason", "damaged");
      f.set("method", "dropoff");
      return f;
    };
    const before = await storedKeys();
    const bad = form();
    bad.append("photos", images.png());
    bad.append("photos", images.fakePng());
    const refused = await api("POST", `/api/orders/${s.order.id}/returns/`, { token: s.customerToken, form: bad });
    expect(refused.status).toBe(400);
    expect(refused.data.photos).toEqual(["evil.png: Please upload a JPEG or PNG image."]);
    expect(await storedKeys()).toEqual(before);

    const six = form();
    for (let i = 0; i < 6; i++) six.append("photos", images.png());
    expect((await api("POST", `/api/orders/${s.order.id}/returns/`, { token: s.customerToken, form: six })).data.photos).toEqual([
      "Ensure this field has no more than 5 elements.",
    ]);

    const good = form();
    good.append("photos", images.png());
    good.append("photos", images.jpeg());
    const res = await api("POST", `/api/orders/${s.order.id}/returns/`, { token: s.customerToken, form: good });
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    expect(res.data.photos).toHaveLength(2);
    expect(res.data.photos[0]).toMatch(/^\/api\/media\/returns\/.+\.png$/);
    const rows = await db.select().from(returnPhotos).where(eq(returnPhotos.return_id, res.data.id));
    expect(rows.map((r) => r.position)).toEqual([0, 1]);
    expect((await storedKeys()).filter((k) => !before.includes(k))).toHaveLength(2);
  });
});

describe("bad input is a 400 per field, never a 500", () => {
  it.each([
    [{}, ["items", "reason", "method"]],
    [{ items: "nope", reason: "changed_mind", method: "pickup" }, ["items"]],
    [{ items: [], reason: "changed_mind", method: "pickup" }, ["items"]],
    [{ items: [{ order_item_id: "x", quantity: 0 }], reason: "because", method: "teleport" }, ["items", "reason", "method"]],
    [{ items: [{ order_item_id: 1, quantity: 1 }], reason: "defective", method: "pickup", note: "x".repeat(1001) }, ["note"]],
    [{ items: [{ order_item_id: 99999999, quantity: 1 }], reason: "defective", method: "pickup" }, ["items"]],
  ])("%j", async (body, fields) => {
    const s = await delivered(1);
    const res = await ask(s.order.id, s.customerToken, body);
    expect(res.status).toBe(400);
    expect(Object.keys(res.data).sort()).toEqual([...fields].sort());
  });

  it("a line given twice, a body that is not JSON, an id that is not one", async () => {
    const s = await delivered(1);
    const twice = await ask(s.order.id, s.customerToken, {
      items: [
        { order_item_id: s.items[0].id, quantity: 1 },
        { order_item_id: s.items[0].id, quantity: 1 },
      ],
      reason: "defective",
      method: "pickup",
    });
    expect(twice.status).toBe(400);
    expect(twice.data.items).toEqual([`Item ${s.items[0].id} is listed more than once.`]);
    expect(
      (await api("POST", `/api/orders/${s.order.id}/returns/`, { token: s.customerToken, raw: "{", contentType: "application/json" })).status,
    ).toBe(400);
    expect((await ask("abc", s.customerToken, {})).status).toBe(400);
  });
});
