// GET /products/{id}/exists/: what the web worker asks before it serves a product page
// (docs/decisions/0019): 200 while the product is in the catalogue, 404 from the moment it is
// deleted (or its store is), for one primary-key read.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { accessMatrix } from "../../test/access-matrix";
import { api, createProduct, createStore } from "../../test/factories";
import { costOf } from "../../test/list-cost";

describe("whether a product is in the catalogue", () => {
  it("answers its id for one row read, and 404 once it is deleted", async () => {
    const store = await createStore();
    const product = await createProduct(store);
    const here = await api("GET", `/api/products/${product.id}/exists/`);
    expect(here.status).toBe(200);
    expect(here.data).toEqual({ id: product.id });
    expect(costOf(here.headers)).toEqual({ trips: 1, rowsRead: 1 });
    await env.DB.prepare("delete from products where id = ?1").bind(product.id).run();
    const gone = await api("GET", `/api/products/${product.id}/exists/`, { headers: { "accept-language": "ar" } });
    expect(gone.status).toBe(404);
    expect(gone.data).toEqual({ detail: "المنتج غير موجود." });
  });

  it("is a 404 once the product's store is deleted, and for an id never used", async () => {
    const store = await createStore();
    const product = await createProduct(store);
    await env.DB.prepare("delete from stores where id = ?1").bind(store.id).run();
    expect((await api("GET", `/api/products/${product.id}/exists/`)).status).toBe(404);
    expect((await api("GET", "/api/products/999999999999/exists/")).status).toBe(404);
  });

  it("says the same as the product's own page and the public list", async () => {
    const store = await createStore();
    const product = await createProduct(store);
    expect((await api("GET", `/api/products/${product.id}/`)).status).toBe(200);
    const listed = await api("GET", `/api/products/?store=${store.id}`);
    expect(listed.data.results.map((p: { id: number }) => p.id)).toEqual([product.id]);
  });
});

describe("who may ask", () => {
  // Public, as a product's page is: every caller gets the same answer.
  accessMatrix(
    { guest: 200, customer: 200, otherOwner: 200, owner: 200, manager: 200, otherManager: 200, superAdmin: 200 },
    {
      setup: async ({ target }) => (await createProduct(target.store)).id,
      call: ({ fixture, token }) => api("GET", `/api/products/${fixture}/exists/`, { token }),
      allowed: ({ fixture }, res) => expect(res.data).toEqual({ id: fixture }),
    },
  );
});
