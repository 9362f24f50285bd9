// Translations are read at build time; each page gets only the strings it renders.
//
// Keys are typed: `Key` is every dotted path of the English file that holds a string
// ("cart.title", "wallet.points.one"), so a missing or misspelt key fails the type-check, and
// the Arabic file must have exactly the same keys (checked below, and by i18n.test.ts).
//
// Islands get their strings ONE way: the page passes `t={strings(locale, "cart", "common")}`,
// an object of the namespaces' strings by full dotted key, typed `Strings<"cart" | "common">`,
// and the island reads `t["cart.title"]` (with `fill()` for placeholders, and `say()` from
// ./strings.ts for a message that is either a key or the server's own text). A key outside the
// namespaces it was given fails the type-check too. There is no i18n runtime in the browser:
// islands import only types from this file.
import ar from "../locales/ar/translation.json";
import en from "../locales/en/translation.json";
import { preferredLanguage } from "#shared/accept-language";

export const LOCALES = ["en", "ar"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The dotted paths of a dictionary's strings. */
type Leaves<T, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
/** The dotted paths of a dictionary's namespaces (objects), at any depth. */
type Branches<T, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? never : `${P}${K}` | Branches<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A translation key: "cart.title". */
export type Key = Leaves<typeof en>;
/** What `strings()` takes: a namespace ("cart", "product.detail") or a single key ("login.show"). */
export type Prefix = Branches<typeof en> | Key;
/** The keys a prefix stands for: the key itself, or every key under the namespace. */
export type KeysOf<P extends Prefix> = Extract<Key, P | `${P}.${string}`>;
/** An island's strings: those of the prefixes the page passed, by full dotted key. */
export type Strings<P extends Prefix> = { readonly [K in KeysOf<P>]: string };

/** A counted key: a group of plural forms ("cart.count" for cart.count.one, .other…; plural.ts). */
export type PluralKey = { [K in Key]: K extends `${infer G}.other` ? G : never }[Key];
type PluralForm = "zero" | "one" | "two" | "few" | "many" | "other";

// Both files have the same keys, but for the plural forms a language has and the other has not
// (Arabic's two, few, many): a key in one language only fails the type-check here, naming it.
type NoKeys<T extends never> = T;
type _OnlyInEnglish = NoKeys<Exclude<Key, Leaves<typeof ar>>>;
type _OnlyInArabic = NoKeys<Exclude<Leaves<typeof ar>, Key | `${PluralKey}.${PluralForm}`>>;

const dictionaries: Record<Locale, unknown> = { en, ar };

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);
export const dirOf = (locale: Locale) => (locale === "ar" ? "rtl" : "ltr");
export const otherLocale = (locale: Locale): Locale => (locale === "ar" ? "en" : "ar");

const at = (node: unknown, path: string): unknown =>
  path.split(".").reduce<unknown>((n, part) => (n as Record<string, unknown> | undefined)?.[part], node);

/** The string at a key; the key itself when the language lacks it, so a gap is visible, not blank. */
export function t(locale: Locale, key: Key): string {
  const node = at(dictionaries[locale], key);
  return typeof node === "string" ? node : key;
}

/**
 * The visitor's language when the URL does not say: a stored choice (cookie), then the
 * browser's languages in order, then English.
 */
export function detectLocale(cookieValue: string | undefined, acceptLanguage: string | null): Locale {
  return isLocale(cookieValue) ? cookieValue : preferredLanguage(acceptLanguage);
}

/**
 * The strings of one or more namespaces (or single keys), flattened to dotted keys: what an
 * island gets as its `t` prop. Every key of the English file under them is there, in `locale`,
 * and a counted key's forms are the language's own (Arabic's two, few and many too).
 */
export function strings<P extends Prefix>(locale: Locale, ...prefixes: P[]): Strings<P> {
  const out: Record<string, string> = {};
  const walk = (node: unknown, path: string) => {
    if (typeof node === "string") out[path] = t(locale, path as Key);
    else if (node && typeof node === "object") {
      const own = "other" in node ? at(dictionaries[locale], path) : undefined;
      for (const [k, v] of Object.entries({ ...node, ...(own as object | undefined) })) walk(v, `${path}.${k}`);
    }
  };
  for (const prefix of prefixes) walk(at(en, prefix), prefix);
  return out as Strings<P>;
}
