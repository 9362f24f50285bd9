// A branch's offers cost their page, not the branch: the storefront's and the dashboard's
// newest-first lists of a branch, a store and the available offers read page 1 and the pages
// after it through `next` from the id order, and count only up to 100 (docs/decisions/0017).
// Counts are D1's own rows_read, as Server-Timing reports them.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { api, createBranch, createOwnedBranch, createStore } from "../../test/factories";
import { walkPages } from "../../test/list-cost";

const N = 6000;
const PAGE = 12;

let shop: Awaited<ReturnType<typeof createOwnedBranch>>;

beforeAll(async () => {
  shop = await createOwnedBranch();
  const other = await createStore();
  const otherBranch = await createBranch(other);
  // N products, each listed in the shop's branch (one in a hundred out of stock) and every
  // other one also elsewhere.
  await env.DB.batch([
    env.DB.prepare(
      `with recursive n(i) as (select 1 union all select i + 1 from n where i < ?1)
       insert into products (store_id, name, name_ar, sku, base_price, search_text)
       select ?2, 'Offer ' || i, 'عرض ' || i, 'offer-sku-' || i, 1000 + i, 'offer ' || i from n`,
    ).bind(N, shop.store.id),
    env.DB.prepare(
      "insert into branch_products (branch_id, product_id, price, stock) select ?1, id, 900 + id, case when id % 100 = 0 then 0 else 5 end from products where sku like 'offer-sku-%'",
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
const cases: [string, string, boolean, number][] = [
  ["one branch", "branch={branch}", false, 3],
  ["one store", "store={store}", false, 4],
  ["one branch, available", "branch={branch}&available=true", false, 3],
  ["every offer", "", false, 3],
  ["the dashboard's offers, as the owner", "managed=true", true, 5],
  ["the dashboard's offers of one branch", "managed=true&branch={branch}", true, 4],
];
// Not bounded, and so not here (ADR 0017): the dashboard's stock filters (low, out) and its
// search read a merchant's offers until a page of matches is found, and a sorted column
// (name, price, stock) sorts all of them.

describe("a branch's offers cost their page", () => {
  for (const [name, query, signedIn, trips] of cases) {
    it(`${name}: page 1 and four pages deeper, each at most ${BOUND} rows in ${trips} round trips`, async () => {
      const first = `/api/branch-products/?${query.replace("{branch}", String(shop.branch.id)).replace("{store}", String(shop.store.id))}`;
      const seen = await walkPages(first, { trips, rowsRead: BOUND }, signedIn ? { token: shop.token } : {});
      expect(seen.size).toBeGreaterThan(0);
    });
  }

  it("counts up to 100, then says the count stopped there; a sorted dashboard column counts in full", async () => {
    const list = await api("GET", `/api/branch-products/?branch=${shop.branch.id}`);
    expect(list.data).toMatchObject({ count: 100, count_capped: true });
    const sorted = await api("GET", "/api/branch-products/?managed=true&ordering=stock", { token: shop.token });
    expect(sorted.data.count).toBe(N);
    expect(sorted.data.next).toMatch(/page=2/);
  });
});
