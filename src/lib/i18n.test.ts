import { describe, expect, it } from "vitest";
import ar from "../locales/ar/translation.json";
import en from "../locales/en/translation.json";
import { detectLocale, strings, t } from "./i18n";
import { PLURAL_FORMS, pluralForm } from "./plural";

/** Every string of a dictionary by its dotted key. */
const flat = (node: object, path = ""): [string, unknown][] =>
  Object.entries(node).flatMap(([k, v]) => (v && typeof v === "object" ? flat(v, `${path}${k}.`) : [[`${path}${k}`, v] as [string, unknown]]));
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

const english = new Map(flat(en));
const arabic = new Map(flat(ar));

/** The counted keys (groups of plural forms, lib/plural.ts) of a dictionary. */
const groups = (entries: Map<string, unknown>) => new Set([...entries.keys()].filter((k) => k.endsWith(".other")).map((k) => k.slice(0, -6)));
const formOf = (key: string) => key.slice(key.lastIndexOf(".") + 1);
const inGroup = (key: string, of: Set<string>) => of.has(key.slice(0, key.lastIndexOf(".")));

describe("the translation files", () => {
  it("have exactly the same keys in English and Arabic, but for the plural forms one language has", () => {
    const counted = groups(english);
    expect(
      [...english.keys()].filter((k) => !arabic.has(k)),
      "only in English",
    ).toEqual([]);
    expect(
      [...arabic.keys()].filter((k) => !english.has(k) && !inGroup(k, counted)),
      "only in Arabic",
    ).toEqual([]);
    expect([...groups(arabic)]).toEqual([...counted]);
  });

  it("give every counted key all the forms of each language's plural rules", () => {
    const formsIn = (entries: Map<string, unknown>, group: string) => PLURAL_FORMS.filter((f) => entries.has(`${group}.${f}`));
    const checked = [...groups(english)].map((group) => ({ group, en: formsIn(english, group), ar: formsIn(arabic, group) }));
    // Arabic: zero, one, two, few, many and other; English: one and other, and a zero of its own wording if it wants.
    for (const { group, en, ar } of checked) {
      expect(ar, group).toEqual([...PLURAL_FORMS]);
      expect(
        en.filter((f) => f !== "zero"),
        group,
      ).toEqual(["one", "other"]);
    }
    // Every form Intl.PluralRules can choose is there, for counts from 0 to 1,000.
    for (const [locale, entries] of [
      ["en", english],
      ["ar", arabic],
    ] as const)
      for (let n = 0; n <= 1000; n++)
        for (const group of groups(english)) expect(entries.has(`${group}.${pluralForm(locale, n)}`), `${locale} ${group} ${n}`).toBe(true);
    expect(checked.length).toBeGreaterThan(15);
  });

  it('count a noun only through a counted key (no "{count} items" outside one)', () => {
    const counted = groups(english);
    const loose = [...english]
      .filter(([key, text]) => !inGroup(key, counted) && /\{(n|count|done)\} [a-z]+s\b/.test(String(text)))
      .map(([key]) => key);
    expect(loose).toEqual([]);
  });

  it("hold a non-blank string at every key", () => {
    const blank = [...english, ...arabic].filter(([, v]) => typeof v !== "string" || !v.trim()).map(([k]) => k);
    expect(blank).toEqual([]);
  });

  it("use the same placeholders in both languages (a plural form may spell its number out)", () => {
    const counted = groups(english);
    const differ = [...arabic]
      .filter(([key, text]) => {
        const form = inGroup(key, counted);
        // A plural form is held to the same form in English when English has it ("one" may name
        // the one order: "Cancel order {orders}?"), else to its group's English "other".
        const group = key.slice(0, key.lastIndexOf("."));
        const mine = placeholders(String(english.get(form && !english.has(key) ? `${group}.other` : key) ?? ""));
        const theirs = placeholders(String(text));
        const spelled = form && ["zero", "one", "two"].includes(formOf(key));
        return theirs.some((p) => !mine.includes(p)) || (!spelled && mine.join() !== theirs.join());
      })
      .map(([key]) => key);
    expect(differ).toEqual([]);
  });
});

describe("t and strings", () => {
  it("read a key in either language", () => {
    expect(t("en", "cart.title")).toBe("Cart");
    expect(t("ar", "cart.title")).toBe(ar.cart.title);
  });

  it("give an island every string under its namespaces and keys, by full dotted key", () => {
    const picked = strings("ar", "stock", "login.show");
    expect(picked).toEqual({ "stock.out": ar.stock.out, "stock.low": ar.stock.low, "stock.in": ar.stock.in, "login.show": ar.login.show });
    expect(Object.keys(strings("en", "wallet.points"))).toEqual(Object.keys(en.wallet.points).map((k) => `wallet.points.${k}`));
    // A counted key's forms are the language's own: Arabic's two, few and many too.
    expect(Object.keys(strings("en", "cart.count"))).toEqual(["cart.count.one", "cart.count.other"]);
    expect(Object.keys(strings("ar", "cart.count")).sort()).toEqual(PLURAL_FORMS.map((f) => `cart.count.${f}`).sort());
    expect(strings("ar", "cart")["cart.count.two" as "cart.count.other"]).toBe(ar.cart.count.two);
  });
});

describe("detectLocale (the site's redirects)", () => {
  it("takes the stored choice first, then the same rule as the API", () => {
    expect(detectLocale("ar", "en")).toBe("ar");
    expect(detectLocale("fr", "ar-EG")).toBe("ar");
    expect(detectLocale(undefined, "ar; q=0.9, en; q=0.8")).toBe("ar");
    expect(detectLocale(undefined, "ar;q=1.5, en;q=0.5")).toBe("en");
    expect(detectLocale(undefined, null)).toBe("en");
  });
});
