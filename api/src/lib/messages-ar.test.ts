// The Arabic catalogue is complete: every message literal in the API and the contract has an
// entry, so a new English message cannot ship untranslated. The sources are read at build
// time by Vite (workerd has no file system).
import { describe, expect, it } from "vitest";
import { sourceLiterals } from "./message-literals";
import { MESSAGES_AR, TEMPLATES_AR } from "./messages-ar";
import { translateErrorBody, translateMessage } from "./translate";

// Vite's own types (vite/client) would also retype the worker's .ttf imports; this is all we use.
declare global {
  interface ImportMeta {
    glob(patterns: string[], options: { query: "?raw"; import: "default"; eager: true }): Record<string, string>;
  }
}

const sources = {
  // The OpenAPI document's descriptions are for developers, in English only: not messages.
  ...import.meta.glob(["../**/*.ts", "!../**/*.test.ts", "!./messages-ar.ts", "!../openapi/**"], { query: "?raw", import: "default", eager: true }),
  ...import.meta.glob(["../../../src/lib/contract/*.ts", "!../../../src/lib/contract/*.test.ts"], {
    query: "?raw",
    import: "default",
    eager: true,
  }),
};

// Literals that look like messages but never reach a client as one.
const NOT_MESSAGES = new Set(["/CIDInit /ProcSet findresource begin", "xref\n0 {}\n"]);

// Where a text becomes a message whatever its punctuation ("SKU already exists").
const MESSAGE_PLACE = /(?:detail|message|error): $|(?:unauthorized|forbidden|notFound|badRequest|conflict)\($|\[ ?$/;

function messagesIn(source: string): string[] {
  return sourceLiterals(source)
    .filter(({ text, before }) => text.includes(" ") && (/[.!?]$/.test(text) || MESSAGE_PLACE.test(before)))
    .map(({ text }) => text)
    .filter((text) => !NOT_MESSAGES.has(text));
}

const SAMPLES = ["1", "quantity", "pending", ""];
/** Each way of filling a template literal's `{}` parts with a sample value. */
function filled(text: string): string[] {
  const parts = text.split("{}");
  let out = [parts[0]];
  for (const part of parts.slice(1)) out = out.flatMap((head) => SAMPLES.map((value) => head + value + part));
  return out;
}

/** Translated as it is, or as the tail of a field-named message ("quantity" + " is required."). */
const isTranslated = (text: string) =>
  filled(text).some((message) => translateMessage(message) !== message || translateMessage(`quantity ${message}`) !== `quantity ${message}`);

const ARABIC = /[\u0600-\u06ff]/;

describe("the Arabic message catalogue", () => {
  it("reads the API's and the contract's source files", () => {
    const files = Object.keys(sources);
    expect(files.some((f) => f.endsWith("/auth/session-routes.ts"))).toBe(true);
    expect(files.some((f) => f.endsWith("/contract/auth.ts"))).toBe(true);
    expect(files.some((f) => f.endsWith(".test.ts"))).toBe(false);
  });

  it("has an entry for every message in the source", () => {
    const found = new Set(Object.values(sources).flatMap(messagesIn));
    expect(found.size).toBeGreaterThan(100);
    const missing = [...found].filter((text) => !isTranslated(text)).sort();
    expect(missing).toEqual([]);
  });

  it("finds messages wherever the code writes them", () => {
    const code = [
      'throw badRequest("Something odd");',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text with a template literal, as the lexer reads it
      "const m = `Too few ${n} things.`;",
      "// A comment. With sentences.",
      'const re = /"quoted."/; const x = "single";',
      'errors.name = ["Taken here"];',
      'const y = a / b; const z = "Caf\\u00e9 is \\"closed\\".";',
    ].join("\n");
    expect(messagesIn(code)).toEqual(["Something odd", "Too few {} things.", "Taken here", 'Café is "closed".']);
    expect(isTranslated("Something odd")).toBe(false);
    expect(isTranslated("Ensure this field has no more than {} characters.")).toBe(true);
  });

  it("says every entry in Arabic", () => {
    for (const [en, ar] of Object.entries(MESSAGES_AR)) expect([en, ARABIC.test(ar)]).toEqual([en, true]);
    for (const { en } of TEMPLATES_AR) {
      const translated = filled(en.replace(/\{\w+\}/g, "{}"))
        .map(translateMessage)
        .find((t) => ARABIC.test(t));
      expect([en, translated !== undefined && !translated.includes("undefined")]).toEqual([en, true]);
    }
  });

  it("fills templates, wraps a line's message and leaves unknown text alone", () => {
    expect(translateMessage("Ensure this field has no more than 150 characters.")).toBe("تأكد من ألا يزيد هذا الحقل على 150 حرفًا.");
    expect(translateMessage("Item 2: quantity must be at least 1.")).toBe("البند 2: يجب ألا تقل الكمية عن 1.");
    expect(translateMessage("Item 3: this product is not available in this branch.")).toBe("البند 3: هذا المنتج غير متوفر في هذا الفرع.");
    expect(translateMessage("Too many login attempts. Try again in 2 minutes.")).toBe("محاولات تسجيل الدخول كثيرة جدًا. حاول مرة أخرى بعد دقيقتين.");
    expect(translateMessage("Cannot change an order from delivered to pending.")).toBe(
      "لا يمكن تغيير حالة الطلب من «تم التوصيل» إلى «قيد الانتظار».",
    );
    expect(translateMessage("Something nobody wrote.")).toBe("Something nobody wrote.");
    expect(translateMessage("Some Thing is required.")).toBe("Some Thing is required.");
  });

  it("translates an error body's messages and no other strings", () => {
    const body = {
      detail: "Not enough stock.",
      code: "out_of_stock",
      items: [{ product_id: 1, branch_id: 2, available: 0 }],
      email: ["Enter a valid email address."],
      non_field_errors: ["Passwords do not match."],
      status: "pending",
    };
    expect(translateErrorBody(body)).toEqual({
      detail: "الكمية المتوفرة في المخزون غير كافية.",
      code: "out_of_stock",
      items: [{ product_id: 1, branch_id: 2, available: 0 }],
      email: ["أدخل بريدًا إلكترونيًا صحيحًا."],
      non_field_errors: ["كلمتا المرور غير متطابقتين."],
      status: "pending",
    });
  });
});
