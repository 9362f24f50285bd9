// How many products' pages a build prerenders per language (docs/decisions/0018): 8,000 × 2
// languages = 16,000 files, leaving room for the rest of the site under the Workers limit of
// 20,000 static files per version. Its own module, so the budget test can read it without the
// build's data code.
export const HEAD_PRODUCTS = 8000;
