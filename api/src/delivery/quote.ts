// A cart's quote (POST /orders/quote/): each branch part's goods at the server's prices, what
// delivering them to the area costs from that branch (fee.ts) or whether it can be picked up,
// the method chosen, and the totals. One round trip: the listings and the branches' settings
// are read in one batch; the area's names come from the isolate's copy of the areas. The
// checkout prices its parts with the same priceParts. Each part carries its store's cash on
// delivery fee and cap (cod/policy.ts), read in the same batch.
import type { DeliveryMethod, Quote } from "#contract/quote";
import { say } from "#contract/said";
import { areasById } from "../areas/queries";
import type { Db } from "../env";
import { badRequest } from "../lib/errors";
import { loadListings } from "../orders/checkout-plan";
import { type Goods, priceParts } from "./price-parts";
import { settingsReads } from "./queries";
import { branchPoliciesRead, defaultRead, defaultTerms, termsByBranch } from "../cod/policy";
import { refusalsRead, underRefusalRule } from "../orders/refusals";

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

/** `customerId`: the signed-in caller, whose refusals may lower the COD cap (orders/refusals.ts); none for a visitor. */
export async function quoteCart(db: Db, request: QuoteRequest, customerId: number | null = null): Promise<Quote> {
  const area = await findArea(db, request.area_id);
  const productIds = [...new Set(request.items.map((i) => i.product_id))];
  const branchIds = [...new Set(request.items.map((i) => i.branch_id))];
  const [listings, policies, fallback, refusals, ...settings] = await db.batch([
    loadListings(db, productIds),
    branchPoliciesRead(db, branchIds),
    defaultRead(db),
    refusalsRead(db, customerId ?? 0),
    ...settingsReads(db, branchIds),
  ]);

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
  const terms = underRefusalRule(termsByBranch(policies, defaultTerms(fallback)), refusals[0]?.n ?? 0);
  return priceParts(area, parts, settings, request.methods, terms).quote;
}
