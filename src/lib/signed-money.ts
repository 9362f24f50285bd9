// Signed money on screen (issue 30): "+LE 12.00", "−LE 12.00", the sign always shown. Apart from
// format.ts, which every storefront island loads; the wallet page, the checkout's wallet line and
// the order pages use it.
import { formatMoney } from "./format";
import type { Locale } from "./i18n";

/** The minus sign a reader (and a screen reader) takes for one, not a hyphen. */
export const MINUS = "\u2212";

/**
 * A signed amount of pounds ("-12.50", "+12.00" or a number) in the page's language: "+LE 12.00"
 * / "−LE 12.00" in English; in Arabic the signed number is isolated left to right ("−12.00
 * جنيه", the sign before the digits whichever way the line runs).
 */
export function formatSignedMoney(amount: string | number, locale: Locale): string {
  const value = Number(typeof amount === "string" ? amount.replace(MINUS, "-") : amount);
  const sign = value < 0 ? MINUS : "+";
  const plain = formatMoney(Math.abs(value), locale);
  return locale === "ar" ? plain.replace(/^([\d.,]+)/, `\u2066${sign}$1\u2069`) : `${sign}${plain}`;
}

/** A deduction shown as such: "−LE 25.00" (the checkout's and the order's wallet line). */
export const formatDeduction = (amount: string | number, locale: Locale) => formatSignedMoney(-Math.abs(Number(amount)), locale);
