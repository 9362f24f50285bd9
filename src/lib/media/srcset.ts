// Every stored picture is served at a few fixed widths (`/api/media/{key}?w=320`, in WebP or
// AVIF by the browser's Accept; docs/decisions/0023). An <img> lists those widths in `srcset`
// and says in `sizes` how wide its box is at each breakpoint, so the browser fetches the
// smallest variant that fills the box at the screen's density. No zod, no i18n: islands import this.
import { MEDIA_WIDTHS, type MediaCrop } from "#shared/media";

const MEDIA_PREFIX = "/api/media/";
/** The densest screens a variant is made for: a phone at 3 device pixels per CSS pixel. */
const MAX_DENSITY = 3;

/**
 * A picture's box: `sizes` at each breakpoint, the widest the box ever is (CSS px), which bounds
 * the candidates, and, for a box that shows its picture `object-cover`, the box's shape: the
 * variants are cut to it, so what the box hides is not sent.
 */
export interface Layout {
  sizes: string;
  largest: number;
  crop?: MediaCrop;
}

/** The <img> attributes of a picture, as HTML spells them (Astro); reactPicture spells them for React. */
export interface Picture {
  src: string;
  srcset?: string;
  sizes?: string;
}

/** Whether `src` is one of the API's stored pictures (the only ones that have variants). */
export const isMediaUrl = (src: string) => src.startsWith(MEDIA_PREFIX) && !src.includes("?");

/** The variant of a stored picture at `width` (one of MEDIA_WIDTHS), cut to `crop` if named. */
export const variantUrl = (src: string, width: number, crop?: MediaCrop) => `${src}?w=${width}${crop ? `&crop=${crop}` : ""}`;

/** The widths a box up to `largest` CSS px needs, up to MAX_DENSITY: the set's widths up to the first that covers it. */
export function candidateWidths(largest: number): number[] {
  const need = largest * MAX_DENSITY;
  const upTo = MEDIA_WIDTHS.findIndex((w) => w >= need);
  return [...MEDIA_WIDTHS.slice(0, upTo === -1 ? MEDIA_WIDTHS.length : upTo + 1)];
}

/**
 * `src`, `srcset` and `sizes` for a stored picture in a box of `layout`; any other address (a
 * placeholder SVG) as it is. `src` is a variant too (the one for the box at density 1), for
 * the rare client that ignores srcset.
 */
export function picture(src: string, layout: Layout): Picture {
  if (!isMediaUrl(src)) return { src };
  const widths = candidateWidths(layout.largest);
  const fallback = widths.find((w) => w >= layout.largest) ?? widths[widths.length - 1];
  return {
    src: variantUrl(src, fallback, layout.crop),
    srcset: widths.map((w) => `${variantUrl(src, w, layout.crop)} ${w}w`).join(", "),
    sizes: layout.sizes,
  };
}

/** picture() for a React <img>: `srcSet`, as React spells it. */
export function reactPicture(src: string, layout: Layout): { src: string; srcSet?: string; sizes?: string } {
  const { srcset, ...rest } = picture(src, layout);
  return { ...rest, srcSet: srcset };
}

// Boxes, each written once beside the classes that make it: the card's in lib/product/card.ts,
// the gallery's, quick view's and the wishlist's in their islands; the pages' own below. An
// island's chunk carries only the boxes it uses (separate exports, each tree-shaken).
// The content column: <main> is max-w-6xl (1152 px) with px-4, so 100vw - 32px up to 1120 px.

/** A fixed square box of `px` CSS pixels (thumbnails, logos, cart rows). */
export const fixedBox = (px: number): Layout => ({ sizes: `${px}px`, largest: px });
/** The hero slider (HeroSlider.astro): the content column's width. */
export const HERO_BOX: Layout = { sizes: "(min-width: 1152px) 1120px, calc(100vw - 32px)", largest: 1120 };
/** A hero slide's store logo: size-28, sm:size-44. */
export const HERO_LOGO_BOX: Layout = { sizes: "(min-width: 640px) 176px, 112px", largest: 176 };
/** Shop by Category (CategorySection.astro): 2 columns, 3 from sm, 5 from lg (gap-4), less the card's 1 px border each side. */
export const CATEGORY_BOX: Layout = {
  sizes: "(min-width: 1152px) 210px, (min-width: 1024px) calc(20vw - 22px), (min-width: 640px) calc(33.3vw - 24px), calc(50vw - 26px)",
  largest: 320,
  crop: "4x3",
};
/** The store's featured carousel (FeaturedCarousel.astro): the slide's width on a phone, half of it from md. */
export const FEATURED_BOX: Layout = { sizes: "(min-width: 1152px) 560px, (min-width: 768px) calc(50vw - 16px), calc(100vw - 34px)", largest: 735 };

/** A store's logo in its page's header (size-16). */
export const logoPicture = (src: string) => picture(src, fixedBox(64));

/** A store's desktop background (a CSS background across the header, md and up): one variant, the widest. */
export const backgroundUrl = (src: string) => (isMediaUrl(src) ? variantUrl(src, 1600) : src);

/** A hero slide's picture: the store's background across the hero, or its logo in its circle. */
export const heroPicture = (background: { kind: "image" | "logo"; src: string }) =>
  picture(background.src, background.kind === "image" ? HERO_BOX : HERO_LOGO_BOX);
