import { describe, expect, it } from "vitest";
import { accessMatrix, accessWorld } from "../../test/access-matrix";
import { api, createOwnedBranch, createUser, tokenFor } from "../../test/factories";
import { readPdf } from "../pdf/read-pdf.test-helper";
import { createReturnedOrder } from "./credit-note-fixtures";

const notePath = (id: number, query = "") => `/api/returns/${id}/credit-note/${query}`;
const latin1 = (bytes: Uint8Array) => new TextDecoder("latin1").decode(bytes);

/** A refunded return of two bags of rice, by a new customer of the matrix's target branch. */
async function setup(customerFields: Parameters<typeof createUser>[0] = {}) {
  const { target, callers } = await accessWorld();
  const customer = await createUser({
    email: `${crypto.randomUUID().slice(0, 8)}@example.com`,
    first_name: "Mona",
    last_name: "Adel",
    ...customerFields,
  });
  const { order, ret } = await createReturnedOrder({ customer, branch: target.branch, lines: [{ line: 0, quantity: 2 }] });
  return { target, callers, customer, token: await tokenFor(customer), order, ret };
}

describe("GET /returns/{id}/credit-note/", () => {
  it("gives the customer the credit note in English: the refund, the order, the returned lines", async () => {
    const { customer, token, order, ret, target } = await setup();
    const res = await api("GET", notePath(ret.id, "?lang=en"), { token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="aswaq-credit-note-CN-${ret.id}.pdf"`);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("content-language")).toBe("en");

    const bytes = res.data as Uint8Array;
    expect(latin1(bytes.subarray(0, 5))).toBe("%PDF-");
    const pdf = await readPdf(bytes);
    expect(pdf.pageCount).toBe(1);
    expect(pdf.doc.getTitle()).toBe(`Aswaq credit note CN-${ret.id}`);
    for (const line of [
      "Aswaq",
      "أسواق",
      "Credit note",
      "إشعار دائن",
      "Credit note number",
      `CN-${ret.id}`,
      "25 Nov 2026, 12:45 (Cairo time)",
      "To the Aswaq wallet",
      "Defective",
      "Cashback reversed",
      "EGP 2.40",
      `#${order.id}`,
      "20 Nov 2026, 23:13 (Cairo time)",
      "Al Kheir Market",
      target.branch.name,
      "Mona Adel",
      customer.email!,
      "Returned items",
      "Line total (EGP)",
      "Egyptian Basmati Rice",
      "SKU RICE-5",
      "2",
      "120.50",
      "241.00",
      "Refund amount",
      "EGP 241.00",
      "Page 1 of 1",
    ]) {
      expect(pdf.lines, line).toContain(line);
    }
    // Only the returned line, in the document's language alone.
    expect(pdf.lines).not.toContain("Olive oil");
    expect(pdf.lines).not.toContain("أرز بسمتي مصري");
    expect(pdf.lines).not.toContain("سوق الخير");
  });

  it("writes it in Arabic with ?lang=ar: shaped, right to left, the page laid out from the right", async () => {
    const { token, ret } = await setup();
    const res = await api("GET", notePath(ret.id, "?lang=ar"), { token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-language")).toBe("ar");
    const pdf = await readPdf(res.data);
    expect(pdf.doc.getTitle()).toBe(`إشعار دائن CN-${ret.id} من أسواق`);
    for (const line of [
      "Aswaq",
      "أسواق",
      "Credit note",
      "إشعار دائن",
      "رقم الإشعار",
      "تاريخ رد المبلغ",
      "إلى محفظة أسواق",
      "سبب الإرجاع",
      "منتج معيب",
      "الاسترداد النقدي المخصوم",
      "رقم الطلب",
      "سوق الخير",
      "فرع الدقي",
      "المنتجات المرتجعة",
      "الكمية",
      "أرز بسمتي مصري",
      "120.50",
      "241.00",
      "المبلغ المردود",
      "صفحة 1 من 1",
    ]) {
      expect(pdf.lines, line).toContain(line);
    }
    expect(pdf.lines).not.toContain("Egyptian Basmati Rice");
    // Brackets are mirrored in a right-to-left line: drawn from the left, "(" then جنيه backwards then ")".
    expect(pdf.texts.find((t) => t.text.startsWith("سعر الوحدة"))?.drawn).toBe("(هينج) ةدحولا رعس");
    // Lines mixing Arabic and numbers: the numbers as drawn, the words joined.
    const drawn = (needle: string) => pdf.texts.filter((t) => t.drawn.includes(needle));
    expect(drawn("241.00").some((t) => t.glyphs.join("").includes("هينج"))).toBe(true); // "241.00 جنيه", drawn right to left
    expect(drawn("2026").some((t) => /ربمفون/.test(t.drawn))).toBe(true); // نوفمبر in the refund's date
    // The page starts on the right: a field's label right of its value, numbers' columns on the left.
    const x = (text: string) => pdf.texts.find((t) => t.text === text)!.x;
    expect(x("رقم الإشعار")).toBeGreaterThan(x(`CN-${ret.id}`));
    expect(x("أرز بسمتي مصري")).toBeGreaterThan(x("241.00"));
    expect(x("Aswaq")).toBeLessThan(x("أسواق"));
  });

  it("follows Accept-Language without ?lang, and ?lang over the header", async () => {
    const { token, ret } = await setup();
    const arabic = await api("GET", notePath(ret.id), { token, headers: { "accept-language": "ar-EG,ar;q=0.9,en;q=0.5" } });
    expect(arabic.headers.get("content-language")).toBe("ar");
    expect((await readPdf(arabic.data)).lines).toContain("سوق الخير");
    const english = await api("GET", notePath(ret.id, "?lang=en"), { token, headers: { "accept-language": "ar" } });
    expect(english.headers.get("content-language")).toBe("en");
    expect((await readPdf(english.data)).lines).toContain("Al Kheir Market");
  });

  it("is in the caller's account language when neither ?lang nor Accept-Language says", async () => {
    const { token, ret } = await setup({ language: "ar" });
    const res = await api("GET", notePath(ret.id), { token });
    expect(res.headers.get("content-language")).toBe("ar");
    expect((await readPdf(res.data)).lines).toContain("المنتجات المرتجعة");
  });

  it("says a cash refund at the branch, and no cashback reversed", async () => {
    const target = await createOwnedBranch();
    const customer = await createUser();
    const { ret } = await createReturnedOrder({
      customer,
      branch: target.branch,
      lines: [
        { line: 0, quantity: 1 },
        { line: 1, quantity: 1 },
      ],
      return: { refund_method: "cash", cashback_reversed: 0, reason: "changed_mind" },
    });
    const token = await tokenFor(customer);
    const en = await readPdf((await api("GET", notePath(ret.id, "?lang=en"), { token })).data);
    for (const line of [
      "Cash at the branch",
      "Changed mind",
      "EGP 0.00",
      "Egyptian Basmati Rice",
      "Olive oil",
      "1,234.50",
      "EGP 1,355.00",
      customer.username,
    ]) {
      expect(en.lines, line).toContain(line);
    }
    const ar = await readPdf((await api("GET", notePath(ret.id, "?lang=ar"), { token })).data);
    for (const line of ["نقدًا في الفرع", "تغيير الرأي", "زيت زيتون"]) expect(ar.lines, line).toContain(line);
  });

  it("continues a long return on further pages, numbered in the document's language", async () => {
    const target = await createOwnedBranch();
    const customer = await createUser();
    const items = Array.from({ length: 45 }, (_, i) => ({
      name: `Item ${i + 1}`,
      name_ar: i === 44 ? "المنتج الأخير" : "منتج",
      quantity: 1,
      price: 100,
    }));
    const lines = items.map((_, line) => ({ line, quantity: 1 }));
    const { ret } = await createReturnedOrder({ customer, branch: target.branch, items, lines });
    const token = await tokenFor(customer);
    const en = await readPdf((await api("GET", notePath(ret.id, "?lang=en"), { token })).data);
    expect(en.pageCount).toBeGreaterThan(1);
    expect(en.lines).toContain("Item 45");
    expect(en.lines).toContain("EGP 45.00");
    expect(en.lines).toContain(`Page ${en.pageCount} of ${en.pageCount}`);
    const ar = await readPdf((await api("GET", notePath(ret.id, "?lang=ar"), { token })).data);
    expect(ar.lines).toContain("المنتج الأخير");
    expect(ar.texts.filter((t) => t.text === "الكمية").length).toBeGreaterThan(1);
    expect(ar.lines).toContain(`صفحة ${ar.pageCount} من ${ar.pageCount}`);
  });

  it("works once the order's branch is gone (names kept on the order), for the customer", async () => {
    const customer = await createUser();
    const { ret } = await createReturnedOrder({ customer, branch: null, storeName: "Old store" });
    const res = await api("GET", notePath(ret.id, "?lang=en"), { token: await tokenFor(customer) });
    expect(res.status).toBe(200);
    const { lines } = await readPdf(res.data);
    expect(lines).toContain("Old store");
    expect(lines).toContain("Closed branch");
  });
});

describe("GET /returns/{id}/credit-note/: who may download it, and when", () => {
  // A refunded return of the target branch: its customer and those who run the branch; nobody else learns it exists.
  accessMatrix(
    { guest: 401, customer: 404, otherOwner: 404, owner: 200, manager: 200, otherManager: 404, superAdmin: 200, "the return's customer": 200 },
    {
      setup: async ({ target }) => {
        const customer = await createUser();
        return { customer, ...(await createReturnedOrder({ customer, branch: target.branch })) };
      },
      extra: { "the return's customer": (_w, f) => f.customer },
      call: ({ fixture, token }) => api("GET", notePath(fixture.ret.id), { token }),
      allowed: (_c, res) => expect(latin1(res.data.subarray(0, 5))).toBe("%PDF-"),
      refused: (_c, res) => {
        if (res.status === 404) expect(res.data).toEqual({ detail: "Not found." });
      },
    },
  );

  it("does not exist before the return is refunded, for the customer, the branch or a super admin", async () => {
    const { target, callers } = await accessWorld();
    const customer = await createUser();
    const customerToken = await tokenFor(customer);
    for (const status of ["requested", "approved", "rejected", "received"] as const) {
      const { ret } = await createReturnedOrder({ customer, branch: target.branch, return: { status, refunded_at: null, refund_method: null } });
      for (const token of [customerToken, callers.manager, callers.owner, callers.superAdmin]) {
        expect(await api("GET", notePath(ret.id), { token }), status).toMatchObject({ status: 404, data: { detail: "Not found." } });
      }
    }
  });

  it("answers 404 for an unknown return, 400 for a malformed id or language, and 401 before any for a visitor", async () => {
    const { callers, ret } = await setup();
    const admin = callers.superAdmin;
    expect(await api("GET", notePath(999_999_999), { token: admin })).toMatchObject({ status: 404, data: { detail: "Not found." } });
    expect(await api("GET", "/api/returns/abc/credit-note/", { token: admin })).toMatchObject({
      status: 400,
      data: { id: ["A valid integer is required."] },
    });
    expect(await api("GET", "/api/returns/-1/credit-note/", { token: admin })).toMatchObject({ status: 400 });
    expect(await api("GET", "/api/returns/99999999999999999999/credit-note/", { token: admin })).toMatchObject({ status: 400 });
    const badLang = await api("GET", notePath(ret.id, "?lang=fr"), { token: admin });
    expect(badLang.status).toBe(400);
    expect(Object.keys(badLang.data)).toEqual(["lang"]);
    expect((await api("GET", notePath(ret.id, "?lang=%E0%A4%A"), { token: admin })).status).toBe(400);
    expect((await api("GET", notePath(999_999_999))).status).toBe(401);
  });

  it("answers without the trailing slash too", async () => {
    const { token, ret } = await setup();
    expect((await api("GET", `/api/returns/${ret.id}/credit-note`, { token })).status).toBe(200);
  });
});
