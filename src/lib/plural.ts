// Counted strings (issue 23 item 20): a count's sentence in the page's language, chosen by
// Intl.PluralRules. A counted key is a group of forms in the translation files,
// `cart.count.one`, `cart.count.other`…: Arabic has all six of its forms (zero, one, two, few,
// many, other: "منتجان", "3 منتجات", "11 منتجًا"), English its two (one, other), and may add
// `zero` for a wording of its own ("expires today"); i18n.test.ts checks every group. Like
// template.ts this runs in islands too: it needs only the island's `t`.
import type { Locale } from "./i18n";
import { fill } from "./template";

export const PLURAL_FORMS = ["zero", "one", "two", "few", "many", "other"] as const;
export type PluralForm = (typeof PLURAL_FORMS)[number];

const rules = new Map<Locale, Intl.PluralRules>();

/** The form `n` takes in the language: Intl.PluralRules', or the group's own zero when it has one. */
export function pluralForm(locale: Locale, n: number, hasZero = false): PluralForm {
  if (n === 0 && hasZero) return "zero";
  let rule = rules.get(locale);
  if (!rule) rules.set(locale, (rule = new Intl.PluralRules(locale)));
  return rule.select(n) as PluralForm;
}

/**
 * The sentence of a counted key for `n`, with `{n}` and `{count}` (and any other `values`) filled
 * in: plural(t, locale, "cart.count", 2) is "2 items", "منتجان". `t` is the island's strings (or
 * strings(locale, key) on the server); the key must be a group of forms among them.
 */
export function plural<K extends string>(
  t: { readonly [k in `${K}.other`]: string },
  locale: Locale,
  key: K,
  n: number,
  values: Record<string, string | number> = {},
): string {
  const forms = t as unknown as Record<string, string | undefined>;
  const form = pluralForm(locale, n, forms[`${key}.zero`] !== undefined);
  return fill(forms[`${key}.${form}`] ?? forms[`${key}.other`] ?? key, { n, count: n, ...values });
}
