// The low-stock line (docs/product.md §4), shared by the storefront's stock badges and the
// dashboard's low-stock filter, so the two never disagree.
export const LOW_STOCK_THRESHOLD = 5;
