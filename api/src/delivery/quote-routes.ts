// POST /orders/quote/: anyone's cart priced with delivery (a visitor's cart page too); it
// changes nothing.
import { Hono } from "hono";
import { quoteFieldErrors, quoteInput } from "#contract/quote";
import type { AppEnv } from "../env";
import { badRequest } from "../lib/errors";
import { jsonObject } from "../lib/validate";
import { quoteCart } from "./quote";

export const quoteRoutes = new Hono<AppEnv>();

quoteRoutes.post("/orders/quote", async (c) => {
  const parsed = quoteInput.safeParse(await jsonObject(c), { reportInput: true });
  if (!parsed.success) throw badRequest(quoteFieldErrors(parsed.error));
  return c.json(await quoteCart(c.var.db, parsed.data, c.var.user?.id ?? null));
});
