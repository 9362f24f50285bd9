// A branch's offers cost their page, not the branch: the storefront's and the dashboard's
// newest-first lists of a branch, a store and the available offers read page 1 and the pages
// after it through `next` from the id order, and count only up to 100 (docs/decisions/0017).
// Counts are D1's own rows_read, as Server-Timing reports them.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { api, createBranch, createOwnedBranch, createStore, createUser, tokenFor } from "../../test/factories";
import { walkPages } from "../../test/list-cost";

const N = 6000;
const PAGE = 12;

let shop: Awaited<ReturnType<typeof createOwnedBranch>>;
let adminToken: string;

beforeAll(async () => {
  shop = await createOwnedBranch();
  adminToken = await tokenFor(await createUser({ role: "super_admin" }));
  const other = await createStore();
  const otherBranch = await createBranch(other);
  // N products, each listed in the shop's branch (one in a hundred out of stock, one in seven
  // low) and every other one also elsewhere.
  await env.DB.batch([
    env.DB.prepare(
      `with recursive n(i) as (select 1 union all select i + 1 from n where i < ?1)
       insert into products (store_id, name, name_ar, sku, base_price, search_text)
       select ?2, 'Offer ' || i, 'عرض ' || i, 'offer-sku-' || i, 1000 + i, 'offer ' || i from n`,
    ).bind(N, shop.store.id),
    env.DB.prepare(
      "insert into branch_products (branch_id, product_id, price, stock) select ?1, id, 900 + id, case when id % 100 = 0 then 0 when id % 7 = 0 then 3 else 20 end from products where sku like 'offer-sku-%'",
    ).bind(shop.branch.id),
    env.DB.prepare(
      "insert into branch_products (branch_id, product_id, price, stock) select ?1, id, 800, 3 from products where sku like 'offer-sku-%' and id % 2 = 0",
    ).bind(otherBranch.id),
  ]);
}, 120_000);

// Each listing shown brings its product's pictures, categories and offers.
const BOUND = 80 * PAGE;
// Round trips: the count and the page, their products' details; a store's or a merchant's
// branches first; a signed-in caller's account.
const cases: [string, string, boolean | "admin", number][] = [
  ["one branch", "branch={branch}", false, 3],
  ["one store", "store={store}", false, 4],
  ["one branch, available", "branch={branch}&available=true", false, 3],
  ["every offer", "", false, 3],
  ["the dashboard's offers, as the owner", "managed=true", true, 5],
  ["the dashboard's offers of one branch", "managed=true&branch={branch}", true, 4],
  ["the dashboard's offers, cheapest first", "managed=true&ordering=price", true, 5],
  ["the dashboard's offers, dearest first", "managed=true&ordering=-price", true, 5],
  ["the dashboard's offers, least stock first", "managed=true&ordering=stock", true, 5],
  ["the dashboard's offers, most stock first", "managed=true&ordering=-stock", true, 5],
  ["the dashboard's offers of one branch by price", "managed=true&branch={branch}&ordering=price", true, 4],
  ["the dashboard's low stock", "managed=true&stock=low", true, 5],
  ["the dashboard's offers out of stock", "managed=true&stock=out", true, 5],
  ["the dashboard's low stock, least first", "managed=true&stock=low&ordering=stock", true, 5],
  ["the dashboard's offers by name", "managed=true&ordering=name", true, 5],
  ["the dashboard's offers by name, Z to A", "managed=true&ordering=-name", true, 5],
  ["the dashboard's offers by Arabic name", "managed=true&ordering=name_ar", true, 5],
  ["the dashboard's offers by SKU", "managed=true&ordering=sku", true, 5],
  ["the dashboard's offers by branch", "managed=true&ordering=branch", true, 5],
  ["the dashboard's offers by Arabic branch name, descending", "managed=true&ordering=-branch_ar", true, 5],
  ["the dashboard's offers of one branch by SKU", "managed=true&branch={branch}&ordering=-sku", true, 4],
  ["every offer by price, as the super admin", "managed=true&ordering=-price", "admin", 5],
  ["every offer out of stock, as the super admin", "managed=true&stock=out", "admin", 5],
  ["every offer by name, as the super admin", "managed=true&ordering=name", "admin", 5],
  ["every offer by SKU, as the super admin", "managed=true&ordering=-sku", "admin", 5],
];
// Not bounded, and so not here (ADR 0017): the dashboard's search inside a merchant's offers
// and a stock filter with another column's order read offers until a page of matches is
// found; the branch column, past 16 branches, sorts all of them.

