// A cart's quote (POST /orders/quote/): each branch part's goods at the server's prices, what
// delivering them to the area costs from that branch (fee.ts) or whether it can be picked up,
// the method chosen, and the totals. One round trip: the listings and the branches' settings
// are read in one batch; the area's names come from the isolate's copy of the areas. The
// checkout prices its parts with the same priceParts.
import type { PlacedArea } from "#contract/areas";
import type { DeliveryMethod, Quote, QuotePart } from "#contract/quote";
import { say } from "#contract/said";
import { fromPiasters } from "#shared/money";
import { areasById } from "../areas/queries";
import type { Db } from "../env";
import { badRequest } from "../lib/errors";
import type { DeliveryEstimate } from "../../db/schema";
import { type Listing, loadListings } from "../orders/checkout-plan";
import { deliveryTo } from "./fee";
import { type SettingsRows, settingsOf, settingsReads, termsOf } from "./queries";

export interface QuoteRequest {
  items: { product_id: number; branch_id: number; quantity: number }[];
  area_id: number | null;
  methods: Record<string, DeliveryMethod>;
}

/** The area an address names, with its governorate; 400 on `area_id` when there is none. */
export async function findArea(db: Db, areaId: number | null) {
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
  const parts = new Map<number, Goods>();
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
  return priceParts(area, parts, settings, request.methods).quote;
}

/** A branch's part of a cart: one of its listings (for the names) and its goods' subtotal in piasters. */
export interface Goods {
  listing: Pick<Listing, "store_id" | "branch_name" | "branch_name_ar" | "store_name" | "store_name_ar">;
  subtotal: number;
}

/** How one part goes, in piasters, as the quote says it (the checkout writes these). */
export interface PricedPart {
  branch_id: number;
  method: DeliveryMethod;
  subtotal: number;
  fee: number;
  estimate: DeliveryEstimate | null;
  problem: QuotePart["problem"];
  pickup: SettingsRows["pickup"];
}

/**
 * The quote of some branch parts delivered to `area` (or picked up, as `methods` says), from
 * the branches' settings as settingsReads read them: the one place the fee rule (fee.ts) is
 * applied to a cart, for the quote and the checkout alike.
 */
export function priceParts(
  area: PlacedArea | null,
  parts: ReadonlyMap<number, Goods>,
  settings: Parameters<typeof settingsOf>[1],
  methods: Record<string, DeliveryMethod>,
): { quote: Quote; priced: PricedPart[] } {
  const quoted = [...parts].map(([branchId, { listing, subtotal }]) => {
    const rows = settingsOf(branchId, settings);
    const reach = area ? deliveryTo(termsOf(rows), { id: area.id, governorate_id: area.governorate.id }, subtotal) : ({ delivers: false } as const);
    const method = methods[String(branchId)] ?? "delivery";
    const problem: QuotePart["problem"] =
      method === "pickup" ? (rows.pickup.enabled ? null : "no_pickup") : !area ? "choose_area" : reach.delivers ? null : "no_delivery";
    const fee = method === "delivery" && reach.delivers ? reach.fee : 0;
    const estimate = method === "delivery" && reach.delivers ? reach.estimate : null;
    return {
      priced: { branch_id: branchId, method, subtotal, fee, estimate, problem, pickup: rows.pickup } satisfies PricedPart,
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
        estimate,
        total: fromPiasters(subtotal + fee),
        problem,
      } satisfies QuotePart,
    };
  });
  const sum = (pick: (p: PricedPart) => number) => quoted.reduce((total, q) => total + pick(q.priced), 0);
  return {
    priced: quoted.map((q) => q.priced),
    quote: {
      area,
      parts: quoted.map((q) => q.part),
      totals: {
        subtotal: fromPiasters(sum((p) => p.subtotal)),
        delivery: fromPiasters(sum((p) => p.fee)),
        total: fromPiasters(sum((p) => p.subtotal + p.fee)),
      },
      ready: quoted.every((q) => q.part.problem === null),
    },
  };
}
