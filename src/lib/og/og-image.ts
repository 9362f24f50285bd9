// Where a page's 1200x1200 share card is: PNG files drawn at build time by the endpoints in
// src/pages/og/. Pages pass the result to Base as `image`. Kept apart from the drawing code
// so that a page importing it pulls in nothing else.
export function ogImageFor(kind: "home"): string;
export function ogImageFor(kind: "store", slug: string): string;
export function ogImageFor(kind: "home" | "store", slug?: string): string {
  return kind === "store" ? `/og/store/${encodeURIComponent(slug ?? "")}.png` : "/og/home.png";
}
