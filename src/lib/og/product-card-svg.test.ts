import { describe, expect, it } from "vitest";
import type { Product } from "#contract/catalog";
import { ogImageFor } from "./og-image";
import { productCard, productCardSvg } from "./product-card-svg";

// A stand-in for the renderer's measurement: every character half the font size wide.
const measure = (text: string, size: number) => [...text].length * size * 0.5;

const offer = (id: number, price: string, stock: number, is_available = true) => ({
  id,
  branch: { id, name: `Branch ${id}`, name_ar: `فرع ${id}`, store: 1 },
  price,
  stock,
  is_available,
  is_featured: false,
});

const product = (over: Partial<Product> = {}): Product => ({
  id: 12,
  name: "Yellow Lentils",
  name_ar: "عدس أصفر",
  sku: "lentils",
  description: "",
  description_ar: "",
  short_description: "",
  short_description_ar: "",
  base_price: "70.00",
  is_featured: false,
  badge: "",
  badge_ar: "",
  total_sold: 0,
  average_rating: 0,
  reviews_count: 0,
  store: { id: 1, name: "Fresh Market", name_ar: "فريش ماركت", slug: "fresh-market" },
  category_ids: [],
  categories: [],
  images: [],
  offers: [offer(1, "1260.50", 0), offer(2, "61.00", 5), offer(3, "59.25", 9)],
  created_at: "",
  updated_at: "",
  ...over,
});

describe("product share card", () => {
  it("shows the price its cards show (the cheapest offer in stock), in both languages", () => {
    expect(productCard(product(), undefined, "Aswaq").price).toEqual({ en: "LE 59.25", ar: "59.25 جنيه" });
  });

  it("falls back to the base price without offers, and shows no price without either", () => {
    expect(productCard(product({ offers: [] }), undefined, "Aswaq").price).toEqual({ en: "LE 70.00", ar: "70.00 جنيه" });
    expect(productCard(product({ offers: [], base_price: "0.00" }), undefined, "Aswaq").price).toBeNull();
  });

  it("draws names, prices and store at 1200x1200, Arabic in right-to-left isolates, markup escaped", () => {
    const svg = productCardSvg(productCard(product({ name: "Lentils <b>& Co" }), "data:image/png;base64,AAAA", "أسواق · Aswaq"), measure);
    expect(svg).toContain('width="1200" height="1200"');
    expect(svg).toContain(">Lentils &lt;b&gt;&amp; Co<");
    expect(svg).toContain(">\u2067عدس أصفر\u2069<");
    expect(svg).toContain(">LE 59.25<");
    expect(svg).toContain(">\u206759.25 جنيه\u2069<");
    expect(svg).toContain(">\u2067فريش ماركت · Fresh Market\u2069<");
    expect(svg).toContain('href="data:image/png;base64,AAAA"');
    expect(svg).not.toContain("<b>");
    expect(svg).toContain(">⁧أسواق · Aswaq⁩<");
  });

  it("draws the initial without a picture, the English name when there is no Arabic one, and no price line without a price", () => {
    const svg = productCardSvg(
      productCard(product({ name: "delta lamp", name_ar: " ", offers: [], base_price: "0", store: null }), undefined, "Aswaq"),
      measure,
    );
    expect(svg).not.toContain("<image");
    expect(svg).toContain(">D<");
    expect(svg).toContain(">\u2067delta lamp\u2069<");
    expect(svg).not.toContain("جنيه");
  });

  it("cuts a name too long for one line with an ellipsis", () => {
    const long = Array.from({ length: 40 }, (_, i) => `word${i}`).join(" ");
    const svg = productCardSvg(productCard(product({ name: long }), undefined, "Aswaq"), measure);
    expect(svg).toMatch(/>word0 word1 [^<]*…</);
    expect(svg).not.toContain("word39");
  });

  it("is found at a stable URL per product", () => {
    expect(ogImageFor("product", 12)).toBe("/og/product/12.png");
  });
});
