// The OpenAPI entries of /api/wishlist/ (routes.ts): the signed-in user's saved products.
import { PAGE_SIZE, productList, wishlistAddInput, wishlistIds, wishlistItem, wishlistSyncInput } from "#contract";
import { id, type Operation, resource } from "../openapi/define";

const saved = resource({
  tag: "Wishlist",
  path: "/api/wishlist/",
  item: { product_id: id("The product's id.") },
  one: "saved product",
  many: "products",
});

export const wishlistOperations: readonly Operation[] = [
  saved.list("listWishlist", { summary: "The caller's saved products, newest first", access: "user", paged: PAGE_SIZE, schema: productList }),
  saved.op({
    id: "wishlistIds",
    method: "get",
    path: "/api/wishlist/ids/",
    summary: "Every saved product id",
    access: "user",
    ok: [{ status: 200, schema: wishlistIds, description: "The ids." }],
  }),
  saved.op({
    id: "saveToWishlist",
    method: "post",
    path: "/api/wishlist/",
    summary: "Save a product (saving twice answers 200)",
    access: "user",
    body: { json: wishlistAddInput },
    ok: [
      { status: 201, schema: wishlistItem, description: "Saved." },
      { status: 200, schema: wishlistItem, description: "Already saved." },
    ],
    errors: [409],
  }),
  saved.op({
    id: "syncWishlist",
    method: "post",
    path: "/api/wishlist/sync/",
    summary: "Merge a browser's saved ids into the account's",
    access: "user",
    body: { json: wishlistSyncInput },
    ok: [{ status: 200, schema: wishlistIds, description: "Every saved id." }],
  }),
  saved.remove("removeFromWishlist", { summary: "Remove a saved product", access: "user", said: "Removed." }),
];
