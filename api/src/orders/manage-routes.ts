// Reading orders and moving them through their states: GET /orders/, GET and PATCH /orders/{id}/,
// and a shipped order's failed delivery attempts: POST /orders/{id}/delivery-attempts/.
import { Hono } from "hono";
import { requireUser } from "../auth/middleware";
import type { AppEnv } from "../env";
import { conflict, forbidden, notFound } from "../lib/errors";
import { say } from "#contract/said";
import { decodeCursor } from "../lib/cursor";
import { keysetResponse, readPage } from "../lib/paging";
import { jsonBody, pathId } from "../lib/validate";
import { deliveryAttemptInput, orderStatusInput } from "#contract/orders";
import {
  findVisibleOrder,
  MAX_ORDER_OFFSET,
  managesOrder,
  ORDER_COUNT_CAP,
  type OrderSearch,
  orderConditions,
  pageOfOrders,
  serializeOrder,
} from "./manage-queries";
import { serializeOrders } from "./serialize";
import { matchingCustomers } from "./customer-search";
import { staffOrderConditions } from "./staff-filters";
import { allowedStatuses, awaitsConfirmation, canMove, customerCanMove, lastDay } from "./status";
import { moveOrder } from "./transition";
import { recordAttempt } from "./delivery-attempts";
import { REFUSAL_THRESHOLD, refusalsInLastYear } from "./refusals";
import { handOverAfterResponse } from "../notifications/outbox";

export const manageRoutes = new Hono<AppEnv>();

manageRoutes.get("/orders", async (c) => {
  const user = requireUser(c);
  const cursor = decodeCursor(c.req.query("cursor"));
  const staff = staffOrderConditions(c.req.query(), cursor);
  const conditions = [...orderConditions(c.req.query(), user), ...staff.conditions];
  const page = readPage(c);
  if (!cursor && page.offset > MAX_ORDER_OFFSET) throw notFound(say("invalidPage"));
  const search: OrderSearch | undefined = staff.mobile
    ? { mobile: staff.mobile }
    : staff.customerName === undefined
      ? undefined
      : { customers: await matchingCustomers(c.var.db, staff.customerName) };
  const { total, more, keys, results } = await pageOfOrders(c.var.db, user, conditions, page, cursor, staff.shopOnly, search);
  return c.json(keysetResponse(c, { page, cursor, more, total, cap: ORDER_COUNT_CAP, keys }, results));
});

manageRoutes.get("/orders/:id", async (c) => {
  const user = requireUser(c);
  const order = await findVisibleOrder(c.var.db, user, pathId(c));
  if (!order) throw notFound();
  const [out] = await serializeOrders(c.var.db, user, [order]);
  // The customer's refusal standing (ADR 0033), to a super admin only, who can clear it: one read more.
  const refused = user.role === "super_admin" ? await refusalsInLastYear(c.var.db, order.customer_id) : undefined;
  const customer_refusals = refused === undefined ? null : { count: refused, rule_applies: refused >= REFUSAL_THRESHOLD };
  return c.json({ ...out, customer_refusals });
});

manageRoutes.patch("/orders/:id", async (c) => {
  const user = requireUser(c);
  const db = c.var.db;
  // Existence first: an order the caller cannot see is a 404 whatever the body says.
  const order = await findVisibleOrder(db, user, pathId(c));
  if (!order) throw notFound();
  const { status: to, collected_by } = await jsonBody(c, orderStatusInput);

  const asShop = await managesOrder(db, user, order);
  if (asShop) {
    if (!canMove(order, to)) {
      const held = order.status === "ready_for_pickup" && to === "cancelled";
      const unattempted = order.status === "shipped" && to === "returned";
      const detail =
        order.status === to
          ? say("orderAlready", { status: to })
          : awaitsConfirmation(order)
            ? say("orderAwaitsConfirmation")
            : held
              ? say("pickupHeld", { day: lastDay(order) ?? "" })
              : unattempted
                ? say("returnNeedsAttempt")
                : say("orderCannotMove", { from: order.status, to });
      throw conflict({ detail, allowed: allowedStatuses(order) });
    }
  } else if (!customerCanMove(order.status, to)) {
    // Only their own orders are visible to a caller who does not manage the branch.
    throw forbidden(say("onlyPendingCancels"));
  }

  const notified = await moveOrder(db, {
    order,
    to,
    actorId: user.id,
    shop: asShop ? user : undefined,
    collectedBy: asShop && to === "delivered" ? collected_by : undefined,
  });
  if (!notified) throw conflict(say("orderChanged"));
  handOverAfterResponse(c, notified);
  return c.json(await serializeOrder(db, user, order.id));
});

manageRoutes.post("/orders/:id/delivery-attempts", async (c) => {
  const user = requireUser(c);
  const db = c.var.db;
  const order = await findVisibleOrder(db, user, pathId(c));
  if (!order) throw notFound();
  // Only the shop records attempts: the customer sees their own order, and nothing more.
  if (!(await managesOrder(db, user, order))) throw forbidden(say("onlyShopRecordsAttempts"));
  const { reason, note } = await jsonBody(c, deliveryAttemptInput);
  if (order.status !== "shipped") throw conflict({ detail: say("attemptNotShipped", { status: order.status }), allowed: allowedStatuses(order) });
  const attempt = await recordAttempt(db, { order, reason, note, actor: user });
  if (attempt === null) throw conflict(say("orderChanged"));
  handOverAfterResponse(c, [order.customer_id]);
  return c.json(await serializeOrder(db, user, order.id), 201);
});
