// Dates, durations and counts of the Publish tab through Intl, in the page's language (en-EG,
// ar-EG with Latin digits as on the rest of the site), on Cairo's clock.
import type { Locale } from "../../../lib/i18n";

const tag = (locale: Locale) => (locale === "ar" ? "ar-EG-u-nu-latn" : "en-EG");
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
const once = <T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T => {
  if (!cache.has(key)) cache.set(key, make());
  return cache.get(key) as T;
};

/** "Nov 24, 2026, 4:05 PM" / "24 نوفمبر 2026، 4:05 م". */
export const when = (iso: string, locale: Locale) =>
  once(
    `when:${locale}`,
    () =>
      new Intl.DateTimeFormat(tag(locale), {
        day: "numeric",
        month: "short",
        year: "numeric",
        hour: "numeric",
        minute: "2-digit",
        timeZone: "Africa/Cairo",
      }),
  ).format(new Date(iso));

export const count = (n: number, locale: Locale) => once(`count:${locale}`, () => new Intl.NumberFormat(tag(locale))).format(n);

const unit = (u: "minute" | "second", n: number, locale: Locale) =>
  once(`${u}:${locale}`, () => new Intl.NumberFormat(tag(locale), { style: "unit", unit: u, unitDisplay: "short" })).format(n);

/** "45 sec", "2 min 5 sec" (Intl.DurationFormat is not in every browser yet). */
export function duration(ms: number, locale: Locale): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return unit("second", seconds, locale);
  const rest = seconds % 60;
  const minutes = unit("minute", Math.floor(seconds / 60), locale);
  return rest ? `${minutes} ${unit("second", rest, locale)}` : minutes;
}
