import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders, responsibles } from "../../db/schema";
import { accessMatrix } from "../../test/access-matrix";
import { api, assignManager, createUser, db, tokenFor, unique } from "../../test/factories";
import { readPdf } from "../pdf/read-pdf.test-helper";
import { createBillOrder } from "./bill-fixtures";
import { cairoDayStart } from "./staff-filters";
import { createOrder, shop, superAdmin } from "./test-orders";

const ids = (res: { data: { results: { id: number }[] } }) => res.data.results.map((o) => o.id).sort((a, b) => a - b);
const list = (token: string, query: string) => api("GET", `/api/orders/?${query}`, { token });

describe("GET /orders/ for the dashboard", () => {
  // managed=true: who gets the list at all, and whose list holds an order of the target branch.
  accessMatrix(
    { guest: 401, customer: 200, otherOwner: 200, owner: 200, manager: 200, otherManager: 200, superAdmin: 200 },
    {
      setup: async ({ target }) => createBillOrder({ customer: await createUser(), branch: target.branch, storeName: target.store.name }),
      call: ({ fixture, token }) => api("GET", `/api/orders/?managed=true&search=%23${fixture.id}`, { token }),
      allowed: ({ actor, fixture }, res) => {
        const sees = ["owner", "manager", "superAdmin"].includes(actor);
        expect(res.data.results.map((o: { id: number }) => o.id)).toEqual(sees ? [fixture.id] : []);
      },
    },
  );

  it("managed=true keeps the orders a merchant handles as a shop, not the ones they bought", async () => {
    const mine = await shop();
    const other = await shop();
    const sold = await mine.order();
    const bought = await other.order("pending", mine.owner);
    expect(ids(await list(mine.token, ""))).toEqual([sold.id, bought.id].sort((a, b) => a - b));
    expect(ids(await list(mine.token, "managed=true"))).toEqual([sold.id]);
    const customer = await tokenFor(await createUser());
    expect((await list(customer, "managed=true")).data.count).toBe(0);
  });

  it("a merchant's list is each store they own, each branch they manage elsewhere and their purchases, each order once, paged", async () => {
    const owned = await shop(100);
    const managedElsewhere = await shop(100);
    const bystander = await shop(100);
    const me = owned.owner;
    // A branch has one manager: this merchant replaces the other shop's owner there.
    await db.delete(responsibles).where(eq(responsibles.branch_id, managedElsewhere.branch.id));
    await assignManager(me, managedElsewhere.branch);
    const sold = [await owned.order(), await owned.order("delivered")];
    const handled = [await managedElsewhere.order(), await managedElsewhere.order("pending", me)];
    const boughtFromMyself = await owned.order("pending", me);
    const bought = await bystander.order("pending", me);
    // A purchase from a store deleted since: still the buyer's.
    const orphan = await bystander.order("pending", me);
    await db.update(orders).set({ store_id: null, branch_id: null }).where(eq(orders.id, orphan.id));
    await bystander.order(); // someone else's, elsewhere: never shown
    const shop_ = [...sold, ...handled, boughtFromMyself].map((o) => o.id);
    const everything = [...shop_, bought.id, orphan.id].sort((a, b) => a - b);
    expect(ids(await list(owned.token, ""))).toEqual(everything);
    expect((await list(owned.token, "")).data.count).toBe(everything.length);
    expect(ids(await list(owned.token, "managed=true"))).toEqual(shop_.sort((a, b) => a - b));
    expect(ids(await list(owned.token, "managed=true&status=delivered"))).toEqual([sold[1].id]);
    // Three at a time through the cursors, then back: the same orders, each once.
    const seen: number[] = [];
    let next: string | null = "/api/orders/?page_size=3";
    while (next) {
      const res = await api("GET", next, { token: owned.token });
      seen.push(...res.data.results.map((o: { id: number }) => o.id));
      next = res.data.next;
    }
    expect(seen.sort((a, b) => a - b)).toEqual(everything);
    expect(ids(await list(owned.token, "page_size=3&page=2"))).toHaveLength(3);
  });

  it("finds an order by its number (with or without #, in Arabic digits), the customer's name or username, or the mobile", async () => {
    const s = await shop();
    const name = unique("Nadia");
    const customer = await createUser({ first_name: name, last_name: "Fahmy" });
    const order = await s.order("pending", customer);
    await db.update(orders).set({ mobile: "01198765432" }).where(eq(orders.id, order.id));
    const someoneElse = await s.order();
    const find = (q: string) => list(s.token, `managed=true&search=${encodeURIComponent(q)}`);

    expect(ids(await find(String(order.id)))).toContain(order.id);
    expect(ids(await find(`#${order.id}`))).toEqual([order.id]);
    const arabicDigits = String(order.id).replace(/\d/g, (d) => "٠١٢٣٤٥٦٧٨٩"[Number(d)]);
    expect(ids(await find(arabicDigits))).toEqual([order.id]);
    expect(ids(await find(`${name.toUpperCase()} fahmy`))).toEqual([order.id]);
    expect(ids(await find(customer.username))).toEqual([order.id]);
    expect(ids(await find("+20 119 876 5432"))).toEqual([order.id]);
    expect(ids(await find("98765"))).toEqual([order.id]);
    expect(ids(await find("%"))).not.toContain(someoneElse.id);
  });

  it("finds a customer by the start of their full name, last name or username, and only the orders the caller may see", async () => {
    const s = await shop();
    const other = await shop();
    const tag = unique("Q").toLowerCase();
    const customer = await createUser({ first_name: `Samira${tag}`, last_name: `Younis${tag}` });
    const here = await s.order("pending", customer);
    const elsewhere = await other.order("pending", customer);
    const find = (q: string) => list(s.token, `managed=true&search=${encodeURIComponent(q)}`);

    expect(ids(await find(`samira${tag} you`))).toEqual([here.id]);
    expect(ids(await find(`YOUNIS${tag}`))).toEqual([here.id]);
    expect(ids(await find(customer.username.slice(0, -2)))).toEqual([here.id]);
    // The start of a name, not any part of it.
    expect(ids(await find(`amira${tag}`))).toEqual([]);
    const admin = await superAdmin();
    expect(ids(await list(admin.token, `search=${encodeURIComponent(`samira${tag}`)}`))).toEqual([here.id, elsewhere.id].sort((a, b) => a - b));
  });

  it("takes Cairo calendar days: from and to include the whole of each day", async () => {
    const s = await shop();
    const at = (iso: string) => createOrder({ customer: s.customer, branch: s.branch, lines: [], createdAt: iso });
    // 23:30 Cairo on 1 Jan is 21:30 UTC; 00:30 Cairo on 3 Jan is 22:30 UTC on 2 Jan.
    const late = await at("2026-01-01T21:30:00.000Z");
    const early = await at("2026-01-02T22:30:00.000Z");
    expect(ids(await list(s.token, "managed=true&from=2026-01-02&to=2026-01-02"))).toEqual([]);
    expect(ids(await list(s.token, "managed=true&from=2026-01-01&to=2026-01-01"))).toEqual([late.id]);
    expect(ids(await list(s.token, "managed=true&from=2026-01-03"))).toEqual([early.id]);
    expect(cairoDayStart("2026-07-01")).toBe("2026-06-30T21:00:00.000Z"); // summer time, UTC+3
  });

  it("answers bad filters with a 400 per field", async () => {
    const { token } = await superAdmin();
    const res = await list(token, `from=2026-13-45&to=yesterday&search=${"x".repeat(101)}`);
    expect(res.status).toBe(400);
    expect(Object.keys(res.data).sort()).toEqual(["from", "search", "to"]);
  });
});

