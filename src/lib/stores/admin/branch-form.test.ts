import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Branch, branch as branchSchema, type Theme, theme as themeSchema } from "#contract/stores";
import { userSummary } from "#contract/users";
import { answer as contractAnswer, detailAnswer, fieldErrorsAnswer, pageAnswer } from "../../api/answer.test-support";
import { aBranch, aTheme } from "../../api/fixtures.test-support";
import { $storeThemes } from "./admin-branches";
import { type BranchFormValues, branchPayload, createBranchForm, firstBrokenRule } from "./branch-form";

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const theme = (id: number, store: number): Theme => aTheme(id, { store, name: `t${id}`, primary_color: "#112233", secondary_color: "#445566" });
const valid = (): BranchFormValues => ({
  name: "Maadi",
  name_ar: "المعادي",
  store: "9",
  manager: { id: 5, username: "mona", email: "mona@example.com" },
  managerText: "mona",
  theme: "31",
  city: "",
  address: "",
  phone_number: "",
});
const branch: Branch = aBranch(7, {
  name: "Maadi",
  name_ar: "المعادي",
  store: 9,
  store_name: "Fresh",
  store_name_ar: "",
  manager: { id: 5, username: "mona", email: "mona@example.com", phone_number: null },
  theme: 31,
  city: "Cairo",
  address: "12 Road 9, Maadi",
  phone_number: "0223581234",
});

let calls: { method: string; url: string; body: unknown }[] = [];
function answer(routes: Record<string, () => Response>) {
  calls = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    calls.push({ method, url, body: init.body && JSON.parse(String(init.body)) });
    const route = Object.keys(routes).find((key) => `${method} ${url}`.startsWith(key));
    return route ? routes[route]() : json(500, {});
  });
}

beforeEach(() => $storeThemes.set({}));
afterEach(() => vi.unstubAllGlobals());

describe("a manager typed but not picked (issue 23: never dropped)", () => {
  const filled = () => {
    const form = createBranchForm(null);
    form.set("name", "Maadi");
    form.set("store", "9");
    form.set("theme", "31");
    return form;
  };

  it("is looked up exactly and saved as that person", async () => {
    answer({
      "GET /api/users/?search=Mona&page_size=1": () =>
        pageAnswer(userSummary, [{ id: 5, username: "mona", email: null, first_name: "", last_name: "", role: "customer" }]),
      "GET /api/themes/": () => pageAnswer(themeSchema, [theme(31, 9)]),
      "POST /api/branches/": () => contractAnswer(branchSchema, branch, 201),
    });
    const form = filled();
    form.typeManager("Mona");
    expect(await form.save()).toMatchObject({ ok: true });
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({ manager: 5 });
  });

  it("names no one: the field says so and nothing is sent", async () => {
    answer({
      "GET /api/users/": () =>
        pageAnswer(userSummary, [{ id: 6, username: "monalisa", email: null, first_name: "", last_name: "", role: "customer" }]),
      "GET /api/themes/": () => pageAnswer(themeSchema, [theme(31, 9)]),
    });
    const form = filled();
    form.typeManager("mona");
    expect(await form.save()).toEqual({ ok: false, failure: "invalid", rule: "managerUnknown" });
    expect(form.$form.get()).toMatchObject({ rule: "managerUnknown", values: { manager: null, managerText: "mona" } });
    expect(calls.filter((c) => c.method !== "GET")).toEqual([]);
    form.typeManager("monal");
    expect(form.$form.get().rule).toBeNull();
  });

  it("a search that fails saves nothing and says the server was not reached", async () => {
    answer({ "GET /api/themes/": () => pageAnswer(themeSchema, [theme(31, 9)]) });
    const form = filled();
    form.typeManager("mona");
    expect(await form.save()).toEqual({ ok: false, failure: "unreached" });
    expect(calls.filter((c) => c.method !== "GET")).toEqual([]);
  });

  it("a picked manager is sent by id without a lookup", async () => {
    answer({
      "GET /api/themes/": () => pageAnswer(themeSchema, [theme(31, 9)]),
      "POST /api/branches/": () => contractAnswer(branchSchema, branch, 201),
    });
    const form = filled();
    form.pickManager({ id: 5, username: "mona", email: null });
    expect(await form.save()).toMatchObject({ ok: true });
    expect(calls.some((c) => c.url.startsWith("/api/users/"))).toBe(false);
  });
});

describe("the branch form's rules, in the spec's order", () => {
  it.each([
    ["name", { name: "  " }],
    ["store", { store: "" }],
    ["manager", { manager: null, managerText: " " }],
    ["theme", { theme: "" }],
  ] as const)("%s when %o", (rule, change) => {
    expect(firstBrokenRule({ ...valid(), ...change })).toBe(rule);
  });

  it("reports the earliest broken rule when several break", () => {
    expect(
      firstBrokenRule({ name: "", name_ar: "", store: "", manager: null, managerText: "", theme: "", city: "", address: "", phone_number: "" }),
    ).toBe("name");
    expect(firstBrokenRule({ ...valid(), store: "", theme: "" })).toBe("store");
    expect(firstBrokenRule({ ...valid(), manager: null, managerText: "", theme: "" })).toBe("manager");
    expect(firstBrokenRule(valid())).toBeNull();
  });

  it("does not call the server while a rule is broken, and says which", async () => {
    answer({});
    const form = createBranchForm(null);
    form.set("name", "Maadi");
    expect(await form.save()).toEqual({ ok: false, failure: "invalid", rule: "store" });
    expect(form.$form.get().rule).toBe("store");
    expect(calls).toEqual([]);
    form.set("store", "9");
    expect(form.$form.get()).toMatchObject({ rule: null, failure: null });
  });
});

