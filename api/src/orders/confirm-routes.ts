// Confirming an order before it is prepared (docs/decisions/0033): the customer with their code
// (POST /orders/{id}/confirm/), a new code (POST /orders/{id}/confirmation-code/), and the
// branch after calling them (POST /orders/{id}/confirm-by-phone/).
import { Hono } from "hono";
import { say } from "#contract/said";
import { orderConfirmInput } from "#contract/orders";
import { requireUser } from "../auth/middleware";
import { spendCode } from "../auth/codes";
import { takeAttempt } from "../auth/rate-limit";
import { signingKey } from "../auth/tokens";
import { auditStatement } from "../audit/record";
import type { AppEnv } from "../env";
import { badRequest, conflict, forbidden, notFound } from "../lib/errors";
import { jsonBody, pathId } from "../lib/validate";
import { whatsappOn } from "../notifications/channels";
import { handOverAfterResponse } from "../notifications/outbox";
import { codeExpiry, markConfirmed, ORDER_CODES_PER_WINDOW, orderCodeStatements, reachable } from "./confirmation";
import { findVisibleOrder, managesOrder, serializeOrder } from "./manage-queries";
import { awaitsConfirmation } from "./status";

export const confirmRoutes = new Hono<AppEnv>();

confirmRoutes.post("/orders/:id/confirm", async (c) => {
  const user = requireUser(c);
  const db = c.var.db;
  const order = await findVisibleOrder(db, user, pathId(c));
  if (!order) throw notFound();
  const { code } = await jsonBody(c, orderConfirmInput);
  if (order.customer_id !== user.id) throw forbidden(say("onlyCustomerConfirms"));
  if (!awaitsConfirmation(order)) throw conflict(say("orderNoConfirmation"));
  const spent = await spendCode(db, signingKey(c.env.JWT_SECRET), {
    userId: user.id,
    purpose: "order_confirm",
    subject: order.id,
    bind: order.uuid,
    code,
  });
  if (!spent.ok) throw badRequest({ code: [spent.triesLeft > 0 ? say("wrongCode", { tries: spent.triesLeft }) : say("codeGone")] });
  // The code is spent; the order may have been cancelled meanwhile (by the customer, the shop or the job).
  if (!(await markConfirmed(db, order.id, { via: "code", by: null }))) throw conflict(say("orderChanged"));
  return c.json(await serializeOrder(db, user, order.id));
});

confirmRoutes.post("/orders/:id/confirmation-code", async (c) => {
  const user = requireUser(c);
  const db = c.var.db;
  const order = await findVisibleOrder(db, user, pathId(c));
  if (!order) throw notFound();
  if (order.customer_id !== user.id) throw forbidden(say("onlyCustomerConfirms"));
  if (!awaitsConfirmation(order)) throw conflict(say("orderNoConfirmation"));
  // Honest when no code can reach them: nothing is sent and no slot is taken; the branch calls.
  if (!(await reachable(db, user.id, whatsappOn(c.env)))) return c.json({ detail: say("orderCodeNoContact"), sent: false, expires_at: null });
  await takeAttempt(db, [{ key: `ordercode:${order.id}`, limit: ORDER_CODES_PER_WINDOW }], "code requests");
  const expiresAt = codeExpiry(order.confirm_by);
  const [row, notice] = await orderCodeStatements(db, signingKey(c.env.JWT_SECRET), {
    customerId: user.id,
    uuid: order.uuid,
    orderId: order.id,
    expiresAt,
    store: { name: order.store_name, name_ar: order.store_name_ar },
  });
  await db.batch([row, notice]);
  handOverAfterResponse(c, [user.id]);
  return c.json({ detail: say("orderCodeSent"), sent: true, expires_at: expiresAt }, 202);
});

confirmRoutes.post("/orders/:id/confirm-by-phone", async (c) => {
  const user = requireUser(c);
  const db = c.var.db;
  const order = await findVisibleOrder(db, user, pathId(c));
  if (!order) throw notFound();
  if (!(await managesOrder(db, user, order))) throw forbidden(say("onlyShopConfirms"));
  if (!awaitsConfirmation(order)) throw conflict(say("orderNoConfirmation"));
  if (!(await markConfirmed(db, order.id, { via: "phone", by: user.id }))) throw conflict(say("orderChanged"));
  await auditStatement(db, user, {
    action: "update",
    object: "order",
    id: order.id,
    store: order.store_id,
    before: { confirmed_at: null },
    after: { confirmed_via: "phone" },
  });
  return c.json(await serializeOrder(db, user, order.id));
});
