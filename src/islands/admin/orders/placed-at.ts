// When an order was placed, date and time, on Cairo's clock with Latin digits (as every date
// on the site: src/lib/format.ts).
import type { Locale } from "../../../lib/i18n";

const formats = new Map<Locale, Intl.DateTimeFormat>();

export function placedAt(iso: string, locale: Locale): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === "ar" ? "ar-EG-u-nu-latn" : "en-GB", {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: "Africa/Cairo",
    });
    formats.set(locale, format);
  }
  return format.format(new Date(iso));
}