describe("a branch's offers cost their page", () => {
  for (const [name, query, signedIn, trips] of cases) {
    it(`${name}: page 1 and four pages deeper, each at most ${BOUND} rows in ${trips} round trips`, async () => {
      const first = `/api/branch-products/?${query.replace("{branch}", String(shop.branch.id)).replace("{store}", String(shop.store.id))}`;
      const token = signedIn === "admin" ? adminToken : signedIn ? shop.token : undefined;
      const seen = await walkPages(first, { trips, rowsRead: BOUND }, { token });
      expect(seen.size).toBeGreaterThan(0);
    });
  }

  it("counts up to 100, then says the count stopped there, whatever the dashboard's column", async () => {
    const list = await api("GET", `/api/branch-products/?branch=${shop.branch.id}`);
    expect(list.data).toMatchObject({ count: 100, count_capped: true });
    for (const ordering of ["stock", "name", "-sku", "branch"]) {
      const sorted = await api("GET", `/api/branch-products/?managed=true&ordering=${ordering}`, { token: shop.token });
      expect(sorted.data, ordering).toMatchObject({ count: 100, count_capped: true });
      expect(sorted.data.next, ordering).toMatch(/cursor=/);
    }
  });

  it("pages the dashboard's price and stock columns and stock filters in order, each offer once, there and back", async () => {
    const walk = async (query: string, token: string) => {
      let next: string | null = `/api/branch-products/?managed=true&page_size=100&${query}`;
      const rows: { id: number; price: string; stock: number; branch: { id: number }; product: { name: string; sku: string } }[] = [];
      let last = "";
      for (let i = 0; i < 4 && next; i++) {
        const res = await api("GET", next, { token });
        rows.push(...res.data.results);
        last = next;
        next = res.data.next;
      }
      return { rows, last };
    };
    const cents = (price: string) => Math.round(Number(price) * 100);
    const { rows: cheap } = await walk("ordering=price", shop.token);
    const keyOf = (r: { id: number; price: string }) => [cents(r.price), r.id];
    expect(cheap.map(keyOf)).toEqual([...cheap.map(keyOf)].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
    expect(new Set(cheap.map((r) => r.id)).size).toBe(cheap.length);
    const { rows: most } = await walk("ordering=-stock", adminToken);
    expect(most.map((r) => r.stock)).toEqual([...most.map((r) => r.stock)].sort((a, b) => b - a));
    // Names and SKUs in the order the table shows them: without case, ties by id.
    const folded = (field: "name" | "sku") => (r: { id: number; product: { name: string; sku: string } }) =>
      [r.product[field].toLowerCase(), r.id] as const;
    const inOrder = (keys: (readonly [string, number])[], sign: number) =>
      keys.every((k, i) => i === 0 || sign * (k[0] < keys[i - 1][0] ? -1 : k[0] > keys[i - 1][0] ? 1 : k[1] - keys[i - 1][1]) > 0);
    const { rows: byName } = await walk("ordering=name", shop.token);
    expect(inOrder(byName.map(folded("name")), 1)).toBe(true);
    expect(new Set(byName.map((r) => r.id)).size).toBe(byName.length);
    const { rows: bySku } = await walk("ordering=-sku", adminToken);
    expect(inOrder(bySku.map(folded("sku")), -1)).toBe(true);
    const { rows: low, last } = await walk("stock=low", shop.token);
    expect(low.every((r) => r.stock <= 5)).toBe(true);
    expect(low.map((r) => r.id)).toEqual([...low.map((r) => r.id)].sort((a, b) => b - a));
    const page = await api("GET", last, { token: shop.token });
    const back = await api("GET", page.data.previous, { token: shop.token });
    expect(back.data.results.map((r: { id: number }) => r.id)).toEqual(low.slice(-200, -100).map((r) => r.id));
  });
});
