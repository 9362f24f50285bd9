// The signed-in user's server cart. Every role may keep one; each sees and changes only
// their own (every query is scoped by the caller's id, never by an id from the request).
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { cartItems } from "../../db/schema";
import { requireUser } from "../auth/middleware";
import type { AppEnv } from "../env";
import { notFound } from "../lib/errors";
import { say } from "#contract/said";
import { check, jsonBody } from "../lib/validate";
import { cartLineKey, cartLinePatch, cartSyncInput } from "#contract/cart";
import { loadCart } from "./read";
import { applyLines } from "./write";

export const cartRoutes = new Hono<AppEnv>();

cartRoutes.get("/cart", async (c) => {
  const user = requireUser(c);
  return c.json(await loadCart(c.var.db, user.id));
});

cartRoutes.post("/cart/sync", async (c) => {
  const user = requireUser(c);
  const input = await jsonBody(c, cartSyncInput);
  return c.json(await applyLines(c.var.db, user.id, input.items, input.replace ? "replace" : "merge"));
});

cartRoutes.patch("/cart/items", async (c) => {
  const user = requireUser(c);
  const line = await jsonBody(c, cartLinePatch);
  return c.json(await applyLines(c.var.db, user.id, [line], "set"));
});

cartRoutes.delete("/cart/items", async (c) => {
  const user = requireUser(c);
  const key = check(cartLineKey, c.req.query());
  const [removed] = await c.var.db
    .delete(cartItems)
    .where(and(eq(cartItems.user_id, user.id), eq(cartItems.product_id, key.product_id), eq(cartItems.branch_id, key.branch_id)))
    .returning({ id: cartItems.id });
  if (!removed) throw notFound(say("notInCart"));
  return c.body(null, 204);
});

cartRoutes.delete("/cart", async (c) => {
  const user = requireUser(c);
  await c.var.db.delete(cartItems).where(eq(cartItems.user_id, user.id));
  return c.body(null, 204);
});
