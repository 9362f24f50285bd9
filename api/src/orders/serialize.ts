// The order as every list and detail returns it. A page of orders costs one query for its
// rows and one batched round trip for their items, histories and customers (`detailQueries`,
// which a caller may also send in a batch of its own, as checkout does with its write).
import { asc, getTableColumns, inArray, sql, type SQLWrapper } from "drizzle-orm";
import { deliveryAttempts, orderItems, type orders, orderStatusHistory, productImages, users } from "../../db/schema";
import type { AuthUser, Db } from "../env";
import { reachOf, runsOrder } from "../lib/access";
import { mediaUrl } from "../media/images";
import { fromPiasters } from "#shared/money";
import { areasById } from "../areas/queries";
import { allowedStatuses, lastDay } from "./status";
import { returnWindow } from "../returns/window";

export type OrderRow = typeof orders.$inferSelect;

const itemProduct = sql`${sql.identifier("order_items")}.${sql.identifier("product_id")}`;

/**
 * The items (with what returns not rejected hold of each), histories, customers and failed
 * delivery attempts of the orders whose ids `ids` gives (a list or a subquery); `customerIds` likewise.
 */
export function detailQueries(db: Db, ids: number[] | SQLWrapper, customerIds: number[] | SQLWrapper) {
  // Aliased columns: D1 keys batched rows by column name, so joined names must not repeat.
  return [
    db
      .select({
        ...getTableColumns(orderItems),
        // The product's first picture today (an order keeps names and prices, not pictures).
        // The item's column is named with its table: in a selected field Drizzle writes a
        // column bare, and a bare "product_id" inside the subquery is the picture's own.
        first_image: sql<
          string | null
        >`(select ${productImages.image} from ${productImages} where ${productImages.product_id} = ${itemProduct} order by ${productImages.position}, ${productImages.id} limit 1)`.as(
          "first_image",
        ),
        // What returns (not rejected) already hold of the line (docs/decisions/0035); aliased
        // tables, since a selected field's columns are written bare.
        held: sql<number>`(select coalesce(sum(ri.quantity), 0) from return_items ri join returns r on r.id = ri.return_id where ri.order_item_id = ${sql.identifier("order_items")}.${sql.identifier("id")} and r.status <> 'rejected')`.as(
          "held",
        ),
      })
      .from(orderItems)
      .where(inArray(orderItems.order_id, ids))
      .orderBy(asc(orderItems.id)),
    db.select().from(orderStatusHistory).where(inArray(orderStatusHistory.order_id, ids)).orderBy(asc(orderStatusHistory.id)),
    db.select({ id: users.id, username: users.username, email: users.email }).from(users).where(inArray(users.id, customerIds)),
    db
      .select({
        attempt_order: deliveryAttempts.order_id,
        attempt: deliveryAttempts.attempt,
        reason: deliveryAttempts.reason,
        note: deliveryAttempts.note,
        attempt_actor: deliveryAttempts.actor_id,
        attempt_at: deliveryAttempts.created_at,
      })
      .from(deliveryAttempts)
      .where(inArray(deliveryAttempts.order_id, ids))
      .orderBy(asc(deliveryAttempts.order_id), asc(deliveryAttempts.attempt)),
  ] as const;
}
type DetailQueries = ReturnType<typeof detailQueries>;
/** What detailQueries read. */
export type Details = readonly [Awaited<DetailQueries[0]>, Awaited<DetailQueries[1]>, Awaited<DetailQueries[2]>, Awaited<DetailQueries[3]>];

