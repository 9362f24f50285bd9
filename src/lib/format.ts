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

const lists = new Map<Locale, Intl.ListFormat>();

/**
 * Parts shown as one line (an address's building, street, city; chosen file names) joined the
 * way the page's language joins a list, by Intl.ListFormat: "Building 12, Apt 4, Cairo" in
 * English, with Arabic's comma and conjunction in Arabic. Empty parts are left out.
 */
export function formatList(parts: readonly (string | null | undefined)[], locale: Locale): string {
  let list = lists.get(locale);
  if (!list) lists.set(locale, (list = new Intl.ListFormat(locale, { type: "unit", style: "short" })));
  return list.format(parts.filter((p): p is string => Boolean(p)));
}

/**
 * An address's parts on one line (building, street, area, governorate), joined by the
 * language's comma alone: a list's "and" (Intl.ListFormat's Arabic "و") does not belong in an
 * address, and next to a Latin street name it reads as part of the name. Empty parts are left out.
 */
export function addressLine(parts: readonly (string | null | undefined)[], locale: Locale): string {
  return parts.filter((p): p is string => Boolean(p?.trim())).join(locale === "ar" ? "، " : ", ");
}
