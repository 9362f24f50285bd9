// The OpenAPI entries of /api/cart/ (routes.ts): the signed-in user's server cart.
import { cart, cartChange, cartLineKey, cartLinePatch, cartSyncInput } from "#contract";
import { type Operation, tagged } from "../openapi/define";

const { op } = tagged("Cart");

export const cartOperations: readonly Operation[] = [
  op({
    id: "getCart",
    method: "get",
    path: "/api/cart/",
    summary: "The caller's server cart at today's prices",
    access: "user",
    ok: [{ status: 200, schema: cart, description: "The cart." }],
  }),
  op({
    id: "syncCart",
    method: "post",
    path: "/api/cart/sync/",
    summary: "Merge lines into the cart, or replace it",
    access: "user",
    body: { json: cartSyncInput },
    ok: [{ status: 200, schema: cartChange, description: "The cart, with what was refused or capped." }],
    errors: [409],
  }),
  op({
    id: "setCartLine",
    method: "patch",
    path: "/api/cart/items/",
    summary: "Set one line's quantity (0 removes it)",
    access: "user",
    body: { json: cartLinePatch },
    ok: [{ status: 200, schema: cartChange, description: "The cart." }],
    errors: [409],
  }),
  op({
    id: "deleteCartLine",
    method: "delete",
    path: "/api/cart/items/",
    summary: "Remove one line",
    access: "user",
    query: cartLineKey,
    ok: [{ status: 204, description: "Removed." }],
    errors: [400, 404],
  }),
  op({
    id: "clearCart",
    method: "delete",
    path: "/api/cart/",
    summary: "Empty the cart",
    access: "user",
    ok: [{ status: 204, description: "Emptied." }],
  }),
];