describe("GET /orders/bills/", () => {
  // Two orders of the target branch in one PDF: whoever may see both (their customer, the
  // store's owner, the branch's manager, a super admin); to anyone else they do not exist.
  accessMatrix(
    { guest: 401, customer: 404, otherOwner: 404, owner: 200, manager: 200, otherManager: 404, superAdmin: 200, "the orders' customer": 200 },
    {
      setup: async ({ target }) => {
        const customer = await createUser();
        const made = () => createBillOrder({ customer, branch: target.branch, storeName: target.store.name });
        return { customer, orders: [await made(), await made()] };
      },
      extra: { "the orders' customer": (_w, f) => f.customer },
      call: ({ fixture, token }) => api("GET", `/api/orders/bills/?ids=${fixture.orders.map((o) => o.id).join(",")}`, { token }),
      allowed: async (_c, res) => expect((await readPdf(res.data)).pageCount).toBe(2),
    },
  );

  it("prints several bills as one PDF, in the order asked, each numbering its own pages", async () => {
    const s = await shop();
    const [a, b] = [await s.order(), await s.order()];
    const res = await api("GET", `/api/orders/bills/?ids=${b.id},${a.id}`, { token: s.token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const pdf = await readPdf(res.data);
    expect(pdf.doc.getTitle()).toBe(`Aswaq bills: #${b.id}, #${a.id}`);
    expect(pdf.pageCount).toBe(2);
    const pageOf = (id: number) => pdf.texts.find((t) => t.text.includes(`#${id}`))?.page;
    expect([pageOf(b.id), pageOf(a.id)]).toEqual([1, 2]);
    expect(pdf.texts.filter((t) => t.text === "Page 1 of 1")).toHaveLength(2);
  });

  it("is a 404 when any order is not the caller's to see, and a 400 for a bad list", async () => {
    const s = await shop();
    const other = await shop();
    const foreign = await other.order();
    const own = await s.order();
    expect((await api("GET", `/api/orders/bills/?ids=${own.id},${foreign.id}`, { token: s.token })).status).toBe(404);
    expect((await api("GET", "/api/orders/bills/?ids=1,x", { token: s.token })).status).toBe(400);
    expect((await api("GET", `/api/orders/bills/?ids=${own.id}`)).status).toBe(401);
  });
});
