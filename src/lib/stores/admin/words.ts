// Listed words in the page's language: a list joined as the language joins one ("#12, #13 and
// #14"; "#12 و#13 و#14"), shortened to a few names and "N more" when long. Counted words are
// lib/plural.ts's.

const tag = (locale: string) => (locale === "ar" ? "ar-EG" : "en-EG");
const lists = new Map<string, Intl.ListFormat>();

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
