import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { branchProducts } from "../../db/schema";
import { accessMatrix } from "../../test/access-matrix";
import {
  api,
  createBranch,
  createListing,
  createManager,
  createOwnedBranch,
  createProduct,
  createUser,
  db,
  tokenFor,
  unique,
} from "../../test/factories";
import { searchText } from "../catalog/search";

/** A product whose search column is written as the API writes it (names, SKU, descriptions). */
async function product(store: { id: number }, fields: { name: string; name_ar?: string; sku?: string }) {
  const all = { name_ar: "", sku: unique("sku-"), description: "", description_ar: "", short_description: "", short_description_ar: "", ...fields };
  return createProduct(store, { ...all, search_text: searchText(all) });
}

const manageable = (token: string | undefined, query = "") => api("GET", `/api/branch-products/?managed=true${query}`, { token });

describe("GET /branch-products/?managed=true (the dashboard's products table)", () => {
  // Who gets the table, and whose table holds an offer of the target branch.
  accessMatrix(
    { guest: 401, customer: 403, otherOwner: 200, owner: 200, manager: 200, otherManager: 200, superAdmin: 200 },
    {
      setup: async ({ target }) => createListing(target.branch, await product(target.store, { name: unique("Matrix lamp ") })),
      call: ({ fixture, token }) => manageable(token, `&ids=${fixture.id}`),
      allowed: ({ actor, fixture }, res) => {
        const sees = ["owner", "manager", "superAdmin"].includes(actor);
        expect(res.data.results.map((r: { id: number }) => r.id)).toEqual(sees ? [fixture.id] : []);
      },
    },
  );

  it("shows a store's owner every offer of their store, a manager only their branch's, a super admin all", async () => {
    const { store, branch, token: ownerToken } = await createOwnedBranch();
    const second = await createBranch(store);
    const { token: managerToken } = await createManager(second);
    const item = await product(store, { name: unique("Kettle ") });
    const here = await createListing(branch, item);
    const there = await createListing(second, item);
    const elsewhere = await createOwnedBranch();
    const foreign = await createListing(elsewhere.branch, await product(elsewhere.store, { name: unique("Lamp ") }));

    const owner = await manageable(ownerToken);
    expect(owner.status).toBe(200);
    expect(owner.data.results.map((r: { id: number }) => r.id).sort()).toEqual([here.id, there.id].sort());
    const manager = await manageable(managerToken);
    expect(manager.data.results.map((r: { id: number }) => r.id)).toEqual([there.id]);
    const admin = await manageable(await tokenFor(await createUser({ role: "super_admin" })), `&search=${encodeURIComponent(item.name)}`);
    expect(admin.data.results.map((r: { id: number }) => r.id).sort()).toEqual([here.id, there.id].sort());
    const notMine = await manageable(ownerToken, `&ids=${foreign.id}`);
    expect(notMine.data).toMatchObject({ count: 0, results: [] });
  });

  it("refuses a visitor (401) and a customer (403); without the flag the list stays public", async () => {
    expect((await manageable(undefined)).status).toBe(401);
    expect((await manageable(await tokenFor(await createUser()))).status).toBe(403);
    expect((await api("GET", "/api/branch-products/?search=anything")).status).toBe(200);
  });

  it("finds by name in either language or by SKU, whatever the case and the Arabic letter forms", async () => {
    const { store, branch, token } = await createOwnedBranch();
    const tag = unique("z").toLowerCase();
    const kettle = await createListing(branch, await product(store, { name: `Kettle ${tag}`, name_ar: "غلاية", sku: `KT-${tag}` }));
    await createListing(branch, await product(store, { name: `Lamp ${tag}`, name_ar: "مصباح أرضي" }));

    const bySku = await manageable(token, `&search=${encodeURIComponent(`kt-${tag}`)}`);
    expect(bySku.data.results.map((r: { id: number }) => r.id)).toEqual([kettle.id]);
    const byName = await manageable(token, `&search=${encodeURIComponent(`KETTLE ${tag}`)}`);
    expect(byName.data.results.map((r: { id: number }) => r.id)).toEqual([kettle.id]);
    const byArabic = await manageable(token, `&search=${encodeURIComponent("ارضي")}`);
    expect(byArabic.data.results.map((r: { product: { name: string } }) => r.product.name)).toEqual([`Lamp ${tag}`]);
  });

  it("filters low stock (at most each offer's own line, 5 by default) and out of stock, and sorts by name, SKU or branch both ways", async () => {
    const { store, branch, token } = await createOwnedBranch();
    const other = await createBranch(store, { name: "Aaa first branch" });
    const empty = await createListing(branch, await product(store, { name: "b-empty", sku: "C-1" }), { stock: 0 });
    const five = await createListing(other, await product(store, { name: "a-five", sku: "B-1" }), { stock: 5 });
    const six = await createListing(branch, await product(store, { name: "C-six", sku: "a-1" }), { stock: 6 });

    const ids = (res: { data: { results: { id: number }[] } }) => res.data.results.map((r) => r.id);
    expect(ids(await manageable(token, "&stock=low"))).toEqual(expect.arrayContaining([empty.id, five.id]));
    expect(ids(await manageable(token, "&stock=low"))).not.toContain(six.id);
    expect(ids(await manageable(token, "&stock=out"))).toEqual([empty.id]);
    // Each offer's own line: six units are low where the line is 6 (and at 0 nothing is but empty).
    const answered = await manageable(token, "&stock=low");
    expect(answered.data.results.map((r: { low_stock_threshold: number }) => r.low_stock_threshold)).toEqual([5, 5]);
    await db.update(branchProducts).set({ low_stock_threshold: 6 }).where(eq(branchProducts.id, six.id));
    await db.update(branchProducts).set({ low_stock_threshold: 4 }).where(eq(branchProducts.id, five.id));
    expect(ids(await manageable(token, "&stock=low"))).toEqual([six.id, empty.id]);
    expect(ids(await manageable(token, "&stock=low&ordering=stock"))).toEqual([empty.id, six.id]);
    expect(ids(await manageable(token, "&stock=low&ordering=name"))).toEqual([empty.id, six.id]);
    expect(ids(await manageable(token, "&ordering=name"))).toEqual([five.id, empty.id, six.id]);
    expect(ids(await manageable(token, "&ordering=-name"))).toEqual([six.id, empty.id, five.id]);
    expect(ids(await manageable(token, "&ordering=sku"))).toEqual([six.id, five.id, empty.id]);
    expect(ids(await manageable(token, "&ordering=branch"))[0]).toBe(five.id);
    expect(ids(await manageable(token, "&ordering=-branch")).at(-1)).toBe(five.id);
  });

  it("sorts by a product's new name and SKU once it is edited, in every branch that offers it", async () => {
    const { store, branch, token } = await createOwnedBranch();
    const second = await createBranch(store);
    const renamed = await product(store, { name: "m-renamed", name_ar: "م", sku: "M-1" });
    const first = await createListing(branch, renamed);
    const other = await createListing(second, renamed);
    const stays = await createListing(branch, await product(store, { name: "k-stays", name_ar: "ك", sku: "K-1" }));
    const ids = async (query: string) => (await manageable(token, query)).data.results.map((r: { id: number }) => r.id);
    expect(await ids("&ordering=name")).toEqual([stays.id, first.id, other.id]);

    const edited = await api("PATCH", `/api/products/${renamed.id}/`, { token, json: { name: "a-renamed", name_ar: "ي", sku: "Z-1" } });
    expect(edited.status).toBe(200);
    expect(await ids("&ordering=name")).toEqual([first.id, other.id, stays.id]);
    expect(await ids("&ordering=name_ar")).toEqual([stays.id, first.id, other.id]);
    expect(await ids("&ordering=-sku")).toEqual([other.id, first.id, stays.id]);
  });

  it.each([2, 7, 17])(
    "reads a merchant of %i branches (past what one compound SELECT or one statement's parameters hold), each offer once",
    async (count) => {
      const { store, branch, token } = await createOwnedBranch();
      const made: number[] = [(await createListing(branch, await product(store, { name: unique("Seven ") }), { stock: 2 })).id];
      for (let i = 1; i < count; i++) {
        const more = await createBranch(store);
        made.push((await createListing(more, await product(store, { name: unique("Seven ") }), { stock: i % 6 })).id);
      }
      const sorts = ["&ordering=name", "&ordering=-name_ar", "&ordering=sku&stock=low", "&ordering=branch", "&ordering=-branch_ar"];
      for (const query of ["", "&stock=low", "&ordering=price", "&ordering=-stock", ...sorts]) {
        let next: string | null = `/api/branch-products/?managed=true${query}&page_size=3`;
        const seen: number[] = [];
        while (next) {
          const res = await api("GET", next, { token });
          expect(res.status, query).toBe(200);
          seen.push(...res.data.results.map((r: { id: number }) => r.id));
          next = res.data.next;
        }
        expect(seen.sort(), query).toEqual([...made].sort());
      }
    },
  );

  it("answers a bad filter with a 400 per field", async () => {
    const { token } = await createOwnedBranch();
    const res = await manageable(token, "&stock=some&ordering=colour");
    expect(res.status).toBe(400);
    expect(Object.keys(res.data).sort()).toEqual(["ordering", "stock"]);
  });
});
