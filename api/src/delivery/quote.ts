// A cart's quote (POST /orders/quote/): each branch part's goods at the server's prices, what
// delivering them to the area costs from that branch (fee.ts) or whether it can be picked up,
// the method chosen, and the totals. One round trip: the listings and the branches' settings
// are read in one batch; the area's names come from the isolate's copy of the areas.
import type { Quote, QuotePart } from "#contract/quote";
import type { DeliveryMethod } from "#contract/quote";
import { say } from "#contract/said";
import { fromPiasters } from "#shared/money";
import { areasById } from "../areas/queries";
import type { Db } from "../env";
import { badRequest } from "../lib/errors";
import { loadListings } from "../orders/checkout-plan";
import { deliveryTo } from "./fee";
import { settingsOf, settingsReads, termsOf } from "./queries";

export interface QuoteRequest {
  items: { product_id: number; branch_id: number; quantity: number }[];
  area_id: number | null;
  methods: Record<string, DeliveryMethod>;
}

async function findArea(db: Db, areaId: number | null) {
  if (areaId === null) return null;
  const area = (await areasById(db)).get(areaId);
  if (!area) throw badRequest({ area_id: [say("unknownPk", { id: areaId })] });
  return area;
}

export async function quoteCart(db: Db, request: QuoteRequest): Promise<Quote> {
  const area = await findArea(db, request.area_id);
  const productIds = [...new Set(request.items.map((i) => i.product_id))];
  const branchIds = [...new Set(request.items.map((i) => i.branch_id))];
  const [listings, ...settings] = await db.batch([loadListings(db, productIds), ...settingsReads(db, branchIds)]);

  const unavailable: string[] = [];
  const parts = new Map<number, { listing: (typeof listings)[number]; subtotal: number }>();
  request.items.forEach((item, index) => {
    const listing = listings.find((l) => l.product_id === item.product_id && l.branch_id === item.branch_id);
    if (!listing?.is_available) {
      unavailable.push(say("itemUnavailable", { n: index + 1 }));
      return;
    }
    const part = parts.get(item.branch_id) ?? parts.set(item.branch_id, { listing, subtotal: 0 }).get(item.branch_id)!;
    part.subtotal += listing.price * item.quantity;
  });
  if (unavailable.length) throw badRequest({ items: unavailable });

  const quoted = [...parts].map(([branchId, { listing, subtotal }]) => {
    const rows = settingsOf(branchId, settings);
    const reach = area ? deliveryTo(termsOf(rows), { id: area.id, governorate_id: area.governorate.id }, subtotal) : ({ delivers: false } as const);
    const method = request.methods[String(branchId)] ?? "delivery";
    const problem: QuotePart["problem"] =
      method === "pickup" ? (rows.pickup.enabled ? null : "no_pickup") : !area ? "choose_area" : reach.delivers ? null : "no_delivery";
    const fee = method === "delivery" && reach.delivers ? reach.fee : 0;
    return {
      piasters: { subtotal, fee },
      part: {
        branch_id: branchId,
        store_id: listing.store_id,
        branch: { name: listing.branch_name, name_ar: listing.branch_name_ar },
        store: { name: listing.store_name, name_ar: listing.store_name_ar },
        subtotal: fromPiasters(subtotal),
        delivery: reach.delivers
          ? {
              available: true,
              fee: fromPiasters(reach.fee),
              estimate: reach.estimate,
              free: reach.free,
              add_for_free: reach.add_for_free === null ? null : fromPiasters(reach.add_for_free),
            }
          : { available: false, fee: null, estimate: null, free: null, add_for_free: null },
        pickup: { available: rows.pickup.enabled, address: rows.pickup.address, hours: rows.pickup.hours, hold_days: rows.pickup.hold_days },
        method,
        fee: fromPiasters(fee),
        estimate: method === "delivery" && reach.delivers ? reach.estimate : null,
        total: fromPiasters(subtotal + fee),
        problem,
      } satisfies QuotePart,
    };
  });
  const sum = (pick: (p: { subtotal: number; fee: number }) => number) => quoted.reduce((total, q) => total + pick(q.piasters), 0);
  return {
    area,
    parts: quoted.map((q) => q.part),
    totals: {
      subtotal: fromPiasters(sum((p) => p.subtotal)),
      delivery: fromPiasters(sum((p) => p.fee)),
      total: fromPiasters(sum((p) => p.subtotal + p.fee)),
    },
    ready: quoted.every((q) => q.part.problem === null),
  };
}
