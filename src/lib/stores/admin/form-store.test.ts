import { afterEach, describe, expect, it, vi } from "vitest";
import { createFormStore, onFields, type Sent, sendForm } from "./form-store";

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const answer = (res: () => Response) => {
  const fetcher = vi.fn(async (_url: string, _init: RequestInit) => res());
  vi.stubGlobal("fetch", fetcher);
  return fetcher;
};

afterEach(() => vi.unstubAllGlobals());

describe("the server's messages on the form's fields", () => {
  it("keep their names, or take the form's for the API's other names; a field's own message wins", () => {
    expect(onFields({ name: "Taken.", detail: "No." })).toEqual({ name: "Taken.", detail: "No." });
    expect(onFields({ owner_email: "No one.", owner_username: "Nobody." }, { owner_email: "owner", owner_username: "owner" })).toEqual({
      owner: "No one.",
    });
    expect(onFields({ theme: "Bad theme.", primary_color: "Bad colour." }, { theme: "primary_color" })).toEqual({ primary_color: "Bad colour." });
  });
});

describe("sendForm", () => {
  it("sends an object as JSON and gives the answer's body", async () => {
    const fetcher = answer(() => json(201, { id: 4 }));
    expect(await sendForm("/api/things/", "POST", { name: "A" })).toEqual({ ok: true, body: { id: 4 } });
    const [url, init] = fetcher.mock.calls[0];
    expect([url, init.method, init.body]).toEqual(["/api/things/", "POST", '{"name":"A"}']);
  });

  it("sends FormData as it is (multipart)", async () => {
    const fetcher = answer(() => json(200, {}));
    const body = new FormData();
    body.set("a", "1");
    await sendForm("/api/things/1/", "PATCH", body);
    expect(fetcher.mock.calls[0][1].body).toBe(body);
  });

  it("says how it failed: a 400 is the fields', anything else a refusal, no answer unreached", async () => {
    answer(() => json(400, { owner_email: ["No one."] }));
    expect(await sendForm("/api/x/", "POST", {}, { owner_email: "owner" })).toEqual({ ok: false, failure: "invalid", errors: { owner: "No one." } });
    answer(() => json(403, { detail: "Not yours." }));
    expect(await sendForm("/api/x/", "POST", {})).toEqual({ ok: false, failure: "refused", errors: { detail: "Not yours." } });
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("offline");
    });
    expect(await sendForm("/api/x/", "POST", {})).toEqual({ ok: false, failure: "unreached", errors: {} });
  });
});

interface Values {
  name: string;
  colour: string;
}
const check = (v: Values) => ({
  ...(v.name.trim() ? {} : { name: "required" as const }),
  ...(/^#[0-9a-f]{6}$/.test(v.colour) ? {} : { colour: "colour" as const }),
});
type Rule = "name" | "colour" | "unknown";
const ok = <T>(body: T): Sent<T, never> => ({ ok: true, body });

describe("a form store", () => {
  it("checks a field again as it changes, and takes the server's message on it away", () => {
    const form = createFormStore<Values, Record<never, never>, "required" | "colour">({ name: "A", colour: "#000000" }, { extra: {}, check });
    form.$form.setKey("errors", { name: "Taken.", colour: "Bad." });
    form.set("name", " ");
    expect(form.$form.get()).toMatchObject({ values: { name: " " }, problems: { name: "required" }, errors: { colour: "Bad." } });
    form.set("name", "B");
    expect(form.$form.get().problems).toEqual({});
  });

  it("says it failed until every message is dealt with, the form's own (a broken rule) too", () => {
    const form = createFormStore({ name: "", colour: "" }, { extra: {}, rule: (v) => (v.name ? null : "name") });
    form.$form.set({ ...form.$form.get(), rule: "name", failure: "invalid", errors: { colour: "Bad." } });
    form.put({ name: "", colour: "#111111" }, ["colour"]);
    expect(form.$form.get()).toMatchObject({ errors: {}, failure: "invalid" });
    form.put({ name: "A", colour: "#111111" }, ["name"], { rule: null });
    expect(form.$form.get()).toMatchObject({ rule: null, failure: null });
  });

  it("saves once at a time: saving meanwhile, the last save's messages gone, then the answer's", async () => {
    const form = createFormStore({ name: "A", colour: "#000000" });
    form.$form.setKey("errors", { detail: "Earlier." });
    let finish: (sent: Sent<number, never>) => void = () => undefined;
    const send = vi.fn(() => new Promise<Sent<number, never>>((resolve) => (finish = resolve)));
    const first = form.submit(send);
    expect(form.$form.get()).toMatchObject({ saving: true, errors: {}, failure: null });
    expect(await form.submit(send)).toBeNull();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ name: "A", colour: "#000000" });
    finish({ ok: false, failure: "invalid", errors: { name: "Taken." } });
    expect(await first).toEqual({ ok: false, failure: "invalid", errors: { name: "Taken." } });
    expect(form.$form.get()).toMatchObject({ saving: false, errors: { name: "Taken." }, failure: "invalid" });
    expect(await form.submit(async () => ok(1))).toEqual({ ok: true, body: 1 });
    expect(form.$form.get()).toMatchObject({ saving: false, errors: {}, failure: null });
  });

  it("sends nothing while a check fails (and says which), nor for a user who may not save", async () => {
    const send = vi.fn(async () => ok(1));
    const form = createFormStore<Values, Record<never, never>, "required" | "colour">({ name: "", colour: "blue" }, { extra: {}, check });
    expect(await form.submit(send)).toBeNull();
    expect(form.$form.get().problems).toEqual({ name: "required", colour: "colour" });
    const readOnly = createFormStore({ name: "A" }, { extra: {}, canSave: () => false });
    expect(await readOnly.submit(send)).toBeNull();
    expect(send).not.toHaveBeenCalled();
  });

  it("stops at the first broken rule, in the form's order, and names it; a rule found while sending is kept too", async () => {
    const send = vi.fn(async (): Promise<Sent<number, Rule>> => ({ ok: false, failure: "invalid", errors: {}, rule: "unknown" }));
    const form = createFormStore({ name: "", colour: "" }, { extra: {}, rule: (v): Rule | null => (!v.name ? "name" : !v.colour ? "colour" : null) });
    expect(await form.submit(send)).toEqual({ ok: false, failure: "invalid", errors: {}, rule: "name" });
    expect(form.$form.get()).toMatchObject({ rule: "name", failure: "invalid", saving: false });
    expect(send).not.toHaveBeenCalled();
    form.put({ name: "A", colour: "" }, ["name"], { rule: null });
    expect(await form.submit(send)).toMatchObject({ rule: "colour" });
    form.put({ name: "A", colour: "#000000" }, ["colour"], { rule: null });
    expect(await form.submit(send)).toMatchObject({ rule: "unknown" });
    expect(form.$form.get()).toMatchObject({ rule: "unknown", failure: "invalid", saving: false });
  });
});
