// The dashboard's frame (docs/product.md §2): a header with the title, a menu button on phones
// and logout; a sidebar with who is signed in and the tabs; the open tab beside it. Tabs are
// links with their own addresses (admin-route.ts), so a middle click or a reload works too.
import { useStore } from "@nanostores/react";
import { lazy, Suspense, useEffect, useState, type MouseEvent } from "react";
import type { User } from "#contract/auth";
import { type AdminTab, adminPath, adminRoute } from "../../lib/stores/admin/admin-route";
import { tabsFor } from "../../lib/stores/admin/tabs";
import { logout } from "../../lib/stores/session";
import Loading from "../ui/Loading";
import OrdersTab from "./orders/OrdersTab";
import ProductsTab from "./products/ProductsTab";
import PublishStatusLine from "./PublishStatusLine";
import { useText } from "./text";

// Products (the default) and orders come with the island; the other tabs load when opened,
// so the first screen does not wait for code it may never show.
const TABS = {
  products: ProductsTab,
  orders: OrdersTab,
  branches: lazy(() => import("./branches/BranchesTab")),
  managers: lazy(() => import("./managers/ManagersTab")),
  stores: lazy(() => import("./stores/StoresTab")),
  themes: lazy(() => import("./themes/ThemesTab")),
  settings: lazy(() => import("./settings/SettingsTab")),
  history: lazy(() => import("./history/HistoryTab")),
  publish: lazy(() => import("./publish/PublishTab")),
} satisfies Record<AdminTab, unknown>;

const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export default function AdminShell({ user }: { user: User }) {
  const { t, locale } = useText();
  const route = useStore(adminRoute.$route);
  const tabs = tabsFor(user.role);
  // A tab the role does not have (an old link) opens the default one; the server refuses its calls anyway.
  const shown = tabs.includes(route.tab) ? route.tab : tabs[0];
  const Tab = TABS[shown];
  const [menuOpen, setMenuOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  useEffect(() => adminRoute.start(), []);

  const open = (tab: AdminTab) => (event: MouseEvent) => {
    if (!plainClick(event)) return;
    event.preventDefault();
    adminRoute.openTab(tab);
    setMenuOpen(false);
  };
  const onLogout = async () => {
    setLeaving(true);
    await logout();
    location.assign(`/${locale}/`);
  };

  const linkClass = (active: boolean) =>
    `flex min-h-11 items-center rounded px-3 text-start ${active ? "bg-primary/10 font-semibold text-primary" : "text-gray-700 hover:bg-gray-100"}`;

  return (
    <div className="flex min-h-screen flex-col">
      <header className="sticky top-0 z-30 flex items-center gap-3 border-b border-gray-200 bg-white px-4 py-2">
        <button
          type="button"
          className="flex min-h-11 items-center rounded px-3 text-sm font-medium hover:bg-gray-100 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="admin-sidebar"
          onClick={() => setMenuOpen(!menuOpen)}
          data-testid="admin-menu-toggle"
        >
          <span aria-hidden="true">☰&nbsp;</span>
          {menuOpen ? t["admin.closeMenu"] : t["admin.menu"]}
        </button>
        <a href={`/${locale}/`} className="text-lg font-bold text-primary max-sm:hidden">
          {t["brand.name"]}
        </a>
        <h1 className="whitespace-nowrap font-semibold sm:text-lg">{t["admin.title"]}</h1>
        <button
          type="button"
          onClick={onLogout}
          disabled={leaving}
          className="ms-auto flex min-h-11 items-center whitespace-nowrap rounded px-3 text-sm font-medium text-gray-700 hover:bg-gray-100"
          data-testid="admin-logout"
        >
          {leaving ? t["admin.loggingOut"] : t["admin.logout"]}
        </button>
      </header>
      <div className="flex flex-1">
        <aside
          id="admin-sidebar"
          className={`${menuOpen ? "block" : "hidden"} fixed inset-y-0 start-0 top-[3.8rem] z-20 w-64 overflow-y-auto border-e border-gray-200 bg-white p-4 shadow-lg md:static md:block md:shadow-none`}
        >
          <div className="mb-4 border-b border-gray-200 pb-4 text-sm" data-testid="admin-user">
            <p className="text-gray-500">{t["admin.signedInAs"]}</p>
            <p className="truncate font-medium" dir="ltr">
              {user.email || user.username}
            </p>
            <p className="text-gray-600">{t[user.role === "super_admin" ? "admin.roles.super_admin" : "admin.roles.branch_owner"]}</p>
          </div>
          <nav aria-label={t["admin.sections"]}>
            <ul className="space-y-1">
              <li>
                <a href={`/${locale}/`} className={linkClass(false)}>
                  {t["admin.tabs.home"]}
                </a>
              </li>
              {tabs.map((tab) => (
                <li key={tab}>
                  <a
                    href={adminPath(locale, tab)}
                    onClick={open(tab)}
                    aria-current={shown === tab ? "page" : undefined}
                    className={linkClass(shown === tab)}
                    data-testid={`admin-tab-${tab}`}
                  >
                    {t[`admin.tabs.${tab}`]}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
        <main id="main" className="min-w-0 flex-1 p-4 md:p-6">
          {/* A merchant's changes publish by themselves; the super admin has the Publish tab. */}
          {user.role !== "super_admin" && <PublishStatusLine />}
          <Suspense fallback={<Loading text={t["admin.loading"]} />}>
            <Tab key={shown} view={shown === route.tab ? route.view : {}} user={user} />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
