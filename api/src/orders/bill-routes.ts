// GET /orders/{id}/bill/: the order's bill as a PDF. The customer who placed the order, an
// owner of its branch and a super admin may download it; to anyone else the order does not
// exist (404), so ids cannot be probed.
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { orders, responsibles } from "../../db/schema";
import { requireUser } from "../auth/middleware";
import type { AppEnv, AuthUser, Db } from "../env";
import { notFound } from "../lib/errors";
import { pathId } from "../lib/validate";
import { billFont } from "../pdf/fonts";
import { billLayout } from "./bill-layout";
import { renderBill } from "./bill-render";
import { serializeOrders, type OrderRow } from "./serialize";

export const billRoutes = new Hono<AppEnv>();

billRoutes.get("/orders/:id/bill", async (c) => {
  const user = requireUser(c);
  const id = pathId(c);
  const db = c.var.db;
  const row = await db.select().from(orders).where(eq(orders.id, id)).get();
  if (!row || !(await maySee(db, user, row))) throw notFound();

  const [order] = await serializeOrders(db, [row]);
  const pdf = await renderBill(billLayout(order), billFont());
  return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
    "content-type": "application/pdf",
    "content-disposition": `attachment; filename="aswaq-order-${order.id}.pdf"`,
    // A bill holds an address and a phone number: never kept by shared caches.
    "cache-control": "private, no-store",
  });
});

async function maySee(db: Db, user: AuthUser, order: OrderRow): Promise<boolean> {
  if (order.customer_id === user.id || user.role === "super_admin") return true;
  if (user.role !== "branch_owner" || order.branch_id === null) return false;
  const managed = await db
    .select({ id: responsibles.id })
    .from(responsibles)
    .where(and(eq(responsibles.user_id, user.id), eq(responsibles.branch_id, order.branch_id)))
    .get();
  return managed !== undefined;
}
