import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products } from "../../db/schema";
import { api, db } from "../../test/factories";
import { item, manyProducts, rowsFor, savedIds, seed, shopper, wishlistMatrix } from "./test-helpers";

const save = (token: string | undefined, json: unknown) => api("POST", "/api/wishlist/", { token, json });
const sync = (token: string | undefined, json: unknown) => api("POST", "/api/wishlist/sync/", { token, json });
const unsave = (token: string | undefined, productId: number | string) => api("DELETE", `/api/wishlist/${productId}/`, { token });
const ids = (token: string | undefined) => api("GET", "/api/wishlist/ids/", { token });
const list = (token: string | undefined, query = "") => api("GET", `/api/wishlist/${query}`, { token });

describe("POST /wishlist/", () => {
  it("saves a product (201), and saving it again answers 200 with the same row", async () => {
    const { user, token } = await shopper();
    const { product } = await item();
    const first = await save(token, { product_id: product.id });
    expect(first.status).toBe(201);
    expect(first.data).toEqual({ product_id: product.id, created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    const again = await save(token, { product_id: String(product.id) });
    expect(again.status).toBe(200);
    expect(again.data).toEqual(first.data);
    expect(await savedIds(user.id)).toEqual([product.id]);
  });

  it("refuses an unknown product as a field error, like other routes", async () => {
    const { user, token } = await shopper();
    const res = await save(token, { product_id: 987654321 });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ product_id: ['Invalid pk "987654321" - object does not exist.'] });
    expect(await savedIds(user.id)).toEqual([]);
  });

  it("speaks Arabic when asked", async () => {
    const { token } = await shopper();
    const res = await api("POST", "/api/wishlist/", { token, json: { product_id: 987654321 }, headers: { "accept-language": "ar" } });
    expect(res.status).toBe(400);
    expect(res.data.product_id[0]).toMatch(/[\u0600-\u06ff]/);
  });

  it("keeps at most 500 products: the 501st is a 400 saying so, a saved one still answers 200", async () => {
    const { user, token } = await shopper();
    const full = await manyProducts(500);
    await seed(user.id, full);
    const extra = await item();
    const res = await save(token, { product_id: extra.product.id });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ detail: "A wishlist holds at most 500 products; this would make 501." });
    expect((await save(token, { product_id: full[0] })).status).toBe(200);
    const stored = await savedIds(user.id);
    expect(stored).toHaveLength(500);
    expect(stored).not.toContain(extra.product.id);
  });
});

describe("DELETE /wishlist/{product_id}/", () => {
  it("removes a saved product (204), then 404", async () => {
    const { user, token } = await shopper();
    const [a, b] = await Promise.all([item(), item()]);
    await seed(user.id, [a.product.id, b.product.id]);
    const res = await unsave(token, a.product.id);
    expect(res.status).toBe(204);
    expect(await savedIds(user.id)).toEqual([b.product.id]);
    const again = await unsave(token, a.product.id);
    expect(again.status).toBe(404);
    expect(again.data).toEqual({ detail: "This product is not in your wishlist." });
    expect(await savedIds(user.id)).toEqual([b.product.id]);
  });
});

describe("GET /wishlist/ and /wishlist/ids/", () => {
  it("lists the saved products newest first, as the product list shows them, with offers", async () => {
    const { user, token } = await shopper();
    const [older, newer, bare] = await Promise.all([item(), item(), item({ listed: false })]);
    await save(token, { product_id: older.product.id });
    await save(token, { product_id: newer.product.id });
    await save(token, { product_id: bare.product.id });

    const res = await list(token);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ count: 3, next: null, previous: null });
    expect(res.data.results.map((p: { id: number }) => p.id)).toEqual([bare.product.id, newer.product.id, older.product.id]);
    // The same shape as GET /products/{id}/.
    const detail = await api("GET", `/api/products/${newer.product.id}/`);
    expect(res.data.results[1]).toEqual(detail.data);
    expect(res.data.results[1].offers).toEqual([
      expect.objectContaining({
        id: newer.listing!.id,
        price: "120.00",
        stock: 10,
        is_available: true,
        branch: expect.objectContaining({ id: newer.branch.id }),
      }),
    ]);
    expect(res.data.results[0].offers).toEqual([]);

    const idsRes = await ids(token);
    expect(idsRes.status).toBe(200);
    expect(idsRes.data).toEqual({ product_ids: [bare.product.id, newer.product.id, older.product.id] });
    expect(await savedIds(user.id)).toEqual(idsRes.data.product_ids);
  });

  it("pages like the other lists", async () => {
    const { user, token } = await shopper();
    const made = await manyProducts(14);
    await seed(user.id, made);
    const first = await list(token);
    expect(first.data.count).toBe(14);
    expect(first.data.results).toHaveLength(12);
    expect(first.data.next).toBe("/api/wishlist/?page=2");
    const second = await list(token, "?page=2");
    expect(second.data.results.map((p: { id: number }) => p.id)).toEqual([made[1], made[0]]);
    expect(second.data.previous).toBe("/api/wishlist/");
    expect((await list(token, "?page=3")).status).toBe(404);
    expect((await list(token, "?page=abc")).status).toBe(404);
  });

  it("an empty wishlist is an empty page and no ids", async () => {
    const { token } = await shopper();
    expect((await list(token)).data).toEqual({ count: 0, next: null, previous: null, results: [] });
    expect((await ids(token)).data).toEqual({ product_ids: [] });
  });

  it("drops a product once it is deleted", async () => {
    const { user, token } = await shopper();
    const [kept, gone] = await Promise.all([item(), item()]);
    await seed(user.id, [kept.product.id, gone.product.id]);
    await db.delete(products).where(eq(products.id, gone.product.id));
    expect((await ids(token)).data).toEqual({ product_ids: [kept.product.id] });
    expect((await list(token)).data.count).toBe(1);
  });
});

