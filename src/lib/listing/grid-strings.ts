// What CatalogGrid says on the store and category pages: its filters and messages, the pager
// and the cards. Both pages pass `t={strings(locale, ...GRID_STRINGS)}`; the island imports the type.
import type { Prefix } from "../i18n";
import { CARD_STRINGS } from "../product/card-strings";

export const GRID_STRINGS = [
  "store.browseByBranch",
  "store.allBranches",
  "store.availability",
  "store.availabilityAll",
  "store.availableOnly",
  "store.unavailable",
  "store.noMatch",
  "store.showAll",
  "store.error",
  "listing",
  ...CARD_STRINGS,
] as const satisfies readonly Prefix[];
