// What the home page shows, from the API's lists (pure, so it is tested without the API).
import type { Category, Product } from "#contract/catalog";
import type { Store } from "#contract/stores";
import { localName } from "./format";
import type { Locale } from "./i18n";

/** Spec §2: a card shows at most a few images in turn. */
export const MAX_CATEGORY_IMAGES = 4;

/**
 * How many of a category's products (newest first, as the list orders them) the build reads
 * for its card: enough to find MAX_CATEGORY_IMAGES different pictures when a few products
 * share one, without reading the whole catalogue (docs/performance.md §1).
 */
export const CATEGORY_PRODUCTS_READ = MAX_CATEGORY_IMAGES * 3;

/** The API list of the products a category's card takes its pictures from. */
export const categoryProductsPath = (category: Pick<Category, "id">) => `/api/products/?category=${category.id}&page_size=${CATEGORY_PRODUCTS_READ}`;

/** The category's own image first when it has one, then first images of its products. */
export function categoryImages(category: Pick<Category, "id" | "image">, products: Pick<Product, "category_ids" | "images">[]): string[] {
  const images = [category.image, ...products.filter((p) => p.category_ids.includes(category.id)).map((p) => p.images[0]?.image)];
  return [...new Set(images.filter((src): src is string => Boolean(src)))].slice(0, MAX_CATEGORY_IMAGES);
}

export interface HeroSlide {
  id: number;
  name: string;
  href: string;
  /** What fills the slide: the store's desktop background, else its logo on its colours, else the default banner. */
  background: { kind: "image"; src: string } | { kind: "logo"; src: string } | { kind: "banner" };
  colours: { primary: string; secondary: string };
}

export const DEFAULT_COLOURS = { primary: "#4F46E5", secondary: "#FF9900" };

export function heroSlide(store: Pick<Store, "id" | "name" | "name_ar" | "theme">, locale: Locale): HeroSlide {
  const theme = store.theme;
  return {
    id: store.id,
    name: localName(store, locale),
    href: `/${locale}/products/?store=${store.id}`,
    background: theme?.background_image_desktop
      ? { kind: "image", src: theme.background_image_desktop }
      : theme?.logo
        ? { kind: "logo", src: theme.logo }
        : { kind: "banner" },
    colours: { primary: theme?.primary_color || DEFAULT_COLOURS.primary, secondary: theme?.secondary_color || DEFAULT_COLOURS.secondary },
  };
}
