import { afterEach, describe, expect, it, vi } from "vitest";
import { errorDetail } from "#contract/common";
import { type Store, store as storeSchema } from "#contract/stores";
import { contractBody } from "../../api/answer.test-support";
import { createStoreForm, firstBrokenRule, slugOf, storePayload, valuesOf } from "./store-form";

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const store = {
  id: 3,
  name: "Fresh Market",
  name_ar: "السوق الطازج",
  slug: "fresh-market",
  description: "Greens",
  description_ar: "خضار",
  phone_number: "+201001234567",
  email: "hello@fresh.example",
  owner: { id: 12, username: "omar", email: "omar@example.com", first_name: "Omar", last_name: "", phone_number: null },
  branches: [],
  theme: null,
  branches_count: 0,
  created_at: "2026-01-01T00:00:00Z",
} as Store;

let calls: { method: string; url: string; body: unknown }[] = [];
function answer(status: number, body: unknown) {
  calls = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    calls.push({ method: init.method ?? "GET", url, body: init.body && JSON.parse(String(init.body)) });
    return json(status, body);
  });
}
afterEach(() => vi.unstubAllGlobals());

describe("the slug", () => {
  it("follows the name until typed by hand, and follows it again on request", () => {
    const form = createStoreForm(null);
    form.set("name", "Nile Books & Co.");
    expect(form.$form.get().values.slug).toBe("nile-books-co");
    form.set("slug", "nile");
    form.set("name", "Nile Books");
    expect(form.$form.get().values.slug).toBe("nile");
    form.autoSlug();
    expect(form.$form.get().values).toMatchObject({ slug: "nile-books", slugAuto: true });
  });

  it("stays as it is when a store is edited", () => {
    const form = createStoreForm(store);
    form.set("name", "Fresh Market Cairo");
    expect(form.$form.get().values.slug).toBe("fresh-market");
  });

  it("is left to the server for a name without Latin letters", () => {
    expect(slugOf("سوق")).toBe("");
    expect(storePayload({ ...valuesOf(null), name: "سوق", slug: "" })).not.toHaveProperty("slug");
  });
});

describe("rules and payload", () => {
  it("asks for a name first and sends nothing without one", async () => {
    answer(201, contractBody(storeSchema, store));
    const form = createStoreForm(null);
    expect(firstBrokenRule(valuesOf(null))).toBe("name");
    expect(await form.save()).toEqual({ ok: false, failure: "invalid", rule: "name" });
    expect(form.$form.get().rule).toBe("name");
    expect(calls).toEqual([]);
  });

  it("sends every field, trimmed, and the owner by id", () => {
    expect(storePayload({ ...valuesOf(store), name: " Fresh " })).toEqual({
      name: "Fresh",
      name_ar: "السوق الطازج",
      slug: "fresh-market",
      description: "Greens",
      description_ar: "خضار",
      phone_number: "+201001234567",
      email: "hello@fresh.example",
      owner: 12,
    });
    expect(storePayload({ ...valuesOf(store), owner: null, ownerText: "" })).toMatchObject({ owner: null });
  });

  it("sends a typed owner that was not picked for the server to look up exactly, never as no owner (issue 23)", () => {
    const typed = (ownerText: string) => storePayload({ ...valuesOf(null), name: "Nile", owner: null, ownerText });
    expect(typed(" omar ")).toMatchObject({ owner_username: "omar" });
    expect(typed(" omar ")).not.toHaveProperty("owner");
    expect(typed("Omar@Example.com")).toMatchObject({ owner_email: "Omar@Example.com" });
    expect(typed("  ")).toMatchObject({ owner: null });
    // A picked owner whose name was then changed by hand: the text wins.
    expect(storePayload({ ...valuesOf(store), ownerText: "someone" })).toMatchObject({ owner_username: "someone" });
    expect(storePayload({ ...valuesOf(store), ownerText: "OMAR" })).toMatchObject({ owner: 12 });
  });

  it("creates with POST and edits with PATCH", async () => {
    answer(201, contractBody(storeSchema, { ...store, id: 4 }));
    const create = createStoreForm(null);
    create.set("name", "Nile Books");
    create.pickOwner({ id: 12, username: "omar", email: "omar@example.com" });
    expect(await create.save()).toMatchObject({ ok: true, store: { id: 4 } });
    expect(calls[0]).toMatchObject({ method: "POST", url: "/api/stores/", body: { name: "Nile Books", slug: "nile-books", owner: 12 } });

    answer(200, contractBody(storeSchema, store));
    const edit = createStoreForm(store);
    edit.set("email", "shop@fresh.example");
    await edit.save();
    expect(calls[0]).toMatchObject({ method: "PATCH", url: "/api/stores/3/", body: { email: "shop@fresh.example", slug: "fresh-market" } });
  });
});

describe("the server's answers", () => {
  it("a typed owner the server finds no one for is an error on the owner field, and the store is not made", async () => {
    answer(400, { owner_username: ["No user with this username."] });
    const form = createStoreForm(null);
    form.set("name", "Nile Books");
    form.typeOwner("omar");
    expect(await form.save()).toMatchObject({ ok: false, failure: "invalid" });
    expect(calls[0]).toMatchObject({ body: { owner_username: "omar" } });
    expect(form.$form.get().errors.owner).toBe("No user with this username.");
  });

  it("puts a 400's messages under their fields; the owner's, however named, under the owner", async () => {
    answer(400, {
      slug: ["store with this slug already exists."],
      owner_email: ["No user with this e-mail."],
      phone_number: ["Enter a valid phone number."],
    });
    const form = createStoreForm(store);
    expect(await form.save()).toMatchObject({ ok: false, failure: "invalid" });
    expect(form.$form.get().errors).toEqual({
      slug: "store with this slug already exists.",
      owner: "No user with this e-mail.",
      phone_number: "Enter a valid phone number.",
    });
    form.set("slug", "fresh-2");
    expect(form.$form.get().errors).not.toHaveProperty("slug");
  });

  it("keeps the server's words for a refusal, and knows when it was never reached", async () => {
    answer(403, contractBody(errorDetail, { detail: "Only a super admin can change a store's owner or slug." }));
    const form = createStoreForm(store);
    expect(await form.save()).toEqual({ ok: false, failure: "refused", detail: "Only a super admin can change a store's owner or slug." });
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("offline");
    });
    expect(await form.save()).toEqual({ ok: false, failure: "unreached" });
    expect(form.$form.get().saving).toBe(false);
  });
});