/** The orders as `viewer` may see them (see assembleOrders). */
export async function serializeOrders(db: Db, viewer: AuthUser, rows: OrderRow[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((o) => o.id);
  const customerIds = [...new Set(rows.map((o) => o.customer_id))];
  return assembleOrders(db, viewer, rows, await db.batch(detailQueries(db, ids, customerIds)));
}

/**
 * The orders as the API returns them to `viewer`, from their rows and what detailQueries read.
 * The timeline says who made each change: the order's customer, or its shop. Who in the shop
 * (a username) goes only to those who act for the order's shop (its store's owner, its
 * branch's manager, a super admin); the customer sees "the store" (`by`), never staff names.
 */
export async function assembleOrders(
  db: Db,
  viewer: AuthUser,
  rows: OrderRow[],
  [itemRows, historyRows, customerRows, attemptRows]: Details,
  now = new Date(),
) {
  // The viewer's reach only when a step was the shop's (a checkout's answer has none: no read).
  const customerOf = new Map(rows.map((o) => [o.id, o.customer_id]));
  const shopSteps =
    attemptRows.length > 0 || rows.some((o) => o.confirmed_by !== null) || historyRows.some((h) => h.actor_id !== customerOf.get(h.order_id));
  const reach = shopSteps ? await reachOf(db, viewer) : undefined;
  const actorIds = [
    ...new Set(
      [...historyRows.map((h) => h.actor_id), ...attemptRows.map((a) => a.attempt_actor), ...rows.map((o) => o.confirmed_by)].filter(
        (id): id is number => id !== null,
      ),
    ),
  ];
  const missingActors = actorIds.filter((id) => !customerRows.some((c) => c.id === id));
  const actorRows = missingActors.length
    ? await db.select({ id: users.id, username: users.username, email: users.email }).from(users).where(inArray(users.id, missingActors))
    : [];
  const people = new Map([...customerRows, ...actorRows].map((u) => [u.id, u]));
  // The areas from the isolate's copy (read once per isolate), only when an order names one.
  const places = rows.some((o) => o.area_id !== null) ? await areasById(db) : undefined;

  return rows.map((o) => {
    const items = itemRows.filter((i) => i.order_id === o.id);
    const asShop = reach !== undefined && runsOrder(reach, o);
    // The return window from the moment it became delivered (docs/decisions/0035).
    const window =
      o.status === "delivered" ? returnWindow(historyRows.find((h) => h.order_id === o.id && h.to_status === "delivered")?.created_at, now) : null;
    return {
      id: o.id,
      uuid: o.uuid,
      checkout_id: o.checkout_id,
      status: o.status,
      payment_status: o.payment_status,
      payment_method: o.payment_method,
      subtotal: fromPiasters(o.total - o.delivery_fee - o.cod_fee),
      delivery_fee: fromPiasters(o.delivery_fee),
      cod_fee: fromPiasters(o.cod_fee),
      total: fromPiasters(o.total),
      wallet_amount: fromPiasters(o.wallet_amount),
      cash_due: fromPiasters(o.total - o.wallet_amount),
      needs_confirmation: o.needs_confirmation,
      currency: "EGP",
      delivery_method: o.delivery_method,
      delivery_estimate: o.delivery_estimate,
      area: (o.area_id !== null && places?.get(o.area_id)) || null,
      created_at: o.created_at,
      updated_at: o.updated_at,
      customer: people.get(o.customer_id) ?? { id: o.customer_id, username: "", email: null },
      // Both names as they were at checkout: screens show the page's language's, else the other.
      store: { id: o.store_id, name: o.store_name, name_ar: o.store_name_ar },
      branch: { id: o.branch_id, name: o.branch_name, name_ar: o.branch_name_ar },
      address: {
        city: o.city,
        neighborhood: o.neighborhood,
        center: o.center,
        street: o.street,
        compound: o.compound,
        building_or_house: o.building_or_house,
        mobile: o.mobile,
        latitude: o.latitude,
        longitude: o.longitude,
        building: o.building,
        floor: o.floor,
        apartment: o.apartment,
        landmark: o.landmark,
        recipient: o.recipient,
      },
      pickup: pickupOf(o),
      items: items.map((i) => ({
        id: i.id,
        product: { id: i.product_id, name: i.name, name_ar: i.name_ar, sku: i.sku },
        image: mediaUrl(i.first_image),
        product_id: i.product_id,
        branch_id: o.branch_id,
        quantity: i.quantity,
        price: fromPiasters(i.price),
        subtotal: fromPiasters(i.price * i.quantity),
        returnable_quantity: window ? Math.max(0, i.quantity - Number(i.held)) : 0,
      })),
      return_window: window,
      // The timeline: every status the order has had, with its time and who set it. A change
      // whose actor was deleted since was the shop's: the customer's account outlives its orders.
      history: historyRows
        .filter((h) => h.order_id === o.id)
        .map((h) => {
          const by = h.actor_id !== null && h.actor_id === o.customer_id ? ("customer" as const) : ("store" as const);
          const actor = h.actor_id === null || (by === "store" && !asShop) ? undefined : people.get(h.actor_id);
          return {
            status: h.to_status,
            from_status: h.from_status,
            at: h.created_at,
            by,
            actor: actor ? { id: actor.id, username: actor.username } : null,
          };
        }),
      // Failed delivery attempts: the customer sees when and why, the shop also who and its note.
      delivery_attempts: attemptRows
        .filter((a) => a.attempt_order === o.id)
        .map((a) => {
          const actor = asShop && a.attempt_actor !== null ? people.get(a.attempt_actor) : undefined;
          return {
            attempt: a.attempt,
            reason: a.reason,
            note: asShop ? a.note : null,
            at: a.attempt_at,
            actor: actor ? { id: actor.id, username: actor.username } : null,
          };
        }),
      // Confirmation (ADR 0033): the deadline, and when and how it was confirmed; who, to the shop.
      confirmation: o.needs_confirmation
        ? {
            confirm_by: o.confirm_by,
            confirmed_at: o.confirmed_at,
            via: o.confirmed_via,
            by: (() => {
              const who = asShop && o.confirmed_by !== null ? people.get(o.confirmed_by) : undefined;
              return who ? { id: who.id, username: who.username } : null;
            })(),
          }
        : null,
      allowed_statuses: allowedStatuses(o),
    };
  });
}
/** Where a pickup order waits and its last day to be collected; null for a delivered one. */
function pickupOf(o: OrderRow) {
  if (o.delivery_method !== "pickup") return null;
  return {
    address: o.pickup_address ?? "",
    hours: o.pickup_hours ?? "",
    hold_days: o.pickup_hold_days ?? 0,
    ready_at: o.ready_at,
    last_day: lastDay(o),
  };
}

export type OrderOut = Awaited<ReturnType<typeof serializeOrders>>[number];
