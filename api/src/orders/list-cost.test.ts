// The order lists cost their page, not the order table: the super admin's, a shop's and a
// customer's lists, filtered by status, store, branch and days, read page 1 and the pages
// after it through `next` from the (filter, created_at, id) indexes, and count only up to
// 100 (docs/decisions/0017). Counts are D1's own rows_read, as Server-Timing reports them.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { api, createBranch, createOwnedBranch, createStore, createUser, tokenFor } from "../../test/factories";
import { costOf, walkPages } from "../../test/list-cost";
import { createOrder, superAdmin } from "./test-orders";

const N = 6000;
const PAGE = 20;

const tokens: Record<"admin" | "buyer" | "owner" | "rareBuyer", string> = { admin: "", buyer: "", owner: "", rareBuyer: "" };
let shop: Awaited<ReturnType<typeof createOwnedBranch>>;
let otherBranch: { id: number };

beforeAll(async () => {
  shop = await createOwnedBranch();
  const otherStore = await createStore();
  otherBranch = await createBranch(otherStore);
  const [buyer, rareBuyer, someone] = [
    await createUser({ first_name: "Costly", last_name: "Buyer" }),
    await createUser({ first_name: "Rare", last_name: "Shopper" }),
    await createUser(),
  ];
  tokens.admin = (await superAdmin()).token;
  tokens.buyer = await tokenFor(buyer);
  tokens.rareBuyer = await tokenFor(rareBuyer);
  tokens.owner = shop.token;
  // N other users, whose names a search by name must not read through.
  await env.DB.prepare(
    `with recursive n(i) as (select 1 union all select i + 1 from n where i < ?1)
     insert into users (username, first_name, last_name, password_hash) select 'cost-user-' || i, 'Person', 'Number ' || i, 'x' from n`,
  )
    .bind(N)
    .run();
  // N orders, one a minute through 2026: half the buyer's, a third the shop's, one in five
  // delivered; the rare buyer placed the ten oldest, delivered to a mobile of their own.
  await env.DB.prepare(
    `with recursive n(i) as (select 1 union all select i + 1 from n where i < ?1)
     insert into orders (uuid, checkout_id, customer_id, branch_id, store_id, branch_name, store_name, status, total,
                         city, compound, building_or_house, mobile, created_at)
     select 'cost-' || i, 'cost-checkout-' || i,
            case when i <= 10 then ?2 when i % 2 = 0 then ?3 else ?4 end,
            case when i % 3 = 0 then ?5 else ?6 end,
            case when i % 3 = 0 then ?7 else ?8 end,
            'Branch', 'Store',
            case when i % 5 = 0 then 'delivered' else 'pending' end,
            10000 + i, 'Cairo', 'Compound', 'Building 1', case when i <= 10 then '01198765432' else '01012345678' end,
            strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-01', '+' || i || ' minutes')
     from n`,
  )
    .bind(N, rareBuyer.id, buyer.id, someone.id, shop.branch.id, otherBranch.id, shop.store.id, otherStore.id)
    .run();
}, 120_000);

// Page 1 and four pages deeper. Each order shown brings its items, history and pictures;
// the bound is per order shown.
const BOUND = 20 * PAGE;
const cases: [string, keyof typeof tokens, string, number?][] = [
  ["every order, as the super admin", "admin", ""],
  ["one status", "admin", "status=delivered"],
  ["one store", "admin", "store={store}"],
  ["one branch", "admin", "branch={branch}"],
  ["one day", "admin", "from=2026-01-02&to=2026-01-02"],
  ["a customer's own orders", "buyer", "mine=true"],
  ["a customer's own orders, one status", "buyer", "mine=true&status=delivered"],
  ["a customer with ten old orders", "rareBuyer", ""],
  ["a shop and its owner's purchases, as its owner", "owner", ""],
  ["a shop's orders in the dashboard", "owner", "managed=true"],
  ["a shop's delivered orders in the dashboard", "owner", "managed=true&status=delivered"],
  ["two days of a shop's delivered orders in the dashboard", "owner", "managed=true&status=delivered&from=2026-01-02&to=2026-01-03"],
  // A name is looked up in the users' name indexes; its customers' orders are then read in
  // order, customer by customer. In a shop's dashboard those are checked against the shop,
  // which keeps a third of this customer's 3,000 orders: a page and the count (to 100) read
  // about three of the customer's orders for each they keep, so the bound there is the
  // customer's orders read, not the shop's or the table's (ADR 0017).
  ["a customer's name, as the super admin", "admin", "search=costly"],
  ["a customer's name in a shop's dashboard", "owner", "managed=true&search=costly%20buyer", 30 * PAGE],
  ["a customer's last name in a shop's delivered orders", "owner", "managed=true&status=delivered&search=buyer", 30 * PAGE],
  ["the name of a customer with ten old orders, as the super admin", "admin", "search=rare"],
  ["the name of a customer with ten old orders in a shop's dashboard", "owner", "managed=true&search=rare%20shopper"],
  // A whole mobile is read from the orders' mobile index in order, checked as a name's
  // customers are: a mobile on ten old orders costs those ten, not the 6,000 before them.
  ["a mobile on ten old orders, as the super admin", "admin", "search=01198765432"],
  [
    "a mobile on ten old orders, in Arabic digits, in a shop's dashboard",
    "owner",
    "managed=true&search=%D9%A0%D9%A1%D9%A1%D9%A9%D9%A8%D9%A7%D9%A6%D9%A5%D9%A4%D9%A3%D9%A2",
  ],
  ["a mobile on most orders in a shop's dashboard", "owner", "managed=true&search=01012345678", 30 * PAGE],
];

