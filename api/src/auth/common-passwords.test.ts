import { describe, expect, it } from "vitest";
import { newPassword } from "#contract/auth";
import COMMON from "../../assets/common-passwords.txt";
import { api, createUser, PASSWORD, tokenFor, unique } from "../../test/factories";
import { isCommonPassword, listed } from "./common-passwords";
import { verifyPassword } from "./password";
import { userRow, usersNamed } from "./test-helpers";

const EN =
  "This password is too common: it is on a list of passwords leaked in data breaches, or is one of them with numbers or symbols added. Choose one that is harder to guess.";
const AR =
  "كلمة المرور هذه شائعة جدًا: فهي ضمن قائمة كلمات مرور تسرّبت في اختراقات للبيانات، أو إحداها مع أرقام أو رموز مضافة. اختر كلمة مرور يصعب تخمينها.";

// From the top of the list, from deep in it (ranks 90,000 to 96,500), in other cases, and listed words with a tail added.
const REFUSED = [
  "Password1",
  "Qwerty123",
  "pASSWORD1",
  "pAsSwOrD1",
  "qWERTY123",
  "Bball123",
  "Tambov68",
  "Mazda626",
  "WaDDLE111",
  "Monkey123!",
  "Sunshine2024",
  "Mohamed1990",
  "Ahmed@2026",
  "Egypt12345",
  "Cairo-2026",
];
const ACCEPTED = ["Test-Pass-1", "Demo-Pass-1", "Brand-New-7", "Tahrir-Kite-58", "Koshary4Breakfast"];

describe("the common-passwords list", () => {
  const entries = COMMON.split("\n");

  it("is lower-case, sorted by UTF-16 code unit and without duplicates, as the binary search needs", () => {
    expect(entries.length).toBeGreaterThan(50_000);
    for (let i = 1; i < entries.length; i++) expect(entries[i - 1] < entries[i]).toBe(true);
    expect(entries.every((e) => e !== "" && e === e.toLowerCase())).toBe(true);
  });

  it("finds every entry and nothing between them", () => {
    expect(entries.every((e) => listed(COMMON, e))).toBe(true);
    for (const e of entries.slice(0, 2000)) {
      expect(listed(COMMON, `${e}\u0000`)).toBe(false);
      expect(listed(COMMON, e.slice(0, -1))).toBe(entries.includes(e.slice(0, -1)));
    }
  });

  it("searches a small list at its ends, its middle and outside it", () => {
    const list = ["apple", "kiwi", "mango", "pear", "plum"].join("\n");
    for (const w of ["apple", "kiwi", "mango", "pear", "plum"]) expect(listed(list, w)).toBe(true);
    for (const w of ["", "aardvark", "app", "apples", "lime", "pea", "pears", "zebra"]) expect(listed(list, w)).toBe(false);
    expect(listed("", "apple")).toBe(false);
    expect(listed("solo", "solo")).toBe(true);
  });

  it.each(REFUSED)("refuses %s", (password) => {
    expect(newPassword.safeParse(password).success).toBe(true); // the other rules let it through
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(ACCEPTED)("accepts %s", (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });

  it("takes a listed word with a tail only when the word has four characters or more", () => {
    expect(isCommonPassword("Love12345678")).toBe(true);
    expect(isCommonPassword("Abc-94718263")).toBe(false);
  });

  // scripts/common-passwords.mjs leaves out entries no password passing these rules could match
  // ("123456", "qwerty" as a whole password): if a rule is relaxed, regenerate the list without that filter.
  it.each([
    ["shorter than 8", "Abcdef1"],
    ["no digit", "Qwertyuiop"],
    ["one ASCII letter", "1234567A"],
    ["no letter", "12345678"],
  ])("the rules the list's filter leans on still refuse a password with %s", (_, password) => {
    expect(newPassword.safeParse(password).success).toBe(false);
  });
});

const register = (json: Record<string, unknown>, language = "en") =>
  api("POST", "/api/auth/register/", { json: { email: `${unique("pw")}@example.com`, ...json }, headers: { "accept-language": language } });
const change = (token: string, json: unknown, language = "en") =>
  api("PUT", "/api/auth/change-password/", { token, json, headers: { "accept-language": language } });

describe("a common password as a new password", () => {
  it.each(["Password1", "Qwerty123", "qWERTY123", "Mazda626", "Sunshine2024"])("is refused at registration: %s", async (password) => {
    const username = unique("common");
    const res = await register({ username, password, password2: password });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ password: [EN] });
    expect(await usersNamed(username)).toBe(0);
  });

  it("is refused at registration in Arabic, with the other fields' errors alongside", async () => {
    const res = await register({ username: "two words", password: "Password1", password2: "Password1", email: "nope" }, "ar");
    expect(res.status).toBe(400);
    expect(res.data).toEqual({
      username: ["أدخل اسم مستخدم صحيحًا: حروف وأرقام و @ . + - _ فقط."],
      password: [AR],
      email: ["أدخل بريدًا إلكترونيًا صحيحًا."],
    });
  });

  it("is reported only after the other rules: a short common one is too short", async () => {
    const res = await register({ username: unique("short"), password: "pass1", password2: "pass1" });
    expect(res.data).toEqual({ password: ["Password must be at least 8 characters long."] });
  });

  it("leaves an uncommon password to register", async () => {
    const password = "Tahrir-Kite-58";
    const res = await register({ username: unique("uncommon"), password, password2: password });
    expect(res.status).toBe(201);
  });

  it.each([
    ["Password1", "en", EN],
    ["Qwerty123", "ar", AR],
    ["TAMBOv68", "en", EN],
    ["Monkey123!", "ar", AR],
  ])("is refused at password change: %s (%s), and the password stays", async (password, language, message) => {
    const user = await createUser();
    const res = await change(await tokenFor(user), { old_password: PASSWORD, new_password: password }, language);
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ new_password: [message] });
    expect((await userRow(user.id))!.password_hash).toBe(user.password_hash);
  });

  it("leaves an uncommon password to be changed to", async () => {
    const user = await createUser();
    const res = await change(await tokenFor(user), { old_password: PASSWORD, new_password: "Koshary4Breakfast" });
    expect(res.status).toBe(200);
    expect(await verifyPassword("Koshary4Breakfast", (await userRow(user.id))!.password_hash)).toBe(true);
  });
});
