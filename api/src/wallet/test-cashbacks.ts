// Cashback rows with chosen amounts and expiry dates, each on its own bare delivered order
// (cashbacks.order_id is required and unique), with the lot's earned row in the wallet's ledger
// as delivery writes it (ADR 0034).
import { cashbacks, orders, walletEntries } from "../../db/schema";
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
  if (amount > 0) {
    await db.insert(walletEntries).values({
      user_id: user.id,
      kind: "cashback_earned",
      part: "cashback",
      amount: amount * 20,
      cashback_id: row.id,
      order_id: order.id,
      expires_at: expiresAt,
      created_at: row.created_at,
    });
  }
  return row;
}

export async function aCustomer() {
  const user = await createUser();
  return { user, token: await tokenFor(user) };
}