describe("POST /wishlist/sync/", () => {
  it("merges the browser's list: new ones added newest first, saved ones kept, unknown ones ignored", async () => {
    const { user, token } = await shopper();
    const [onServer, both, browserNew, browserOld] = await Promise.all([item(), item(), item(), item()]);
    await seed(user.id, [onServer.product.id, both.product.id]);
    const res = await sync(token, { product_ids: [browserNew.product.id, both.product.id, 987654321, browserOld.product.id, browserNew.product.id] });
    expect(res.status).toBe(200);
    const merged = [browserNew.product.id, browserOld.product.id, both.product.id, onServer.product.id];
    expect(res.data).toEqual({ product_ids: merged });
    expect(await savedIds(user.id)).toEqual(merged);
    // A second sign-in with the same browser list changes nothing.
    expect((await sync(token, { product_ids: [browserNew.product.id, browserOld.product.id] })).data).toEqual({ product_ids: merged });
    expect(await savedIds(user.id)).toEqual(merged);
  });

  it("an empty list answers the saved ids", async () => {
    const { user, token } = await shopper();
    const a = await item();
    await seed(user.id, [a.product.id]);
    const res = await sync(token, { product_ids: [] });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ product_ids: [a.product.id] });
  });

  it("takes up to 500 new products in one request", async () => {
    const { user, token } = await shopper();
    const made = await manyProducts(500);
    const res = await sync(token, { product_ids: made });
    expect(res.status).toBe(200);
    expect(res.data.product_ids).toEqual(made);
    expect(await savedIds(user.id)).toEqual(made);
  });

  it("refuses a merge past 500 with a clear message and writes nothing", async () => {
    const { user, token } = await shopper();
    const made = await manyProducts(502);
    await seed(user.id, made.slice(0, 499));
    const before = await savedIds(user.id);
    const res = await sync(token, { product_ids: made.slice(498) }); // one saved, three new
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ detail: "A wishlist holds at most 500 products; this would make 502." });
    expect(await savedIds(user.id)).toEqual(before);
  });
});

describe("who may do what", () => {
  it("a visitor gets 401 on every route and nothing changes", async () => {
    const { target } = await wishlistMatrix();
    const id = target.product.id;
    for (const res of [
      await list(undefined),
      await ids(undefined),
      await save(undefined, { product_id: id }),
      await sync(undefined, { product_ids: [id] }),
      await unsave(undefined, id),
    ]) {
      expect(res.status).toBe(401);
      expect(res.data).toEqual({ detail: "Authentication credentials were not provided." });
    }
    expect(await rowsFor(id)).toBe(0);
  });

  it("every role keeps its own list; nobody sees or removes another's", async () => {
    const { target, callers } = await wishlistMatrix();
    const id = target.product.id;
    // Each caller saves the same product: four rows, one each.
    for (const caller of Object.values(callers)) expect((await save(caller.token, { product_id: id })).status).toBe(201);
    expect(await rowsFor(id)).toBe(4);

    const { customer, otherCustomer, owner, superAdmin } = callers;
    const only = await item();
    await save(customer.token, { product_id: only.product.id });
    for (const caller of [otherCustomer, owner, superAdmin]) {
      expect((await ids(caller.token)).data).toEqual({ product_ids: [id] });
      expect((await list(caller.token)).data.results.map((p: { id: number }) => p.id)).toEqual([id]);
      // Removing what only the customer saved is a 404 for anyone else, and leaves it alone.
      expect((await unsave(caller.token, only.product.id)).status).toBe(404);
    }
    expect(await savedIds(customer.id)).toEqual([only.product.id, id]);

    // The branch owner and the super admin remove only their own row.
    expect((await unsave(owner.token, id)).status).toBe(204);
    expect((await unsave(superAdmin.token, id)).status).toBe(204);
    expect(await rowsFor(id)).toBe(2);
    expect(await savedIds(customer.id)).toEqual([only.product.id, id]);
    expect(await savedIds(otherCustomer.id)).toEqual([id]);
    // A sync writes into the caller's own list, whatever user id a body might carry.
    await sync(otherCustomer.token, { product_ids: [only.product.id], user_id: customer.id });
    expect(await savedIds(otherCustomer.id)).toEqual([only.product.id, id]);
    expect(await savedIds(customer.id)).toEqual([only.product.id, id]);
  });
});
