// GET /orders/{id}/bill/: the order's bill as a PDF, for whoever may see the order (its
// customer, the merchants who run its branch, a super admin); to anyone else the order does
// not exist (404), so ids cannot be probed.
import { Hono } from "hono";
import { requireUser } from "../auth/middleware";
import type { AppEnv } from "../env";
import { notFound } from "../lib/errors";
import { pathId } from "../lib/validate";
import { billFont } from "../pdf/fonts";
import { billLayout } from "./bill-layout";
import { renderBill } from "./bill-render";
import { findVisibleOrder } from "./manage-queries";
import { serializeOrders } from "./serialize";

export const billRoutes = new Hono<AppEnv>();

billRoutes.get("/orders/:id/bill", async (c) => {
  const user = requireUser(c);
  const id = pathId(c);
  const db = c.var.db;
  const row = await findVisibleOrder(db, user, id);
  if (!row) throw notFound();

  const [order] = await serializeOrders(db, [row]);
  const pdf = await renderBill(billLayout(order), billFont());
  return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
    "content-type": "application/pdf",
    "content-disposition": `attachment; filename="aswaq-order-${order.id}.pdf"`,
    // A bill holds an address and a phone number: never kept by shared caches.
    "cache-control": "private, no-store",
  });
});
