// Money is Egyptian pounds everywhere: "LE 120.00" in English, "120.00 جنيه" in Arabic
// (decisions.md). Intl formats the number; the currency word follows the language.
import type { Locale } from "./i18n";

const number = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatMoney(amount: string | number, locale: Locale): string {
  const text = number.format(typeof amount === "string" ? Number(amount) : amount);
  return locale === "ar" ? `${text} جنيه` : `LE ${text}`;
}

/** The name of a thing in the page's language, falling back to the other one. */
export function localName(item: { name: string; name_ar?: string | null }, locale: Locale): string {
  return (locale === "ar" ? item.name_ar || item.name : item.name || item.name_ar) ?? "";
}
