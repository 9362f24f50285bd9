// How many products' pages a build prerenders per language (docs/decisions/0018): 6,000 × 2
// languages = 12,000 files, well under the Workers limit of 20,000 static files per version.
// It was 8,000 until the build's other reads stopped growing with the catalogue: then the
// head's pages were most of a 100,000-product build (109 of 139 s), over its 120 s target, so
// the head shrank to what that target allows (docs/performance.md §1). Its own module, so the
// budget test can read it without the build's data code.
export const HEAD_PRODUCTS = 6000;
