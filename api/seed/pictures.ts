// The seed's pictures: product photos, category tiles, store logos and desktop
// backgrounds, drawn in each store's colours so the demo looks like its stores.
import { Canvas, darken, hexRgb, lighten, mix, type Rgb } from "./canvas";
import { rng } from "./random";
import { ellipse, MOTIFS, rotate, type Motif } from "./shapes";
import { drawKind, type Kind } from "./still-life";

/** Colours a product can come in, as a shopper would see its packaging. */
export const PALETTE = [
  "#DC2626",
  "#EA580C",
  "#D97706",
  "#65A30D",
  "#16A34A",
  "#0D9488",
  "#0284C7",
  "#2563EB",
  "#4F46E5",
  "#9333EA",
  "#DB2777",
  "#92400E",
  "#334155",
].map(hexRgb);

const WHITE: Rgb = [255, 255, 255];

/** A shaded silhouette with a soft floor shadow and a highlight. */
function drawMotif(canvas: Canvas, motif: Motif, cx: number, cy: number, s: number, colour: Rgb, opts: { angle?: number; shadow?: boolean } = {}) {
  const angle = opts.angle ?? 0;
  const sdf = rotate(MOTIFS[motif](cx, cy, s), cx, cy, angle);
  const box = [cx - s * 1.2, cy - s * 1.2, cx + s * 1.2, cy + s * 1.2];
  if (opts.shadow !== false) {
    canvas.shape(
      ellipse(cx, cy + s * 1.02, s * 0.85, s * 0.12),
      [cx - s * 1.3, cy + s * 0.6, cx + s * 1.3, cy + s * 1.45],
      darken(colour, 0.7),
      0.28,
      s * 0.18,
    );
  }
  const top = lighten(colour, 0.22);
  const bottom = darken(colour, 0.22);
  canvas.shape(sdf, box, { top, bottom, y0: cy - s, y1: cy + s });
  const glint = ellipse(cx - s * 0.28, cy - s * 0.3, s * 0.12, s * 0.34);
  canvas.shape((x, y) => Math.max(sdf(x, y), glint(x, y)), [cx - s * 0.5, cy - s * 0.7, cx, cy + s * 0.1], WHITE, 0.35);
}

export interface ProductLook {
  motif: Motif;
  /** The drawing of the product itself; without one (synthetic products) its motif is drawn. */
  kind?: Kind;
  colour: Rgb;
  primary: Rgb;
  secondary: Rgb;
  seed: number;
}

/** What picture a product gets: its own kind's drawing, or the generic motif. */
export const pictureOf = (look: ProductLook): Kind | "motif" => look.kind ?? "motif";

/** A close-up shows the side a shopper turns over: a phone's cameras. */
const CLOSE_UP: Partial<Record<Kind, Kind>> = { phone: "phone-back" };

/** Picture number `index` (0 to 3) of a product: 800 x 800, each index a different view. */
export function productImage(look: ProductLook, index: number): Uint8Array {
  return productCanvas(look, index).png();
}

/**
 * The picture's pixels; without `product`, only the backdrop it stands on (the seed's test
 * tells the product from its backdrop by the difference).
 */
export function productCanvas(look: ProductLook, index: number, product = true): Canvas {
  return look.kind ? stillLife(look, look.kind, index, product) : motifImage(look, index, product);
}

/** A still life on a table: a soft backdrop in the store's colours, light from the upper left. */
function stillLife(look: ProductLook, kind: Kind, index: number, product: boolean): Canvas {
  const r = rng(look.seed * 7 + index);
  const canvas = new Canvas(800, 800);
  const wall = lighten(look.primary, 0.9);
  // Only vertical gradients behind the product: every row is one colour, which the PNG's Up
  // filter turns into zeros. A radial light on the wall cost 25 KB a picture (its rounding
  // noise does not compress), half of a still life's bytes.
  canvas.gradient(lighten(look.secondary, 0.86), wall, Math.PI / 2);
  const table = mix(lighten(look.primary, 0.78), [236, 228, 214], 0.6);
  canvas.shape((_, y) => 600 - y, [0, 560, 800, 800], { top: table, bottom: darken(table, 0.1), y0: 600, y1: 800 }, 1, 30);
  const other = PALETTE[(PALETTE.indexOf(look.colour) + 4 + r.int(0, 3)) % PALETTE.length] ?? look.secondary;
  const paint = { colour: look.colour, accent: other };
  if (!product) return canvas;
  if (index === 0) drawKind(kind, canvas, 400, 410, 300, paint);
  else if (index === 1) drawKind(CLOSE_UP[kind] ?? kind, canvas, 420, 380, 340, paint);
  else if (index === 2) {
    drawKind(kind, canvas, 540, 360, 190, { colour: other, accent: look.colour });
    drawKind(kind, canvas, 320, 450, 230, paint);
  } else {
    [
      [-1, other],
      [1, lighten(look.colour, 0.3)],
      [0, look.colour],
    ].forEach(([dx, colour]) => {
      drawKind(kind, canvas, 400 + (dx as number) * 240, 470 - (dx === 0 ? 0 : 40), 150, { colour: colour as Rgb, accent: look.colour });
    });
  }
  return canvas;
}

