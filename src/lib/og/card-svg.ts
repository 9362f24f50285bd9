// The share cards as SVG, 1200 x 1200 (the size docs/product.md §2 asks for): text is measured by the
// caller (`measure`), so this file stays pure and is tested in Node without a renderer.

export const CARD_SIZE = 1200;
export const FONT_FAMILY = "Cairo";
export const DEFAULT_PRIMARY = "#4F46E5";
export const DEFAULT_SECONDARY = "#FF9900";

/** The width in pixels of `text` drawn at `fontSize`. */
export type Measure = (text: string, fontSize: number) => number;

export interface StoreCard {
  name: string;
  nameAr: string;
  primary: string;
  secondary: string;
  /** A data: URI of the store's logo, if it has one. */
  logo?: string;
  brand: string;
}

export interface HomeCard {
  title: string;
  description: string;
  /** data: URIs of the stores' logos, up to four shown. */
  logos: string[];
  primary: string;
  secondary: string;
  brand: string;
}

export const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] as string);

/** A colour from the API if it is a #RRGGBB hex, else the fallback. */
export const safeHex = (value: string | null | undefined, fallback: string) => (value && /^#[0-9a-f]{6}$/i.test(value) ? value : fallback);

/** White or near-black, whichever reads better on `hex` (WCAG relative luminance). */
export function textOn(hex: string): string {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  // Contrast with white is 1.05 / (L + 0.05); with #111827 (L ≈ 0.012) it is (L + 0.05) / 0.062.
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.062 ? "#FFFFFF" : "#111827";
}

/** The largest size up to `max` (down to `min`) at which `text` fits in `width`. */
export function fitFontSize(text: string, max: number, min: number, width: number, measure: Measure): number {
  let size = max;
  while (size > min && measure(text, size) > width) size -= 4;
  return size;
}

/** Words wrapped into at most `maxLines` lines of `width`; the last line ends in "…" if cut. */
export function wrapLines(text: string, fontSize: number, width: number, maxLines: number, measure: Measure): string[] {
  const lines: string[] = [];
  let line = "";
  const words = text.split(/\s+/).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    const candidate = line ? `${line} ${words[i]}` : words[i];
    if (!line || measure(candidate, fontSize) <= width) {
      line = candidate;
      continue;
    }
    lines.push(line);
    line = words[i];
    if (lines.length === maxLines) {
      lines[maxLines - 1] = `${lines[maxLines - 1]}…`;
      return lines;
    }
  }
  if (line) lines.push(line);
  return lines;
}

// resvg lays every line out with a left-to-right base direction and ignores `direction`;
// an explicit right-to-left isolate (RLI ... PDI) gives an Arabic line its own order, so a
// Latin word or a full stop lands where an Arabic reader expects it.
const RLI = "\u2067";
const PDI = "\u2069";

export interface TextOptions {
  x?: number;
  /** resvg anchors as if every line were left-to-right: "start" is the left edge, whatever the language. */
  anchor?: "start" | "middle" | "end";
  rtl?: boolean;
  opacity?: number;
}

/** One line of bold text, centred on the card unless `x` and `anchor` say otherwise. */
export const svgText = (
  content: string,
  y: number,
  size: number,
  fill: string,
  { x = CARD_SIZE / 2, anchor = "middle", rtl = false, opacity }: TextOptions = {},
) =>
  `<text x="${x}" y="${y}" text-anchor="${anchor}" font-family="${FONT_FAMILY}" font-size="${size}" font-weight="700" fill="${fill}"${opacity === undefined ? "" : ` fill-opacity="${opacity}"`}${rtl ? ' direction="rtl"' : ""}>${rtl ? RLI : ""}${escapeXml(content)}${rtl ? PDI : ""}</text>`;

const text = (content: string, y: number, size: number, fill: string, rtl = false) => svgText(content, y, size, fill, { rtl });

