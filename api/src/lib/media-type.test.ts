// JSON routes read only what is declared as JSON: the same JSON sent as text/plain (what a
// cross-site form or a plain fetch sends) or as a form type is a 415 and changes nothing.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "../../db/schema";
import { api, createListing, createOwnedBranch, createProduct, createUser, db, PASSWORD, tokenFor, unique } from "../../test/factories";

const OTHER_TYPES = [
  "text/plain",
  "text/plain;charset=UTF-8",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/jsonp",
  "text/json",
];

describe("JSON routes refuse other content types", async () => {
  const user = await createUser({ first_name: "Before" });
  const token = await tokenFor(user);
  const owned = await createOwnedBranch();
  const product = await createProduct(owned.store);
  const listing = await createListing(owned.branch, product, { price: 1000, stock: 5 });

  it.each(OTHER_TYPES)("%s: login, profile, listing, cart sync answer 415; nothing changes", async (type) => {
    const login = await api("POST", "/api/auth/login/", {
      raw: JSON.stringify({ identifier: user.username, password: PASSWORD }),
      contentType: type,
    });
    expect([login.status, login.data]).toEqual([415, { detail: "Unsupported media type: send the body as application/json." }]);

    const profile = await api("PUT", "/api/auth/profile/", {
      token,
      raw: JSON.stringify({ username: user.username, first_name: "After" }),
      contentType: type,
    });
    expect(profile.status).toBe(415);
    expect((await db.select().from(schema.users).where(eq(schema.users.id, user.id)).get())?.first_name).toBe("Before");

    const patch = await api("PATCH", `/api/branch-products/${listing.id}/`, {
      token: owned.token,
      raw: JSON.stringify({ stock: 99 }),
      contentType: type,
    });
    expect(patch.status).toBe(415);
    expect((await db.select().from(schema.branchProducts).where(eq(schema.branchProducts.id, listing.id)).get())?.stock).toBe(5);

    const sync = await api("POST", "/api/cart/sync/", {
      token,
      raw: JSON.stringify({ items: [{ product_id: product.id, branch_id: owned.branch.id, quantity: 1 }] }),
      contentType: type,
    });
    expect(sync.status).toBe(415);
    expect(await db.select().from(schema.cartItems).where(eq(schema.cartItems.user_id, user.id))).toEqual([]);
  });

  it("application/json with a charset, and +json types, are JSON", async () => {
    const name = unique("json");
    for (const type of ["application/json; charset=utf-8", "Application/JSON", "application/merge-patch+json"]) {
      const res = await api("PATCH", "/api/auth/profile/", { token, raw: JSON.stringify({ first_name: name }), contentType: type });
      expect([type, res.status]).toEqual([type, 200]);
    }
  });
});
