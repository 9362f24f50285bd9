// A store's theme on its page (architecture.md "Freshness"): the page is prerendered with the
// theme as it was at build time, and the LiveTheme element fetches the store after load and puts
// the current colours, logo and desktop background in, so a saved theme shows at once. Build and
// browser both go through shownTheme, so they agree on defaults and on what is let into CSS.
import type { Store } from "#contract/stores";
import { textOn } from "#shared/contrast";
import { backgroundUrl, logoPicture } from "./media/srcset";

export const DEFAULT_PRIMARY = "#4F46E5";
export const DEFAULT_SECONDARY = "#FF9900";

export interface ShownTheme {
  primary: string;
  secondary: string;
  logo: string | null;
  background: string | null;
}

const HEX = /^#[0-9a-fA-F]{6}$/;
// Images are the API's own media paths (api/src/media/images.ts mediaUrl); nothing else gets
// into an <img> or a CSS url(), so no quote or parenthesis can end the url() early.
const MEDIA = /^\/api\/media\/[A-Za-z0-9][A-Za-z0-9._/-]*$/;

const colour = (value: string | null | undefined, fallback: string) => (value && HEX.test(value) ? value : fallback);
const media = (value: string | null | undefined) => (value && MEDIA.test(value) && !value.includes("..") ? value : null);

/** What the page shows of a store's theme: its colours when #RRGGBB (else the defaults), its images when they are media paths. */
export function shownTheme(theme: Store["theme"] | undefined): ShownTheme {
  return {
    primary: colour(theme?.primary_color, DEFAULT_PRIMARY),
    secondary: colour(theme?.secondary_color, DEFAULT_SECONDARY),
    logo: media(theme?.logo),
    background: media(theme?.background_image_desktop),
  };
}

/**
 * The page's colour variables (Tailwind's bg-primary and friends read them), with the text
 * colour that reads on each (text-on-primary: black or white, shared/contrast.ts).
 */
export const themeVariables = (theme: ShownTheme): [string, string][] => [
  ["--color-primary", theme.primary],
  ["--color-secondary", theme.secondary],
  ["--color-on-primary", textOn(theme.primary)],
  ["--color-on-secondary", textOn(theme.secondary)],
];

export const themeCss = (theme: ShownTheme) =>
  `:root{${themeVariables(theme)
    .map(([k, v]) => `${k}:${v}`)
    .join(";")}}`;

/** The desktop background as the header's CSS variable's value: its widest variant (in AVIF or WebP where the browser takes them). */
export const backgroundCss = (src: string) => `url("${backgroundUrl(src)}")`;

/**
 * A replaced logo's file is deleted when the new one is saved, so a page built before shows a
 * broken picture until the live theme arrives: hidden instead (now and on any later failure).
 */
export function hideBrokenLogo(doc: Document) {
  const logo = doc.querySelector<HTMLImageElement>("img[data-store-logo]");
  if (!logo) return;
  const hide = () => {
    logo.hidden = true;
  };
  logo.addEventListener("error", hide);
  if (logo.complete && logo.naturalWidth === 0 && logo.getAttribute("src")) hide();
}

/** Puts `theme` into a store page built by src/pages/[locale]/store/[slug].astro. */
export function applyTheme(doc: Document, theme: ShownTheme) {
  const root = doc.documentElement.style;
  for (const [name, value] of themeVariables(theme)) root.setProperty(name, value);
  const logo = doc.querySelector<HTMLImageElement>("img[data-store-logo]");
  if (logo) {
    const shown = theme.logo ? logoPicture(theme.logo) : null;
    if (shown && logo.getAttribute("src") !== shown.src) {
      logo.sizes = shown.sizes ?? "";
      logo.srcset = shown.srcset ?? "";
      logo.src = shown.src;
    }
    logo.hidden = !theme.logo;
  }
  const header = doc.querySelector<HTMLElement>("[data-store-header]");
  if (header) {
    if (theme.background) header.style.setProperty("--store-background", backgroundCss(theme.background));
    else header.style.removeProperty("--store-background");
    header.toggleAttribute("data-background", theme.background !== null);
  }
}
