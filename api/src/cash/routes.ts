// Cash on delivery accounted for (docs/decisions/0032), for those who run the branch (its
// store's owner, its manager, a super admin; lib/access.ts):
// - GET /branches/{id}/cash-sheet/?date=YYYY-MM-DD (&format=csv), and /cash-sheet.csv: the day's sheet;
// - POST /branches/{id}/handovers/: cash a courier handed to the branch, and the orders it covers;
// - PUT /orders/{id}/cash-collection/: who collected a delivered order's cash, corrected.
// Every write is one batch with its audit record.
import { and, eq, inArray, sql } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { accepts } from "hono/accepts";
import { cashCollectionInput, cashSheetQuery, handoverInput } from "#contract/cash";
import { say } from "#contract/said";
import { fromPiasters } from "#shared/money";
import { LANGUAGES, matchLanguage } from "#shared/accept-language";
import { branches, cashCollections, cashHandoverOrders, cashHandovers, orders, orderStatusHistory } from "../../db/schema";
import { auditStatement } from "../audit/record";
import { requireUser } from "../auth/middleware";
import type { AppEnv, Db } from "../env";
import { assertRunsBranch } from "../lib/access";
import { badRequest, conflict, forbidden, isUniqueViolation, notFound } from "../lib/errors";
import { check, jsonBody, pathId } from "../lib/validate";
import { findVisibleOrder, managesOrder } from "../orders/manage-queries";
import { runBatch } from "../stores/db-helpers";
import { cashSheetCsv } from "./csv";
import { cairoDay } from "./day";
import { cashSheet, handoversBetween } from "./sheet";

export const cashRoutes = new Hono<AppEnv>();

async function branchRun(c: Context<AppEnv>) {
  const user = requireUser(c);
  const branch = await c.var.db
    .select({ id: branches.id, name: branches.name, name_ar: branches.name_ar, store_id: branches.store_id })
    .from(branches)
    .where(eq(branches.id, pathId(c)))
    .get();
  if (!branch) throw notFound();
  await assertRunsBranch(c.var.db, user, branch);
  return { user, branch };
}

async function sheetAnswer(c: Context<AppEnv>, csv: boolean) {
  const { branch } = await branchRun(c);
  const query = check(cashSheetQuery, c.req.query());
  const now = new Date();
  const sheet = await cashSheet(c.var.db, branch, query.date ?? cairoDay(now), now);
  if (!csv && query.format !== "csv") return c.json(sheet);
  const language = accepts(c, { header: "Accept-Language", supports: [...LANGUAGES], default: "en", match: matchLanguage }) === "ar" ? "ar" : "en";
  return c.body(cashSheetCsv(sheet, language), 200, {
    "content-type": "text/csv; charset=utf-8",
    "content-disposition": `attachment; filename="cash-sheet-${branch.id}-${sheet.date}.csv"`,
    "cache-control": "no-store",
  });
}

cashRoutes.get("/branches/:id{[0-9]+}/cash-sheet", (c) => sheetAnswer(c, false));
cashRoutes.get("/branches/:id{[0-9]+}/cash-sheet.csv", (c) => sheetAnswer(c, true));

interface Claimed {
  id: number;
  branch_id: number | null;
  status: string;
  handover: number | null;
}

/** The orders a handover names, as they are now: whose branch, in what status, covered by which handover. */
function claimed(db: Db, ids: number[]): Promise<Claimed[]> {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({ id: orders.id, branch_id: orders.branch_id, status: orders.status, handover: cashHandoverOrders.handover_id })
    .from(orders)
    .leftJoin(cashHandoverOrders, eq(cashHandoverOrders.order_id, orders.id))
    .where(inArray(orders.id, ids));
}

/** 409 naming every order already covered by another handover. */
function coveredConflict(rows: Claimed[]) {
  const covered = rows.filter((r) => r.handover !== null);
  return conflict({
    detail: say("cashOrdersCovered"),
    order_ids: covered.map((r) => say("cashOrderCovered", { id: r.id, handover: r.handover ?? 0 })),
  });
}

