// Images that wait (DeferredImages.astro): their address is in data-deferred-src (and their
// variants in data-deferred-srcset, lib/media/srcset.ts) until it is time to load them.
export const DEFERRED_SRC = "data-deferred-src";
export const DEFERRED_SRCSET = "data-deferred-srcset";

/** Gives every deferred image under `root` its srcset and src (srcset first: the browser then fetches only the variant it picks). */
export function loadDeferredImages(root: Pick<ParentNode, "querySelectorAll">) {
  for (const img of root.querySelectorAll<HTMLImageElement>(`img[${DEFERRED_SRC}]`)) {
    const srcset = img.getAttribute(DEFERRED_SRCSET);
    if (srcset) img.srcset = srcset;
    img.src = img.getAttribute(DEFERRED_SRC) ?? "";
    img.removeAttribute(DEFERRED_SRC);
    img.removeAttribute(DEFERRED_SRCSET);
  }
}
