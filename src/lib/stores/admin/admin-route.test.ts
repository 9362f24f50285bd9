import { describe, expect, it } from "vitest";
import { adminPath, createAdminRoute, tabOf } from "./admin-route";

/** A window whose address bar and history behave like the browser's. */
function fakeWindow(start: string) {
  const entries = [start];
  let at = 0;
  const listeners = new Set<() => void>();
  const url = () => new URL(entries[at], "https://aswaq.test");
  const win = {
    get location() {
      return url() as unknown as Location;
    },
    history: {
      pushState: (_: unknown, __: string, to: string) => {
        entries.splice(at + 1, entries.length, to);
        at += 1;
      },
      replaceState: (_: unknown, __: string, to: string) => {
        entries[at] = to;
      },
    } as unknown as History,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
    back() {
      at -= 1;
      for (const fn of listeners) fn();
    },
    entries,
  };
  return win;
}

describe("the dashboard's address", () => {
  it("names the tab in the path, home by default", () => {
    expect(tabOf("/en/admin/")).toBe("home");
    expect(tabOf("/ar/admin/orders/")).toBe("orders");
    expect(tabOf("/en/admin/products/")).toBe("products");
    expect(tabOf("/en/admin/nothing/")).toBe("home");
    expect(adminPath("ar", "orders", { status: "pending", q: "" })).toBe("/ar/admin/orders/?status=pending");
    expect(adminPath("en", "home", { period: "30d" })).toBe("/en/admin/?period=30d");
    expect(adminPath("en", "products")).toBe("/en/admin/products/");
  });

  it("opens a tab on a view of it (Home's links into the Orders tab filtered)", () => {
    const win = fakeWindow("/en/admin/?period=today");
    const route = createAdminRoute(win as never);
    route.start();
    route.openTab("orders", { status: "pending", branch: "4" });
    expect(win.entries.at(-1)).toBe("/en/admin/orders/?status=pending&branch=4");
    expect(route.$route.get()).toEqual({ tab: "orders", view: { status: "pending", branch: "4" } });
    win.back();
    expect(route.$route.get()).toEqual({ tab: "home", view: { period: "today" } });
  });

  it("opens tabs as history entries, and back returns to the tab and its view", () => {
    const win = fakeWindow("/en/admin/products/?search=kettle");
    const route = createAdminRoute(win as never);
    route.start();
    expect(route.$route.get()).toEqual({ tab: "products", view: { search: "kettle" } });
    route.openTab("orders");
    expect(route.$route.get()).toEqual({ tab: "orders", view: {} });
    expect(win.entries.at(-1)).toBe("/en/admin/orders/");
    win.back();
    expect(route.$route.get()).toEqual({ tab: "products", view: { search: "kettle" } });
  });

  it("typing replaces the entry, paging pushes one, an emptied field leaves the address", () => {
    const win = fakeWindow("/ar/admin/products/");
    const route = createAdminRoute(win as never);
    route.start();
    route.setView({ search: "غلاية" }, "replace");
    expect(win.entries).toEqual(["/ar/admin/products/?search=%D8%BA%D9%84%D8%A7%D9%8A%D8%A9"]);
    route.setView({ page: "2" });
    expect(win.entries).toHaveLength(2);
    route.setView({ search: "", page: undefined });
    expect(route.$route.get().view).toEqual({});
  });
});
