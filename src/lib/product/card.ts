// What a product card shows, worked out once for both renderings of the card: the static
// ProductCard.astro (pages built from the API) and ProductCardView.tsx (cards an island
// renders after a search or a page change). Both take their class names from CARD, so they
// look the same. No i18n import here: this module runs in the browser.
import type { Product } from "#contract/catalog";
import { localName } from "../format";
import type { Locale } from "../i18n";
import { pickOffer, stockState } from "../stock";
import type { Layout } from "../media/srcset";
import { localText } from "./text";

export interface CardOffer {
  branchId: number;
  price: string;
  stock: number;
  available: boolean;
}

export function cardData(product: Product, locale: Locale, branchId?: number) {
  const offer = pickOffer(product.offers, branchId);
  const image = product.images[0];
  const name = localName(product, locale);
  return {
    id: product.id,
    name,
    // alt_text is written in English only: an Arabic page describes the image by its name.
    image: image ? { src: image.image, alt: (locale === "en" && image.alt_text) || name } : null,
    summary: localText(product, "short_description", locale).text,
    state: stockState(offer),
    offer: offer ? ({ branchId: offer.branch.id, price: offer.price, stock: offer.stock, available: offer.is_available } satisfies CardOffer) : null,
    href: `/${locale}/product/${product.id}/${branchId ? `?branch=${branchId}` : ""}`,
  };
}
export type CardData = ReturnType<typeof cardData>;

export const CARD = {
  // `relative`: the wishlist heart sits in the image's top end corner.
  article: "relative flex flex-col overflow-hidden rounded-lg border border-gray-200 bg-white transition-shadow hover:shadow-md",
  imageLink: "relative block aspect-square bg-gray-100",
  image: "size-full object-cover",
  noImage: "flex size-full items-center justify-center text-sm text-gray-500",
  badge: "absolute start-2 top-2",
  body: "flex flex-1 flex-col gap-2 p-2 sm:p-3",
  // Two cards a row on a phone: the name in two lines at most, the summary from sm up.
  name: "line-clamp-2 min-h-[2lh] text-sm font-semibold sm:text-base",
  nameLink: "hover:text-primary focus-visible:text-primary",
  summary: "hidden text-sm text-gray-600 sm:line-clamp-2",
  price: "mt-auto font-bold text-primary",
  // The delivery line (reach.ts): one line always reserved, filled by the live read, so the card
  // keeps its height whatever it says; green when delivered, grey for pickup only.
  reach: "-mt-1 min-h-[1lh] truncate text-xs text-green-800 data-[reach=pickup]:text-gray-600",
  grid: "grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4",
} as const;

/**
 * A card's picture box in CARD.grid (lib/media/srcset.ts): 2 columns, 3 from md, 4 from lg, in the
 * content column (100vw - 32 px, 1120 px at most), less the gaps (12 px, 16 from sm) and the
 * card's border (2 px). Square and `object-cover`: the variants are cut square.
 */
export const CARD_BOX: Layout = {
  sizes:
    "(min-width: 1152px) 266px, (min-width: 1024px) calc(25vw - 22px), (min-width: 768px) calc(33.3vw - 23px), (min-width: 640px) calc(50vw - 26px), calc(50vw - 24px)",
  largest: 300,
  crop: "1x1",
};
