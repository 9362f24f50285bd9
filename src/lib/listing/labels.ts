// The strings the listing islands need, picked at build time (islands get strings as props;
// no i18n library in the browser).
import { t, type Locale } from "../i18n";
import { productCardLabels } from "../../components/product/card-labels";
import type { CatalogGridLabels } from "../../islands/listing/CatalogGrid";
import type { PagerLabels } from "../../islands/listing/Pager";

export const pagerLabels = (locale: Locale): PagerLabels => ({
  previous: t(locale, "listing.previous"),
  next: t(locale, "listing.next"),
  page: t(locale, "listing.page"),
  pages: t(locale, "listing.pages"),
});

export const catalogGridLabels = (locale: Locale): CatalogGridLabels => ({
  browseByBranch: t(locale, "store.browseByBranch"),
  allBranches: t(locale, "store.allBranches"),
  availability: t(locale, "store.availability"),
  availabilityAll: t(locale, "store.availabilityAll"),
  availableOnly: t(locale, "store.availableOnly"),
  unavailable: t(locale, "store.unavailable"),
  noMatch: t(locale, "store.noMatch"),
  showAll: t(locale, "store.showAll"),
  error: t(locale, "store.error"),
  loading: t(locale, "common.loading"),
  pager: pagerLabels(locale),
  card: productCardLabels(locale),
});
