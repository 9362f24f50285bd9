// What delivering to one area costs from one branch (decisions: "Delivery"): the server's one
// rule, used by the quote and the checkout. Money in piasters.
import type { DeliveryEstimate } from "../../db/schema";

export interface DeliveryTerms {
  /** Free from this goods subtotal on; null: never free. */
  free_over: number | null;
  /** By governorate id: its fee, estimate, and whether every area of it is served. */
  governorates: ReadonlyMap<number, { fee: number; estimate: DeliveryEstimate; whole: boolean }>;
  /** Single areas by id: listed in a governorate that is not whole, or a different fee (null: the governorate's). */
  areas: ReadonlyMap<number, number | null>;
}

export type Delivery =
  | {
      delivers: true;
      fee: number;
      estimate: DeliveryEstimate;
      /** Why the fee is 0, when the branch would otherwise charge one. */
      free: "threshold" | null;
      /**
       * How much more of the branch's goods would make delivery free, once the goods are at least
       * half the way there (CLOSE_TO_FREE); null when it is free, never will be, or is far off.
       */
      add_for_free: number | null;
    }
  | { delivers: false };

/**
 * "Add LE x for free delivery" is said once the goods reach this share of the branch's
 * threshold: a nudge a shopper can act on (LE 40 short of LE 500), not a sales pitch for LE 450
 * more on a LE 50 basket.
 */
export const CLOSE_TO_FREE = 0.5;

export function deliveryTo(terms: DeliveryTerms, area: { id: number; governorate_id: number }, subtotal: number): Delivery {
  const governorate = terms.governorates.get(area.governorate_id);
  const listed = terms.areas.has(area.id);
  if (!governorate || (!governorate.whole && !listed)) return { delivers: false };
  const fee = terms.areas.get(area.id) ?? governorate.fee;
  if (fee === 0) return { delivers: true, fee: 0, estimate: governorate.estimate, free: null, add_for_free: null };
  if (terms.free_over !== null && subtotal >= terms.free_over) {
    return { delivers: true, fee: 0, estimate: governorate.estimate, free: "threshold", add_for_free: null };
  }
  const addForFree = terms.free_over === null || subtotal < terms.free_over * CLOSE_TO_FREE ? null : terms.free_over - subtotal;
  return { delivers: true, fee, estimate: governorate.estimate, free: null, add_for_free: addForFree };
}
