import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { profile as profileSchema, type User, user as userSchema, usernameAvailability } from "#contract/auth";
import { answer } from "../api/answer.test-support";
import {
  $profileForm,
  FAILED_KEY,
  fillProfileForm,
  REQUIRED_KEY,
  saveProfile,
  setProfileField,
  TAKEN_KEY,
  setProfileFetcher,
  USERNAME_CHECK_DELAY_MS,
} from "./profile-form";
import { $session } from "./session";

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const user: User = { id: 7, username: "mona", first_name: "Mona", last_name: "", phone_number: null, email: "mona@example.com", role: "customer" };

beforeEach(() => {
  vi.useFakeTimers();
  $session.set({ status: "signed-in", user });
  fillProfileForm(user);
});
afterEach(() => {
  setProfileFetcher(undefined);
  vi.useRealTimers();
});

describe("prefilling", () => {
  it("fills the fields from the user, saying nothing about the username until it is edited", () => {
    expect($profileForm.get()).toMatchObject({
      values: { username: "mona", first_name: "Mona", last_name: "", phone_number: "" },
      current: "mona",
      availability: { state: "idle" },
    });
  });
});

describe("the username check", () => {
  it("asks 500 ms after the last keystroke, once", async () => {
    const fetcher = vi.fn(async () => answer(usernameAvailability, { available: false }));
    setProfileFetcher(fetcher);
    setProfileField("username", "ah");
    setProfileField("username", "ahmed");
    expect($profileForm.get().availability.state).toBe("checking");
    await vi.advanceTimersByTimeAsync(USERNAME_CHECK_DELAY_MS - 1);
    expect(fetcher).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect((fetcher.mock.calls[0] as unknown as [string])[0]).toBe("/api/auth/check-username/?username=ahmed");
    expect($profileForm.get().availability).toEqual({ state: "taken", message: null });
  });

  it("says available for a free name, and the user's own name (any case) without asking", async () => {
    const fetcher = vi.fn(async () => answer(usernameAvailability, { available: true }));
    setProfileFetcher(fetcher);
    setProfileField("username", "free1");
    await vi.advanceTimersByTimeAsync(USERNAME_CHECK_DELAY_MS);
    expect($profileForm.get().availability.state).toBe("available");
    setProfileField("username", "MONA");
    await vi.advanceTimersByTimeAsync(USERNAME_CHECK_DELAY_MS);
    expect($profileForm.get().availability.state).toBe("own");
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it("ignores an answer to a name typed over since", async () => {
    let release!: (r: Response) => void;
    const fetcher = vi
      .fn()
      .mockImplementationOnce(() => new Promise<Response>((resolve) => (release = resolve)))
      .mockImplementationOnce(async () => answer(usernameAvailability, { available: true }));
    setProfileFetcher(fetcher as unknown as typeof fetch);
    setProfileField("username", "first");
    await vi.advanceTimersByTimeAsync(USERNAME_CHECK_DELAY_MS);
    setProfileField("username", "second");
    await vi.advanceTimersByTimeAsync(USERNAME_CHECK_DELAY_MS);
    expect($profileForm.get().availability.state).toBe("available");
    release(answer(usernameAvailability, { available: false }));
    await vi.advanceTimersByTimeAsync(0);
    expect($profileForm.get().availability.state).toBe("available");
  });

  it("shows the server's message for a name it refuses", async () => {
    setProfileFetcher(async () => json(400, { username: ["Enter a valid username: letters, digits and @ . + - _ only."] }));
    setProfileField("username", "no spaces");
    await vi.advanceTimersByTimeAsync(USERNAME_CHECK_DELAY_MS);
    expect($profileForm.get().availability).toEqual({ state: "invalid", message: "Enter a valid username: letters, digits and @ . + - _ only." });
  });
});

describe("saveProfile", () => {
  it("requires a username, without asking the server", async () => {
    const fetcher = vi.fn();
    setProfileFetcher(fetcher);
    setProfileField("username", "  ");
    expect(await saveProfile()).toEqual({ ok: false });
    expect($profileForm.get().errors).toEqual({ username: REQUIRED_KEY });
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("refuses a name the check found taken", async () => {
    setProfileFetcher(async () => answer(usernameAvailability, { available: false }));
    setProfileField("username", "customer");
    await vi.advanceTimersByTimeAsync(USERNAME_CHECK_DELAY_MS);
    expect(await saveProfile()).toEqual({ ok: false });
    expect($profileForm.get().errors).toEqual({ username: TAKEN_KEY });
  });

  it("sends the trimmed fields and puts the answer in the session", async () => {
    const saved = { ...user, username: "mona2", last_name: "Adel", phone_number: "01012345678" };
    const fetcher = vi.fn(async (url: string | URL | Request, _init?: RequestInit) =>
      String(url).includes("check-username") ? answer(usernameAvailability, { available: true }) : answer(userSchema, saved),
    );
    setProfileFetcher(fetcher);
    setProfileField("username", " mona2 ");
    setProfileField("last_name", "Adel ");
    setProfileField("phone_number", "01012345678");
    const outcome = await saveProfile();
    expect(outcome).toEqual({ ok: true, user: saved });
    const put = fetcher.mock.calls.find((c) => c[1]?.method === "PUT") as unknown as [string, RequestInit];
    expect(put[0]).toBe("/api/auth/profile/");
    expect(JSON.parse(String(put[1].body))).toEqual({
      username: "mona2",
      first_name: "Mona",
      last_name: "Adel",
      email: "mona@example.com",
      phone_number: "01012345678",
    });
    expect($session.get()).toEqual({ status: "signed-in", user: saved });
    expect($profileForm.get()).toMatchObject({ current: "mona2", busy: false, availability: { state: "idle" } });
  });

  it("sends a changed e-mail, trimmed, and shows the e-mail's own message under it (issue 28)", async () => {
    const fetcher = vi.fn(async () => json(400, { email: ["Enter a valid e-mail address."] }));
    setProfileFetcher(fetcher);
    setProfileField("email", " new@example ");
    await saveProfile();
    const [, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body)).email).toBe("new@example");
    expect($profileForm.get()).toMatchObject({ busy: false, errors: { email: "Enter a valid e-mail address." }, error: null });
  });

  it("shows each field's server message under it", async () => {
    setProfileFetcher(async () =>
      json(400, { phone_number: ["Enter a phone number of 10 to 15 digits."], username: ["A user with that username already exists."] }),
    );
    setProfileField("phone_number", "12");
    await saveProfile();
    expect($profileForm.get()).toMatchObject({
      busy: false,
      error: null,
      errors: { phone_number: "Enter a phone number of 10 to 15 digits.", username: "A user with that username already exists." },
    });
    setProfileField("phone_number", "01012345678");
    expect($profileForm.get().errors).toEqual({ username: "A user with that username already exists." });
  });

  it("sends the language of the user's messages as chosen, and fills it from the answer", async () => {
    const profile = { ...user, email_verified: false, phone_verified: false, language: "ar" as const, area: null };
    fillProfileForm(profile);
    expect($profileForm.get().values.language).toBe("ar");
    const fetcher = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => answer(profileSchema, { ...profile, language: "en" }));
    setProfileFetcher(fetcher);
    setProfileField("language", "en");
    expect((await saveProfile()).ok).toBe(true);
    const put = fetcher.mock.calls.find((c) => c[1]?.method === "PUT") as unknown as [string, RequestInit];
    expect(JSON.parse(String(put[1].body))).toMatchObject({ username: "mona", language: "en" });
    expect($profileForm.get().values.language).toBe("en");
  });

  it("leaves the language alone when the form was never told it, and shows the server's refusal of one under it", async () => {
    const fetcher = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => json(400, { language: ["“fr” is not a valid choice."] }));
    setProfileFetcher(fetcher);
    await saveProfile();
    const put = fetcher.mock.calls.find((c) => c[1]?.method === "PUT") as unknown as [string, RequestInit];
    expect(JSON.parse(String(put[1].body))).not.toHaveProperty("language");
    expect($profileForm.get()).toMatchObject({ error: null, errors: { language: "“fr” is not a valid choice." } });
  });

  it("gives the general message when the server names no field, or cannot be reached", async () => {
    setProfileFetcher(async () => json(500, { detail: "Server error." }));
    await saveProfile();
    expect($profileForm.get()).toMatchObject({ error: FAILED_KEY, errors: {} });
    setProfileFetcher(async () => {
      throw new TypeError("offline");
    });
    await saveProfile();
    expect($profileForm.get()).toMatchObject({ error: FAILED_KEY, busy: false });
  });
});
