// The API answers in Arabic when the visitor's language is Arabic, and in its contract's
// English otherwise (docs/decisions/0008).
import { describe, expect, it } from "vitest";
import { api, createUser, PASSWORD, tokenFor, unique } from "../../test/factories";
import { address } from "../auth/test-helpers";
import { errorBodyInArabic } from "./localize";
import { say } from "#contract/said";

const wrongLogin = (headers: Record<string, string> = {}) =>
  api("POST", "/api/auth/login/", {
    json: { identifier: unique("ghost"), password: PASSWORD },
    headers: { "cf-connecting-ip": address(), ...headers },
  });

describe("messages in the visitor's language", () => {
  it("says a wrong login in Arabic when Accept-Language prefers Arabic, in English otherwise", async () => {
    const arabic = await wrongLogin({ "accept-language": "ar-EG,ar;q=0.9,en;q=0.8" });
    expect(arabic.status).toBe(401);
    expect(arabic.data).toEqual({ detail: "اسم المستخدم أو كلمة المرور غير صحيحة." });
    expect(arabic.headers.get("content-language")).toBe("ar");

    const plain = await wrongLogin();
    expect(plain.data).toEqual({ detail: "No active account found with the given credentials" });
    expect(plain.headers.get("content-language")).toBeNull();
    const english = await wrongLogin({ "accept-language": "en-US,en;q=0.9,ar;q=0.5" });
    expect(english.data).toEqual({ detail: "No active account found with the given credentials" });
  });

  it("translates every field's messages of a 400 and keeps the keys", async () => {
    const body = { username: unique("u"), password: "short", password2: "short", email: "not-an-email" };
    const res = await api("POST", "/api/auth/register/", { json: body, headers: { "accept-language": "ar" } });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({
      password: ["يجب أن تتكون كلمة المرور من 8 أحرف على الأقل."],
      email: ["أدخل بريدًا إلكترونيًا صحيحًا."],
    });
    const english = await api("POST", "/api/auth/register/", { json: body });
    expect(english.data.password).toEqual(["Password must be at least 8 characters long."]);
  });

  it("translates a checkout's field errors and its item lines", async () => {
    const token = await tokenFor(await createUser());
    const json = { items: [{ product_id: "x", branch_id: 1, quantity: 0, price: "1" }], address: { mobile: "123" } };
    const res = await api("POST", "/api/orders/", { token, json, headers: { "accept-language": "ar;q=0.9, en;q=0.1" } });
    expect(res.status).toBe(400);
    expect(res.data).toMatchObject({
      area_id: ["هذا الحقل مطلوب."],
      mobile: ["أدخل رقم موبايل مصريًا صحيحًا."],
      items: ["البند 1: يجب أن تكون قيمة رقم المنتج عددًا صحيحًا.", "البند 1: يجب ألا تقل الكمية عن 1."],
    });
  });

  it("translates a taken e-mail, notFound's answer and a success detail, and keeps other headers", async () => {
    const user = await createUser({ email: `${unique("mail")}@example.com` });
    const taken = await api("POST", "/api/auth/register/", {
      json: { username: unique("u"), password: PASSWORD, password2: PASSWORD, email: user.email },
      headers: { "accept-language": "ar" },
    });
    expect(taken.data.email).toEqual(["يوجد حساب مسجل بهذا البريد الإلكتروني بالفعل."]);

    const missing = await api("GET", "/api/no-such-thing/", { headers: { "accept-language": "ar" } });
    expect([missing.status, missing.data]).toEqual([404, { detail: "غير موجود." }]);

    const login = await api("POST", "/api/auth/login/", {
      json: { identifier: user.username, password: PASSWORD },
      headers: { "cf-connecting-ip": address() },
    });
    const changed = await api("PUT", "/api/auth/change-password/", {
      token: login.data.access,
      json: { old_password: PASSWORD, new_password: "Newer-Pass-2" },
      headers: { "accept-language": "ar" },
    });
    expect(changed.status).toBe(200);
    expect(changed.data.detail).toBe("تم تحديث كلمة المرور بنجاح.");
    expect(typeof changed.data.access).toBe("string");
  });

  it("keeps a 429's Retry-After and says the wait in Arabic", async () => {
    const json = { identifier: unique("ghost"), password: PASSWORD };
    const headers = { "cf-connecting-ip": address(), "accept-language": "ar" };
    let res = await api("POST", "/api/auth/login/", { json, headers });
    for (let i = 0; i < 10 && res.status !== 429; i++) res = await api("POST", "/api/auth/login/", { json, headers });
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    // A name locked after its failures (ADR 0027): the lock's own message, its minutes in Arabic.
    expect(res.data.detail).toBe(
      "محاولات دخول فاشلة كثيرة جدًا لهذا الحساب. حاول مرة أخرى بعد دقيقة واحدة، أو سجّل الدخول من جهاز استخدمته معه من قبل.",
    );
  });
});

describe("an error body in Arabic", () => {
  it("translates its messages and no other strings", () => {
    const body = {
      detail: say("notEnoughStock"),
      code: "out_of_stock",
      items: [{ product_id: 1, branch_id: 2, available: 0 }],
      email: [say("badEmail")],
      non_field_errors: [say("passwordsDiffer")],
      status: "pending",
    };
    expect(errorBodyInArabic(body)).toEqual({
      detail: "الكمية المتوفرة في المخزون غير كافية.",
      code: "out_of_stock",
      items: [{ product_id: 1, branch_id: 2, available: 0 }],
      email: ["أدخل بريدًا إلكترونيًا صحيحًا."],
      non_field_errors: ["كلمتا المرور غير متطابقتين."],
      status: "pending",
    });
  });
});
