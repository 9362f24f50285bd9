// Durations and counts of the Publish tab through Intl, in the page's language (Latin digits
// in both, as on the rest of the site); its dates are the site's (src/lib/format.ts).
import { intlLocale } from "../../../lib/format-date";
import type { Locale } from "../../../lib/i18n";
import { plural } from "../../../lib/plural";
import type { AdminStrings } from "../text";

const cache = new Map<string, Intl.NumberFormat>();
const once = (key: string, make: () => Intl.NumberFormat): Intl.NumberFormat => {
  if (!cache.has(key)) cache.set(key, make());
  return cache.get(key)!;
};

export const count = (n: number, locale: Locale) => once(`count:${locale}`, () => new Intl.NumberFormat(intlLocale(locale))).format(n);

const unit = (u: "minute" | "second", n: number, locale: Locale) =>
  once(`${u}:${locale}`, () => new Intl.NumberFormat(intlLocale(locale), { style: "unit", unit: u, unitDisplay: "short" })).format(n);

/** "3 changes" / "3 تغييرات": the plural form of the page's language (Arabic has six). */
export function changes(t: AdminStrings, locale: Locale, n: number): string {
  return plural(t, locale, "admin.publish.changes", n, { n: count(n, locale) });
}

/** "45 sec", "2 min 5 sec" (Intl.DurationFormat is not in every browser yet). */
export function duration(ms: number, locale: Locale): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return unit("second", seconds, locale);
  const rest = seconds % 60;
  const minutes = unit("minute", Math.floor(seconds / 60), locale);
  return rest ? `${minutes} ${unit("second", rest, locale)}` : minutes;
}
