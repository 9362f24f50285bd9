// What a customer's account pages ask of their own orders: GET /orders/addresses/ and
// POST /orders/{id}/buy-again/. Mounted before manage-routes.ts (routes.ts): Hono runs the
// handlers of every matching route in the order they were added, so `/orders/:id` added
// first would answer `/orders/addresses` as an order id.
import { Hono } from "hono";
import { requireUser } from "../auth/middleware";
import type { AppEnv } from "../env";
import { jsonObject, pathId } from "../lib/validate";
import { recentAddresses } from "./addresses";
import { buyAgain } from "./buy-again";

export const accountRoutes = new Hono<AppEnv>();

accountRoutes.get("/orders/addresses", async (c) => {
  const user = requireUser(c);
  return c.json({ results: await recentAddresses(c.var.db, user.id) });
});

accountRoutes.post("/orders/:id/buy-again", async (c) => {
  const user = requireUser(c);
  const id = pathId(c);
  // No body, or a JSON object (its fields are ignored); anything else is a 400.
  if ((await c.req.text()).trim() !== "") await jsonObject(c);
  return c.json(await buyAgain(c.var.db, user.id, id));
});
