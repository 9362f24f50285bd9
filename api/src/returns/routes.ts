// Returns of delivered goods (issue 30, docs/decisions/0035): the customer asks
// (POST /orders/{id}/returns/), both sides read (GET /returns/, GET /returns/{id}/), the branch
// answers and moves it on (approve, reject, receive, refund; bulk-approve). The credit note is
// credit-note-routes.ts's.
import { and, count, desc, eq, inArray } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { accepts } from "hono/accepts";
import { returns } from "../../db/schema";
import { requireUser } from "../auth/middleware";
import type { AppEnv, AuthUser, Db } from "../env";
import { badRequest, conflict, forbidden, notFound } from "../lib/errors";
import { pagedResponse, readPage } from "../lib/paging";
import { check, jsonBody, pathId } from "../lib/validate";
import { handOverAfterResponse } from "../notifications/outbox";
import { findVisibleOrder } from "../orders/manage-queries";
import { cairoDay } from "../cash/day";
import { inArabic, say } from "#contract/said";
import { LANGUAGES, matchLanguage } from "#shared/accept-language";
import {
  returnApproveInput,
  returnBulkApproveInput,
  returnFilters,
  returnReceiveInput,
  returnRefundInput,
  returnRejectInput,
  type ReturnShape,
} from "#contract/returns";
import type { ReturnStatus } from "#shared/return-rules";
import { findVisibleReturn, type ReturnRow, returnsVisibleTo, runsReturn } from "./access";
import { readReturnRequest } from "./request-body";
import { deliveredAt, deliveredDay, isOverReturn, linesOf, windowRefusal, writeReturn } from "./request";
import { serializeReturns } from "./serialize";
import { canMove, type StepChange, stepReturn } from "./steps";

const one = async (db: Db, user: AuthUser, id: number): Promise<ReturnShape> => {
  const row = await db.select().from(returns).where(eq(returns.id, id)).get();
  return (await serializeReturns(db, user, row ? [row] : []))[0];
};

/** The pickup date: today in Cairo or later. */
function pickupDate(day: string, now = new Date()) {
  if (day < cairoDay(now)) throw badRequest({ pickup_date: [say("dayNotPast")] });
  return day;
}

/** Why a step cannot happen to a return as read, or null. */
const refusal = (row: ReturnRow, to: ReturnStatus) => (canMove(row.status, to) ? null : say("returnCannotMove", { status: row.status, to }));

export const returnsRoutes = new Hono<AppEnv>();

returnsRoutes.post("/orders/:id/returns", async (c) => {
  const user = requireUser(c);
  const db = c.var.db;
  const order = await findVisibleOrder(db, user, pathId(c));
  if (!order) throw notFound();
  if (order.customer_id !== user.id) throw forbidden(say("onlyOwnOrderReturns"));
  const body = await readReturnRequest(c);
  if (order.status !== "delivered") throw conflict(say("returnNotDelivered", { status: order.status }));
  const now = new Date();
  const at = await deliveredAt(db, order.id);
  if (!at) throw conflict(say("returnNotDelivered", { status: order.status }));
  const closed = windowRefusal(at, body.reason, now);
  if (closed) throw conflict(say(closed === "any" ? "returnWindowClosed" : "returnDefectWindowClosed", { day: deliveredDay(at) }));

  const lines = await linesOf(db, order.id);
  const errors: string[] = [];
  const seen = new Set<number>();
  const chosen = [];
  for (const l of body.items) {
    const line = lines.find((i) => i.id === l.order_item_id);
    if (!line) errors.push(say("returnLineNotInOrder", { id: l.order_item_id }));
    else if (seen.has(l.order_item_id)) errors.push(say("returnLineRepeated", { id: l.order_item_id }));
    else chosen.push({ ...l, price: line.price, returnable: line.returnable });
    seen.add(l.order_item_id);
  }
  if (errors.length) throw badRequest({ items: errors });
  const over = chosen.find((l) => l.quantity > l.returnable);
  if (over) throw conflict(say("returnTooMany", { n: over.returnable, id: over.order_item_id }));

  const keys = await body.storePhotos(c.env);
  try {
    const { id, notified } = await writeReturn(
      db,
      { order, customerId: user.id, lines: chosen, reason: body.reason, note: body.note, method: body.method, photoKeys: keys },
      now,
    );
    handOverAfterResponse(c, notified);
    return c.json(await one(db, user, id), 201);
  } catch (err) {
    if (keys.length) await c.env.MEDIA.delete(keys);
    // Another request took the quantity between our read and our batch.
    if (isOverReturn(err)) {
      const now2 = await linesOf(db, order.id);
      const raced = chosen.find((l) => l.quantity > (now2.find((i) => i.id === l.order_item_id)?.returnable ?? 0)) ?? chosen[0];
      throw conflict(say("returnTooMany", { n: now2.find((i) => i.id === raced.order_item_id)?.returnable ?? 0, id: raced.order_item_id }));
    }
    throw err;
  }
});

