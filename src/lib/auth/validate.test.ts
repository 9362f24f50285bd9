import { describe, expect, it } from "vitest";
import { isCode, normalCode } from "./code";
import { contactErrors, loginError, registerError, safeNext } from "./validate";

describe("loginError (docs/product.md §5)", () => {
  it.each([
    ["", "secret", "login.error.empty"],
    ["   ", "secret", "login.error.empty"],
    ["customer", "", "login.error.empty"],
    ["a@b", "secret", "login.error.email"],
    ["name@example", "secret", "login.error.email"],
    ["012345678", "secret", "login.error.phone"],
    ["0123456789012345", "secret", "login.error.phone"],
    ["customer", "ab", "login.error.password"],
  ])("%j / %j -> %s", (identifier, password, key) => {
    expect(loginError(identifier, password)).toBe(key);
  });

  it.each([
    ["customer", "abc"],
    ["  customer  ", "Demo-Pass-1"],
    ["name@example.com", "abc"],
    ["01012345678", "abc"],
    ["user2024", "abc"],
  ])("accepts %j", (identifier, password) => {
    expect(loginError(identifier, password)).toBeNull();
  });
});

describe("registerError", () => {
  it.each([
    ["", "Secret-11", "Secret-11", "register.error.empty"],
    ["sara", "Secret-11", "", "register.error.empty"],
    ["sara nabil", "Secret-11", "Secret-11", "register.error.username"],
    ["sara", "Secret-11", "Secret-12", "register.error.match"],
    ["sara", "Sec-1", "Sec-1", "register.error.length"],
    ["sara", "secret-11", "secret-11", "register.error.upper"],
    ["sara", "SECRET-11", "SECRET-11", "register.error.lower"],
    ["sara", "Secret-ab", "Secret-ab", "register.error.number"],
  ])("%j %j %j -> %s", (username, password, password2, key) => {
    expect(registerError(username, password, password2)).toBe(key);
  });

  it("accepts a valid form", () => {
    expect(registerError("sara.n@2", "Secret-11", "Secret-11")).toBeNull();
  });
});

describe("contactErrors (issue 28: the e-mail is required, the mobile optional)", () => {
  it.each([
    ["", "", { email: "register.error.emailEmpty" }],
    ["  ", "01012345678", { email: "register.error.emailEmpty" }],
    ["mona@example", "", { email: "register.error.email" }],
    ["mona@example.com", "0101234", { phone_number: "register.error.phone" }],
    ["mona@example.com", "phone", { phone_number: "register.error.phone" }],
    [" mona@example.com ", "", {}],
    ["mona@example.com", "010 1234-5678", {}],
    ["mona@example.com", "+201012345678", {}],
  ])("%j %j", (email, phone, errors) => {
    expect(contactErrors(email, phone)).toEqual(errors);
  });
});

describe("normalCode", () => {
  it("reads Arabic-Indic and Persian digits as ASCII and drops spaces and dashes", () => {
    expect(normalCode("١٢٣ ٤٥٦")).toBe("123456");
    expect(normalCode("۱۲۳-۴۵۶")).toBe("123456");
    expect(isCode("123 456")).toBe(true);
    expect(isCode("12345")).toBe(false);
    expect(isCode("12345a")).toBe(false);
  });
});

describe("safeNext", () => {
  it("keeps paths on this site and refuses anything else", () => {
    expect(safeNext("/en/product/3/?branch=2", "/en/")).toBe("/en/product/3/?branch=2");
    expect(safeNext("https://evil.example/", "/en/")).toBe("/en/");
    expect(safeNext("//evil.example/", "/en/")).toBe("/en/");
    expect(safeNext("/\\evil.example/", "/en/")).toBe("/en/");
    expect(safeNext(null, "/ar/")).toBe("/ar/");
  });
});
