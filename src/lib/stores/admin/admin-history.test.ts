import { afterEach, describe, expect, it, vi } from "vitest";
import { AUDIT_ACTIONS, AUDIT_OBJECTS, auditEntry } from "#contract/audit";
import { detailAnswer, pageAnswer } from "../../api/answer.test-support";
import type { AuditEntry } from "#contract/audit";
import {
  $historyTable,
  changesOf,
  HISTORY_ACTIONS,
  HISTORY_OBJECTS,
  historyApiPath,
  historyHref,
  historyQuery,
  isFiltered,
  loadHistory,
  objectHref,
  objectName,
  plainText,
  readHistoryView,
  SHOWN_TEXT_MAX,
  showValue,
} from "./admin-history";

const entry = (over: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 1,
  created_at: "2026-11-24T10:00:00.000Z",
  actor: { id: 2, username: "owner1" },
  action: "update",
  object: "listing",
  object_id: 7,
  object_name: null,
  object_name_ar: null,
  object_exists: true,
  store: 3,
  before: null,
  after: null,
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

describe("the History tab's view in the address bar", () => {
  it("reads the filters and gives them back as the same query", () => {
    const query = { object: "branch", object_id: "5", actor: "9", actor_name: "owner1", store: "3", action: "update", page: "2" };
    const view = readHistoryView(query);
    expect(view).toEqual({ object: "branch", object_id: "5", actor: "9", actor_name: "owner1", store: "3", action: "update", page: 2 });
    expect(historyQuery(view)).toEqual(query);
    expect(isFiltered(view)).toBe(true);
  });

  it("reads anything odd as no filter, and leaves defaults out of the query", () => {
    const view = readHistoryView({ object: "planet", object_id: "5a", actor: "-1", actor_name: "ghost", store: "1e3", action: "explode", page: "0" });
    expect(view).toEqual({ object: "", object_id: "", actor: "", actor_name: "", store: "", action: "", page: 1 });
    expect(historyQuery(view)).toEqual({});
    expect(isFiltered(view)).toBe(false);
  });

  it("links one object's history as /{locale}/admin/history/?object=…&object_id=…", () => {
    expect(historyHref("en", "branch", 5)).toBe("/en/admin/history/?object=branch&object_id=5");
    expect(historyHref("ar", "order", 12)).toBe("/ar/admin/history/?object=order&object_id=12");
    expect(readHistoryView(Object.fromEntries(new URL(historyHref("en", "branch", 5), "https://x.test").searchParams))).toMatchObject({
      object: "branch",
      object_id: "5",
    });
  });

  it("asks the API for the filters it knows (the actor's name is only for the screen)", () => {
    const view = readHistoryView({ object: "product", object_id: "4", actor: "9", actor_name: "owner1", page: "3" });
    expect(historyApiPath(view)).toBe("/api/audit/?page_size=20&object=product&object_id=4&actor=9&page=3");
    expect(historyApiPath(readHistoryView({}))).toBe("/api/audit/?page_size=20");
  });

  it("offers the object types and actions the log uses", () => {
    expect([...HISTORY_OBJECTS].sort()).toEqual([...AUDIT_OBJECTS].sort());
    expect([...HISTORY_ACTIONS].sort()).toEqual([...AUDIT_ACTIONS].sort());
  });
});

describe("a record's before and after, made readable", () => {
  it("shows money, stored in piasters, as pounds in the page's language", () => {
    expect(showValue("price", 12050, "en")).toEqual({ kind: "money", text: "LE 120.50" });
    expect(showValue("base_price", 100000, "ar")).toEqual({ kind: "money", text: "1,000.00 جنيه" });
    // A count is not money.
    expect(showValue("stock", 12050, "en")).toEqual({ kind: "text", text: "12050" });
    expect(showValue("branch_id", 4, "en")).toEqual({ kind: "text", text: "#4" });
  });

  it("turns an HTML description into short plain text, keeping the whole for a tooltip", () => {
    const html = `<p>Fresh <strong>dates</strong> &amp; figs</p><ul><li>${"sweet ".repeat(40)}</li></ul>`;
    const shown = showValue("description", html, "en");
    expect(shown.kind).toBe("text");
    if (shown.kind !== "text") return;
    expect(shown.text.startsWith("Fresh dates & figs sweet")).toBe(true);
    expect(shown.text.length).toBeLessThanOrEqual(SHOWN_TEXT_MAX);
    expect(shown.text.endsWith("…")).toBe(true);
    expect(shown.full).toBe(plainText(html));
    expect(shown.full).not.toContain("<");
    expect(showValue("description", "<p>Short</p>", "en")).toEqual({ kind: "text", text: "Short" });
  });

  it("shows flags, statuses, colours and empties as what they are, anything else as stored", () => {
    expect(showValue("is_available", false, "en")).toEqual({ kind: "bool", value: false });
    expect(showValue("status", "shipped", "en")).toEqual({ kind: "status", value: "shipped" });
    expect(showValue("status", "frozen", "en")).toEqual({ kind: "text", text: "frozen" });
    expect(showValue("primary_color", "#4F46E5", "en")).toEqual({ kind: "colour", text: "#4F46E5" });
    expect(showValue("role", "branch_owner", "en")).toEqual({ kind: "role", value: "branch_owner" });
    expect(showValue("name", "", "en")).toEqual({ kind: "empty" });
    expect(showValue("theme_id", null, "en")).toEqual({ kind: "empty" });
    expect(showValue("images_added", ["products/a.png"], "en")).toEqual({ kind: "text", text: '["products/a.png"]' });
    expect(showValue("mystery_field", "2 < 3", "en")).toEqual({ kind: "text", text: "2 < 3" });
  });

  it("pairs each changed field's before with its after", () => {
    const changes = changesOf({ before: { price: 10000, stock: 4 }, after: { price: 9050, stock: 3 } }, "en");
    expect(changes).toEqual([
      { field: "price", before: { kind: "money", text: "LE 100.00" }, after: { kind: "money", text: "LE 90.50" } },
      { field: "stock", before: { kind: "text", text: "4" }, after: { kind: "text", text: "3" } },
    ]);
  });

  it("has no before for a creation and no after for a deletion", () => {
    expect(changesOf({ before: null, after: { name: "Maadi" } }, "en")).toEqual([{ field: "name", after: { kind: "text", text: "Maadi" } }]);
    expect(changesOf({ before: { name: "Maadi" }, after: null }, "en")).toEqual([{ field: "name", before: { kind: "text", text: "Maadi" } }]);
    // An image removed has a before and an empty after.
    expect(changesOf({ before: { image_removed: 8 }, after: null }, "en")).toEqual([{ field: "image_removed", before: { kind: "text", text: "8" } }]);
    expect(changesOf({ before: { id: 12, user_id: 4 }, after: null }, "en")).toEqual([
      { field: "id", before: { kind: "text", text: "#12" } },
      { field: "user_id", before: { kind: "text", text: "#4" } },
    ]);
  });
});

describe("where an object lives", () => {
  it("links orders to the staff's order page and products to their page", () => {
    expect(objectHref(entry({ object: "order", object_id: 12 }), "ar", false)).toBe("/ar/admin/orders/12/");
    expect(objectHref(entry({ object: "product", object_id: 4 }), "en", false)).toBe("/en/product/4/");
    expect(objectHref(entry({ object: "branch", object_id: 4 }), "en", false)).toBe("/en/admin/branches/?store=3");
    expect(objectHref(entry({ object: "branch", object_id: 4, store: null }), "en", false)).toBe("/en/admin/branches/");
  });

  it("has no link once the object is gone, whatever the record's action", () => {
    expect(objectHref(entry({ object: "order", object_id: 12, object_exists: false }), "en", true)).toBeNull();
    expect(objectHref(entry({ object: "branch", object_id: 4, object_exists: false }), "en", true)).toBeNull();
  });
});

describe("the object's name", () => {
  it("is the name kept with the record, in the page's language, else the other one", () => {
    const named = entry({ object: "branch", object_name: "Maadi", object_name_ar: "المعادي" });
    expect(objectName(named, "en")).toBe("Maadi");
    expect(objectName(named, "ar")).toBe("المعادي");
    expect(objectName(entry({ object_name: "Maadi", object_name_ar: "" }), "ar")).toBe("Maadi");
    expect(objectName(entry({ object_name: "", object_name_ar: "المعادي" }), "en")).toBe("المعادي");
  });

  it("is none for a record that kept none (an order, an older record): the type and id are shown instead", () => {
    expect(objectName(entry({ object: "order" }), "en")).toBeNull();
    expect(objectName(entry({ object_name: "  ", object_name_ar: null }), "ar")).toBeNull();
  });

  it("has no link for a deleted object, a listing, or a tab the reader does not have", () => {
    expect(objectHref(entry({ object: "product", action: "delete" }), "en", true)).toBeNull();
    expect(objectHref(entry({ object: "listing" }), "en", true)).toBeNull();
    expect(objectHref(entry({ object: "manager" }), "en", false)).toBeNull();
    expect(objectHref(entry({ object: "manager" }), "en", true)).toBe("/en/admin/managers/");
  });
});

describe("loading the log", () => {
  it("keeps the newest answer and reports a failure", async () => {
    let release: (r: Response) => void = () => undefined;
    const slow = new Promise<Response>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal("fetch", async (url: string) => (url.includes("object=order") ? slow : pageAnswer(auditEntry, [entry()])));
    const older = loadHistory(readHistoryView({ object: "order" }));
    await loadHistory(readHistoryView({}));
    release(pageAnswer(auditEntry, [], { count: 5 }));
    await older;
    expect($historyTable.get()).toMatchObject({ status: "ready", count: 1 });

    vi.stubGlobal("fetch", async () => detailAnswer(403, "no"));
    await loadHistory(readHistoryView({ object: "branch" }));
    expect($historyTable.get()).toMatchObject({ status: "error", rows: [] });
  });
});