describe("the payload", () => {
  it("sends ids as numbers, the manager's id, and trimmed names", () => {
    expect(branchPayload({ ...valid(), name: " Maadi " })).toEqual({
      name: "Maadi",
      name_ar: "المعادي",
      store: 9,
      manager: 5,
      theme: 31,
      city: "",
      address: "",
      phone_number: "",
    });
  });

  it("sends the city, address and phone, the phone without the spaces and dashes people type", () => {
    const values = { ...valid(), city: " Cairo ", address: " 12 Road 9, Maadi ", phone_number: " 010 1234-5678 " };
    expect(branchPayload(values)).toMatchObject({ city: "Cairo", address: "12 Road 9, Maadi", phone_number: "01012345678" });
  });

  it("an edit starts from the branch's city, address and phone, and saves them", async () => {
    answer({ "PATCH /api/branches/7/": () => contractAnswer(branchSchema, branch) });
    const edit = createBranchForm(branch);
    expect(edit.$form.get().values).toMatchObject({ city: "Cairo", address: "12 Road 9, Maadi", phone_number: "0223581234" });
    edit.set("address", "3 Street 200, Degla");
    expect(await edit.save()).toMatchObject({ ok: true });
    expect(calls.at(-1)?.body).toMatchObject({ city: "Cairo", address: "3 Street 200, Degla", phone_number: "0223581234" });
  });

  it("creates with POST and edits with PATCH", async () => {
    answer({
      "POST /api/branches/": () => contractAnswer(branchSchema, { ...branch, id: 8 }, 201),
      "PATCH /api/branches/7/": () => contractAnswer(branchSchema, branch),
    });
    const create = createBranchForm(null);
    for (const [field, value] of Object.entries(valid())) create.set(field as keyof BranchFormValues, value as never);
    create.set("theme", "31");
    const made = await create.save();
    expect(made).toMatchObject({ ok: true, branch: { id: 8 } });
    expect(calls.find((c) => c.method === "POST")).toEqual({ method: "POST", url: "/api/branches/", body: branchPayload(valid()) });

    const edit = createBranchForm(branch);
    edit.set("name", "Maadi 2");
    expect(await edit.save()).toMatchObject({ ok: true });
    expect(calls.at(-1)).toMatchObject({ method: "PATCH", url: "/api/branches/7/", body: { name: "Maadi 2", store: 9, manager: 5, theme: 31 } });
  });
});

describe("the server's answers", () => {
  it("puts a 400's messages under their fields, and clears one when its field changes", async () => {
    answer({
      "PATCH /api/branches/7/": () =>
        fieldErrorsAnswer({
          name: ["A branch with this name already exists in this store."],
          theme: ["A branch can only use a theme of its own store."],
        }),
    });
    const form = createBranchForm(branch);
    expect(await form.save()).toEqual({ ok: false, failure: "invalid", detail: undefined });
    const state = form.$form.get();
    expect(state.errors).toEqual({
      name: "A branch with this name already exists in this store.",
      theme: "A branch can only use a theme of its own store.",
    });
    expect(state.failure).toBe("invalid");
    expect(state.saving).toBe(false);
    form.set("name", "Zamalek");
    expect(form.$form.get().errors).toEqual({ theme: "A branch can only use a theme of its own store." });
    expect(form.$form.get().failure).toBe("invalid");
    form.set("theme", "32");
    expect(form.$form.get().failure).toBeNull();
  });

  it("tells a refusal (with the server's words) from a call that never arrived", async () => {
    answer({ "PATCH /api/branches/7/": () => detailAnswer(403, "You do not have permission to perform this action.") });
    const form = createBranchForm(branch);
    expect(await form.save()).toEqual({ ok: false, failure: "refused", detail: "You do not have permission to perform this action." });
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("offline");
    });
    expect(await form.save()).toEqual({ ok: false, failure: "unreached" });
  });
});

describe("the themes offered", () => {
  it("are the chosen store's only; a new store drops the old theme and takes its own", async () => {
    answer({
      "GET /api/themes/?store=9": () => pageAnswer(themeSchema, [theme(31, 9), theme(32, 9)]),
      "GET /api/themes/?store=4": () => pageAnswer(themeSchema, [theme(40, 4)]),
    });
    const form = createBranchForm(branch);
    await form.start();
    expect(form.$form.get().themes).toEqual({ status: "ready", list: [theme(31, 9), theme(32, 9)] });
    expect(form.$form.get().values.theme).toBe("31");
    form.set("store", "4");
    expect(form.$form.get().values.theme).toBe("");
    await vi.waitFor(() => expect(form.$form.get().themes.status).toBe("ready"));
    expect(form.$form.get().themes.list.map((t) => t.id)).toEqual([40]);
    // A store with one theme: that one is chosen.
    expect(form.$form.get().values.theme).toBe("40");
  });

  it("prefers the store's own theme when there are several", async () => {
    answer({ "GET /api/themes/?store=9": () => pageAnswer(themeSchema, [theme(31, 9), theme(32, 9)]) });
    const form = createBranchForm(null, { preferredTheme: () => 32 });
    form.set("store", "9");
    await vi.waitFor(() => expect(form.$form.get().themes.status).toBe("ready"));
    expect(form.$form.get().values.theme).toBe("32");
  });

  it("says when they could not be read", async () => {
    answer({ "GET /api/themes/?store=9": () => json(500, {}) });
    const form = createBranchForm(null, { store: "9" });
    await form.start();
    expect(form.$form.get().themes.status).toBe("error");
  });
});
