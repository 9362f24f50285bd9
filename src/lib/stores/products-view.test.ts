import { describe, expect, it } from "vitest";
import { createProductsView } from "./products-view";

/** A window with an address bar, a history and popstate, enough for the store. */
function fakeWindow(search = "") {
  const entries = [search];
  let at = 0;
  const listeners = new Set<() => void>();
  const location = { pathname: "/en/products/", search };
  const move = (to: string) => (location.search = to);
  const win = {
    location,
    history: {
      state: null,
      pushState: (_: unknown, __: string, url: string) => {
        entries.splice(++at, entries.length, url.slice(location.pathname.length));
        move(entries[at]);
      },
      replaceState: (_: unknown, __: string, url: string) => move((entries[at] = url.slice(location.pathname.length))),
    },
    addEventListener: (_: string, f: () => void) => listeners.add(f),
    removeEventListener: (_: string, f: () => void) => listeners.delete(f),
  };
  const travel = (delta: number) => {
    at += delta;
    move(entries[at]);
    for (const f of listeners) f();
  };
  return { win: win as never, entries: () => entries.slice(), travel, location, listeners };
}

describe("the products page's view", () => {
  it("reads the URL, page included, and tidies it", () => {
    const w = fakeWindow("?search=++rice+&store=2&page=3&page_junk=1");
    const view = createProductsView(w.win);
    expect(view.$view.get()).toBeNull();
    view.start();
    expect(view.$view.get()).toEqual({ search: "rice", store: "2", category: "", page: 3 });
    expect(w.location.search).toBe("?search=rice&store=2&page=3&page_junk=1");
    expect(w.entries()).toHaveLength(1);
  });

  it("puts pickers and pages in the URL: a new filter starts at page 1", () => {
    const w = fakeWindow("?store=2");
    const view = createProductsView(w.win);
    view.start();
    view.go({ page: 2 });
    expect(w.location.search).toBe("?store=2&page=2");
    view.go({ category: "dairy" });
    expect(w.location.search).toBe("?store=2&category=dairy");
    expect(view.$view.get()).toEqual({ search: "", store: "2", category: "dairy", page: 1 });
    view.go({ store: "" });
    expect(w.location.search).toBe("?category=dairy");
    view.go({ category: "dairy" }); // the same view: no new history entry
    expect(w.entries()).toEqual(["?store=2", "?store=2&page=2", "?store=2&category=dairy", "?category=dairy"]);
  });

  it("follows back and forward, and stops listening when stopped", () => {
    const w = fakeWindow("");
    const view = createProductsView(w.win);
    const stop = view.start();
    view.go({ page: 2 });
    view.go({ page: 3 });
    w.travel(-1);
    expect(view.$view.get()?.page).toBe(2);
    w.travel(-1);
    expect(view.$view.get()).toEqual({ search: "", store: "", category: "", page: 1 });
    w.travel(+2);
    expect(view.$view.get()?.page).toBe(3);
    stop();
    expect(w.listeners.size).toBe(0);
  });
});
