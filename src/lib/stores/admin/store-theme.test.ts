import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { theme as themeSchema } from "#contract/stores";
import { answer, fieldErrorsAnswer } from "../../api/answer.test-support";
import { $workedStores, type WorkedStore } from "./selected-store";
import { createThemeForm, imageProblem, isHexColour, shownColour, themeProblems } from "./store-theme";

const file = (type: string, size = 10, name = "logo.png") => new File([new Uint8Array(size)], name, { type });
const theme = {
  id: 9,
  primary_color: "#111111",
  secondary_color: "#222222",
  logo: "/api/media/stores/7/theme/a.png",
  background_image_desktop: null,
};
const store = (access: WorkedStore["access"] = "owner", withTheme = true) =>
  ({ id: 7, slug: "s", name: "Seven", name_ar: "", branches: [], theme: withTheme ? theme : null, access }) as unknown as WorkedStore;

beforeEach(() => $workedStores.set({ status: "ready", stores: [store()] }));
afterEach(() => vi.unstubAllGlobals());

describe("theme values", () => {
  it("takes colours as #RRGGBB only", () => {
    for (const ok of ["#4F46E5", "#4f46e5", " #000000 "]) expect(isHexColour(ok), ok).toBe(true);
    for (const bad of ["4F46E5", "#fff", "#4F46E", "#4F46E5A", "#GGGGGG", "", "red"]) expect(isHexColour(bad), bad).toBe(false);
    expect(shownColour("#12", "#4F46E5")).toBe("#4F46E5");
    expect(shownColour(" #abcdef", "#4F46E5")).toBe("#abcdef");
  });

  it("takes JPEG or PNG images up to 5 MB, as the server does", () => {
    expect(imageProblem(null)).toBeNull();
    expect(imageProblem(file("image/png"))).toBeNull();
    expect(imageProblem(file("image/jpeg", 5 * 1024 * 1024))).toBeNull();
    expect(imageProblem(file("image/jpeg", 5 * 1024 * 1024 + 1))).toBe("imageSize");
    expect(imageProblem(file("image/gif"))).toBe("imageType");
    expect(imageProblem(file("text/plain"))).toBe("imageType");
  });

  it("reports every problem at once, per field", () => {
    expect(
      themeProblems({ primary_color: "blue", secondary_color: "#000000", logo: file("image/gif"), background_image_desktop: file("image/png", 6e6) }),
    ).toEqual({
      primary_color: "colour",
      logo: "imageType",
      background_image_desktop: "imageSize",
    });
  });
});

describe("the Themes form", () => {
  it("starts from the store's theme, or the default colours when it has none", () => {
    expect(createThemeForm(store()).$form.get()).toMatchObject({
      values: { primary_color: "#111111", secondary_color: "#222222", logo: null },
      saved: { logo: theme.logo, background_image_desktop: null },
    });
    expect(createThemeForm(store("owner", false)).$form.get().values).toMatchObject({ primary_color: "#4F46E5", secondary_color: "#FF9900" });
  });

  it("checks a field as it changes and clears the server's word on it", () => {
    const form = createThemeForm(store());
    form.$form.setKey("errors", { primary_color: "Enter a colour as #RRGGBB.", secondary_color: "x" });
    form.set("primary_color", "#12");
    expect(form.$form.get().problems).toEqual({ primary_color: "colour" });
    expect(form.$form.get().errors).toEqual({ secondary_color: "x" });
    form.set("primary_color", "#123456");
    expect(form.$form.get().problems).toEqual({});
    form.set("logo", file("image/gif"));
    expect(form.$form.get().problems).toEqual({ logo: "imageType" });
  });

  it("sends the colours and the chosen images as one form, and the answer becomes the store's theme", async () => {
    const saved = { ...theme, store: 7, name: "Seven", primary_color: "#0f0f0f", logo: "/api/media/stores/7/theme/b.png" };
    const fetcher = vi.fn(async (_url: string, _init: RequestInit) => answer(themeSchema, saved));
    vi.stubGlobal("fetch", fetcher);
    const form = createThemeForm(store());
    const logo = file("image/png");
    form.set("primary_color", " #0f0f0f ");
    form.set("logo", logo);
    expect(await form.save()).toBe(true);
    const [url, init] = fetcher.mock.calls[0];
    expect(url).toBe("/api/stores/7/theme/");
    expect(init.method).toBe("POST");
    const body = init.body as FormData;
    expect(body.get("primary_color")).toBe("#0f0f0f");
    expect(body.get("secondary_color")).toBe("#222222");
    expect((body.get("logo") as File).name).toBe("logo.png");
    expect(body.has("background_image_desktop")).toBe(false);
    expect(form.$form.get()).toMatchObject({ values: { primary_color: "#0f0f0f", logo: null }, saved: { logo: saved.logo }, saving: false });
    expect($workedStores.get().stores[0]).toMatchObject({ access: "owner", theme: { primary_color: "#0f0f0f", logo: saved.logo } });
  });

  it("sends nothing while a field is wrong", async () => {
    const fetcher = vi.fn();
    vi.stubGlobal("fetch", fetcher);
    const form = createThemeForm(store());
    form.set("secondary_color", "orange");
    expect(await form.save()).toBe(false);
    expect(fetcher).not.toHaveBeenCalled();
    expect(form.$form.get().problems).toEqual({ secondary_color: "colour" });
  });

  it("is read-only to a manager who is not the store's owner: it never sends", async () => {
    const fetcher = vi.fn();
    vi.stubGlobal("fetch", fetcher);
    const form = createThemeForm(store("manager"));
    expect(await form.save()).toBe(false);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("shows the server's message per field when it refuses, and keeps what was typed", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => fieldErrorsAnswer({ logo: ["Please upload a JPEG or PNG image."] })),
    );
    const form = createThemeForm(store());
    form.set("logo", file("image/png", 10, "fake.png"));
    expect(await form.save()).toBe(false);
    expect(form.$form.get()).toMatchObject({ errors: { logo: "Please upload a JPEG or PNG image." }, saving: false });
    expect(form.$form.get().values.logo?.name).toBe("fake.png");
  });

  it("fails without words when the network does", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("offline");
      }),
    );
    const form = createThemeForm(store());
    expect(await form.save()).toBe(false);
    expect(form.$form.get()).toMatchObject({ errors: {}, saving: false });
  });
});
