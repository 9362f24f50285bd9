// A product's share card as SVG, 1200 x 1200 like the others: its picture, its name in
// English and in Arabic, its price in both, and its store. One card serves both languages
// (as the store cards do), so a share looks the same whichever page it came from. Pure, like
// card-svg.ts: the caller measures text and fetches the picture.
import type { Product } from "#contract/catalog";
import { formatMoney } from "../format";
import { pickOffer } from "../stock";
import { CARD_SIZE, DEFAULT_PRIMARY, DEFAULT_SECONDARY, escapeXml, fitFontSize, type Measure, svg, svgText, textOn, wrapLines } from "./card-svg";

export interface ProductCard {
  name: string;
  nameAr: string;
  /** The price as each language writes it ("LE 59.25", "59.25 جنيه"); null when nothing is on sale. */
  price: { en: string; ar: string } | null;
  store: string;
  storeAr: string;
  /** A data: URI of the product's first picture, if it has one that could be read. */
  image?: string;
  brand: string;
}

/** What the card shows of a product: the price is the one its cards show (the cheapest offer in stock). */
export function productCard(product: Product, image: string | undefined, brand: string): ProductCard {
  const offer = pickOffer(product.offers);
  const amount = offer?.price ?? (Number(product.base_price) > 0 ? product.base_price : null);
  return {
    name: product.name,
    nameAr: product.name_ar,
    price: amount === null ? null : { en: formatMoney(amount, "en"), ar: formatMoney(amount, "ar") },
    store: product.store?.name ?? "",
    storeAr: product.store?.name_ar ?? "",
    image,
    brand,
  };
}

const WIDTH = CARD_SIZE - 160;
const TILE = { x: 300, y: 56, size: 600 };

/** The picture whole (never cropped) on a light rounded tile; without one, the name's initial. */
function pictureTile(image: string | undefined, initial: string): string {
  const { x, y, size } = TILE;
  const tile = `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="40" fill="#F3F4F6"/>`;
  if (!image) return tile + svgText(initial, y + size * 0.66, 300, DEFAULT_PRIMARY);
  return (
    tile +
    `<clipPath id="picture"><rect x="${x}" y="${y}" width="${size}" height="${size}" rx="40"/></clipPath>` +
    `<image href="${escapeXml(image)}" x="${x}" y="${y}" width="${size}" height="${size}" preserveAspectRatio="xMidYMid meet" clip-path="url(#picture)"/>`
  );
}

/** One line at most: shrunk to fit down to `min`, then cut with an ellipsis. */
function oneLine(text: string, max: number, min: number, measure: Measure): { line: string; size: number } {
  const size = fitFontSize(text, max, min, WIDTH, measure);
  return { line: wrapLines(text, size, WIDTH, 1, measure)[0] ?? "", size };
}

export function productCardSvg(card: ProductCard, measure: Measure): string {
  const ink = "#111827";
  const band = DEFAULT_PRIMARY;
  const nameAr = card.nameAr.trim() || card.name;
  const en = oneLine(card.name, 68, 44, measure);
  const ar = oneLine(nameAr, 68, 44, measure);
  // Arabic first: the line is laid out right to left.
  const storeAr = card.storeAr.trim();
  const storeLine = storeAr && storeAr !== card.store ? `${storeAr} · ${card.store}` : card.store || storeAr;
  let body = `<rect width="${CARD_SIZE}" height="${CARD_SIZE}" fill="#FFFFFF"/>`;
  body += pictureTile(card.image, card.name.trim().charAt(0).toUpperCase());
  body += svgText(en.line, 770, en.size, ink);
  body += svgText(ar.line, 862, ar.size, ink, { rtl: true });
  if (card.price) {
    // English price to the left of the dot, Arabic to the right: each in its own direction.
    const mid = CARD_SIZE / 2;
    body += svgText(card.price.en, 960, 60, band, { x: mid - 30, anchor: "end" });
    body += svgText("·", 960, 60, DEFAULT_SECONDARY);
    body += svgText(card.price.ar, 960, 60, band, { x: mid + 30, anchor: "start", rtl: true });
  }
  body += `<rect y="1010" width="${CARD_SIZE}" height="190" fill="${band}"/>`;
  if (storeLine) body += svgText(storeLine, 1092, fitFontSize(storeLine, 56, 36, WIDTH, measure), textOn(band), { rtl: true });
  body += svgText(card.brand, 1160, 36, textOn(band), { rtl: true, opacity: 0.85 });
  return svg(body);
}
