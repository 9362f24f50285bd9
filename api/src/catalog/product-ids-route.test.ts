// GET /products/ids/: every product the public list shows, once, in id order, through `next`;
// a page reads its own rows (plus one), whatever the catalogue's size.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { accessMatrix } from "../../test/access-matrix";
import { api, createProduct, createStore } from "../../test/factories";
import { costOf } from "../../test/list-cost";

const N = 6000;

async function allIds(first: string): Promise<{ ids: number[]; pages: number }> {
  const ids: number[] = [];
  let next: string | null = first;
  let pages = 0;
  while (next) {
    const res = await api("GET", next);
    expect(res.status, next).toBe(200);
    ids.push(...res.data.results);
    next = res.data.next;
    pages++;
  }
  return { ids, pages };
}

async function listedIds(): Promise<number[]> {
  const ids: number[] = [];
  let next: string | null = "/api/products/?page_size=100";
  while (next) {
    const res = await api("GET", next);
    ids.push(...res.data.results.map((p: { id: number }) => p.id));
    next = res.data.next;
  }
  return ids.sort((a, b) => a - b);
}

describe("a small catalogue", () => {
  let ids: number[];
  beforeAll(async () => {
    const store = await createStore();
    ids = [];
    for (let i = 0; i < 5; i++) ids.push((await createProduct(store)).id);
  });

  it("pages through every id in order, the same products the public list shows", async () => {
    const { ids: paged, pages } = await allIds("/api/products/ids/?page_size=2");
    expect(paged).toEqual(ids);
    expect(pages).toBe(3);
    expect(paged).toEqual(await listedIds());
    const one = await api("GET", "/api/products/ids/");
    expect(one.data).toEqual({ results: ids, next: null });
  });

  it("starts after the id given and leaves out deleted products", async () => {
    await env.DB.prepare("delete from products where id = ?1").bind(ids[3]).run();
    const res = await api("GET", `/api/products/ids/?after=${ids[1]}`);
    expect(res.data).toEqual({ results: [ids[2], ids[4]], next: null });
    expect(res.data.results).toEqual((await listedIds()).filter((id) => id > ids[1]));
  });

  it("refuses a bad query with a message per field, in the asked language", async () => {
    for (const query of ["after=abc", "after=-1", "after=1e3", "after=123456789012345678901"]) {
      const res = await api("GET", `/api/products/ids/?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.data, query).toEqual({ after: ["A valid integer is required."] });
    }
    const both = await api("GET", "/api/products/ids/?after=x&page_size=5001");
    expect(both.status).toBe(400);
    expect(both.data).toEqual({ after: ["A valid integer is required."], page_size: ["Ensure this value is less than or equal to 5000."] });
    const zero = await api("GET", "/api/products/ids/?page_size=0", { headers: { "accept-language": "ar" } });
    expect(zero.status).toBe(400);
    expect(zero.data).toEqual({ page_size: ["تأكد من أن هذه القيمة أكبر من أو تساوي 1."] });
  });
});

describe("who may read it", () => {
  // Public, as the product list is: every caller gets the same ids, a signed-in one included.
  accessMatrix(
    { guest: 200, customer: 200, otherOwner: 200, owner: 200, manager: 200, otherManager: 200, superAdmin: 200 },
    {
      setup: async ({ target }) => (await createProduct(target.store)).id,
      call: ({ fixture, token }) => api("GET", `/api/products/ids/?after=${fixture - 1}&page_size=1`, { token }),
      allowed: ({ fixture }, res) => expect(res.data.results).toEqual([fixture]),
    },
  );
});

describe("a large catalogue", () => {
  beforeAll(async () => {
    const store = await createStore();
    await env.DB.prepare(
      `with recursive n(i) as (select 1 union all select i + 1 from n where i < ?1)
       insert into products (store_id, name, sku, base_price) select ?2, 'Bulk ' || i, 'ids-sku-' || i, 1000 from n`,
    )
      .bind(N, store.id)
      .run();
  }, 120_000);

  it("reads the page's rows and one more, in one round trip, at any depth", async () => {
    const first = await api("GET", "/api/products/ids/");
    expect(first.data.results).toHaveLength(5000);
    expect(costOf(first.headers)).toEqual({ trips: 1, rowsRead: 5001 });
    const deep = await api("GET", `/api/products/ids/?after=${first.data.results[4990]}&page_size=10`);
    expect(deep.data.results).toHaveLength(10);
    expect(deep.data.results.slice(0, 9)).toEqual(first.data.results.slice(4991));
    expect(costOf(deep.headers)).toEqual({ trips: 1, rowsRead: 11 });
    const { ids } = await allIds("/api/products/ids/");
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });
});