returnsRoutes.get("/returns", async (c) => {
  const user = requireUser(c);
  const db = c.var.db;
  const given = Object.fromEntries(Object.entries(c.req.query()).filter(([k, v]) => v.trim() !== "" && k !== "page" && k !== "page_size"));
  const f = check(returnFilters, given);
  const page = readPage(c);
  const where = and(
    returnsVisibleTo(db, user),
    f.status === undefined ? undefined : eq(returns.status, f.status),
    f.branch === undefined ? undefined : eq(returns.branch_id, f.branch),
    f.store === undefined ? undefined : eq(returns.store_id, f.store),
    f.order === undefined ? undefined : eq(returns.order_id, f.order),
  );
  const [[{ n }], rows] = await db.batch([
    db.select({ n: count() }).from(returns).where(where),
    db.select().from(returns).where(where).orderBy(desc(returns.created_at), desc(returns.id)).limit(page.limit).offset(page.offset),
  ]);
  return c.json(pagedResponse(c, page, n, await serializeReturns(db, user, rows)));
});

returnsRoutes.post("/returns/bulk-approve", async (c) => {
  const user = requireUser(c);
  const db = c.var.db;
  if (user.role === "customer") throw forbidden(say("onlyShopMovesReturns"));
  const { ids, pickup_date } = await jsonBody(c, returnBulkApproveInput);
  const day = pickupDate(pickup_date);
  const unique = [...new Set(ids)];
  const rows = await db
    .select()
    .from(returns)
    .where(and(inArray(returns.id, unique), returnsVisibleTo(db, user)));
  const notified = new Set<number>();
  const results = [];
  // One batch per return: each moves or not on its own, as the orders' bulk moves.
  for (const id of unique) {
    const row = rows.find((r) => r.id === id);
    if (!row || !(await runsReturn(db, user, row))) {
      results.push({ id, ok: false, status: null, detail: say("notFound") as string });
      continue;
    }
    const why = refusal(row, "approved");
    if (why) {
      results.push({ id, ok: false, status: row.status, detail: why as string });
      continue;
    }
    const told = await stepReturn(db, row, { to: "approved", pickup_date: day }, user);
    if (told === null) {
      const now = await db.select({ status: returns.status }).from(returns).where(eq(returns.id, id)).get();
      results.push({ id, ok: false, status: now?.status ?? null, detail: say("returnChanged") as string });
      continue;
    }
    for (const who of told) notified.add(who);
    results.push({ id, ok: true, status: "approved" as const, detail: null });
  }
  handOverAfterResponse(c, [...notified]);
  // Each result's detail in the caller's language (the answer's own `detail` is all the middleware translates).
  const arabic = accepts(c, { header: "Accept-Language", supports: [...LANGUAGES], default: "en", match: matchLanguage }) === "ar";
  return c.json({ results: results.map((r) => ({ ...r, detail: r.detail !== null && arabic ? inArabic(r.detail) : r.detail })) });
});

returnsRoutes.get("/returns/:id", async (c) => {
  const user = requireUser(c);
  const row = await findVisibleReturn(c.var.db, user, pathId(c));
  if (!row) throw notFound();
  return c.json((await serializeReturns(c.var.db, user, [row]))[0]);
});

/** A staff step: the return visible to the caller (else 404), the caller its shop (else 403), the move legal (else 409). */
function step<T>(to: ReturnStatus, read: (c: Context<AppEnv>) => Promise<T>, change: (input: T) => StepChange) {
  return async (c: Context<AppEnv>) => {
    const user = requireUser(c);
    const db = c.var.db;
    const row = await findVisibleReturn(db, user, pathId(c));
    if (!row) throw notFound();
    if (!(await runsReturn(db, user, row))) throw forbidden(say("onlyShopMovesReturns"));
    const input = change(await read(c));
    const why = refusal(row, to);
    if (why) throw conflict(why);
    const told = await stepReturn(db, row, input, user);
    if (told === null) throw conflict(say("returnChanged"));
    handOverAfterResponse(c, told);
    return c.json(await one(db, user, row.id));
  };
}

returnsRoutes.post(
  "/returns/:id/approve",
  step(
    "approved",
    (c) => jsonBody(c, returnApproveInput),
    (i) => ({ to: "approved", pickup_date: pickupDate(i.pickup_date) }),
  ),
);
returnsRoutes.post(
  "/returns/:id/reject",
  step(
    "rejected",
    (c) => jsonBody(c, returnRejectInput),
    (i) => ({ to: "rejected", reason: i.reason }),
  ),
);
returnsRoutes.post(
  "/returns/:id/receive",
  step(
    "received",
    (c) => jsonBody(c, returnReceiveInput),
    (i) => ({ to: "received", condition: i.condition }),
  ),
);
returnsRoutes.post(
  "/returns/:id/refund",
  step(
    "refunded",
    (c) => jsonBody(c, returnRefundInput),
    (i) => ({ to: "refunded", method: i.method }),
  ),
);