cashRoutes.post("/branches/:id{[0-9]+}/handovers", async (c) => {
  const db = c.var.db;
  const { user, branch } = await branchRun(c);
  const input = await jsonBody(c, handoverInput);

  // Each named order: this branch's, delivered, listed once, not yet covered (a 400 per order; a 409 if covered).
  const repeated = input.order_ids.filter((id, i) => input.order_ids.indexOf(id) !== i);
  const ids = [...new Set(input.order_ids)];
  const rows = await claimed(db, ids);
  const errors = [
    ...[...new Set(repeated)].map((id) => say("cashOrderRepeated", { id })),
    ...ids.flatMap((id) => {
      const row = rows.find((r) => r.id === id);
      if (!row || row.branch_id !== branch.id) return [say("cashOrderElsewhere", { id })];
      if (row.status !== "delivered") return [say("cashOrderNotDelivered", { id })];
      return [];
    }),
  ];
  if (errors.length) throw badRequest({ order_ids: errors });
  if (rows.some((r) => r.handover !== null)) throw coveredConflict(rows);

  const uuid = crypto.randomUUID();
  const handedAt = new Date().toISOString();
  try {
    await runBatch(db, [
      db.insert(cashHandovers).values({
        uuid,
        branch_id: branch.id,
        courier: input.courier,
        amount: input.amount,
        handed_at: handedAt,
        recorded_by: user.id,
        note: input.note,
      }),
      ...(ids.length
        ? [
            // cash_handover_orders.order_id is unique: of two handovers racing for an order, the
            // second batch fails whole (its handover too) and is answered 409 below.
            db
              .insert(cashHandoverOrders)
              .select(
                db
                  .select({ handover_id: cashHandovers.id, order_id: orders.id })
                  .from(cashHandovers)
                  .innerJoin(orders, inArray(orders.id, ids))
                  .where(eq(cashHandovers.uuid, uuid)),
              ),
          ]
        : []),
      auditStatement(db, user, {
        action: "update",
        object: "branch",
        id: branch.id,
        store: branch.store_id,
        before: null,
        after: {
          handover: {
            uuid,
            courier: input.courier,
            amount: fromPiasters(input.amount),
            order_ids: ids,
            note: input.note,
          },
        },
        guarded: false,
      }),
    ]);
  } catch (err) {
    if (isUniqueViolation(err, "cash_handover_orders.order_id")) throw coveredConflict(await claimed(db, ids));
    throw err;
  }
  const [made] = await handoversBetween(db, eq(cashHandovers.uuid, uuid));
  return c.json(made.handover, 201);
});

cashRoutes.put("/orders/:id{[0-9]+}/cash-collection", async (c) => {
  const db = c.var.db;
  const user = requireUser(c);
  const order = await findVisibleOrder(db, user, pathId(c));
  if (!order) throw notFound();
  if (!(await managesOrder(db, user, order))) throw forbidden();
  const { collected_by } = await jsonBody(c, cashCollectionInput);
  if (order.status !== "delivered" || order.payment_method !== "cash_on_delivery") throw conflict(say("cashNotDelivered"));

  const before = await db.select().from(cashCollections).where(eq(cashCollections.order_id, order.id)).get();
  if (before?.collected_by !== collected_by) {
    // An order delivered before collections were recorded gets its row now, dated when it was delivered.
    const deliveredAt = db
      .select({ at: sql`max(${orderStatusHistory.created_at})` })
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.order_id, order.id), eq(orderStatusHistory.to_status, "delivered")));
    await runBatch(db, [
      db
        .insert(cashCollections)
        .values({
          order_id: order.id,
          branch_id: order.branch_id,
          amount: order.total - order.wallet_amount, // the cash due (ADR 0034)
          collected_by,
          collected_at: sql`coalesce((${deliveredAt}), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
        })
        .onConflictDoUpdate({ target: cashCollections.order_id, set: { collected_by } }),
      auditStatement(db, user, {
        action: "update",
        object: "order",
        id: order.id,
        store: order.store_id,
        before: { collected_by: before?.collected_by ?? null },
        after: { collected_by },
      }),
    ]);
  }
  const { id: _, ...row } = (await db.select().from(cashCollections).where(eq(cashCollections.order_id, order.id)).get())!;
  return c.json({ ...row, amount: fromPiasters(row.amount) });
});
