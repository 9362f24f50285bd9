// Where a page's 1200x1200 share card is: the endpoints in src/pages/og/ (home and stores
// drawn at build time, products on demand). Pages pass the result to Base as `image`. Kept
// apart from the drawing code so that a page importing it pulls in nothing else.
export function ogImageFor(kind: "home"): string;
export function ogImageFor(kind: "store", slug: string): string;
export function ogImageFor(kind: "product", id: number): string;
export function ogImageFor(kind: "home" | "store" | "product", key?: string | number): string {
  if (kind === "store") return `/og/store/${encodeURIComponent(String(key ?? ""))}.png`;
  if (kind === "product") return `/og/product/${encodeURIComponent(String(key ?? ""))}.png`;
  return "/og/home.png";
}
