// The quote of a cart's branch parts (api/src/delivery/quote.ts) and the checkout's pricing of its
// orders (api/src/orders/checkout-plan.ts) alike: the one place the fee rule (fee.ts) is applied
// to a cart. A module of its own, so the quote and the checkout both use it without importing
// each other.
import type { PlacedArea } from "#contract/areas";
import type { DeliveryMethod, Quote, QuotePart } from "#contract/quote";
import { fromPiasters } from "#shared/money";
import type { DeliveryEstimate } from "../../db/schema";
import { type CodTerms, overCap } from "../cod/policy";
import { deliveryTo } from "./fee";
import { type SettingsRows, settingsOf, termsOf } from "./queries";

/** A branch's part of a cart: one of its listings (for the names) and its goods' subtotal in piasters. */
export interface Goods {
  listing: { store_id: number; branch_name: string; branch_name_ar: string; store_name: string; store_name_ar: string };
  subtotal: number;
}

/** How one part goes, in piasters, as the quote says it (the checkout writes these). */
export interface PricedPart {
  branch_id: number;
  method: DeliveryMethod;
  subtotal: number;
  fee: number;
  /** The store's COD fee (cod/policy.ts), its own line; the part's total is subtotal + fee + cod_fee. */
  cod_fee: number;
  /** The store's COD cap (the largest total taken cash on delivery), null for none. */
  cod_limit: number | null;
  estimate: DeliveryEstimate | null;
  problem: QuotePart["problem"];
  pickup: SettingsRows["pickup"];
}

/**
 * The quote of some branch parts delivered to `area` (or picked up, as `methods` says), from
 * the branches' settings as settingsReads read them: the one place the fee rule (fee.ts) is
 * applied to a cart, for the quote and the checkout alike. Each part also carries its store's COD
 * fee and cap (`cod`, by branch id, from cod/policy.ts); a part whose total is over the cap cannot
 * be placed (`cod_limit`).
 */
export function priceParts(
  area: PlacedArea | null,
  parts: ReadonlyMap<number, Goods>,
  settings: Parameters<typeof settingsOf>[1],
  methods: Record<string, DeliveryMethod>,
  cod: ReadonlyMap<number, CodTerms>,
): { quote: Quote; priced: PricedPart[] } {
  const quoted = [...parts].map(([branchId, { listing, subtotal }]) => {
    const rows = settingsOf(branchId, settings);
    const reach = area ? deliveryTo(termsOf(rows), { id: area.id, governorate_id: area.governorate.id }, subtotal) : ({ delivers: false } as const);
    const method = methods[String(branchId)] ?? "delivery";
    const fee = method === "delivery" && reach.delivers ? reach.fee : 0;
    const terms = cod.get(branchId);
    const codFee = terms?.fee ?? 0;
    const codLimit = terms?.max_order ?? null;
    const problem: QuotePart["problem"] =
      method === "pickup" ? (rows.pickup.enabled ? null : "no_pickup") : !area ? "choose_area" : !reach.delivers ? "no_delivery" : null;
    const overLimit = problem === null && terms !== undefined && overCap(terms, subtotal + fee + codFee);
    const estimate = method === "delivery" && reach.delivers ? reach.estimate : null;
    return {
      priced: {
        branch_id: branchId,
        method,
        subtotal,
        fee,
        cod_fee: codFee,
        cod_limit: codLimit,
        estimate,
        problem: overLimit ? "cod_limit" : problem,
        pickup: rows.pickup,
      } satisfies PricedPart,
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
        cod_fee: fromPiasters(codFee),
        cod_limit: codLimit === null ? null : fromPiasters(codLimit),
        estimate,
        total: fromPiasters(subtotal + fee + codFee),
        problem: overLimit ? "cod_limit" : problem,
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
        cod_fee: fromPiasters(sum((p) => p.cod_fee)),
        total: fromPiasters(sum((p) => p.subtotal + p.fee + p.cod_fee)),
      },
      ready: quoted.every((q) => q.part.problem === null),
    },
  };
}
