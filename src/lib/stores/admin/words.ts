// Counted and listed words in the page's language: the plural form a number takes (Arabic has
// six; zero gets its own wording in both languages, though English calls it "other") and a list
// joined as the language joins one ("#12, #13 and #14"; "#12 و#13 و#14"), shortened to a few
// names and "N more" when long.
export type PluralForm = "zero" | "one" | "two" | "few" | "many" | "other";

const tag = (locale: string) => (locale === "ar" ? "ar-EG" : "en-EG");
const plurals = new Map<string, Intl.PluralRules>();
const lists = new Map<string, Intl.ListFormat>();

export function pluralForm(locale: string, n: number): PluralForm {
  if (n === 0) return "zero";
  if (!plurals.has(locale)) plurals.set(locale, new Intl.PluralRules(tag(locale)));
  return (plurals.get(locale)?.select(n) ?? "other") as PluralForm;
}

/** The counted string of a key with the six forms (`{key}.one` …), `{n}` filled in. */
export function counted(forms: Record<PluralForm, string>, locale: string, n: number, values: Record<string, string | number> = {}): string {
  const all: Record<string, string | number> = { n, ...values };
  return forms[pluralForm(locale, n)].replace(/\{(\w+)\}/g, (whole, key: string) => (key in all ? String(all[key]) : whole));
}

export function listOf(locale: string, items: readonly string[]): string {
  if (!lists.has(locale)) lists.set(locale, new Intl.ListFormat(tag(locale), { style: "long", type: "conjunction" }));
  return lists.get(locale)?.format(items) ?? items.join(", ");
}

/**
 * `items` as a list, at most `max` of them named: the rest become one last item ("2 more"),
 * worded by `more` for the count left.
 */
export function shortList(locale: string, items: readonly string[], max: number, more: (left: number) => string): string {
  if (items.length <= max) return listOf(locale, items);
  const shown = items.slice(0, max - 1);
  return listOf(locale, [...shown, more(items.length - shown.length)]);
}

/** Forms under `prefix` in a flat strings object ("admin.orders.confirm.more" -> its six forms). */
export function formsOf(strings: Readonly<Record<string, string>>, prefix: string): Record<PluralForm, string> {
  const get = (form: PluralForm) => strings[`${prefix}.${form}`] ?? strings[`${prefix}.other`] ?? "";
  return { zero: get("zero"), one: get("one"), two: get("two"), few: get("few"), many: get("many"), other: get("other") };
}
