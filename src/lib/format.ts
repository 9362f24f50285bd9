// Money is Egyptian pounds everywhere: "LE 120.00" in English, "120.00 جنيه" in Arabic
// (docs/product.md). Intl formats the number; the currency word follows the language.
import type { Locale } from "./i18n";

const number = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatMoney(amount: string | number, locale: Locale): string {
  const text = number.format(typeof amount === "string" ? Number(amount) : amount);
  return locale === "ar" ? `${text} جنيه` : `LE ${text}`;
}

/** A text given in both languages, in the page's language, falling back to the other one. */
export function inLocale(en: string | null | undefined, ar: string | null | undefined, locale: Locale): string {
  return (locale === "ar" ? ar || en : en || ar) ?? "";
}

/** The name of a thing in the page's language, falling back to the other one. */
export function localName(item: { name: string; name_ar?: string | null }, locale: Locale): string {
  return inLocale(item.name, item.name_ar, locale);
}

/** The name of a branch's store in the locale (branches carry it in both languages). */
export function branchStoreName(branch: { store_name: string; store_name_ar: string }, locale: Locale): string {
  return inLocale(branch.store_name, branch.store_name_ar, locale);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Dates in the page's language with Latin digits, as prices have (docs/product.md money): Arabic
 * month names, "21 نوفمبر 2026", never a mix of Arabic-Indic and Latin digits on one page.
 * Times are Cairo's, whoever looks.
 */
export function dateFormat(locale: Locale, style: "medium" | "long" = "medium"): Intl.DateTimeFormat {
  // Making a formatter costs about a quarter of a millisecond, paid on every product page of
  // the build (ReviewList) without the cache; a formatter never changes, so it is shared.
  const key = `${locale}:${style}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === "ar" ? "ar-EG-u-nu-latn" : "en-GB", { dateStyle: style, timeZone: "Africa/Cairo" });
    dateFormats.set(key, format);
  }
  return format;
}
