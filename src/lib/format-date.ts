// Dates and times in the page's language, on Cairo's clock. Apart from format.ts (money and
// names), which every storefront island loads: most pages show no date, and a shared chunk
// carries every export any page uses.
import type { Locale } from "./i18n";

/**
 * The Intl locale of a page's language, with Latin digits in both, as prices have
 * (docs/product.md money). English dates are written day first, as Egypt writes them: ICU has
 * no English-in-Egypt data, and "en-EG" falls back to the US's month first.
 */
export const intlLocale = (locale: Locale) => (locale === "ar" ? "ar-EG-u-nu-latn" : "en-GB");

const formats = new Map<string, Intl.DateTimeFormat>();
// Making a formatter costs about a quarter of a millisecond, paid on every product page of
// the build (ReviewList) without the cache; a formatter never changes, so it is shared.
const shared = (key: string, options: Intl.DateTimeFormatOptions, locale: Locale) => {
  let format = formats.get(`${key}:${locale}`);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone: "Africa/Cairo" });
    formats.set(`${key}:${locale}`, format);
  }
  return format;
};

/**
 * Dates in the page's language: Arabic month names, "21 نوفمبر 2026", never a mix of
 * Arabic-Indic and Latin digits on one page. Times are Cairo's, whoever looks.
 */
export const dateFormat = (locale: Locale, style: "medium" | "long" = "medium"): Intl.DateTimeFormat => shared(style, { dateStyle: style }, locale);

/** When something happened, on Cairo's 12-hour clock: "25 Nov 2026, 5:18 pm" / "25 نوفمبر 2026، 5:18 م". */
export const formatDateTime = (iso: string, locale: Locale): string =>
  shared("time", { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit", hour12: true }, locale).format(new Date(iso));

/**
 * A moment near now, on Cairo's clock: the time alone when it falls on the same day as `now`
 * ("9:40 pm" / "9:40 م"), else with its date as formatDateTime writes it.
 */
export function formatNearTime(iso: string, locale: Locale, now: number = Date.now()): string {
  const day = shared("day", { year: "numeric", month: "numeric", day: "numeric" }, locale);
  const when = new Date(iso);
  if (day.format(when) !== day.format(new Date(now))) return formatDateTime(iso, locale);
  return shared("clock", { hour: "numeric", minute: "2-digit", hour12: true }, locale).format(when);
}