/** A logo in a white rounded tile; without a logo, the name's first letter on the tile. */
function logoTile(x: number, y: number, size: number, logo: string | undefined, initial: string, colour: string, id: string): string {
  const radius = Math.round(size / 8);
  const pad = Math.round(size / 16);
  const inner = size - 2 * pad;
  const content = logo
    ? `<clipPath id="${id}"><rect x="${x + pad}" y="${y + pad}" width="${inner}" height="${inner}" rx="${radius - pad / 2}"/></clipPath>` +
      `<image href="${logo}" x="${x + pad}" y="${y + pad}" width="${inner}" height="${inner}" preserveAspectRatio="xMidYMid slice" clip-path="url(#${id})"/>`
    : `<text x="${x + size / 2}" y="${y + size * 0.68}" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="${Math.round(size * 0.55)}" font-weight="700" fill="${colour}">${escapeXml(initial)}</text>`;
  return `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${radius}" fill="#FFFFFF"/>${content}`;
}

export const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_SIZE}" height="${CARD_SIZE}" viewBox="0 0 ${CARD_SIZE} ${CARD_SIZE}">${body}</svg>`;

/** A store's card: its colours, its logo, its name in English and in Arabic, the brand. */
export function storeCardSvg(card: StoreCard, measure: Measure): string {
  const primary = safeHex(card.primary, DEFAULT_PRIMARY);
  const secondary = safeHex(card.secondary, DEFAULT_SECONDARY);
  const ink = textOn(primary);
  const width = CARD_SIZE - 160;
  const nameAr = card.nameAr.trim() || card.name;
  const enSize = fitFontSize(card.name, 112, 48, width, measure);
  const arSize = fitFontSize(nameAr, 112, 48, width, measure);
  return svg(
    `<rect width="${CARD_SIZE}" height="${CARD_SIZE}" fill="${primary}"/>` +
      `<rect y="980" width="${CARD_SIZE}" height="220" fill="${secondary}"/>` +
      logoTile(440, 150, 320, card.logo, card.name.trim().charAt(0).toUpperCase(), primary, "logo") +
      text(card.name, 640, enSize, ink) +
      text(nameAr, 820, arSize, ink, true) +
      text(card.brand, 1118, 72, textOn(secondary), true),
  );
}

/** The home card: the brand's colours, the stores' logos in a row, Arabic title and description. */
export function homeCardSvg(card: HomeCard, measure: Measure): string {
  const primary = safeHex(card.primary, DEFAULT_PRIMARY);
  const secondary = safeHex(card.secondary, DEFAULT_SECONDARY);
  const ink = textOn(primary);
  const width = CARD_SIZE - 180;
  const titleSize = fitFontSize(card.title, 96, 56, width, measure);
  const titleLines = wrapLines(card.title, titleSize, width, 2, measure);
  // Below the title, as many description lines as leave the brand band clear.
  const descriptionLines = wrapLines(card.description, 52, width, titleLines.length > 1 ? 3 : 4, measure);
  const logos = card.logos.slice(0, 4);
  const tile = 180;
  const gap = 40;
  const rowStart = (CARD_SIZE - (logos.length * tile + (logos.length - 1) * gap)) / 2;
  let body = `<rect width="${CARD_SIZE}" height="${CARD_SIZE}" fill="${primary}"/><rect y="980" width="${CARD_SIZE}" height="220" fill="${secondary}"/>`;
  body += logos.map((logo, i) => logoTile(rowStart + i * (tile + gap), 130, tile, logo, "", primary, `logo${i}`)).join("");
  let y = logos.length ? 500 : 300;
  for (const line of titleLines) {
    body += text(line, y, titleSize, ink, true);
    y += Math.round(titleSize * 1.4);
  }
  y += 30;
  for (const line of descriptionLines) {
    body += text(line, y, 52, ink, true);
    y += 82;
  }
  body += text(card.brand, 1118, 72, textOn(secondary), true);
  return svg(body);
}
