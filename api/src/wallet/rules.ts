// Cashback rules (docs/product.md §9, docs/product.md §9), in one place.
export const CASHBACK_RATE = 0.02; // of the order total
export const POINTS_PER_EGP = 5;
export const CASHBACK_VALID_DAYS = 90;
export const EXPIRING_SOON_DAYS = 7;
export const URGENT_DAYS = 3;

/** Points earned by a delivered order of `totalPiasters`: 2% of the total in EGP, times 5, rounded down. */
export function pointsFor(totalPiasters: number): number {
  return Math.floor((totalPiasters / 100) * CASHBACK_RATE * POINTS_PER_EGP + 1e-9);
}

/** EGP value of points, as piasters (1 point = 0.20 EGP = 20 piasters). */
export const pointsToPiasters = (points: number) => (points * 100) / POINTS_PER_EGP;
