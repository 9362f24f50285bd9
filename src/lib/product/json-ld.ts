// schema.org Product with its offers (issue 4 item 10), built from the product as the page
// was prerendered. Prices are those of build time; the scheduled rebuild keeps them close.
import type { Product } from "#contract/catalog";
import { localName } from "../format";
import type { Locale } from "../i18n";
import { stockState } from "../stock";

const availability = (offer: Product["offers"][number]) => `https://schema.org/${stockState(offer) === "out" ? "OutOfStock" : "InStock"}`;

export function productJsonLd(product: Product, opts: { locale: Locale; url: string; site: URL; description: string }) {
  const { locale, url, site, description } = opts;
  const store = product.store ? localName(product.store, locale) : undefined;
  const prices = product.offers.map((o) => Number(o.price));
  const offers = product.offers.length
    ? {
        "@type": "AggregateOffer",
        priceCurrency: "EGP",
        lowPrice: Math.min(...prices).toFixed(2),
        highPrice: Math.max(...prices).toFixed(2),
        offerCount: product.offers.length,
        availability: product.offers.some((o) => stockState(o) !== "out") ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
        offers: product.offers.map((o) => ({
          "@type": "Offer",
          price: o.price,
          priceCurrency: "EGP",
          availability: availability(o),
          url: `${url}?branch=${o.branch.id}`,
          seller: { "@type": "Organization", name: localName(o.branch, locale) },
        })),
      }
    : undefined;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: localName(product, locale),
    description,
    sku: product.sku,
    url,
    image: product.images.map((i) => new URL(i.image, site).href),
    ...(store ? { brand: { "@type": "Brand", name: store } } : {}),
    ...(product.categories[0] ? { category: localName(product.categories[0], locale) } : {}),
    ...(offers ? { offers } : {}),
    ...(product.reviews_count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: product.average_rating.toFixed(1),
            reviewCount: product.reviews_count,
            bestRating: 5,
            worstRating: 0.5,
          },
        }
      : {}),
  };
}

/** JSON for a <script> element: `<` escaped so no "</script>" in a name can end it early. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
