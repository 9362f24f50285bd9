// Where the dashboard is: the tab is the path (/{locale}/admin/orders/), the tab's view
// (search, filters, sorting, page) its query string. Both live in the address bar, so a reload
// or a shared link opens the same view, and back/forward step between tabs. Islands render
// $adminRoute and call openTab() and setView(); they never touch history themselves.
import { atom } from "nanostores";

/**
 * The tabs this dashboard has today; the first is the default (docs/product.md §2): Home, the
 * period's figures (issue 31), the first thing a merchant or a super admin sees.
 */
export const ADMIN_TABS = [
  "home",
  "products",
  "stock",
  "orders",
  "returns",
  "cash",
  "branches",
  "managers",
  "stores",
  "themes",
  "settings",
  "history",
  "publish",
  "notifications",
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export interface AdminRoute {
  tab: AdminTab;
  /** The tab's view: the query string's parameters, without empty ones. */
  view: Record<string, string>;
}

type Win = Pick<Window, "location" | "history" | "addEventListener" | "removeEventListener">;

const PATH = /^\/(en|ar)\/admin\/?([^/]*)\/?$/;

/** The tab a path names; the dashboard's root and anything unknown are the default tab. */
export function tabOf(pathname: string): AdminTab {
  const name = PATH.exec(pathname)?.[2] ?? "";
  return ADMIN_TABS.find((tab) => tab === name) ?? ADMIN_TABS[0];
}

export function adminPath(locale: string, tab: AdminTab, view: Record<string, string> = {}): string {
  const query = new URLSearchParams(Object.entries(view).filter(([, v]) => v !== "")).toString();
  return `/${locale}/admin/${tab === ADMIN_TABS[0] ? "" : `${tab}/`}${query ? `?${query}` : ""}`;
}

const viewOf = (search: string) => Object.fromEntries([...new URLSearchParams(search)].filter(([, v]) => v !== ""));
const localeOf = (pathname: string) => PATH.exec(pathname)?.[1] ?? "en";

/** `win` for tests; the browser's window otherwise. */
export function createAdminRoute(win?: Win) {
  const w = () => win ?? window;
  const $route = atom<AdminRoute>({ tab: ADMIN_TABS[0], view: {} });
  const read = () => $route.set({ tab: tabOf(w().location.pathname), view: viewOf(w().location.search) });

  function start() {
    read();
    w().addEventListener("popstate", read);
    return () => w().removeEventListener("popstate", read);
  }

  /** Another tab, in a new history entry; its view starts empty, or as `view` (Home's links into filtered Orders). */
  function openTab(tab: AdminTab, view: Record<string, string> = {}) {
    const { location, history } = w();
    const next = adminPath(localeOf(location.pathname), tab, view);
    if (next !== location.pathname + location.search) history.pushState(null, "", next);
    read();
  }

  /**
   * A changed view of the current tab. Typing a search replaces the entry (one step back leaves
   * the search, not one letter); a page or filter change pushes one.
   */
  function setView(change: Record<string, string | undefined>, mode: "push" | "replace" = "push") {
    const { location, history } = w();
    const { tab, view } = $route.get();
    const merged: Record<string, string> = { ...view };
    for (const [key, value] of Object.entries(change)) {
      if (value === undefined || value === "") delete merged[key];
      else merged[key] = value;
    }
    const next = adminPath(localeOf(location.pathname), tab, merged);
    if (next !== location.pathname + location.search) history[mode === "push" ? "pushState" : "replaceState"](null, "", next);
    read();
  }

  return { $route, start, openTab, setView };
}

export const adminRoute = createAdminRoute();
