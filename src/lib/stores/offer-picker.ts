// The product page's offers per branch (OfferPicker): `?branch={id}` preselects that branch's
// offer (a card's "View full details" and a cart line link there). The address is read here,
// not in the island; the island keeps the shopper's choice and quantity, as a form keeps its fields.
import type { ProductOffer } from "#contract/catalog";

/** The branch `?branch=` asks for, when the product has an offer there. */
export function branchAsked(offers: Pick<ProductOffer, "branch">[], search = location.search): number | undefined {
  const wanted = Number(new URLSearchParams(search).get("branch"));
  return offers.some((o) => o.branch.id === wanted) ? wanted : undefined;
}
