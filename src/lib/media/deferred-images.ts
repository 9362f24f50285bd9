// Pictures that wait for their turn (issue 25: carousels and rotators load what they show).
// The hero slider, the store's featured carousel and the category cards render every later
// picture with its address in data-deferred-src (and its variants in data-deferred-srcset,
// srcset.ts) instead of src, and give it its address only when its slide is next.
export const DEFERRED_SRC = "data-deferred-src";
export const DEFERRED_SRCSET = "data-deferred-srcset";

/** Gives every deferred image under `root` its srcset and src (srcset first: the browser then fetches only the variant it picks). */
export function loadDeferredImages(root: Pick<ParentNode, "querySelectorAll"> | undefined) {
  if (!root) return;
  for (const img of root.querySelectorAll<HTMLImageElement>(`img[${DEFERRED_SRC}]`)) {
    const srcset = img.getAttribute(DEFERRED_SRCSET);
    if (srcset) img.srcset = srcset;
    img.src = img.getAttribute(DEFERRED_SRC) ?? "";
    img.removeAttribute(DEFERRED_SRC);
    img.removeAttribute(DEFERRED_SRCSET);
  }
}

/** The slide after `current` of `count`, going round: the one to load while `current` shows. */
export const nextTurn = (current: number, count: number) => (current + 1) % count;
