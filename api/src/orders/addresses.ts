// GET /orders/addresses/: the delivery addresses the caller used on their own orders, one entry
// per distinct address (every field compared after trimming; a blank optional field and a
// missing one are the same), most recently used first. One query, grouped in the database.
import { desc, eq, max, sql, type AnyColumn } from "drizzle-orm";
import { orders } from "../../db/schema";
import type { Db } from "../env";
import { RECENT_ADDRESSES, type RecentAddress } from "#contract/orders";

/** A text field as compared: trimmed, a missing one as "". Portable SQL (docs: Scale). */
const trimmed = (column: AnyColumn) => sql<string>`coalesce(trim(${column}), '')`;

export async function recentAddresses(db: Db, customerId: number): Promise<RecentAddress[]> {
  const fields = {
    city: trimmed(orders.city),
    neighborhood: trimmed(orders.neighborhood),
    center: trimmed(orders.center),
    street: trimmed(orders.street),
    compound: trimmed(orders.compound),
    building_or_house: trimmed(orders.building_or_house),
    mobile: trimmed(orders.mobile),
    building: trimmed(orders.building),
    floor: trimmed(orders.floor),
    apartment: trimmed(orders.apartment),
    landmark: trimmed(orders.landmark),
    recipient: trimmed(orders.recipient),
  };
  const lastUsed = max(orders.created_at);
  const rows = await db
    .select({
      city: fields.city.as("city"),
      neighborhood: fields.neighborhood.as("neighborhood"),
      center: fields.center.as("center"),
      street: fields.street.as("street"),
      compound: fields.compound.as("compound"),
      building_or_house: fields.building_or_house.as("building_or_house"),
      mobile: fields.mobile.as("mobile"),
      building: fields.building.as("building"),
      floor: fields.floor.as("floor"),
      apartment: fields.apartment.as("apartment"),
      landmark: fields.landmark.as("landmark"),
      recipient: fields.recipient.as("recipient"),
      latitude: orders.latitude,
      longitude: orders.longitude,
      last_used_at: lastUsed,
    })
    .from(orders)
    .where(eq(orders.customer_id, customerId))
    .groupBy(...Object.values(fields), orders.latitude, orders.longitude)
    .orderBy(desc(lastUsed), desc(max(orders.id)))
    .limit(RECENT_ADDRESSES);
  const optional = (v: string) => (v === "" ? null : v);
  return rows.map((r) => ({
    ...r,
    neighborhood: optional(r.neighborhood),
    center: optional(r.center),
    street: optional(r.street),
    last_used_at: r.last_used_at ?? "",
  }));
}
