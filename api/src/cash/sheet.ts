// A branch's cash sheet for a Cairo day (docs/decisions/0032): what it should have received in
// cash (its delivered COD orders' cash due: total - wallet_amount, ADR 0034), what was collected and by whom, what the couriers
// handed over, what each still owes (all time up to the end of the day, so yesterday's debt
// carries), the orders refused or returned that day, and what does not add up. Every figure is
// summed by SQLite in integer piasters from the rows, never stored.
import { and, asc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { fromPiasters } from "#shared/money";
import type { CashSheet } from "#contract/cash";
import {
  cashCollections,
  cashHandoverOrders,
  cashHandovers,
  ORDER_STATUSES,
  type OrderStatus,
  orders,
  orderStatusHistory,
  users,
} from "../../db/schema";
import type { Db } from "../env";
import { cairoDayRange } from "./day";

const DAY_MS = 86_400_000;

/**
 * The statuses the sheet lists as parcels that came back instead of cash. Keyed on the names
 * issue 29's delivery states use; only those the state machine has are asked for, so the list
 * fills in once `refused` and `returned` exist (until then it is always empty).
 */
export const RETURN_STATUSES: readonly string[] = ["refused", "returned"];
const returnStatuses = () => ORDER_STATUSES.filter((s) => RETURN_STATUSES.includes(s)) as OrderStatus[];

export interface SheetBranch {
  id: number;
  name: string;
  name_ar: string;
  store_id: number;
}

type Sums = Map<string, number>;
const sums = (rows: { courier: string; amount: number | null }[]): Sums => new Map(rows.map((r) => [r.courier, Number(r.amount ?? 0)]));
const total = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);
/** What an order's customer pays in cash: its total less what their wallet paid at checkout (ADR 0034). */
const cashDue = sql<number>`${orders.total} - ${orders.wallet_amount}`.mapWith(Number).as("cash_due");

/** The handovers of a branch whose time is in [from, to), with the orders each covers. */
export async function handoversBetween(db: Db, where: ReturnType<typeof and>) {
  const [rows, covered] = await db.batch([
    db
      .select({
        id: cashHandovers.id,
        branch_id: cashHandovers.branch_id,
        courier: cashHandovers.courier,
        amount: cashHandovers.amount,
        handed_at: cashHandovers.handed_at,
        recorded_by: cashHandovers.recorded_by,
        username: users.username,
        note: cashHandovers.note,
      })
      .from(cashHandovers)
      .leftJoin(users, eq(users.id, cashHandovers.recorded_by))
      .where(where)
      .orderBy(asc(cashHandovers.handed_at), asc(cashHandovers.id)),
    db
      .select({ handover: cashHandoverOrders.handover_id, order: cashHandoverOrders.order_id, total: cashDue })
      .from(cashHandoverOrders)
      .innerJoin(cashHandovers, eq(cashHandovers.id, cashHandoverOrders.handover_id))
      .innerJoin(orders, eq(orders.id, cashHandoverOrders.order_id))
      .where(where)
      .orderBy(asc(cashHandoverOrders.order_id)),
  ]);
  return rows.map((h) => {
    const mine = covered.filter((c) => c.handover === h.id);
    return {
      handover: {
        id: h.id,
        branch_id: h.branch_id,
        courier: h.courier,
        amount: fromPiasters(h.amount),
        handed_at: h.handed_at,
        recorded_by: h.recorded_by === null ? null : { id: h.recorded_by, username: h.username ?? "" },
        note: h.note,
        order_ids: mine.map((c) => c.order),
      },
      piasters: h.amount,
      /** What the orders it covers came to, in piasters. */
      covers: total(mine.map((c) => c.total)),
    };
  });
}

