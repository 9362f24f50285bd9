// Whether the branches behind some offers deliver to one area, and at what fee (issue 26 point 3:
// the product page's offers and the live grids, GET /branch-products/?area_id=). One statement for
// every branch of the page: each branch's settings row joined with its row for the area's
// governorate and its row for the area, so at most three rows a branch, whatever the settings
// hold; the fee itself is fee.ts's rule, as for the quote and the checkout.
import { and, eq, sql } from "drizzle-orm";
import type { PlacedArea } from "#contract/areas";
import type { Listing, OfferDelivery } from "#contract/listings";
import { say } from "#contract/said";
import { fromPiasters, toPiasters } from "#shared/money";
import { branchDelivery, branchDeliveryAreas, branchDeliveryGovernorates } from "../../db/schema";
import { areasById } from "../areas/queries";
import type { Db } from "../env";
import { badRequest } from "../lib/errors";
import { sqlInteger } from "../lib/sql-integer";
import { type DeliveryTerms, deliveryTo } from "./fee";

/** What a branch's settings say about one area: the fee rule's terms narrowed to it, and pickup. */
export interface AreaReach {
  terms: DeliveryTerms;
  pickup: boolean;
}

/** The branches' terms for `area`, by branch id; a branch never set up is absent (no delivery, no pickup). */
export async function reachOfBranches(db: Db, branchIds: number[], area: PlacedArea): Promise<Map<number, AreaReach>> {
  if (!branchIds.length) return new Map();
  const governorateId = area.governorate.id;
  const rows = await db
    .select({
      branch_id: branchDelivery.branch_id,
      free_over: branchDelivery.free_over,
      pickup: branchDelivery.pickup,
      fee: branchDeliveryGovernorates.fee,
      estimate: branchDeliveryGovernorates.estimate,
      whole: branchDeliveryGovernorates.whole,
      area_id: branchDeliveryAreas.area_id,
      area_fee: branchDeliveryAreas.fee,
    })
    .from(branchDelivery)
    .leftJoin(
      branchDeliveryGovernorates,
      and(eq(branchDeliveryGovernorates.branch_id, branchDelivery.branch_id), eq(branchDeliveryGovernorates.governorate_id, governorateId)),
    )
    .leftJoin(branchDeliveryAreas, and(eq(branchDeliveryAreas.branch_id, branchDelivery.branch_id), eq(branchDeliveryAreas.area_id, area.id)))
    // Ids written into the SQL (lib/sql-integer.ts): a page of 100 offers may name 100 branches.
    .where(sql`${branchDelivery.branch_id} in (${sql.join([...new Set(branchIds)].map(sqlInteger), sql`, `)})`);
  return new Map(
    rows.map((r) => [
      r.branch_id,
      {
        pickup: r.pickup,
        terms: {
          free_over: r.free_over,
          governorates: new Map(
            r.fee === null || r.estimate === null ? [] : [[governorateId, { fee: r.fee, estimate: r.estimate, whole: r.whole ?? true }]],
          ),
          areas: new Map(r.area_id === null ? [] : [[r.area_id, r.area_fee]]),
        },
      },
    ]),
  );
}

const NOT_SERVED: OfferDelivery = { available: false, fee: null, estimate: null, free_over: null };

/** Delivering one unit at `price` (piasters) to `area` from a branch with `reach` (undefined: never set up). */
export function offerDelivery(reach: AreaReach | undefined, area: PlacedArea, price: number): OfferDelivery {
  if (!reach) return NOT_SERVED;
  const to = deliveryTo(reach.terms, { id: area.id, governorate_id: area.governorate.id }, price);
  if (!to.delivers) return NOT_SERVED;
  const freeOver = reach.terms.free_over;
  return { available: true, fee: fromPiasters(to.fee), estimate: to.estimate, free_over: freeOver === null ? null : fromPiasters(freeOver) };
}

/** The area `?area_id=` names, from the isolate's copy of the areas; an unknown one is a 400. */
export async function askedArea(db: Db, areaId: number): Promise<PlacedArea> {
  const area = (await areasById(db)).get(areaId);
  if (!area) throw badRequest({ area_id: [say("unknownPk", { id: areaId })] });
  return area;
}

/** The listings with `delivery` and `pickup` for `area`: one statement for all their branches. */
export async function withDelivery(db: Db, listings: Listing[], area: PlacedArea): Promise<Listing[]> {
  const reach = await reachOfBranches(
    db,
    listings.map((l) => l.branch.id),
    area,
  );
  return listings.map((l) => {
    const branch = reach.get(l.branch.id);
    return { ...l, delivery: offerDelivery(branch, area, toPiasters(l.price)), pickup: branch?.pickup ?? false };
  });
}
