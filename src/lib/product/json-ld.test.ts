import { describe, expect, it } from "vitest";
import type { Product } from "#contract/catalog";
import { productJsonLd, scriptJson } from "./json-ld";

const offer = (id: number, price: string, stock: number, is_available = true) => ({
  id,
  branch: { id: id * 10, name: `Branch ${id}`, name_ar: `فرع ${id}`, store: 1 },
  price,
  stock,
  is_available,
  is_featured: false,
});

const product = (over: Partial<Product> = {}): Product => ({
  id: 7,
  name: "Tea </script>",
  name_ar: "شاي",
  sku: "tea",
  description: "",
  description_ar: "",
  short_description: "",
  short_description_ar: "",
  base_price: "50.00",
  is_featured: false,
  badge: "",
  badge_ar: "",
  total_sold: 3,
  average_rating: 4.25,
  reviews_count: 2,
  store: { id: 1, name: "Fresh", name_ar: "فريش", slug: "fresh" },
  category_ids: [],
  categories: [],
  images: [{ id: 1, image: "/api/media/tea.png", alt_text: "" }],
  offers: [offer(1, "45.00", 0), offer(2, "40.50", 8), offer(3, "60.00", 3, false)],
  created_at: "",
  updated_at: "",
  ...over,
});

const opts = { locale: "en" as const, url: "https://aswaq.example/en/product/7/", site: new URL("https://aswaq.example"), description: "Tea." };

describe("productJsonLd", () => {
  it("describes the offers in EGP with their availability, and the rating", () => {
    const ld = productJsonLd(product(), opts);
    expect(ld.image).toEqual(["https://aswaq.example/api/media/tea.png"]);
    expect(ld.offers).toMatchObject({
      "@type": "AggregateOffer",
      priceCurrency: "EGP",
      lowPrice: "40.50",
      highPrice: "60.00",
      offerCount: 3,
      availability: "https://schema.org/InStock",
    });
    expect(ld.offers?.offers.map((o) => o.availability.split("/").pop())).toEqual(["OutOfStock", "InStock", "OutOfStock"]);
    expect(ld.offers?.offers[1].url).toBe("https://aswaq.example/en/product/7/?branch=20");
    expect(ld.aggregateRating).toMatchObject({ ratingValue: "4.3", reviewCount: 2 });
  });

  it("leaves out the rating without reviews and the offers without branches; names follow the language", () => {
    const ld = productJsonLd(product({ reviews_count: 0, offers: [] }), { ...opts, locale: "ar" });
    expect(ld).not.toHaveProperty("aggregateRating");
    expect(ld).not.toHaveProperty("offers");
    expect(ld.name).toBe("شاي");
  });

  it("is safe inside a script element", () => {
    const text = scriptJson(productJsonLd(product(), opts));
    expect(text).not.toContain("<");
    expect(JSON.parse(text).name).toBe("Tea </script>");
  });
});
