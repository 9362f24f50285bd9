import { describe, expect, it } from "vitest";
import { accessMatrix, accessWorld } from "../../test/access-matrix";
import { api, createOwnedBranch, createUser, tokenFor } from "../../test/factories";
import { billFont } from "../pdf/fonts";
import { readPdf } from "../pdf/read-pdf.test-helper";
import { createBillOrder } from "./bill-fixtures";

const billPath = (id: number) => `/api/orders/${id}/bill/`;
const latin1 = (bytes: Uint8Array) => new TextDecoder("latin1").decode(bytes);

/** An order of a new customer at the matrix's target branch. */
async function setup() {
  const { target, callers } = await accessWorld();
  const customer = await createUser({ email: `${crypto.randomUUID().slice(0, 8)}@example.com` });
  const order = await createBillOrder({ customer, branch: target.branch, storeName: target.store.name });
  return { target, callers, customer, customerToken: await tokenFor(customer), order };
}

describe("GET /orders/{id}/bill/", () => {
  it("gives the customer their bill as a PDF download with the whole order in it", async () => {
    const { customer, customerToken, order, target } = await setup();
    const res = await api("GET", billPath(order.id), { token: customerToken });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="aswaq-order-${order.id}.pdf"`);
    expect(res.headers.get("cache-control")).toBe("private, no-store");

    const bytes = res.data as Uint8Array;
    expect(latin1(bytes.subarray(0, 5))).toBe("%PDF-");
    expect(latin1(bytes.subarray(-7)).trim()).toBe("%%EOF");
    const pdf = await readPdf(bytes);
    expect(pdf.pageCount).toBe(1);
    expect(pdf.doc.getTitle()).toBe(`Aswaq order #${order.id} bill`);
    for (const line of [
      target.store.name,
      target.branch.name,
      `#${order.id}`,
      order.uuid,
      "20 Nov 2026, 23:13 (Cairo time)",
      "21 Nov 2026, 10:02 (Cairo time)",
      "Processing",
      "Pending",
      "Cash on delivery",
      customer.username,
      customer.email!,
      "الجيزة",
      "الدقي",
      "شارع التحرير، الدقي",
      "Nile Towers",
      "12",
      "01012345678",
      "Egyptian Basmati Rice",
      "أرز بسمتي مصري",
      "Olive oil",
      "زيت زيتون",
      "120.50",
      "241.00",
      "1,234.50",
      "EGP 1,475.50",
    ]) {
      expect(pdf.lines, line).toContain(line);
    }
  });

  it("draws the Arabic product name and address joined and right to left", async () => {
    const { customerToken, order } = await setup();
    const { texts } = await readPdf((await api("GET", billPath(order.id), { token: customerToken })).data);
    const font = billFont();
    const ids = (...cps: number[]) => cps.map((cp) => font.glyphId(cp));
    const drawn = (text: string) => texts.find((t) => t.text === text)!.ids;
    // أرز بسمتي مصري in joined forms, last word first.
    expect(drawn("أرز بسمتي مصري")).toEqual(
      ids(0xfef1, 0xfeae, 0xfebc, 0xfee3, 0x20, 0xfef2, 0xfe98, 0xfee4, 0xfeb4, 0xfe91, 0x20, 0xfeaf, 0xfead, 0xfe83),
    );
    // شارع التحرير، الدقي: drawn from the final ي of الدقي (left) to the initial ش (right).
    expect(drawn("شارع التحرير، الدقي")).toEqual(
      ids(
        0xfef2,
        0xfed7,
        0xfeaa,
        0xfedf,
        0xfe8d,
        0x20,
        0x060c,
        0xfeae,
        0xfef3,
        0xfeae,
        0xfea4,
        0xfe98,
        0xfedf,
        0xfe8d,
        0x20,
        0xfec9,
        0xfead,
        0xfe8e,
        0xfeb7,
      ),
    );
    // A letter after ز or و starts a new join; the one before them ends its own.
    expect(drawn("زيت زيتون")).toEqual(ids(0xfee5, 0xfeee, 0xfe98, 0xfef3, 0xfeaf, 0x20, 0xfe96, 0xfef3, 0xfeaf));
  });

  it("continues a long order on further pages", async () => {
    const target = await createOwnedBranch();
    const customer = await createUser();
    const items = Array.from({ length: 45 }, (_, i) => ({
      name: `Item ${i + 1}`,
      name_ar: i === 44 ? "المنتج الأخير" : "منتج",
      quantity: 1,
      price: 100,
    }));
    const order = await createBillOrder({ customer, branch: target.branch, items });
    const res = await api("GET", billPath(order.id), { token: await tokenFor(customer) });
    expect(res.status).toBe(200);
    const pdf = await readPdf(res.data);
    expect(pdf.pageCount).toBeGreaterThan(1);
    expect(pdf.lines).toContain("Item 45");
    expect(pdf.lines).toContain("المنتج الأخير");
    expect(pdf.lines).toContain("EGP 45.00");
    expect(pdf.lines).toContain(`Page ${pdf.pageCount} of ${pdf.pageCount}`);
    // The table's header is drawn again on every page with items (the totals may follow on a page of their own).
    const itemPages = [...new Set(pdf.texts.filter((t) => /^Item \d+$/.test(t.text)).map((t) => t.page))];
    expect(itemPages.length).toBeGreaterThan(1);
    expect(pdf.texts.filter((t) => t.text === "Unit price (EGP)").map((t) => t.page)).toEqual(itemPages);
    expect(pdf.texts.filter((t) => t.text === "Subtotal" || t.text === "Delivery: Free").map((t) => t.text)).toEqual(["Subtotal", "Delivery: Free"]);
  });

  it("works for an order whose branch was deleted (names kept on the order)", async () => {
    const customer = await createUser();
    const order = await createBillOrder({ customer, branch: null, storeName: "Old store", items: [] });
    const res = await api("GET", billPath(order.id), { token: await tokenFor(customer) });
    expect(res.status).toBe(200);
    const { lines } = await readPdf(res.data);
    expect(lines).toContain("Old store");
    expect(lines).toContain("Closed branch");
    expect(lines).toContain("EGP 0.00");
  });
});

