// GET /orders/{id}/bill/: the order's bill as a PDF, for whoever may see the order (its
// customer, the merchants who run its branch, a super admin); to anyone else the order does
// not exist (404), so ids cannot be probed. GET /orders/bills/?ids=1,2,3: several bills in one
// PDF, in the order asked, for the day's dispatch; one order the caller may not see makes it a 404.
import { and, inArray } from "drizzle-orm";
import { Hono } from "hono";
import { orders } from "../../db/schema";
import { requireUser } from "../auth/middleware";
import type { AppEnv } from "../env";
import { notFound } from "../lib/errors";
import { check, pathId } from "../lib/validate";
import { billFont } from "../pdf/fonts";
import { billLayout } from "./bill-layout";
import { renderBill, renderBills } from "./bill-render";
import { billsQuery } from "./manage-filters";
import { findVisibleOrder, visibleTo } from "./manage-queries";
import { serializeOrders } from "./serialize";

export const billRoutes = new Hono<AppEnv>();

const PDF_HEADERS = { "content-type": "application/pdf", "cache-control": "private, no-store" };

billRoutes.get("/orders/bills", async (c) => {
  const user = requireUser(c);
  const { ids } = check(billsQuery, c.req.query());
  const db = c.var.db;
  const rows = await db
    .select()
    .from(orders)
    .where(and(inArray(orders.id, ids), visibleTo(db, user)));
  if (rows.length !== ids.length) throw notFound();
  const byId = new Map((await serializeOrders(db, user, rows)).map((order) => [order.id, order]));
  const layouts = ids.map((id) => billLayout(byId.get(id)!));
  const pdf = await renderBills(layouts, billFont(), `Aswaq bills: ${ids.map((id) => `#${id}`).join(", ")}`);
  return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
    ...PDF_HEADERS,
    "content-disposition": `attachment; filename="aswaq-bills-${ids.length}-orders.pdf"`,
  });
});

billRoutes.get("/orders/:id/bill", async (c) => {
  const user = requireUser(c);
  const id = pathId(c);
  const db = c.var.db;
  const row = await findVisibleOrder(db, user, id);
  if (!row) throw notFound();

  const [order] = await serializeOrders(db, user, [row]);
  const pdf = await renderBill(billLayout(order), billFont());
  return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
    // A bill holds an address and a phone number: never kept by shared caches.
    ...PDF_HEADERS,
    "content-disposition": `attachment; filename="aswaq-order-${order.id}.pdf"`,
  });
});
