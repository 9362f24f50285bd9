import { describe, expect, it } from "vitest";
import { MEDIA_WIDTHS } from "#shared/media";
import { CARD_BOX } from "../product/card";
import { CATEGORY_BOX, candidateWidths, FEATURED_BOX, fixedBox, isMediaUrl, picture } from "./srcset";

describe("picture sizes", () => {
  it("lists the set's widths up to the first that fills the box at density 3", () => {
    expect(candidateWidths(64)).toEqual([64, 77, 93, 113, 136, 165, 199]);
    expect(candidateWidths(296)).toEqual([64, 77, 93, 113, 136, 165, 199, 240, 288, 352, 424, 512, 624, 752, 904]);
    expect(candidateWidths(1120)).toEqual([...MEDIA_WIDTHS]);
  });

  it("gives a stored picture a srcset of its variants, sizes and a variant as src", () => {
    expect(picture("/api/media/products/a.png", fixedBox(40))).toEqual({
      src: "/api/media/products/a.png?w=64",
      srcset: [64, 77, 93, 113, 136].map((w) => `/api/media/products/a.png?w=${w} ${w}w`).join(", "),
      sizes: "40px",
    });
    const card = picture("/api/media/p/b.jpg", CARD_BOX);
    expect(card.src).toBe("/api/media/p/b.jpg?w=352&crop=1x1");
    expect(card.srcset?.split(", ").at(-1)).toBe("/api/media/p/b.jpg?w=904&crop=1x1 904w");
    expect(card.sizes).toBe(CARD_BOX.sizes);
  });

  it("cuts the variants of an object-cover box to its shape", () => {
    const category = picture("/api/media/p/c.png", CATEGORY_BOX);
    expect(category.srcset?.split(", ").every((c) => /\?w=\d+&crop=4x3 \d+w$/.test(c))).toBe(true);
    expect(picture("/api/media/p/c.png", FEATURED_BOX).srcset).not.toContain("crop");
  });

  it("leaves any other address as it is", () => {
    expect(picture("/images/product-placeholder.svg", FEATURED_BOX)).toEqual({ src: "/images/product-placeholder.svg" });
    expect(isMediaUrl("https://elsewhere.example/api/media/a.png")).toBe(false);
    expect(isMediaUrl("/api/media/a.png?w=160")).toBe(false);
  });
});
