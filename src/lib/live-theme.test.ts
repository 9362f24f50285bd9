import { describe, expect, it } from "vitest";
import { applyTheme, backgroundCss, hideBrokenLogo, shownTheme, themeCss } from "./live-theme";

const theme = {
  id: 1,
  primary_color: "#0F0F0F",
  secondary_color: "#abcdef",
  logo: "/api/media/stores/7/theme/1f2e.png",
  background_image_desktop: "/api/media/stores/7/theme/9a8b.jpg",
};

describe("the theme a store page shows", () => {
  it("is the store's colours and images", () => {
    expect(shownTheme(theme)).toEqual({
      primary: "#0F0F0F",
      secondary: "#abcdef",
      logo: "/api/media/stores/7/theme/1f2e.png",
      background: "/api/media/stores/7/theme/9a8b.jpg",
    });
  });

  it("is the default colours and no images for a store without a theme", () => {
    expect(shownTheme(null)).toEqual({ primary: "#4F46E5", secondary: "#FF9900", logo: null, background: null });
  });

  it("lets only #RRGGBB into the style sheet and only media paths into images", () => {
    const hostile = {
      ...theme,
      primary_color: "red;}body{display:none",
      secondary_color: "#fff",
      logo: "https://evil.example/x.png",
      background_image_desktop: '/api/media/x.png");background:url("https://evil.example',
    };
    expect(shownTheme(hostile)).toEqual({ primary: "#4F46E5", secondary: "#FF9900", logo: null, background: null });
    expect(shownTheme({ ...theme, logo: "/api/media/../auth/x" }).logo).toBeNull();
    expect(shownTheme({ ...theme, logo: "javascript:alert(1)" }).logo).toBeNull();
  });

  it("becomes the page's colour variables and the header's background", () => {
    expect(themeCss(shownTheme(theme))).toBe(
      ":root{--color-primary:#0F0F0F;--color-secondary:#abcdef;--color-on-primary:#ffffff;--color-on-secondary:#000000}",
    );
    // The widest variant, in the format the browser takes (docs/decisions/0023).
    expect(backgroundCss("/api/media/a.jpg")).toBe('url("/api/media/a.jpg?w=1600")');
  });
});

describe("putting the theme into the page", () => {
  // A stand-in for the few DOM calls applyTheme makes (the unit tests run without a browser).
  function page(logoSrc: string | null) {
    const props = new Map<string, string>();
    const headerProps = new Map<string, string>();
    const attrs = new Set<string>();
    const logo = { src: logoSrc ?? "", hidden: logoSrc === null, getAttribute: () => logoSrc };
    const header = {
      style: { setProperty: (k: string, v: string) => headerProps.set(k, v), removeProperty: (k: string) => headerProps.delete(k) },
      toggleAttribute: (name: string, on: boolean) => (on ? attrs.add(name) : attrs.delete(name)),
    };
    const doc = {
      documentElement: { style: { setProperty: (k: string, v: string) => props.set(k, v) } },
      querySelector: (selector: string) => (selector.includes("logo") ? logo : header),
    } as unknown as Document;
    return { doc, props, headerProps, attrs, logo };
  }

  it("sets the colours, shows the new logo and the background", () => {
    const p = page(null);
    applyTheme(p.doc, shownTheme(theme));
    expect(Object.fromEntries(p.props)).toEqual({
      "--color-primary": "#0F0F0F",
      "--color-secondary": "#abcdef",
      "--color-on-primary": "#ffffff",
      "--color-on-secondary": "#000000",
    });
    // The logo's variants for its 64 px box, the background's widest variant.
    expect(p.logo).toMatchObject({
      src: `${theme.logo}?w=64`,
      srcset: [64, 77, 93, 113, 136, 165, 199].map((w) => `${theme.logo}?w=${w} ${w}w`).join(", "),
      sizes: "64px",
      hidden: false,
    });
    expect(p.headerProps.get("--store-background")).toBe(`url("${theme.background_image_desktop}?w=1600")`);
    expect(p.attrs.has("data-background")).toBe(true);
  });

  it("hides a logo and a background the store no longer has", () => {
    const p = page("/api/media/old.png");
    p.headerProps.set("--store-background", 'url("/api/media/old.jpg")');
    p.attrs.add("data-background");
    applyTheme(p.doc, shownTheme(null));
    expect(p.logo.hidden).toBe(true);
    expect(p.headerProps.size).toBe(0);
    expect(p.attrs.size).toBe(0);
  });
});

describe("a logo whose file is gone", () => {
  const logo = (complete: boolean, naturalWidth: number, src: string | null) => {
    const listeners: Record<string, () => void> = {};
    const img = {
      complete,
      naturalWidth,
      hidden: false,
      getAttribute: () => src,
      addEventListener: (type: string, fn: () => void) => (listeners[type] = fn),
    };
    const doc = { querySelector: () => img } as unknown as Document;
    return { img, listeners, doc };
  };

  it("is hidden when it has already failed, or when it fails later", () => {
    const failed = logo(true, 0, "/api/media/old.png");
    hideBrokenLogo(failed.doc);
    expect(failed.img.hidden).toBe(true);
    const loading = logo(false, 0, "/api/media/old.png");
    hideBrokenLogo(loading.doc);
    expect(loading.img.hidden).toBe(false);
    loading.listeners.error();
    expect(loading.img.hidden).toBe(true);
  });

  it("leaves a loaded logo, and a page built without one, alone", () => {
    const loaded = logo(true, 64, "/api/media/a.png");
    hideBrokenLogo(loaded.doc);
    expect(loaded.img.hidden).toBe(false);
    const none = logo(true, 0, null);
    hideBrokenLogo(none.doc);
    expect(none.img.hidden).toBe(false);
  });
});
