import { afterEach, describe, expect, it, vi } from "vitest";
import { type Branch, type Responsible, responsible } from "#contract/stores";
import { answer as contractAnswer, detailAnswer, fieldErrorsAnswer } from "../../api/answer.test-support";
import { createManagerForm, formErrors, managerPayload, missingFields, sittingManager } from "./manager-form";

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const row: Responsible = {
  id: 11,
  user: { id: 5, email: "mona@aswaq.test", username: "mona", first_name: "Mona", last_name: "Adel" },
  branch: { id: 3, name: "Maadi", store: 9 },
  role: "manager",
};
const branches = [
  { id: 3, name: "Maadi", manager: { id: 5, username: "mona", email: "mona@aswaq.test", phone_number: null } },
  { id: 4, name: "Zamalek", manager: { id: 6, username: "omar", email: "omar@aswaq.test", phone_number: null } },
  { id: 8, name: "Dokki", manager: null },
] as Branch[];
const mona = { id: 5, username: "mona", email: "mona@aswaq.test" };
const sara = { id: 7, username: "sara", email: null };

let calls: { method: string; url: string; body: unknown }[] = [];
function answer(response: () => Response) {
  calls = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    calls.push({ method: init.method ?? "GET", url, body: init.body && JSON.parse(String(init.body)) });
    return response();
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("the manager form's rules", () => {
  it("needs a person and a branch", () => {
    expect(missingFields({ userText: " ", user: null, branch: "" })).toEqual({ user: true, branch: true });
    expect(missingFields({ userText: "mona", user: null, branch: "3" })).toEqual({});
    expect(missingFields({ userText: "", user: mona, branch: "3" })).toEqual({});
  });

  it("names a picked person by id, a typed one by e-mail or username", () => {
    expect(managerPayload({ userText: "mona", user: mona, branch: "3" }, null)).toEqual({ user: 5, branch: 3 });
    expect(managerPayload({ userText: " Mona@Aswaq.test ", user: null, branch: "3" }, null)).toEqual({ email: "Mona@Aswaq.test", branch: 3 });
    expect(managerPayload({ userText: "mona", user: null, branch: "3" }, null)).toEqual({ username: "mona", branch: 3 });
  });

  it("sends only what an edit changed, and nothing when nothing did", () => {
    expect(managerPayload({ userText: "mona", user: mona, branch: "8" }, row)).toEqual({ branch: 8 });
    expect(managerPayload({ userText: "sara", user: sara, branch: "3" }, row)).toEqual({ user: 7 });
    expect(managerPayload({ userText: "mona", user: mona, branch: "3" }, row)).toBeNull();
  });

  it("puts the server's messages on the form's fields", () => {
    expect(formErrors({ email: "No user with this email address." })).toEqual({ user: "No user with this email address." });
    expect(formErrors({ username: "No user with this username.", branch: 'Invalid pk "99"', role: "x" })).toEqual({
      user: "No user with this username.",
      branch: 'Invalid pk "99"',
      detail: "x",
    });
  });

  it("says whose place an edit takes, and never the row's own branch", () => {
    expect(sittingManager({ userText: "mona", user: mona, branch: "4" }, row, branches)).toMatchObject({ username: "omar" });
    expect(sittingManager({ userText: "sara", user: sara, branch: "3" }, row, branches)).toBeNull();
    expect(sittingManager({ userText: "mona", user: mona, branch: "8" }, row, branches)).toBeNull();
    expect(sittingManager({ userText: "sara", user: sara, branch: "3" }, null, branches)).toMatchObject({ username: "mona" });
  });
});

describe("saving a manager", () => {
  it("refuses to send without a person or branch", async () => {
    answer(() => contractAnswer(responsible, row, 201));
    const form = createManagerForm(null, () => undefined);
    expect(await form.save()).toBe(false);
    expect(form.$form.get().missing).toEqual({ user: true, branch: true });
    expect(calls).toEqual([]);
    form.setBranch("8");
    expect(form.$form.get().missing).toEqual({ user: true });
  });

  it("adds a picked person to a branch", async () => {
    answer(() => contractAnswer(responsible, { ...row, user: { ...row.user, id: 7 }, branch: { ...row.branch, id: 8 } }, 201));
    const saved = vi.fn();
    const form = createManagerForm(null, saved);
    form.typeUser("sa");
    form.pickUser({ id: 7, username: "sara", email: null });
    form.setBranch("8");
    expect(await form.save()).toBe(true);
    expect(calls).toEqual([{ method: "POST", url: "/api/responsibles/", body: { user: 7, branch: 8 } }]);
    expect(saved).toHaveBeenCalledWith(expect.objectContaining({ id: 11 }));
  });

  it("reports a branch that already has a manager (409) as a conflict on that branch", async () => {
    answer(() => detailAnswer(409, "This branch already has a manager. Change or remove that assignment first."));
    const form = createManagerForm(null, () => undefined);
    form.typeUser("sara");
    form.setBranch("4");
    expect(await form.save()).toBe(false);
    expect(form.$form.get()).toMatchObject({ conflict: 4, failed: false, saving: false });
    // Choosing another branch forgets the conflict.
    form.setBranch("8");
    expect(form.$form.get().conflict).toBeNull();
  });

  it("shows the server's field errors, and forgets one when its field changes", async () => {
    answer(() => fieldErrorsAnswer({ username: ["No user with this username."] }));
    const form = createManagerForm(null, () => undefined);
    form.typeUser("nobody");
    form.setBranch("8");
    expect(await form.save()).toBe(false);
    expect(form.$form.get()).toMatchObject({ errors: { user: "No user with this username." }, conflict: null, failed: false });
    form.typeUser("nobody2");
    expect(form.$form.get().errors).toEqual({});
  });

  it("moves a manager with PATCH, and says so when the server gives no words", async () => {
    answer(() => contractAnswer(responsible, { ...row, branch: { ...row.branch, id: 4 } }));
    const saved = vi.fn();
    const form = createManagerForm(row, saved);
    form.setBranch("4");
    expect(await form.save()).toBe(true);
    expect(calls).toEqual([{ method: "PATCH", url: "/api/responsibles/11/", body: { branch: 4 } }]);

    answer(() => json(500, {}));
    const failing = createManagerForm(row, saved);
    failing.setBranch("8");
    expect(await failing.save()).toBe(false);
    expect(failing.$form.get().failed).toBe(true);
  });

  it("starts an 'Edit instead' with the person chosen before", () => {
    const form = createManagerForm({ ...row, branch: { ...row.branch, id: 4 } }, () => undefined, { userText: "sara", user: sara });
    expect(form.$form.get().values).toEqual({ userText: "sara", user: sara, branch: "4" });
  });
});
