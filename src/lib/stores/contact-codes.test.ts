// Confirming the e-mail and phone from the profile form (issue 28 point 1): each API answer
// goes where the form shows it, and a confirmed contact reaches the session's user.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { codeSent, profile, type User } from "#contract/auth";
import { answer, detailAnswer, fieldErrorsAnswer } from "../api/answer.test-support";
import { $contactCodes, confirmCode, DIGITS, DONE, FAILED, resetChannel, sendCode, setContactFetcher, TOO_MANY } from "./contact-codes";
import { $session } from "./session";

const user: User = {
  id: 7,
  username: "mona",
  first_name: "",
  last_name: "",
  phone_number: "01012345678",
  email: "mona@example.com",
  role: "customer",
};
const verifiedProfile = { ...user, email_verified: true, phone_verified: false, language: "en" as const, area: null };

function api(...answers: (() => Response)[]) {
  const calls: { path: string; body: unknown }[] = [];
  setContactFetcher(async (url, init) => {
    calls.push({ path: String(url), body: JSON.parse(String(init?.body)) });
    const next = answers.shift();
    if (!next) throw new Error("no answer left");
    return next();
  });
  return calls;
}

beforeEach(() => {
  resetChannel("email");
  resetChannel("phone");
  $session.set({ status: "signed-in", user });
});
afterEach(() => setContactFetcher(undefined));

describe("sending a code", () => {
  it("asks for the channel's code and shows the API's sentence", async () => {
    const calls = api(() => answer(codeSent, { detail: "We sent a code to mona@example.com. It works once, for 15 minutes.", expires_in: 900 }, 202));
    expect(await sendCode("email")).toBe(true);
    expect(calls).toEqual([{ path: "/api/auth/verify/", body: { channel: "email" } }]);
    expect($contactCodes.get().email).toMatchObject({
      sending: false,
      sent: true,
      status: "We sent a code to mona@example.com. It works once, for 15 minutes.",
      sendError: null,
    });
  });

  it("says plainly why no code went: phone codes off (409), no such contact (400), too many (429)", async () => {
    api(() => detailAnswer(409, "Phone numbers cannot be confirmed here yet: codes go by WhatsApp, which is not set up."));
    expect(await sendCode("phone")).toBe(false);
    expect($contactCodes.get().phone).toMatchObject({
      sent: false,
      sendError: "Phone numbers cannot be confirmed here yet: codes go by WhatsApp, which is not set up.",
    });
    api(() => fieldErrorsAnswer({ channel: ["Add this contact to your profile first."] }));
    await sendCode("phone");
    expect($contactCodes.get().phone.sendError).toBe("Add this contact to your profile first.");
    api(() => detailAnswer(429, "Too many codes asked for. Try again in 12 minutes."));
    await sendCode("email");
    expect($contactCodes.get().email.sendError).toBe("Too many codes asked for. Try again in 12 minutes.");
    api(() => new Response("{}", { status: 429 }));
    await sendCode("email");
    expect($contactCodes.get().email.sendError).toBe(TOO_MANY);
    setContactFetcher(async () => {
      throw new TypeError("offline");
    });
    await sendCode("email");
    expect($contactCodes.get().email).toMatchObject({ sending: false, sendError: FAILED });
  });
});

describe("confirming", () => {
  it("refuses anything but six digits before asking", async () => {
    const calls = api();
    expect(await confirmCode("email", "12345")).toBe(false);
    expect(calls).toEqual([]);
    expect($contactCodes.get().email.codeError).toBe(DIGITS);
  });

  it("sends the six digits (Arabic-Indic ones as ASCII) and puts the confirmed profile in the session", async () => {
    const calls = api(() => answer(profile, verifiedProfile));
    expect(await confirmCode("email", " ١٢٣٤٥٦ ")).toBe(true);
    expect(calls).toEqual([{ path: "/api/auth/verify/confirm/", body: { channel: "email", code: "123456" } }]);
    expect($contactCodes.get().email).toMatchObject({ confirming: false, status: DONE.email, codeError: null });
    const session = $session.get();
    expect(session.status === "signed-in" && (session.user as typeof verifiedProfile).email_verified).toBe(true);
  });

  it("shows a wrong code with its tries left, and an expired one, under the box", async () => {
    api(() => fieldErrorsAnswer({ code: ["This code is not right. Tries left: 3."] }));
    expect(await confirmCode("email", "000000")).toBe(false);
    expect($contactCodes.get().email).toMatchObject({ confirming: false, codeError: "This code is not right. Tries left: 3." });
    api(() => fieldErrorsAnswer({ code: ["This code has expired, was already used or was tried too often. Ask for a new code."] }));
    await confirmCode("email", "111111");
    expect($contactCodes.get().email.codeError).toBe("This code has expired, was already used or was tried too often. Ask for a new code.");
    const session = $session.get();
    expect(session.status === "signed-in" && session.user).toEqual(user);
  });
});
