import { describe, expect, it } from "vitest";
import ar from "../locales/ar/translation.json";
import en from "../locales/en/translation.json";
import { strings, t } from "./i18n";

/** Every string of a dictionary by its dotted key. */
const flat = (node: object, path = ""): [string, unknown][] =>
  Object.entries(node).flatMap(([k, v]) => (v && typeof v === "object" ? flat(v, `${path}${k}.`) : [[`${path}${k}`, v] as [string, unknown]]));
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

const english = new Map(flat(en));
const arabic = new Map(flat(ar));

describe("the translation files", () => {
  it("have exactly the same keys in English and Arabic", () => {
    expect(
      [...english.keys()].filter((k) => !arabic.has(k)),
      "only in English",
    ).toEqual([]);
    expect(
      [...arabic.keys()].filter((k) => !english.has(k)),
      "only in Arabic",
    ).toEqual([]);
  });

  it("hold a non-blank string at every key", () => {
    const blank = [...english, ...arabic].filter(([, v]) => typeof v !== "string" || !v.trim()).map(([k]) => k);
    expect(blank).toEqual([]);
  });

  it("use the same placeholders in both languages (an Arabic plural form may spell its number out)", () => {
    const differ = [...english]
      .filter(([key, text]) => {
        const [mine, theirs] = [placeholders(String(text)), placeholders(String(arabic.get(key) ?? ""))];
        const pluralForm = /\.(zero|one|two)$/.test(key);
        return theirs.some((p) => !mine.includes(p)) || (!pluralForm && mine.join() !== theirs.join());
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
  });
});
