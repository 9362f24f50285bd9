// Contrast of a colour against white text, as WCAG 2.x defines it: the theme's colours are
// backgrounds for white labels (buttons, the store header), so the Themes tab warns when a
// colour would leave them hard to read. A warning only: the owner may still choose it.

/** WCAG AA for normal-size text. */
export const AA_NORMAL_TEXT = 4.5;

const HEX = /^#([0-9a-fA-F]{6})$/;

/** The colour as [r, g, b] from 0 to 255, or null unless it is #RRGGBB. */
export function parseHex(colour: string): [number, number, number] | null {
  const match = HEX.exec(colour.trim());
  if (!match) return null;
  const n = Number.parseInt(match[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** One sRGB channel (0–255) made linear. */
const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance, 0 (black) to 1 (white); null for anything but #RRGGBB. */
export function relativeLuminance(colour: string): number | null {
  const rgb = parseHex(colour);
  if (!rgb) return null;
  const [r, g, b] = rgb.map(linear);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number | null {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export interface WhiteTextContrast {
  ratio: number;
  /** At least AA for normal text. */
  passes: boolean;
}

/** How white text reads on `background`; null when it is not #RRGGBB. */
export function whiteTextContrast(background: string): WhiteTextContrast | null {
  const ratio = contrastRatio(background, "#FFFFFF");
  // Compared as shown (two decimals), so a colour shown as "4.50:1" never gets the warning.
  return ratio === null ? null : { ratio, passes: Math.round(ratio * 100) / 100 >= AA_NORMAL_TEXT };
}

/**
 * Black or white text for a store's colour, whichever contrasts more (issue 23 item 22: the
 * themes preview's badge was white on amber, 2.14:1; black on #FF9900 is 9.81:1). The store
 * page's theme (live-theme.ts: --color-on-primary, --color-on-secondary) and the Themes tab's
 * preview use it; global.css's defaults are its answers for Aswaq's own colours. White for
 * anything but #RRGGBB.
 */
export function textOn(background: string): "#000000" | "#ffffff" {
  const black = contrastRatio(background, "#000000");
  const white = contrastRatio(background, "#FFFFFF");
  return black !== null && white !== null && black > white ? "#000000" : "#ffffff";
}
