// Cashback rows with chosen amounts and expiry dates, each on its own bare delivered order
// (cashbacks.order_id is required and unique).
import { cashbacks, orders } from "../../db/schema";
import { createUser, db, tokenFor } from "../../test/factories";

const DAY_MS = 86_400_000;
export const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

export async function giveCashback(user: { id: number }, amount: number, expiresAt: string) {
  const [order] = await db
    .insert(orders)
    .values({
      uuid: crypto.randomUUID(),
      checkout_id: crypto.randomUUID(),
      customer_id: user.id,
      branch_name: "Branch",
      store_name: "Store",
      status: "delivered",
      payment_status: "paid",
      total: amount * 1000, // 2% x 5 points per EGP: 1 point per 10 EGP
      city: "Cairo",
      compound: "Compound",
      building_or_house: "1",
      mobile: "01012345678",
    })
    .returning();
  const [row] = await db.insert(cashbacks).values({ user_id: user.id, order_id: order.id, amount, expires_at: expiresAt }).returning();
  return row;
}

export async function aCustomer() {
  const user = await createUser();
  return { user, token: await tokenFor(user) };
}
