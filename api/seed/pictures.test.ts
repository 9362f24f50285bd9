// The demo's product pictures show what each product is (a bottle of olive oil, a phone, a
// T-shirt), drawn as a still life, instead of one of 16 abstract shapes shared by many
// products; and they stay small PNGs.
import { describe, expect, it } from "vitest";
import { hexRgb } from "./canvas";
import { CATEGORIES } from "./data/categories";
import { ELECTRONICS } from "./data/products-electronics";
import { FASHION } from "./data/products-fashion";
import { GROCERIES } from "./data/products-groceries";
import { HOME } from "./data/products-home";
import { STORES } from "./data/stores";
import { buildDemoCatalogue } from "./demo-catalogue";
import { PALETTE, pictureOf, productCanvas, type ProductLook } from "./pictures";
import { decodePng } from "./png-check";
import { rng } from "./random";
import { MOTIFS } from "./shapes";
import { KINDS } from "./still-life";

const ALL = [...GROCERIES, ...ELECTRONICS, ...FASHION, ...HOME];
const BY_KIND = { groceries: GROCERIES, electronics: ELECTRONICS, fashion: FASHION, home: HOME } as const;
const catalogue = buildDemoCatalogue(
  rng(1),
  STORES.map((seed, i) => ({ seed, id: i + 1, branchIds: [1], products: BY_KIND[seed.kind] })),
  new Map(CATEGORIES.map((c, i) => [c.slug, i + 1])),
  [2, 3],
  1,
);

/** What a shopper reading the product's name expects to see; the first rule that matches. */
const EXPECTED: [RegExp, string][] = [
  [/olive oil/i, "oil-bottle"],
  [/sunflower oil/i, "sunflower-oil"],
  [/rice/i, "rice-sack"],
  [/lentil/i, "lentil-sack"],
  [/\bcan\b/i, "can"],
  [/honey/i, "honey-jar"],
  [/milk/i, "milk-carton"],
  [/yogurt/i, "yogurt-tub"],
  [/cheese/i, "cheese-tub"],
  [/eggs/i, "eggs"],
  [/tomato/i, "tomatoes"],
  [/apple/i, "apples"],
  [/banana/i, "bananas"],
  [/juice/i, "juice-carton"],
  [/jug/i, "jug"],
  [/mineral water/i, "water-pack"],
  [/coffee/i, "coffee-pouch"],
  [/tea glasses/i, "tea-glasses"],
  [/tea\b/i, "tea-box"],
  [/earbuds/i, "earbuds"],
  [/headphones/i, "headphones"],
  [/speaker/i, "speaker"],
  [/smartphone/i, "phone"],
  [/tablet/i, "tablet"],
  [/charger/i, "charger"],
  [/power bank/i, "power-bank"],
  [/cable/i, "cable"],
  [/laptop/i, "laptop"],
  [/mouse/i, "mouse"],
  [/keyboard/i, "keyboard"],
  [/monitor/i, "monitor"],
  [/smart watch/i, "smartwatch"],
  [/wristwatch/i, "wristwatch"],
  [/kettle/i, "kettle"],
  [/air fryer/i, "air-fryer"],
  [/blender/i, "blender"],
  [/polo/i, "polo"],
  [/t-shirt/i, "t-shirt"],
  [/shirt/i, "shirt"],
  [/jeans/i, "jeans"],
  [/trousers/i, "trousers"],
  [/abaya/i, "abaya"],
  [/dress/i, "dress"],
  [/scarf/i, "scarf"],
  [/cardigan/i, "cardigan"],
  [/handbag/i, "handbag"],
  [/backpack/i, "backpack"],
  [/sneakers/i, "sneaker"],
  [/loafers/i, "loafer"],
  [/sandals/i, "sandal"],
  [/sunglasses/i, "sunglasses"],
  [/pyjama/i, "pyjamas"],
  [/frying pan/i, "frying-pan"],
  [/cookware/i, "cookware"],
  [/dinner set/i, "dinnerware"],
  [/bed sheet/i, "bed-sheets"],
  [/pillow/i, "pillow"],
  [/towel/i, "towels"],
  [/blanket/i, "blanket"],
  [/lamp/i, "lamp"],
  [/mirror/i, "mirror"],
  [/candles/i, "candles"],
  [/cushion/i, "cushion"],
  [/rug/i, "rug"],
  [/vase/i, "vase"],
];

