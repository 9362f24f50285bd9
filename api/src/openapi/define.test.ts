// The helpers each domain's openapi.ts is written with: the paths, parameters and answers a
// resource's operations get, and the error statuses an operation's shape implies.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ADMIN, id, resource, tagged } from "./define";
import { errorStatuses } from "./document";

const thing = z.object({ name: z.string() });
const things = resource({ tag: "Things", path: "/api/things/", one: "thing", many: "things" });

describe("resource()", () => {
  it("puts the list and create on the collection, the rest on the item, with the answers' words", () => {
    const list = things.list("listThings", { summary: "Things", access: "public", paged: 12, schema: thing });
    const get = things.get("getThing", { summary: "One", access: "public", schema: thing });
    const create = things.create("createThing", { summary: "New", access: ADMIN, body: thing, schema: thing });
    const patch = things.update("patchThing", "patch", { summary: "Edit", access: ADMIN, body: thing, schema: thing, errors: [409] });
    const remove = things.remove("deleteThing", { summary: "Delete", access: ADMIN, said: "Removed." });

    expect([list, get, create, patch, remove].map((o) => `${o.method} ${o.path} ${o.tag}`)).toEqual([
      "get /api/things/ Things",
      "get /api/things/{id}/ Things",
      "post /api/things/ Things",
      "patch /api/things/{id}/ Things",
      "delete /api/things/{id}/ Things",
    ]);
    expect([list, get, create, patch, remove].map((o) => o.ok.map((s) => `${s.status} ${s.description}`))).toEqual([
      ["200 A page of things."],
      ["200 The thing."],
      ["201 The new thing."],
      ["200 The thing."],
      ["204 Removed."],
    ]);
    expect(list.paged).toBe(12);
    expect(get.params).toEqual({ id: { kind: "id", description: "The object's id (digits)." } });
    expect(create.body).toEqual({ json: thing });
    expect(patch.errors).toEqual([409]);
    // Not paged: the whole list.
    expect(things.list("allThings", { summary: "All", access: "public", schema: thing }).ok[0].description).toBe("The things.");
  });

  it("nests under the collection's own parameters, and names the item's", () => {
    const notes = resource({
      tag: "Notes",
      path: "/api/things/{id}/notes/",
      params: { id: id("The thing's id.") },
      item: { noteId: id("The note's id.") },
      one: "note",
      many: "notes",
    });
    const list = notes.list("listNotes", { summary: "Notes", access: "user", schema: thing });
    const remove = notes.remove("deleteNote", { summary: "Delete", access: "user" });
    expect(list.params).toEqual({ id: id("The thing's id.") });
    expect(remove.path).toBe("/api/things/{id}/notes/{noteId}/");
    expect(Object.keys(remove.params ?? {})).toEqual(["id", "noteId"]);
  });
});

describe("errorStatuses()", () => {
  const { op } = tagged("Things");
  const base = { method: "get" as const, path: "/api/x/", summary: "x", ok: [{ status: 200, description: "x" }] };

  it("adds what the shape implies to what the entry names", () => {
    expect(errorStatuses(op({ ...base, id: "a", access: "public" }))).toEqual([401]);
    expect(errorStatuses(op({ ...base, id: "b", access: ADMIN, errors: [409] }))).toEqual([401, 403, 409]);
    expect(errorStatuses(op({ ...base, id: "c", access: "user", body: { json: thing } }))).toEqual([400, 401, 415]);
    expect(errorStatuses(op({ ...base, id: "d", access: "user", body: { json: thing, form: thing } }))).toEqual([400, 401]);
    expect(errorStatuses(op({ ...base, id: "e", access: "public", paged: 12 }))).toEqual([401, 404]);
  });

  it("gives a digit path id its 400 (not 1 to 12 digits), and a store's id or slug none", () => {
    expect(errorStatuses(op({ ...base, id: "f", access: "public", params: { id: id("x") } }))).toEqual([400, 401, 404]);
    expect(errorStatuses(op({ ...base, id: "g", access: "public", params: { id: { kind: "store-ref", description: "x" } } }))).toEqual([401, 404]);
  });
});
