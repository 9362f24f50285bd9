// A product's texts in the page's language, falling back to the other one (docs/product.md:
// every name and description exists in both languages, each falling back to the other).
import type { Locale } from "../i18n";
import { stripHtml } from "#shared/normalize";

interface Bilingual {
  description: string;
  description_ar: string;
  short_description: string;
  short_description_ar: string;
}

/** The text and the language it is really in (the fallback is marked with its own `lang`). */
export function localText(product: Bilingual, field: "description" | "short_description", locale: Locale): { text: string; lang: Locale } {
  const en = product[field]?.trim() ?? "";
  const ar = product[`${field}_ar`]?.trim() ?? "";
  const [mine, theirs] = locale === "ar" ? [ar, en] : [en, ar];
  if (mine || !theirs) return { text: mine, lang: locale };
  return { text: theirs, lang: locale === "ar" ? "en" : "ar" };
}

/** At most `max` characters, cut at a word boundary with an ellipsis. */
export function truncate(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The meta description: the short description, else the description as plain text. */
export function metaDescription(product: Bilingual, locale: Locale): string {
  const short = localText(product, "short_description", locale).text;
  return truncate(stripHtml(short || localText(product, "description", locale).text));
}
