import { describe, expect, it } from "vitest";
import { DEFERRED_SRC, DEFERRED_SRCSET, loadDeferredImages } from "./deferred-images";

/** Just enough of an <img> and of querySelectorAll for the function. */
function fakeImage(deferred: string | null, srcset?: string) {
  const attributes = new Map(deferred === null ? [] : [[DEFERRED_SRC, deferred]]);
  if (srcset) attributes.set(DEFERRED_SRCSET, srcset);
  return {
    src: "",
    srcset: "",
    getAttribute: (name: string) => attributes.get(name) ?? null,
    removeAttribute: (name: string) => attributes.delete(name),
    has: () => attributes.has(DEFERRED_SRC),
  };
}

describe("deferred images", () => {
  it("moves data-deferred-src to src, once", () => {
    const images = [fakeImage("/a.png"), fakeImage("/b.png")];
    const root = {
      querySelectorAll: (selector: string) => (selector === `img[${DEFERRED_SRC}]` ? images.filter((i) => i.has()) : []),
    } as unknown as ParentNode;
    loadDeferredImages(root);
    expect(images.map((i) => i.src)).toEqual(["/a.png", "/b.png"]);
    expect(images.some((i) => i.has())).toBe(false);
    images[0].src = "/changed.png";
    loadDeferredImages(root); // nothing left to do: a second call changes nothing
    expect(images[0].src).toBe("/changed.png");
  });

  it("gives a picture its variants (data-deferred-srcset) with its src", () => {
    const image = fakeImage("/api/media/a.png?w=320", "/api/media/a.png?w=160 160w, /api/media/a.png?w=320 320w");
    loadDeferredImages({ querySelectorAll: () => (image.has() ? [image] : []) } as unknown as ParentNode);
    expect(image.srcset).toBe("/api/media/a.png?w=160 160w, /api/media/a.png?w=320 320w");
    expect(image.src).toBe("/api/media/a.png?w=320");
    expect(image.getAttribute(DEFERRED_SRCSET)).toBeNull();
  });
});
