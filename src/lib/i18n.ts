// Translations are read at build time; each page gets only the strings it renders.
import ar from "../locales/ar/translation.json";
import en from "../locales/en/translation.json";
import { preferredLanguage } from "./shared/accept-language";

export const LOCALES = ["en", "ar"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

const dictionaries: Record<Locale, unknown> = { en, ar };

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);
export const dirOf = (locale: Locale) => (locale === "ar" ? "rtl" : "ltr");
export const otherLocale = (locale: Locale): Locale => (locale === "ar" ? "en" : "ar");

/** The string at a dotted key; the key itself when missing, so a gap is visible, not blank. */
export function t(locale: Locale, key: string): string {
  let node: unknown = dictionaries[locale];
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === "string" ? node : key;
}

/**
 * The visitor's language when the URL does not say: a stored choice (cookie), then the
 * browser's languages in order, then English.
 */
export function detectLocale(cookieValue: string | undefined, acceptLanguage: string | null): Locale {
  return isLocale(cookieValue) ? cookieValue : preferredLanguage(acceptLanguage);
}

/** The strings of one or more namespaces, flattened to dotted keys: what an island gets as props. */
export function strings(locale: Locale, ...prefixes: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (node: unknown, path: string) => {
    if (typeof node === "string") out[path] = node;
    else if (node && typeof node === "object") for (const [k, v] of Object.entries(node)) walk(v, path ? `${path}.${k}` : k);
  };
  for (const prefix of prefixes)
    walk(
      prefix.split(".").reduce<unknown>((node, k) => (node as Record<string, unknown> | undefined)?.[k], dictionaries[locale]),
      prefix,
    );
  return out;
}
