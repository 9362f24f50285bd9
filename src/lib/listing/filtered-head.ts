// The products page is prerendered with its unfiltered first page (the island's children),
// which is what a URL without search, store, category, a cursor or a page past 1 shows. A URL with one of them must
// not flash that page before the island has read the URL: a script in <head> marks <html>
// before the first paint, and the style below swaps the first page for placeholder cards
// of the same size (so nothing moves when the results arrive, CLS). The products view
// (stores/products-view.ts) drops the mark as soon as the island renders the view itself.
// Build time only: the page inlines these strings; the browser's test is isFiltered (products-query.ts).
import { FILTERED_ATTR, PRODUCTS_PARAMS } from "./products-query";

/** For <script is:inline>: ES5, no imports, the same test as isFiltered(readProductsQuery(search)). */
export const FILTERED_SCRIPT = `(function(){var p=new URLSearchParams(location.search);if(${JSON.stringify(PRODUCTS_PARAMS)}.some(function(k){return(p.get(k)||"").trim()!==""})||(p.get("cursor")||"").trim()!==""||/^[0-9]+$/.test(p.get("page"))&&+p.get("page")>1)document.documentElement.setAttribute("${FILTERED_ATTR}","")})()`;

/**
 * For <style is:inline>: unlayered, so it wins over Tailwind's `grid` utility. Elements marked
 * data-products-pending (placeholders rendered before the URL is read) show only on a
 * filtered URL; data-products-first (the prerendered page) only on an unfiltered one.
 */
export const FILTERED_STYLE = [
  "[data-products-pending],[data-products-pending-chips]{display:none}",
  `html[${FILTERED_ATTR}] [data-products-first]{display:none}`,
  `html[${FILTERED_ATTR}] [data-products-pending]{display:grid}`,
  `html[${FILTERED_ATTR}] [data-products-pending-chips]{display:block}`,
].join("");
