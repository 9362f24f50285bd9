// A counted sentence (`…listings.few`) in the page's language, with the count filled in. Zero
// has its own wording in both languages, though English plural rules call it "other".
import type { AdminStrings } from "../text";
import { fill } from "../../../lib/template";

type Counted = "admin.branches.remove.listings" | "admin.branches.remove.closedOrders" | "admin.branches.remove.openOrders";

const rules = new Map<string, Intl.PluralRules>();

export function counted(t: AdminStrings, locale: string, key: Counted, n: number): string {
  if (!rules.has(locale)) rules.set(locale, new Intl.PluralRules(locale === "ar" ? "ar-EG" : "en-EG"));
  const form = n === 0 ? "zero" : (rules.get(locale)?.select(n) ?? "other");
  return fill(t[`${key}.${form as "zero" | "one" | "two" | "few" | "many" | "other"}`], { n });
}
