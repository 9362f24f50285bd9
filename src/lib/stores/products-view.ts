// The products page's view (search, store, category, page) lives in its URL, so a reload or
// a shared link shows the same thing and back/forward step through the visitor's views. The
// island renders $view; a search, a picker or the pager calls go(), which pushes the new URL.
import { atom } from "nanostores";
import { readProductsQuery, withQuery, type ProductsQuery } from "../listing/urls";

type Win = Pick<Window, "location" | "history" | "addEventListener" | "removeEventListener">;

/** `win` for tests; the browser's window otherwise (read only once started: the server has none). */
export function createProductsView(win?: Win) {
  const w = () => win ?? window;
  /** Null until the URL has been read in the browser (the server cannot know it). */
  const $view = atom<ProductsQuery | null>(null);
  const read = () => $view.set(readProductsQuery(w().location.search));
  const address = (search: string) => `${w().location.pathname}${search}`;

  /** Reads the URL, tidies it (`?search=++rice+&page=1` reads as `?search=rice`) and follows back/forward. */
  function start() {
    const { location, history } = w();
    read();
    const tidy = withQuery(location.search, $view.get()!);
    if (tidy !== location.search) history.replaceState(history.state, "", address(tidy));
    w().addEventListener("popstate", read);
    return () => w().removeEventListener("popstate", read);
  }

  /** A new view: a changed search or filter starts again at page 1; the same view adds no history entry. */
  function go(change: Partial<ProductsQuery>) {
    const { location, history } = w();
    const next = withQuery(location.search, { ...readProductsQuery(location.search), page: 1, ...change });
    if (next !== location.search) history.pushState(null, "", address(next));
    read();
  }

  return { $view, start, go };
}
