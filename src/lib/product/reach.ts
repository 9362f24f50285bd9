// A card's delivery line (issue 26 point 3): with the shopper's "Deliver to" area chosen,
// "Delivers to Zamalek" when an offer in stock comes from a branch that delivers there, "Pickup
// only" when none does but one's branch has pickup, else nothing. Prerendered pages cannot know
// the area: the line is reserved empty (CARD.reach, so the card never changes height) and the
// live reads fill it: a live grid's cards from GET /api/products/?area_id= (`delivers_to_area`,
// `pickup_only`), prerendered cards from their live offers (GET /branch-products/?area_id=,
// live-prices-dom.ts). Both answers follow the API's one rule (api/src/delivery/fee.ts).
import type { Product } from "#contract/catalog";
import { readAreaChoice } from "../area-choice";
import { inLocale } from "../format";
import type { Locale, Strings } from "../i18n";
import { stockState } from "../stock";
import type { LiveOffer } from "../stores/live-offers";
import { fill } from "../template";

/** How far a product reaches the chosen area; "" when that is not known (no area, no live answer yet). */
export type Reach = "delivers" | "pickup" | "none" | "";

export type ReachStrings = Strings<"area.delivers" | "card.pickupOnly">;

/** From a live grid's product (asked for with `area_id`). */
export const reachOfProduct = (p: Pick<Product, "delivers_to_area" | "pickup_only">): Reach =>
  p.delivers_to_area === undefined ? "" : p.delivers_to_area ? "delivers" : p.pickup_only ? "pickup" : "none";

/** From a product's live offers (the branch's own when the card shows one branch), the API's rule. */
export function reachOfOffers(offers: LiveOffer[], branchId?: number): Reach {
  if (!offers.some((o) => o.delivery)) return "";
  const inStock = offers.filter((o) => stockState(o) !== "out" && (branchId === undefined || o.branch.id === branchId));
  return inStock.some((o) => o.delivery?.available) ? "delivers" : inStock.some((o) => o.pickup) ? "pickup" : "none";
}

/** The line's words in the page's language, the area named from the cookie. */
export function reachText(reach: Reach, locale: Locale, t: ReachStrings): string {
  const area = readAreaChoice();
  if (!area || reach === "none" || reach === "") return "";
  return reach === "delivers" ? fill(t["area.delivers"], { area: inLocale(area.name, area.name_ar, locale) }) : t["card.pickupOnly"];
}
