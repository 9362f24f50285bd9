// Images that wait (DeferredImages.astro): their address is in data-deferred-src until it
// is time to load them.
export const DEFERRED_SRC = "data-deferred-src";

/** Gives every deferred image under `root` its src. */
export function loadDeferredImages(root: Pick<ParentNode, "querySelectorAll">) {
  for (const img of root.querySelectorAll<HTMLImageElement>(`img[${DEFERRED_SRC}]`)) {
    img.src = img.getAttribute(DEFERRED_SRC) ?? "";
    img.removeAttribute(DEFERRED_SRC);
  }
}
