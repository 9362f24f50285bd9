// Branch offers with the variety a storefront must show: discounts against the base
// price, branch mark-ups, out-of-stock, low-stock (5 or fewer), unavailable and featured.
import type { Rng } from "./random";

/** Prices the way shops write them: quarters under 100 EGP, whole pounds, then fives. */
export function roundPrice(piasters: number): number {
  const step = piasters < 10_000 ? 25 : piasters < 500_000 ? 100 : 500;
  return Math.max(step, Math.round(piasters / step) * step);
}

export interface Offer {
  price: number;
  stock: number;
  is_available: boolean;
  is_featured: boolean;
}

export function offerFor(r: Rng, basePrice: number): Offer {
  const p = r.next();
  const factor = p < 0.35 ? 0.8 + r.next() * 0.15 : p < 0.5 ? 1.02 + r.next() * 0.08 : 1;
  const s = r.next();
  const stock = s < 0.1 ? 0 : s < 0.3 ? r.int(1, 5) : r.int(6, 150);
  return {
    price: factor === 1 ? basePrice : roundPrice(basePrice * factor),
    stock,
    // A few listings are switched off by the branch while still holding stock.
    is_available: !(stock > 0 && r.chance(0.05)),
    is_featured: r.chance(0.2),
  };
}
