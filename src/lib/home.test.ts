import { describe, expect, it } from "vitest";
import { CATEGORY_PRODUCTS_READ, categoryImages, categoryProductsPath, heroSlide, MAX_CATEGORY_IMAGES } from "./home";

const product = (categoryIds: number[], image?: string) => ({ category_ids: categoryIds, images: image ? [{ id: 1, image, alt_text: "" }] : [] });

describe("categoryImages", () => {
  it("puts the category's image first, then its products' first images, a few at most", () => {
    const products = [
      product([1], "/a.png"),
      product([2], "/b.png"),
      product([1, 2], "/c.png"),
      product([1]),
      product([1], "/a.png"),
      product([1], "/d.png"),
      product([1], "/e.png"),
    ];
    expect(categoryImages({ id: 1, image: "/cat.png" }, products)).toEqual(["/cat.png", "/a.png", "/c.png", "/d.png"]);
    expect(categoryImages({ id: 2, image: null }, products)).toEqual(["/b.png", "/c.png"]);
    expect(categoryImages({ id: 3, image: null }, products)).toEqual([]);
  });
});

describe("categoryProductsPath", () => {
  it("reads a few of the category's products, by id, not the whole catalogue", () => {
    expect(categoryProductsPath({ id: 7 })).toBe(`/api/products/?category=7&page_size=${CATEGORY_PRODUCTS_READ}`);
    expect(CATEGORY_PRODUCTS_READ).toBeGreaterThan(MAX_CATEGORY_IMAGES);
    expect(CATEGORY_PRODUCTS_READ).toBeLessThanOrEqual(100);
  });
});

describe("heroSlide", () => {
  const theme = { id: 1, primary_color: "#111111", secondary_color: "#222222", logo: "/logo.png", background_image_desktop: "/bg.png" };
  const store = { id: 3, name: "Delta Home", name_ar: "دلتا هوم", theme };

  it("links Shop Now to the store's products in the page's language", () => {
    expect(heroSlide(store, "ar")).toMatchObject({ name: "دلتا هوم", href: "/ar/products/?store=3" });
  });

  it("falls back from the background image to the logo to the default banner", () => {
    expect(heroSlide(store, "en").background).toEqual({ kind: "image", src: "/bg.png" });
    expect(heroSlide({ ...store, theme: { ...theme, background_image_desktop: null } }, "en").background).toEqual({ kind: "logo", src: "/logo.png" });
    const bare = heroSlide({ ...store, theme: null }, "en");
    expect(bare.background).toEqual({ kind: "banner" });
    expect(bare.colours).toEqual({ primary: "#4F46E5", secondary: "#FF9900" });
  });
});