/** The generic picture: the product's motif as a shaded silhouette. */
function motifImage(look: ProductLook, index: number, product: boolean): Canvas {
  const r = rng(look.seed * 7 + index);
  const canvas = new Canvas(800, 800);
  canvas.gradient(lighten(look.primary, 0.86), lighten(look.secondary, 0.8), r.chance(0.5) ? Math.PI / 2 : -Math.PI / 2);
  for (let i = 0; i < 3; i++) {
    const cx = r.int(0, 800);
    const cy = r.int(0, 800);
    const rad = r.int(120, 260);
    canvas.shape(ellipse(cx, cy, rad, rad), [cx - rad, cy - rad, cx + rad, cy + rad], WHITE, 0.22);
  }
  const other = PALETTE[(PALETTE.indexOf(look.colour) + 4) % PALETTE.length] ?? look.secondary;
  if (!product) return canvas;
  if (index === 0) drawMotif(canvas, look.motif, 400, 380, 230, look.colour);
  else if (index === 1) drawMotif(canvas, look.motif, 400, 370, 280, look.colour, { angle: r.chance(0.5) ? 0.22 : -0.22 });
  else if (index === 2) {
    drawMotif(canvas, look.motif, 540, 330, 140, other);
    drawMotif(canvas, look.motif, 320, 440, 200, look.colour);
  } else {
    for (let row = 0; row < 3; row++) {
      for (let col = 0; col < 3; col++) {
        drawMotif(canvas, look.motif, 160 + col * 240, 150 + row * 240, 82, (row + col) % 2 ? other : look.colour, { shadow: false });
      }
    }
  }
  return canvas;
}

/** A category tile: 800 x 600, the motif in white on the category colour. */
export function categoryImage(motif: Motif, colour: Rgb, seed: number): Uint8Array {
  const r = rng(seed);
  const canvas = new Canvas(800, 600);
  canvas.gradient(lighten(colour, 0.25), darken(colour, 0.2), r.next() * Math.PI);
  for (let i = 0; i < 12; i++) {
    const cx = r.int(0, 800);
    const cy = r.int(0, 600);
    const rad = r.int(10, 40);
    canvas.shape(ellipse(cx, cy, rad, rad), [cx - rad, cy - rad, cx + rad, cy + rad], WHITE, 0.14);
  }
  canvas.shape(MOTIFS[motif](400, 300, 170), [170, 70, 630, 530], WHITE, 0.92);
  return canvas.png();
}

/** A store logo: 256 x 256, a white motif on the primary colour inside a secondary ring. */
export function logoImage(motif: Motif, primaryHex: string, secondaryHex: string): Uint8Array {
  const primary = hexRgb(primaryHex);
  const secondary = hexRgb(secondaryHex);
  const canvas = new Canvas(256, 256);
  canvas.gradient(lighten(primary, 0.1), darken(primary, 0.25), Math.PI / 3);
  canvas.shape(ellipse(128, 128, 112, 112), [0, 0, 256, 256], secondary);
  canvas.shape(ellipse(128, 128, 98, 98), [0, 0, 256, 256], darken(primary, 0.05));
  canvas.shape(MOTIFS[motif](128, 130, 58), [50, 50, 206, 206], WHITE);
  return canvas.png();
}

/** A storefront's desktop background: 1600 x 600 JPEG, the store's colours with soft shapes. */
export function backgroundImage(motifs: Motif[], primaryHex: string, secondaryHex: string, seed: number): Uint8Array {
  const r = rng(seed);
  const primary = hexRgb(primaryHex);
  const secondary = hexRgb(secondaryHex);
  const canvas = new Canvas(1600, 600);
  canvas.gradient(darken(primary, 0.1), mix(primary, secondary, 0.75), 0.35);
  for (let i = 0; i < 7; i++) {
    const cx = r.int(0, 1600);
    const cy = r.int(0, 600);
    const rad = r.int(60, 220);
    canvas.shape(ellipse(cx, cy, rad, rad), [cx - rad, cy - rad, cx + rad, cy + rad], WHITE, r.next() * 0.12 + 0.05);
  }
  motifs.forEach((motif, i) => {
    const cx = 900 + i * 230;
    const cy = 300 + (i % 2 ? -70 : 70);
    canvas.shape(rotate(MOTIFS[motif](cx, cy, 95), cx, cy, (i - 1) * 0.2), [cx - 120, cy - 120, cx + 120, cy + 120], WHITE, 0.3);
  });
  return canvas.jpeg();
}
