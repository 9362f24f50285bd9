// A return as every list and detail answers it (contract: returnShape): a page costs one read
// for its rows and one batched round trip for their lines, photos, timelines and people.
import { asc, eq, inArray, sql } from "drizzle-orm";
import { orderItems, orders, productImages, returnEvents, returnItems, returnPhotos, users } from "../../db/schema";
import type { AuthUser, Db } from "../env";
import { reachOf, runsOrder } from "../lib/access";
import { mediaUrl } from "../media/images";
import { fromPiasters } from "#shared/money";
import type { ReturnShape } from "#contract/returns";
import type { ReturnRow } from "./access";

const itemProduct = sql`${sql.identifier("order_items")}.${sql.identifier("product_id")}`;

/** The credit note's address once refunded (credit-note-routes.ts serves it). */
export const creditNoteUrl = (id: number) => `/api/returns/${id}/credit-note/`;

export async function serializeReturns(db: Db, viewer: AuthUser, rows: ReturnRow[]): Promise<ReturnShape[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const orderIds = [...new Set(rows.map((r) => r.order_id))];
  const [lines, photos, events, orderRows] = await db.batch([
    db
      .select({
        return_id: returnItems.return_id,
        order_item_id: returnItems.order_item_id,
        quantity: returnItems.quantity,
        product_id: orderItems.product_id,
        name: orderItems.name,
        name_ar: orderItems.name_ar,
        sku: orderItems.sku,
        price: orderItems.price,
        first_image: sql<
          string | null
        >`(select ${productImages.image} from ${productImages} where ${productImages.product_id} = ${itemProduct} order by ${productImages.position}, ${productImages.id} limit 1)`.as(
          "first_image",
        ),
      })
      .from(returnItems)
      .innerJoin(orderItems, eq(orderItems.id, returnItems.order_item_id))
      .where(inArray(returnItems.return_id, ids))
      .orderBy(asc(returnItems.id)),
    db.select().from(returnPhotos).where(inArray(returnPhotos.return_id, ids)).orderBy(asc(returnPhotos.position), asc(returnPhotos.id)),
    db.select().from(returnEvents).where(inArray(returnEvents.return_id, ids)).orderBy(asc(returnEvents.id)),
    db
      .select({
        id: orders.id,
        uuid: orders.uuid,
        store_name: orders.store_name,
        store_name_ar: orders.store_name_ar,
        branch_name: orders.branch_name,
        branch_name_ar: orders.branch_name_ar,
      })
      .from(orders)
      .where(inArray(orders.id, orderIds)),
  ]);
  const peopleIds = [...new Set([...rows.map((r) => r.customer_id), ...events.map((e) => e.actor_id)].filter((id): id is number => id !== null))];
  const people = new Map(
    (
      await db
        .select({ id: users.id, username: users.username, first_name: users.first_name, last_name: users.last_name })
        .from(users)
        .where(inArray(users.id, peopleIds))
    ).map((u) => [u.id, u]),
  );
  // Staff names go only to those who act for the return's shop (as an order's timeline).
  const reach = viewer.role === "customer" ? undefined : await reachOf(db, viewer);
  const orderOf = new Map(orderRows.map((o) => [o.id, o]));

  return rows.map((r) => {
    const o = orderOf.get(r.order_id);
    const asShop = reach !== undefined && runsOrder(reach, r);
    const customer = people.get(r.customer_id);
    const fullName = customer ? `${customer.first_name} ${customer.last_name}`.trim() : "";
    return {
      id: r.id,
      order_id: r.order_id,
      order_uuid: o?.uuid ?? "",
      status: r.status,
      reason: r.reason,
      note: r.note,
      method: r.method,
      pickup_date: r.pickup_date,
      reject_reason: r.reject_reason,
      condition: r.condition,
      refund_method: r.refund_method,
      refund_amount: fromPiasters(r.refund_amount),
      cashback_reversed: fromPiasters(r.cashback_reversed),
      store: { id: r.store_id, name: o?.store_name ?? "", name_ar: o?.store_name_ar ?? "" },
      branch: { id: r.branch_id, name: o?.branch_name ?? "", name_ar: o?.branch_name_ar ?? "" },
      customer: { id: r.customer_id, name: fullName || (customer?.username ?? "") },
      items: lines
        .filter((l) => l.return_id === r.id)
        .map((l) => ({
          order_item_id: l.order_item_id,
          product_id: l.product_id,
          name: l.name,
          name_ar: l.name_ar,
          sku: l.sku,
          image: mediaUrl(l.first_image),
          quantity: l.quantity,
          price: fromPiasters(l.price),
        })),
      photos: photos.filter((p) => p.return_id === r.id).map((p) => mediaUrl(p.image)!),
      timeline: events
        .filter((e) => e.return_id === r.id)
        .map((e) => {
          const by = e.actor_id !== null && e.actor_id === r.customer_id ? ("customer" as const) : ("store" as const);
          const actor = by === "store" && asShop && e.actor_id !== null ? (people.get(e.actor_id)?.username ?? null) : null;
          return { status: e.to_status, at: e.created_at, by, actor };
        }),
      credit_note: r.status === "refunded" ? creditNoteUrl(r.id) : null,
      created_at: r.created_at,
      updated_at: r.updated_at,
    };
  });
}
