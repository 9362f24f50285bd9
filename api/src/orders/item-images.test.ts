// An order's items show their own product's first picture (the product's pictures today;
// an order keeps names and prices, not pictures). The picture is read by a subquery per item,
// which must be tied to the item's product: an unqualified column there matched every picture.
import { describe, expect, it } from "vitest";
import { productImages } from "../../db/schema";
import { api, db } from "../../test/factories";
import { shop } from "./test-orders";

describe("order items' pictures", () => {
  it("are each product's own first picture, or none", async () => {
    const s = await shop();
    const [first, second] = s.products;
    await db.insert(productImages).values([
      { product_id: second.id, image: "products/second-b.png", position: 1 },
      { product_id: second.id, image: "products/second-a.png", position: 0 },
    ]);
    const order = await s.order();
    const res = await api("GET", `/api/orders/${order.id}/`, { token: s.customerToken });
    expect(res.status).toBe(200);
    const image = (productId: number) => res.data.items.find((i: { product_id: number }) => i.product_id === productId)?.image;
    expect(image(first.id)).toBeNull();
    expect(image(second.id)).toBe("/api/media/products/second-a.png");
  });
});
