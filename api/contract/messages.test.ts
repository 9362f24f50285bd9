// The catalogue says every message in both languages, and say() writes a message so that its
// Arabic can be found again by id (localize.test.ts checks the same through real answers).
import { describe, expect, it } from "vitest";
import { type Entry, MESSAGES } from "./messages";
import { inArabic, say } from "./said";

const ARABIC = /[\u0600-\u06ff]/;
const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
/** Arabic, unless the message is only its values ("{file}: {why}"). */
const saysArabic = (text: string) => ARABIC.test(text) || !/\p{L}/u.test(text.replace(/\{\w+\}/g, ""));

describe("the message catalogue", () => {
  it("says every message in English and in Arabic, naming the same values", () => {
    for (const [id, { en, ar }] of Object.entries(MESSAGES)) {
      expect([id, ARABIC.test(en), saysArabic(ar)]).toEqual([id, false, true]);
      expect([id, names(ar)]).toEqual([id, names(en)]);
    }
  });

  it("gives each message its own English, so a text said is one message", () => {
    const texts = Object.values(MESSAGES).map((m) => m.en);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it("refuses, when type-checked, an entry without Arabic and a message it does not have", () => {
    // @ts-expect-error an entry needs its Arabic
    const englishOnly = { x: { en: "Only English." } } satisfies Record<string, Entry>;
    // @ts-expect-error no such message
    const unknown = () => say("noSuchMessage");
    // @ts-expect-error a message with values needs them, by their names
    const withoutValues = () => say("maxChars");
    // @ts-expect-error a wrong name for a value
    const wrongValue = () => say("maxChars", { m: 3 });
    expect([englishOnly, unknown, withoutValues, wrongValue]).toHaveLength(4);
  });
});

describe("say", () => {
  it("writes the English, and the same message in Arabic by id", () => {
    const text = say("maxChars", { n: 150 });
    expect(text).toBe("Ensure this field has no more than 150 characters.");
    expect(inArabic(text)).toBe("تأكد من ألا يزيد هذا الحقل على 150 حرفًا.");
  });

  it("says names, counts and wrapped messages in each language's own words", () => {
    const line = say("item", { n: 2, message: say("quantityAtLeastOne") });
    expect([line, inArabic(line)]).toEqual(["Item 2: quantity must be at least 1.", "البند 2: يجب ألا تقل الكمية عن 1."]);
    const field = say("item", { n: 1, message: say("fieldWhole", { field: "product_id" }) });
    expect(inArabic(field)).toBe("البند 1: يجب أن تكون قيمة رقم المنتج عددًا صحيحًا.");
    const wait = say("tooManyAttempts", { what: "login attempts", minutes: 2 });
    expect([wait, inArabic(wait)]).toEqual([
      "Too many login attempts. Try again in 2 minutes.",
      "محاولات تسجيل الدخول كثيرة جدًا. حاول مرة أخرى بعد دقيقتين.",
    ]);
    expect(say("tooManyAttempts", { what: "password attempts", minutes: 1 })).toBe("Too many password attempts. Try again in 1 minute.");
    const move = say("orderCannotMove", { from: "delivered", to: "pending" });
    expect(inArabic(move)).toBe("لا يمكن تغيير حالة الطلب من «تم التوصيل» إلى «قيد الانتظار».");
  });

  it("keeps a value a client sent as it is, even one that names a thing", () => {
    expect(inArabic(say("notAChoice", { value: "pending" }))).toBe("«pending» ليس خيارًا صحيحًا.");
    expect(inArabic(say("fileRefused", { file: "photo.png", why: say("emptyFile") }))).toBe("photo.png: الملف المرسل فارغ.");
  });

  it("leaves a text nobody said as it is", () => {
    expect(inArabic("Something nobody wrote.")).toBe("Something nobody wrote.");
    expect(inArabic("pending")).toBe("pending");
  });
});
