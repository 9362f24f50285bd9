// The forgot-password form's store (issue 28 point 2): the two steps, the live rules, and each
// answer of the API put where the form shows it.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { codeSent } from "#contract/auth";
import { answer, detailAnswer, fieldErrorsAnswer } from "../api/answer.test-support";
import {
  $reset,
  $resetReady,
  askAgain,
  askCode,
  confirmReset,
  FAILED,
  NO_CODE,
  NO_IDENTIFIER,
  resetResetForm,
  setResetFetcher,
  setResetField,
  TOO_MANY,
} from "./password-reset";

const SENT = "If this names an account with a confirmed e-mail or phone, we sent a code to it. It works once, for 15 minutes.";
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function api(...answers: (() => Response)[]) {
  const calls: { path: string; body: unknown }[] = [];
  setResetFetcher(async (url, init) => {
    calls.push({ path: String(url), body: JSON.parse(String(init?.body)) });
    const next = answers.shift();
    if (!next) throw new Error("no answer left");
    return next();
  });
  return calls;
}

const toConfirm = async () => {
  api(() => answer(codeSent, { detail: SENT, expires_in: 900 }, 202));
  setResetField("identifier", " mona@example.com ");
  expect(await askCode()).toBe(true);
};

beforeEach(() => resetResetForm());
afterEach(() => setResetFetcher(undefined));

describe("step one: asking for a code", () => {
  it("asks nothing without an identifier, and says so under the field", async () => {
    const calls = api();
    expect(await askCode()).toBe(false);
    expect(calls).toEqual([]);
    expect($reset.get().errors).toEqual({ identifier: NO_IDENTIFIER });
  });

  it("sends the trimmed identifier and moves on with the API's sentence", async () => {
    const calls = api(() => answer(codeSent, { detail: SENT, expires_in: 900 }, 202));
    setResetField("identifier", " mona@example.com ");
    expect(await askCode()).toBe(true);
    expect(calls).toEqual([{ path: "/api/auth/password-reset/", body: { identifier: "mona@example.com" } }]);
    expect($reset.get()).toMatchObject({ step: "confirm", status: SENT, busy: false, resent: false });
  });

  it("shows a per-field 400 under the field, and a 429's words or the fallback as the form's", async () => {
    api(() => fieldErrorsAnswer({ identifier: ["Ensure this field has no more than 254 characters."] }));
    setResetField("identifier", "x");
    await askCode();
    expect($reset.get()).toMatchObject({ step: "ask", errors: { identifier: "Ensure this field has no more than 254 characters." }, error: null });
    api(() => detailAnswer(429, "Too many codes asked for. Try again in 14 minutes."));
    await askCode();
    expect($reset.get()).toMatchObject({ step: "ask", errors: {}, error: "Too many codes asked for. Try again in 14 minutes." });
    api(() => json(429, {}));
    await askCode();
    expect($reset.get().error).toBe(TOO_MANY);
    setResetFetcher(async () => {
      throw new TypeError("offline");
    });
    await askCode();
    expect($reset.get()).toMatchObject({ busy: false, error: FAILED });
  });
});

describe("step two: the code and the new password", () => {
  beforeEach(toConfirm);

  it("may be sent only with six digits, every rule met and the confirmation equal", () => {
    expect($resetReady.get()).toBe(false);
    setResetField("code", "12345");
    setResetField("new_password", "Fresh-Start-42");
    setResetField("confirm", "Fresh-Start-42");
    expect($resetReady.get()).toBe(false);
    setResetField("code", "١٢٣ ٤٥٦"); // Arabic-Indic digits, as a phone set to Arabic types them
    expect($resetReady.get()).toBe(true);
    setResetField("new_password", "fresh-start-42");
    expect($resetReady.get()).toBe(false);
  });

  it("sends the code as ASCII digits with the identifier, and hands back the user and the sentence", async () => {
    const user = { id: 7, username: "mona", first_name: "", last_name: "", phone_number: null, email: "mona@example.com", role: "customer" };
    const calls = api(() => json(200, { detail: "Your new password is set.", user }));
    setResetField("code", "١٢٣٤٥٦");
    setResetField("new_password", "Fresh-Start-42");
    setResetField("confirm", "Fresh-Start-42");
    expect(await confirmReset()).toEqual({ ok: true, detail: "Your new password is set.", user });
    expect(calls).toEqual([
      { path: "/api/auth/password-reset/confirm/", body: { identifier: "mona@example.com", code: "123456", new_password: "Fresh-Start-42" } },
    ]);
    expect($reset.get()).toMatchObject({ busy: false, code: "", new_password: "", confirm: "" });
  });

  it("refuses a code that is not six digits before asking", async () => {
    const calls = api();
    setResetField("code", "12a456");
    expect(await confirmReset()).toEqual({ ok: false });
    expect(calls).toEqual([]);
    expect($reset.get().errors).toEqual({ code: NO_CODE });
  });

  it("puts the API's messages under their fields: a wrong code with its tries, a refused password", async () => {
    setResetField("code", "000000");
    api(() => fieldErrorsAnswer({ code: ["This code is not right. Tries left: 4."] }));
    await confirmReset();
    expect($reset.get()).toMatchObject({ busy: false, errors: { code: "This code is not right. Tries left: 4." }, error: null });
    setResetField("code", "111111");
    expect($reset.get().errors).toEqual({}); // retyped: the message goes
    api(() => fieldErrorsAnswer({ new_password: ["This password is too common."] }));
    await confirmReset();
    expect($reset.get().errors).toEqual({ new_password: "This password is too common." });
    api(() => detailAnswer(429, "Too many tries. Try again in 9 minutes."));
    await confirmReset();
    expect($reset.get()).toMatchObject({ errors: {}, error: "Too many tries. Try again in 9 minutes." });
  });

  it("sends a new code for the same identifier and says it was sent again; or goes back to ask with another", async () => {
    const calls = api(() => answer(codeSent, { detail: SENT, expires_in: 900 }, 202));
    setResetField("code", "999999");
    expect(await askCode()).toBe(true);
    expect(calls[0].body).toEqual({ identifier: "mona@example.com" });
    expect($reset.get()).toMatchObject({ step: "confirm", resent: true, resending: false, code: "" });
    askAgain();
    expect($reset.get()).toMatchObject({ step: "ask", identifier: " mona@example.com ", status: null });
  });
});