export async function cashSheet(db: Db, branch: SheetBranch, day: string, now = new Date()): Promise<CashSheet> {
  const { from, to } = cairoDayRange(day);
  // "More than a day" is counted back from the end of the day, or from now while it lasts.
  const asOf = Math.min(now.getTime(), Date.parse(to));
  const dayAgo = new Date(asOf - DAY_MS).toISOString();
  const ofBranchCollections = eq(cashCollections.branch_id, branch.id);
  const ofBranchHandovers = eq(cashHandovers.branch_id, branch.id);
  const enteredThatDay = (statuses: OrderStatus[]) =>
    db
      .select({
        id: orders.id,
        uuid: orders.uuid,
        total: orders.total,
        cash_due: cashDue,
        status: orders.status,
        at: orderStatusHistory.created_at,
        collected_by: cashCollections.collected_by,
      })
      .from(orderStatusHistory)
      .innerJoin(orders, eq(orders.id, orderStatusHistory.order_id))
      .leftJoin(cashCollections, eq(cashCollections.order_id, orders.id))
      .where(
        and(
          eq(orders.branch_id, branch.id),
          eq(orders.payment_method, "cash_on_delivery"),
          inArray(orderStatusHistory.to_status, statuses),
          gte(orderStatusHistory.created_at, from),
          lt(orderStatusHistory.created_at, to),
        ),
      )
      .orderBy(asc(orderStatusHistory.created_at), asc(orders.id));
  const collectedBetween = (after: string, before: string) =>
    db
      .select({ courier: cashCollections.collected_by, amount: sql<number>`sum(${cashCollections.amount})` })
      .from(cashCollections)
      .where(and(ofBranchCollections, gte(cashCollections.collected_at, after), lt(cashCollections.collected_at, before)))
      .groupBy(cashCollections.collected_by);
  const returns = returnStatuses();

  const [delivered, returned, collectedToday, collectedRecently, collectedEver, handedToday, handedEver] = await db.batch([
    enteredThatDay(["delivered"]),
    enteredThatDay(returns.length ? returns : ["delivered"]),
    collectedBetween(from, to),
    // The last day's collections (a day ago included: overdue is more than a day).
    collectedBetween(dayAgo, to),
    db
      .select({ courier: cashCollections.collected_by, amount: sql<number>`sum(${cashCollections.amount})` })
      .from(cashCollections)
      .where(and(ofBranchCollections, lt(cashCollections.collected_at, to)))
      .groupBy(cashCollections.collected_by),
    db
      .select({ courier: cashHandovers.courier, amount: sql<number>`sum(${cashHandovers.amount})` })
      .from(cashHandovers)
      .where(and(ofBranchHandovers, gte(cashHandovers.handed_at, from), lt(cashHandovers.handed_at, to)))
      .groupBy(cashHandovers.courier),
    db
      .select({ courier: cashHandovers.courier, amount: sql<number>`sum(${cashHandovers.amount})` })
      .from(cashHandovers)
      .where(and(ofBranchHandovers, lt(cashHandovers.handed_at, to)))
      .groupBy(cashHandovers.courier),
  ]);
  const handovers = await handoversBetween(db, and(ofBranchHandovers, gte(cashHandovers.handed_at, from), lt(cashHandovers.handed_at, to)));

  const [today, recent, ever, handed, handedAll] = [collectedToday, collectedRecently, collectedEver, handedToday, handedEver].map(sums);
  const names = [...new Set([...today.keys(), ...handed.keys(), ...ever.keys(), ...handedAll.keys()])].sort();
  const couriers = names
    .map((courier) => {
      const outstanding = (ever.get(courier) ?? 0) - (handedAll.get(courier) ?? 0);
      // What is still owed beyond the last day's collections was collected more than a day ago.
      const overdue = Math.max(0, outstanding - (recent.get(courier) ?? 0));
      return { courier, collected: today.get(courier) ?? 0, handed: handed.get(courier) ?? 0, outstanding, overdue };
    })
    .filter((c) => c.collected !== 0 || c.handed !== 0 || c.outstanding !== 0);

  const order = (o: (typeof delivered)[number]) => ({ ...o, total: fromPiasters(o.total), cash_due: fromPiasters(o.cash_due) });
  const mismatches: CashSheet["mismatches"] = [
    ...handovers
      .filter((h) => h.handover.order_ids.length > 0 && h.piasters !== h.covers)
      .map((h) => ({
        kind: "handover_amount" as const,
        courier: h.handover.courier,
        order_id: null,
        handover_id: h.handover.id,
        amount: fromPiasters(h.piasters - h.covers),
      })),
    ...delivered
      .filter((o) => o.collected_by === null)
      .map((o) => ({ kind: "missing_collection" as const, courier: null, order_id: o.id, handover_id: null, amount: fromPiasters(o.cash_due) })),
    ...couriers
      .filter((c) => c.overdue > 0)
      .map((c) => ({ kind: "overdue" as const, courier: c.courier, order_id: null, handover_id: null, amount: fromPiasters(c.overdue) })),
  ];

  return {
    branch,
    date: day,
    from,
    to,
    expected: fromPiasters(total(delivered.map((o) => o.cash_due))),
    collected: fromPiasters(total(today.values())),
    handed_over: fromPiasters(total(handed.values())),
    outstanding: fromPiasters(total(couriers.map((c) => c.outstanding))),
    couriers: couriers.map((c) => ({
      courier: c.courier,
      collected: fromPiasters(c.collected),
      handed_over: fromPiasters(c.handed),
      outstanding: fromPiasters(c.outstanding),
      overdue: fromPiasters(c.overdue),
    })),
    delivered: delivered.map(order),
    handovers: handovers.map((h) => h.handover),
    returns: returns.length ? returned.map(order) : [],
    mismatches,
  };
}
