import { beforeEach, describe, expect, it, vi } from "vitest";
import { detailAnswer } from "../api/answer.test-support";
import {
  $passwordForm,
  $passwordReady,
  $passwordRules,
  canSubmit,
  failureOf,
  FAILED_KEY,
  matchOf,
  resetPasswordForm,
  rulesOf,
  setPasswordField,
  submitPasswordChange,
} from "./change-password";

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const fill = (old_password: string, new_password: string, confirm: string) => {
  setPasswordField("old_password", old_password);
  setPasswordField("new_password", new_password);
  setPasswordField("confirm", confirm);
};

beforeEach(() => resetPasswordForm());

describe("the rules", () => {
  it("lists the four rules in the product rules' order, each met or not", () => {
    expect(rulesOf("").map((r) => r.key)).toEqual(["length", "upper", "lower", "number"]);
    expect(rulesOf("abc")).toEqual([
      { key: "length", met: false },
      { key: "upper", met: false },
      { key: "lower", met: true },
      { key: "number", met: false },
    ]);
    expect(rulesOf("Abcdefg1").every((r) => r.met)).toBe(true);
  });

  it.each([
    ["Abcdef1", "length"],
    ["abcdefg1", "upper"],
    ["ABCDEFG1", "lower"],
    ["Abcdefgh", "number"],
  ])("%s fails only the %s rule", (password, rule) => {
    expect(
      rulesOf(password)
        .filter((r) => !r.met)
        .map((r) => r.key),
    ).toEqual([rule]);
    expect(canSubmit({ old_password: "x", new_password: password, confirm: password })).toBe(false);
  });

  it("needs the confirmation to match and every field filled", () => {
    expect(matchOf({ old_password: "", new_password: "Abcdefg1", confirm: "" })).toBe("empty");
    expect(matchOf({ old_password: "", new_password: "Abcdefg1", confirm: "Abcdefg2" })).toBe("mismatch");
    expect(canSubmit({ old_password: "old", new_password: "Abcdefg1", confirm: "Abcdefg2" })).toBe(false);
    expect(canSubmit({ old_password: "", new_password: "Abcdefg1", confirm: "Abcdefg1" })).toBe(false);
    expect(canSubmit({ old_password: "old", new_password: "Abcdefg1", confirm: "Abcdefg1" })).toBe(true);
  });

  it("follows the fields as they are typed", () => {
    fill("old", "Abc", "");
    expect(
      $passwordRules
        .get()
        .filter((r) => r.met)
        .map((r) => r.key),
    ).toEqual(["upper", "lower"]);
    expect($passwordReady.get()).toBe(false);
    fill("old", "Abcdefg1", "Abcdefg1");
    expect($passwordReady.get()).toBe(true);
  });
});

describe("which failure is shown", () => {
  it("puts a wrong current password under its field", () => {
    expect(failureOf(400, { old_password: ["Current password is incorrect."] })).toEqual({
      oldPasswordError: "Current password is incorrect.",
      error: null,
    });
  });
  it("shows a 429's detail", () => {
    expect(failureOf(429, { detail: "Too many password attempts." })).toEqual({ oldPasswordError: null, error: "Too many password attempts." });
    expect(failureOf(429, {})).toEqual({ oldPasswordError: null, error: FAILED_KEY });
  });
  it("else the detail, else the first new_password message, else the fallback", () => {
    expect(failureOf(500, { detail: "Server error." }).error).toBe("Server error.");
    expect(failureOf(400, { new_password: ["Password must contain at least one number.", "x"] }).error).toBe(
      "Password must contain at least one number.",
    );
    expect(failureOf(400, {}).error).toBe(FAILED_KEY);
  });
});

describe("submitPasswordChange", () => {
  it("sends nothing while the form is not ready", async () => {
    const fetcher = vi.fn();
    fill("old", "abcdefg1", "abcdefg1");
    expect(await submitPasswordChange(fetcher)).toBe(false);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("sends the current and new password, then clears the form", async () => {
    // The edge's answer: the API's new tokens go into its cookies, the page gets the detail.
    const fetcher = vi.fn(async () => detailAnswer(200, "Password updated successfully."));
    fill("Old-Pass-1", "New-Pass-2", "New-Pass-2");
    expect(await submitPasswordChange(fetcher)).toBe(true);
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/auth/change-password/");
    expect(init.method).toBe("PUT");
    expect(JSON.parse(String(init.body))).toEqual({ old_password: "Old-Pass-1", new_password: "New-Pass-2" });
    expect($passwordForm.get()).toMatchObject({ old_password: "", new_password: "", confirm: "", busy: false, error: null });
  });

  it("keeps the fields and shows the server's answer on failure; retyping the current password clears its message", async () => {
    fill("wrong", "New-Pass-2", "New-Pass-2");
    expect(await submitPasswordChange(async () => json(400, { old_password: ["Current password is incorrect."] }))).toBe(false);
    expect($passwordForm.get()).toMatchObject({ old_password: "wrong", busy: false, oldPasswordError: "Current password is incorrect." });
    setPasswordField("old_password", "right");
    expect($passwordForm.get().oldPasswordError).toBeNull();
  });

  it("reports a failed request with the fallback", async () => {
    fill("old", "New-Pass-2", "New-Pass-2");
    expect(
      await submitPasswordChange(async () => {
        throw new TypeError("offline");
      }),
    ).toBe(false);
    expect($passwordForm.get()).toMatchObject({ busy: false, error: FAILED_KEY });
  });
});