const SIDE = 32;
/**
 * The product without its backdrop, shrunk to 32 x 32: the picture minus the same picture's
 * bare backdrop, so two pictures compare by what stands on the table, not by the wall.
 */
function productThumb(look: ProductLook): Float32Array {
  const drawn = productCanvas(look, 0).px;
  const bare = productCanvas(look, 0, false).px;
  const cell = 800 / SIDE;
  const thumb = new Float32Array(SIDE * SIDE * 3);
  for (let y = 0; y < 800; y++) {
    for (let x = 0; x < 800; x++) {
      const t = (Math.floor(y / cell) * SIDE + Math.floor(x / cell)) * 3;
      const o = (y * 800 + x) * 3;
      for (let c = 0; c < 3; c++) thumb[t + c] += (drawn[o + c] - bare[o + c]) / (cell * cell);
    }
  }
  return thumb;
}
const distance = (a: Float32Array, b: Float32Array) => a.reduce((sum, v, i) => sum + Math.abs(v - b[i]), 0) / a.length;

/** How many different pictures: thumbnails at least `apart` from every one counted before. */
function distinct(thumbs: Float32Array[], apart = 0.5): number {
  const kept: Float32Array[] = [];
  for (const t of thumbs) if (kept.every((k) => distance(k, t) >= apart)) kept.push(t);
  return kept.length;
}

describe("demo product pictures", () => {
  it("names each demo product's picture after what the product is", () => {
    for (const p of ALL) {
      expect(Object.keys(KINDS), p.name).toContain(p.picture);
      expect(p.picture, p.name).toBe(EXPECTED.find(([name]) => name.test(p.name))?.[1]);
    }
    expect(catalogue.pictures.filter((p) => pictureOf(p.look) === "motif").map((p) => p.key)).toEqual([]);
  });

  it("draws the products as different things, where the abstract motifs gave a handful of shapes", () => {
    // One look (colour, store, seed) for all, so only what is drawn differs.
    const look: ProductLook = { motif: "box", colour: PALETTE[7], primary: hexRgb("#0D9488"), secondary: hexRgb("#F59E0B"), seed: 3 };
    const drawn = ALL.map((p) => productThumb({ ...look, kind: p.picture }));
    const motifs = ALL.map((p) => productThumb({ ...look, motif: p.motif }));
    // The measure can fail: the generic pictures (what synthetic products still get, and
    // what every demo product got before) are no more than the 16 motifs.
    expect(distinct(motifs)).toBeLessThanOrEqual(Object.keys(MOTIFS).length);
    // 66 products, 64 kinds; yogurt and feta tubs differ only in their contents' colour.
    expect(distinct(drawn)).toBeGreaterThanOrEqual(60);
    // And no product's drawing is one of the motifs: each is further from every motif than
    // the two closest motifs are from each other.
    const motifThumbs = Object.keys(MOTIFS).map((motif) => productThumb({ ...look, motif: motif as keyof typeof MOTIFS }));
    let closestMotifs = Infinity;
    for (const [i, a] of motifThumbs.entries()) {
      for (const b of motifThumbs.slice(i + 1)) closestMotifs = Math.min(closestMotifs, distance(a, b));
    }
    for (const [i, p] of ALL.entries()) {
      const nearest = Math.min(...motifThumbs.map((m) => distance(m, drawn[i])));
      expect(nearest, p.name).toBeGreaterThan(closestMotifs);
    }
  });

  it("decodes as 800 x 800 PNGs, each under 120 KB and 45 KB on average", () => {
    // Every product's first picture, and every view of three of them.
    const FULL = ["oil-bottle", "phone", "polo"];
    const sizes: number[] = [];
    for (const picture of catalogue.pictures) {
      if (picture.index > 0 && !FULL.includes(pictureOf(picture.look))) continue;
      const canvas = productCanvas(picture.look, picture.index);
      const png = canvas.png();
      const { width, height, rgb } = decodePng(png);
      expect([width, height], picture.key).toEqual([800, 800]);
      // The encoder picks a filter per row; the pixels must come back exactly.
      expect(Buffer.compare(rgb, canvas.px), picture.key).toBe(0);
      expect(png.length, picture.key).toBeLessThan(120_000);
      sizes.push(png.length);
    }
    expect(sizes.length).toBeGreaterThan(ALL.length);
    expect(sizes.reduce((a, b) => a + b, 0) / sizes.length).toBeLessThan(45_000);
  });
});
