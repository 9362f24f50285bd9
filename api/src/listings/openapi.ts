// The OpenAPI entries of /api/branch-products/ (routes.ts): a branch's offer of a product.
import { listing, listingCreateInput, listingFilters, listingPage, listingUpdateInput, manageableListingQuery, PAGE_SIZE } from "#contract";
import { flag, MERCHANT, type Operation, resource } from "../openapi/define";

const listings = resource({ tag: "Listings", path: "/api/branch-products/", one: "listing", many: "listings" });

export const listingOperations: readonly Operation[] = [
  listings.list("listListings", {
    summary: "Branch offers: price, stock, availability",
    description:
      "Public. With managed=true (a merchant's or super admin's token): only the offers in the branches the caller runs, with the dashboard's search, stock filter and ordering.",
    access: "public",
    query: listingFilters.extend({
      managed: flag("true: only the offers in the branches the caller runs (needs a token)."),
      ...manageableListingQuery.shape,
    }),
    paged: PAGE_SIZE,
    schema: listingPage,
    said: "A page of listings; newest first, `next` and `previous` carry a cursor.",
    errors: [400, 401, 403],
  }),
  listings.get("getListing", { summary: "One listing", access: "public", schema: listing }),
  listings.create("createListing", {
    summary: "List a product in a branch",
    access: MERCHANT,
    body: listingCreateInput,
    schema: listing,
    errors: [409],
  }),
  listings.update("patchListing", "patch", {
    summary: "Change a listing's price, stock or availability",
    access: MERCHANT,
    body: listingUpdateInput,
    schema: listing,
  }),
  listings.update("putListing", "put", { summary: "Change a listing (as PATCH)", access: MERCHANT, body: listingUpdateInput, schema: listing }),
  listings.remove("deleteListing", { summary: "Remove a product from a branch", access: MERCHANT, said: "Removed." }),
];
