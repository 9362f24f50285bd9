// The checkout's one write: orders, their lines and first history rows, the stock taken, the
// server cart emptied, the Idempotency-Key claimed and the notifications written, all in one D1
// batch (one transaction), which then reads the orders back for the answer: one round trip for
// the write and its answer.
import { and, eq, getTableColumns, inArray, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { branchProducts, cartItems, idempotencyKeys, orderItems, orders, orderStatusHistory } from "../../db/schema";
import type { Db } from "../env";
import type { PlacedArea } from "#contract/areas";
import type { CheckoutData } from "#contract/orders";
import type { Plan } from "./checkout-plan";
import { checkoutQueries, type CheckoutRead } from "./checkout-result";
import { checkoutNotices, checkoutStaff } from "./order-events";
import { codeExpiry, orderCodeStatements } from "./confirmation";
import { placedStatements } from "../reports/figures";
import { drawStatements } from "../wallet/spend";

export type CheckoutWrite = {
  checkoutId: string;
  customerId: number;
  address: CheckoutData["address"];
  area: PlacedArea;
  paymentMethod: CheckoutData["payment_method"];
  idempotencyKey: string | null;
  /** The key that binds the confirmation codes of the orders that need one (ADR 0033); none: no codes (tests of the write alone). */
  codeSecret?: string;
};

// D1 binds at most 100 parameters per statement; a row binds at most one per column.
const MAX_PARAMS = 100;
function rowsPerStatement<T>(table: SQLiteTable, rows: T[]): T[][] {
  const size = Math.max(1, Math.floor(MAX_PARAMS / Object.keys(getTableColumns(table)).length));
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** The order written earlier in the same batch, found by its uuid (no id can be read in between). */
const orderIdOf = (uuid: string): SQL<number> => sql`(select ${orders.id} from ${orders} where ${orders.uuid} = ${uuid})`;

/** Writes the checkout and its notifications; answers what checkoutQueries read of it after the write, in the same batch. */
export async function writeCheckout(db: Db, plan: Plan, w: CheckoutWrite): Promise<Written> {
  const a = w.address;
  const area = w.area;
  const statements: BatchItem<"sqlite">[] = [];
  const placedAt = Date.now();

  // First, so that of two racing requests with one key the later fails here, before anything else.
  if (w.idempotencyKey !== null) {
    statements.push(db.insert(idempotencyKeys).values({ user_id: w.customerId, key: w.idempotencyKey, checkout_id: w.checkoutId }));
  }

  for (const chunk of rowsPerStatement(orders, plan.orders)) {
    statements.push(
      db.insert(orders).values(
        chunk.map((o) => ({
          uuid: o.uuid,
          checkout_id: w.checkoutId,
          customer_id: w.customerId,
          branch_id: o.branch_id,
          store_id: o.store_id,
          branch_name: o.branch_name,
          branch_name_ar: o.branch_name_ar,
          store_name: o.store_name,
          store_name_ar: o.store_name_ar,
          status: "pending" as const,
          payment_status: "pending" as const,
          payment_method: w.paymentMethod,
          total: o.subtotal + o.delivery.fee + o.delivery.cod_fee,
          wallet_amount: o.wallet_amount ?? 0,
          delivery_method: o.delivery.method,
          delivery_fee: o.delivery.fee,
          cod_fee: o.delivery.cod_fee,
          needs_confirmation: o.needs_confirmation,
          // Its deadline (ADR 0033): an unconfirmed order past it is cancelled by the hourly job.
          confirm_by: o.needs_confirmation ? new Date(placedAt + o.confirm_window_hours * 3_600_000).toISOString() : null,
          delivery_estimate: o.delivery.estimate,
          area_id: area.id,
          street: a.street,
          building: a.building,
          floor: a.floor,
          apartment: a.apartment,
          landmark: a.landmark,
          recipient: a.recipient,
          mobile: a.mobile,
          // The spec's older fields, for clients that read only those (and the recent addresses).
          city: area.governorate.name,
          neighborhood: area.name,
          center: null,
          compound: "",
          building_or_house: a.building,
          latitude: null,
          longitude: null,
          // A pickup order keeps the branch's pickup place as it is now.
          ...(o.delivery.method === "pickup"
            ? { pickup_address: o.delivery.pickup.address, pickup_hours: o.delivery.pickup.hours, pickup_hold_days: o.delivery.pickup.hold_days }
            : {}),
        })),
      ),
    );
  }

  // What each order pays from the wallet (ADR 0034): its `spent` rows, each checking when the
  // batch runs that its lot or the refund part still holds it; if one does not (another tab spent
  // it meanwhile), its CHECK fails the whole batch, and the caller answers 409 (wallet/spend.ts).
  const spentAt = new Date(placedAt);
  for (const o of plan.orders) {
    statements.push(...drawStatements(db, o.wallet_takes ?? [], { userId: w.customerId, kind: "spent", orderId: orderIdOf(o.uuid), now: spentAt }));
  }

  const itemRows = plan.orders.flatMap((o) =>
    o.lines.map((l) => ({
      order_id: orderIdOf(o.uuid),
      product_id: l.product_id,
      branch_product_id: l.listing.id,
      name: l.listing.name,
      name_ar: l.listing.name_ar,
      sku: l.listing.sku,
      quantity: l.quantity,
      price: l.listing.price,
    })),
  );
  for (const chunk of rowsPerStatement(orderItems, itemRows)) statements.push(db.insert(orderItems).values(chunk));

  const historyRows = plan.orders.map((o) => ({
    order_id: orderIdOf(o.uuid),
    from_status: null,
    to_status: "pending" as const,
    actor_id: w.customerId,
  }));
  for (const chunk of rowsPerStatement(orderStatusHistory, historyRows)) statements.push(db.insert(orderStatusHistory).values(chunk));

  // The stock guard. branch_products has CHECK (stock >= 0), so a line asking for more than
  // is left makes this UPDATE, and with it the whole batch, fail: nothing is written and no
  // race can oversell. A listing whose price or availability changed since it was read is
  // pushed below zero on purpose, so that case fails the same way instead of selling at a
  // price the shopper did not see.
  for (const l of plan.lines) {
    statements.push(
      db
        .update(branchProducts)
        .set({
          stock: sql`case when ${branchProducts.price} = ${l.listing.price} and ${branchProducts.is_available}
            then ${branchProducts.stock} - ${l.quantity} else -1 end`,
        })
        .where(eq(branchProducts.id, l.listing.id)),
    );
  }

  for (const o of plan.orders) {
    statements.push(
      db.delete(cartItems).where(
        and(
          eq(cartItems.user_id, w.customerId),
          eq(cartItems.branch_id, o.branch_id),
          inArray(
            cartItems.product_id,
            o.lines.map((l) => l.product_id),
          ),
        ),
      ),
    );
  }

  // The merchant figures of the new orders, on the day they were placed (docs/decisions/0036).
  statements.push(...placedStatements(db, eq(orders.checkout_id, w.checkoutId)));

  // The notifications, read from what the batch wrote (ADR 0025): the customer's summary, each
  // branch's "new order", and "low stock" where a stock update above crossed its offer's line.
  statements.push(...checkoutNotices(db, w.checkoutId, w.customerId));

  // Each order that must be confirmed: its code and the message that carries it (ADR 0033),
  // bound to the order's uuid since its id is not known before this batch.
  if (w.codeSecret !== undefined) {
    for (const o of plan.orders.filter((p) => p.needs_confirmation)) {
      const confirmBy = new Date(placedAt + o.confirm_window_hours * 3_600_000).toISOString();
      statements.push(
        ...(await orderCodeStatements(db, w.codeSecret, {
          customerId: w.customerId,
          uuid: o.uuid,
          orderId: orderIdOf(o.uuid),
          expiresAt: codeExpiry(confirmBy, placedAt),
          store: { name: o.store_name, name_ar: o.store_name_ar },
          now: placedAt,
        })),
      );
    }
  }

  const reads = checkoutQueries(db, w.checkoutId);
  const results = await db.batch([...statements, ...reads, checkoutStaff(db, w.checkoutId)] as unknown as [
    BatchItem<"sqlite">,
    ...BatchItem<"sqlite">[],
  ]);
  const staff = results.at(-1) as { id: number | null }[];
  return {
    read: results.slice(statements.length, -1) as unknown as CheckoutRead,
    notified: [w.customerId, ...staff.flatMap((r) => (r.id === null ? [] : [r.id]))],
  };
}

/** What a checkout's batch answers: its orders for the answer, and whom it notified (to hand over). */
export type Written = { read: CheckoutRead; notified: number[] };

/**
 * Whether the batch failed because the rows changed after they were read: a line that would
 * take stock below zero, or a price or availability that moved (the CHECK above), or a
 * product or listing deleted meanwhile (a foreign key). The caller reads again and decides.
 */
export function isStaleWrite(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (/CHECK constraint failed|FOREIGN KEY constraint failed/.test(e.message)) return true;
  }
  return false;
}