const fill = (query: string) => query.replace("{store}", String(shop.store.id)).replace("{branch}", String(shop.branch.id));

describe("the order lists' cost does not grow with the orders", () => {
  for (const [name, who, query, bound = BOUND] of cases) {
    it(`${name}: page 1 and four pages deeper, each at most ${bound} rows in one round trip for the page`, async () => {
      // The page and its count in one batch, then its orders' items, history and pictures;
      // a search by name looks its customers up first.
      const trips = /search=[a-z]/.test(query) ? 5 : 4;
      const seen = await walkPages(`/api/orders/?page_size=${PAGE}&${fill(query)}`, { trips, rowsRead: bound }, { token: tokens[who] });
      expect(seen.size).toBeGreaterThan(0);
    });
  }

  it("a day range costs the same deep into it, there and back", async () => {
    let next: string | null = `/api/orders/?page_size=${PAGE}&managed=true&from=2026-01-02&to=2026-01-03`;
    const costs: number[] = [];
    const pages: { next: string | null; previous: string | null; ids: number[] }[] = [];
    for (let i = 0; i < 12 && next; i++) {
      const res = await api("GET", next, { token: tokens.owner });
      costs.push(costOf(res.headers).rowsRead);
      pages.push({ next: res.data.next, previous: res.data.previous, ids: res.data.results.map((o: { id: number }) => o.id) });
      next = res.data.next;
    }
    expect(pages).toHaveLength(12);
    // Page 12 reads what page 2 does, give or take a few rows (a range read from its end to
    // the cursor grew by a page each page).
    expect(costs[11]).toBeLessThanOrEqual(costs[1] + 10);
    const back = await api("GET", pages[11].previous!, { token: tokens.owner });
    expect(back.data.results.map((o: { id: number }) => o.id)).toEqual(pages[10].ids);
    expect(costOf(back.headers).rowsRead).toBeLessThanOrEqual(costs[1] + 10);
  });

  it("a name nobody has reads no orders", async () => {
    const res = await api("GET", `/api/orders/?managed=true&search=nobody`, { token: tokens.owner });
    expect(res.data).toMatchObject({ count: 0, results: [] });
    expect(costOf(res.headers).rowsRead).toBeLessThan(10);
  });

  it.each([6, 17])("reads a merchant of %i stores (more parts than one compound SELECT holds), each order once", async (stores) => {
    const owner = await createUser({ role: "branch_owner" });
    const buyer = await createUser();
    const made: number[] = [];
    for (let i = 0; i < stores; i++) {
      const branch = await createBranch(await createStore({ owner_id: owner.id }));
      made.push((await createOrder({ customer: buyer, branch, lines: [] })).id);
    }
    const token = await tokenFor(owner);
    const first = await api("GET", "/api/orders/?managed=true&page_size=4", { token });
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ count: stores, count_capped: false });
    // Past MAX_PARTS (16) the list is one read, not bounded (ADR 0017); only its answer is checked.
    const seen = await walkPages(first.data.next, { trips: 4, rowsRead: stores > 16 ? Number.POSITIVE_INFINITY : BOUND }, { token });
    expect([...first.data.results.map((o: { id: number }) => o.id), ...seen].sort()).toEqual([...made].sort());
  });

  it("reads newest first through the cursors, and back again by `previous`", async () => {
    const first = await api("GET", `/api/orders/?page_size=${PAGE}&mine=true`, { token: tokens.buyer });
    const second = await api("GET", first.data.next, { token: tokens.buyer });
    const times = [...first.data.results, ...second.data.results].map((o: { created_at: string }) => o.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(second.data.next).toMatch(/cursor=/);
    const back = await api("GET", second.data.previous, { token: tokens.buyer });
    expect(back.data.results.map((o: { id: number }) => o.id)).toEqual(first.data.results.map((o: { id: number }) => o.id));
  });

  it("counts up to 100, then says the count stopped there; numbered pages stop at 1,000 rows", async () => {
    const all = await api("GET", "/api/orders/", { token: tokens.admin });
    expect(all.data).toMatchObject({ count: 100, count_capped: true });
    const few = await api("GET", "/api/orders/", { token: tokens.rareBuyer });
    expect(few.data).toMatchObject({ count: 10, count_capped: false });
    expect((await api("GET", `/api/orders/?page_size=${PAGE}&page=51`, { token: tokens.admin })).status).toBe(200);
    expect(await api("GET", `/api/orders/?page_size=${PAGE}&page=52`, { token: tokens.admin })).toMatchObject({
      status: 404,
      data: { detail: "Invalid page." },
    });
    expect(await api("GET", "/api/orders/?cursor=not-a-cursor", { token: tokens.admin })).toMatchObject({ status: 404 });
  });
});
