// How many orders a customer refused at the door lately (issue 29: "2 refusals in 12 months"
// makes a customer confirm every order and caps their COD orders; that rule reads this). A
// refusal is the history row of entering `refused`, so an order refused and then returned still
// counts, once; its time is when it was refused.
import { and, countDistinct, eq, gte } from "drizzle-orm";
import { orders, orderStatusHistory } from "../../db/schema";
import type { Db } from "../env";

const YEAR_MS = 365 * 86_400_000;

/** The orders `userId` refused at delivery within the 365 days before `now`. */
export async function refusalsInLastYear(db: Db, userId: number, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - YEAR_MS).toISOString();
  const row = await db
    .select({ n: countDistinct(orderStatusHistory.order_id) })
    .from(orders)
    .innerJoin(orderStatusHistory, eq(orderStatusHistory.order_id, orders.id))
    .where(and(eq(orders.customer_id, userId), eq(orderStatusHistory.to_status, "refused"), gte(orderStatusHistory.created_at, since)))
    .get();
  return row?.n ?? 0;
}