describe("GET /orders/{id}/bill/: who may download it", () => {
  // An order of the target branch: its customer and those who run the branch; nobody else learns it exists.
  accessMatrix(
    { guest: 401, customer: 404, otherOwner: 404, owner: 200, manager: 200, otherManager: 404, superAdmin: 200, "the order's customer": 200 },
    {
      setup: async ({ target }) => {
        const customer = await createUser();
        return { customer, order: await createBillOrder({ customer, branch: target.branch, storeName: target.store.name }) };
      },
      extra: { "the order's customer": (_w, f) => f.customer },
      call: ({ fixture, token }) => api("GET", billPath(fixture.order.id), { token }),
      allowed: (_c, res) => expect(latin1(res.data.subarray(0, 5))).toBe("%PDF-"),
      refused: (_c, res) => {
        if (res.status === 404) expect(res.data).toEqual({ detail: "Not found." });
      },
    },
  );

  it("lets the customer (but no branch owner) download a bill once its branch is gone", async () => {
    const { token } = await createOwnedBranch();
    const customer = await createUser();
    const order = await createBillOrder({ customer, branch: null });
    expect((await api("GET", billPath(order.id), { token })).status).toBe(404);
    expect((await api("GET", billPath(order.id), { token: await tokenFor(customer) })).status).toBe(200);
  });

  it("answers 404 for an unknown order, 400 for a malformed id, and 401 before either for a visitor", async () => {
    const { callers } = await setup();
    expect(await api("GET", billPath(999_999_999), { token: callers.superAdmin })).toMatchObject({ status: 404, data: { detail: "Not found." } });
    expect(await api("GET", "/api/orders/abc/bill/", { token: callers.superAdmin })).toMatchObject({
      status: 400,
      data: { id: ["A valid integer is required."] },
    });
    expect((await api("GET", billPath(999_999_999))).status).toBe(401);
  });

  it("answers without the trailing slash too", async () => {
    const { customerToken, order } = await setup();
    expect((await api("GET", `/api/orders/${order.id}/bill`, { token: customerToken })).status).toBe(200);
  });
});
