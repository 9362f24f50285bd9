import { describe, expect, it } from "vitest";
import { productImages } from "../../db/schema";
import { accessMatrix, productAtTarget } from "../../test/access-matrix";
import { api, assignManager, createUser, db, tokenFor } from "../../test/factories";
import { countingDb } from "../listings/test-helpers";
import { loadCart } from "./read";
import { listed, seedCart, shopper } from "./test-helpers";

const getCart = (token?: string) => api("GET", "/api/cart/", { token });

describe("GET /cart/", () => {
  it("answers an empty cart with no lines, count 0 and total 0.00", async () => {
    const { token } = await shopper();
    const res = await getCart(token);
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ items: [], count: 0, total: "0.00" });
  });

  it("describes each line with the product's names, first image and the branch's price", async () => {
    const { user, token } = await shopper();
    const item = await listed({ price: 4999, stock: 7 });
    const bare = await listed({ price: 100, stock: 1 });
    await db.insert(productImages).values([
      { product_id: item.product.id, image: "products/second.png", position: 2 },
      { product_id: item.product.id, image: "products/first.png", position: 1 },
    ]);
    await seedCart(user.id, [
      { ...item.key, quantity: 3 },
      { ...bare.key, quantity: 1 },
    ]);
    const res = await getCart(token);
    expect(res.data).toEqual({
      items: [
        {
          id: expect.any(Number),
          ...item.key,
          quantity: 3,
          name: item.product.name,
          name_ar: "منتج",
          image: "/api/media/products/first.png",
          price: "49.99",
          stock: 7,
          is_available: true,
          subtotal: "149.97",
        },
        expect.objectContaining({ ...bare.key, image: null, price: "1.00", subtotal: "1.00" }),
      ],
      count: 4,
      total: "150.97",
    });
  });

  it("always shows the branch's current price, availability and stock", async () => {
    const { user, token } = await shopper();
    const item = await listed({ price: 12000, stock: 10 });
    const manager = await createUser({ role: "branch_owner" });
    await assignManager(manager, item.branch);
    await seedCart(user.id, [{ ...item.key, quantity: 2 }]);
    expect((await getCart(token)).data.total).toBe("240.00");

    const changed = await api("PATCH", `/api/branch-products/${item.listing.id}/`, {
      token: await tokenFor(manager),
      json: { price: "99.50", stock: 1, is_available: false },
    });
    expect(changed.status).toBe(200);
    const res = await getCart(token);
    expect(res.data.items).toEqual([expect.objectContaining({ price: "99.50", stock: 1, is_available: false, subtotal: "199.00" })]);
    expect(res.data.total).toBe("199.00");
  });

  it("keeps a line whose listing was withdrawn, unpriced and unavailable, out of the total", async () => {
    const { user, token } = await shopper();
    const gone = await listed({ price: 5000 });
    const kept = await listed({ price: 1000 });
    await seedCart(user.id, [
      { ...gone.key, quantity: 2 },
      { ...kept.key, quantity: 1 },
    ]);
    const removed = await api("DELETE", `/api/branch-products/${gone.listing.id}/`, {
      token: await tokenFor(await createUser({ role: "super_admin" })),
    });
    expect(removed.status).toBe(204);
    const res = await getCart(token);
    expect(res.data.items[0]).toMatchObject({ ...gone.key, quantity: 2, price: null, stock: 0, is_available: false, subtotal: null });
    expect(res.data).toMatchObject({ count: 3, total: "10.00" });
  });

  it("costs one query whatever the cart's size", async () => {
    const small = await shopper();
    const large = await shopper();
    const items = await Promise.all(Array.from({ length: 12 }, () => listed()));
    await seedCart(small.user.id, [{ ...items[0].key, quantity: 1 }]);
    await seedCart(
      large.user.id,
      items.map((i) => ({ ...i.key, quantity: 2 })),
    );
    const a = countingDb();
    const b = countingDb();
    expect((await loadCart(a.db, small.user.id)).items).toHaveLength(1);
    expect((await loadCart(b.db, large.user.id)).items).toHaveLength(12);
    expect(a.statements()).toBe(1);
    expect(b.statements()).toBe(1);
  });

  // Each signed-in caller sees only their own lines, never a stranger's.
  accessMatrix(
    { guest: 401, customer: 200, otherOwner: 200, owner: 200, manager: 200, otherManager: 200, superAdmin: 200 },
    {
      setup: async (world) => {
        const { key } = await productAtTarget(world);
        await seedCart((await shopper()).user.id, [{ ...key, quantity: 5 }]);
        return key;
      },
      call: async ({ fixture, user, token }) => {
        if (user) await seedCart(user.id, [{ ...fixture, quantity: 1 }]);
        return getCart(token);
      },
      allowed: ({ fixture }, res) => expect(res.data.items).toEqual([expect.objectContaining({ ...fixture, quantity: 1 })]),
    },
  );
});
