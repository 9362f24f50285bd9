import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { store as storeSchema } from "#contract/stores";
import { answer, detailAnswer, fieldErrorsAnswer } from "../../api/answer.test-support";
import { aStore } from "../../api/fixtures.test-support";
import { $workedStores, type WorkedStore } from "./selected-store";
import { createSettingsForm, settingsOf, settingsPayload, settingsProblems } from "./store-settings";

const theme = { id: 9, primary_color: "#111111", secondary_color: "#222222", logo: null, background_image_desktop: null };
const store = (access: WorkedStore["access"] = "owner") =>
  ({ id: 7, slug: "s", name: "Seven", name_ar: "سبعة", branches: [], theme, access }) as unknown as WorkedStore;

beforeEach(() => $workedStores.set({ status: "ready", stores: [store()] }));
afterEach(() => vi.unstubAllGlobals());

describe("settings values", () => {
  it("start from the store: both names and the theme's primary colour (the default without a theme)", () => {
    expect(settingsOf(store())).toEqual({ name: "Seven", name_ar: "سبعة", primary_color: "#111111" });
    expect(settingsOf({ ...store(), theme: null }).primary_color).toBe("#4F46E5");
  });

  it("need a name of at most 100 characters, an Arabic name no longer, and a #RRGGBB colour", () => {
    expect(settingsProblems({ name: "A", name_ar: "", primary_color: "#000000" })).toEqual({});
    expect(settingsProblems({ name: "  ", name_ar: "ب".repeat(101), primary_color: "#000" })).toEqual({
      name: "required",
      name_ar: "tooLong",
      primary_color: "colour",
    });
    expect(settingsProblems({ name: "x".repeat(101), name_ar: "", primary_color: "#000000" })).toEqual({ name: "tooLong" });
  });

  it("are sent trimmed, the colour as the store's theme's", () => {
    expect(settingsPayload({ name: " New ", name_ar: " جديد ", primary_color: " #abcdef" })).toEqual({
      name: "New",
      name_ar: "جديد",
      theme: { primary_color: "#abcdef" },
    });
  });
});

describe("the Settings form", () => {
  it("saves with PATCH /api/stores/{id}/ and the answer becomes the store", async () => {
    // PATCH's answer: the store, whole (without the caller's access, which only ?managed=true lists carry).
    const saved = aStore(7, { slug: "s", name: "New", name_ar: "سبعة", theme: { ...theme, primary_color: "#abcdef" } });
    const fetcher = vi.fn(async (_url: string, _init: RequestInit) => answer(storeSchema, saved));
    vi.stubGlobal("fetch", fetcher);
    const form = createSettingsForm(store());
    form.set("name", "New");
    form.set("primary_color", "#abcdef");
    expect(await form.save()).toBe(true);
    const [url, init] = fetcher.mock.calls[0];
    expect([url, init.method]).toEqual(["/api/stores/7/", "PATCH"]);
    expect(JSON.parse(init.body as string)).toEqual({ name: "New", name_ar: "سبعة", theme: { primary_color: "#abcdef" } });
    expect(form.$form.get()).toMatchObject({ values: { name: "New", primary_color: "#abcdef" }, saving: false });
    expect($workedStores.get().stores[0]).toMatchObject({ name: "New", access: "owner", theme: { primary_color: "#abcdef" } });
  });

  it("sends nothing while a field is wrong, and says which", async () => {
    const fetcher = vi.fn();
    vi.stubGlobal("fetch", fetcher);
    const form = createSettingsForm(store());
    form.set("name", "");
    expect(form.$form.get().problems).toEqual({ name: "required" });
    expect(await form.save()).toBe(false);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("is read-only to a manager who is not the store's owner: it never sends", async () => {
    const fetcher = vi.fn();
    vi.stubGlobal("fetch", fetcher);
    expect(await createSettingsForm(store("manager")).save()).toBe(false);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("puts the server's messages on their fields, the theme's on the colour", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => fieldErrorsAnswer({ name: ["A store with this name already exists."], theme: ["Enter a colour as #RRGGBB."] })),
    );
    const form = createSettingsForm(store());
    expect(await form.save()).toBe(false);
    expect(form.$form.get().errors).toEqual({ name: "A store with this name already exists.", primary_color: "Enter a colour as #RRGGBB." });
    form.set("name", "Other");
    expect(form.$form.get().errors).toEqual({ primary_color: "Enter a colour as #RRGGBB." });
  });

  it("says a refusal without fields in `detail`", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => detailAnswer(403, "Only the store's owner can change its settings.")),
    );
    const form = createSettingsForm(store());
    expect(await form.save()).toBe(false);
    expect(form.$form.get().errors).toEqual({ detail: "Only the store's owner can change its settings." });
  });
});
