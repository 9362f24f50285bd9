// How the Home tab writes its numbers (issue 31 §1): through Intl in Egypt's English and
// Arabic, with Latin digits in both as every price on the site has them (format-date.ts), so a
// page never mixes two kinds of digits. Money itself goes through formatMoney (format.ts).
import type { Locale } from "../i18n";

export const numberLocale = (locale: Locale) => (locale === "ar" ? "ar-EG-u-nu-latn" : "en-EG");

const cache = new Map<string, Intl.NumberFormat>();
function format(locale: Locale, kind: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let f = cache.get(`${locale}:${kind}`);
  if (!f) cache.set(`${locale}:${kind}`, (f = new Intl.NumberFormat(numberLocale(locale), options)));
  return f;
}

/** A count: "1,234". */
export const formatCount = (n: number, locale: Locale) => format(locale, "count", { maximumFractionDigits: 0 }).format(n);

/** A share (0.125 is "12.5%"), its sign left out: the words around it say which way. */
export const formatPercent = (ratio: number, locale: Locale) =>
  format(locale, "pct", { style: "percent", maximumFractionDigits: 1, signDisplay: "never" }).format(Math.abs(ratio));

/** A chart axis' number, short: "12.5K", "12.5 ألف". */
export const formatCompact = (n: number, locale: Locale) => format(locale, "compact", { notation: "compact", maximumFractionDigits: 1 }).format(n);

const days = new Map<string, Intl.DateTimeFormat>();
/** A calendar day (YYYY-MM-DD) as the page's language writes it: "29 Nov", "29 نوفمبر"; with the year when `long`. */
export function formatDay(day: string, locale: Locale, long = false): string {
  const key = `${locale}:${long}`;
  let f = days.get(key);
  if (!f) {
    // The day is a date, not a moment: read and written in UTC so no clock moves it.
    f = new Intl.DateTimeFormat(locale === "ar" ? "ar-EG-u-nu-latn" : "en-GB", {
      day: "numeric",
      month: "short",
      ...(long ? { year: "numeric" } : {}),
      timeZone: "UTC",
    });
    days.set(key, f);
  }
  return f.format(new Date(`${day}T00:00:00Z`));
}
