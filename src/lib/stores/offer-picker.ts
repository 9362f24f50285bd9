// The product page's offers per branch (OfferPicker): `?branch={id}` preselects that branch's
// offer (a card's "View full details" and a cart line link there), and the shopper's area orders
// them (byReach). The address is read here, not in the island; the island keeps the shopper's choice and quantity, as a form keeps its fields.
import type { ProductOffer } from "#contract/catalog";
import { pickOffer, stockState } from "../stock";

/** The branch `?branch=` asks for, when the product has an offer there. */
export function branchAsked(offers: Pick<ProductOffer, "branch">[], search = location.search): number | undefined {
  const wanted = Number(new URLSearchParams(search).get("branch"));
  return offers.some((o) => o.branch.id === wanted) ? wanted : undefined;
}

/** What ordering by reach needs of an offer: its price, its stock and, with an area chosen, its delivery there. */
type Reachable = Pick<ProductOffer, "branch" | "price" | "stock" | "is_available"> & { delivery?: { available: boolean } | null };

/**
 * The offers as the page lists them (issue 26 point 3): with an area chosen, the branches that
 * deliver there first, each group cheapest first; without one (no offer says), as given.
 */
export function byReach<T extends Reachable>(offers: T[]): T[] {
  if (!offers.some((o) => o.delivery)) return offers;
  const far = (o: T) => (o.delivery?.available ? 0 : 1);
  return [...offers].sort((a, b) => far(a) - far(b) || Number(a.price) - Number(b.price));
}

/** The offer chosen for the shopper: the cheapest in stock that delivers to their area, else pickOffer's. */
export function bestOffer<T extends Reachable>(offers: T[]): T | undefined {
  const reaching = offers.filter((o) => o.delivery?.available && stockState(o) !== "out");
  return pickOffer(reaching.length ? reaching : offers);
}
