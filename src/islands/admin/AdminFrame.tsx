// The dashboard's frame (docs/product.md §2): a header with the title, a menu button on phones
// and logout; a sidebar with who is signed in (what they run: role-label.ts) and the tabs; the
// page beside it. The tabs' own page (AdminShell) and the staff's order page (AdminOrder) share it.
import { useStore } from "@nanostores/react";
import { lazy, type MouseEvent, type ReactNode, Suspense, useEffect, useState } from "react";
import type { User } from "#contract/auth";
import { type AdminTab, adminPath } from "../../lib/stores/admin/admin-route";
import { roleLines } from "../../lib/stores/admin/role-label";
import { $workedStores, loadWorkedStores } from "../../lib/stores/admin/selected-store";
import { tabsFor } from "../../lib/stores/admin/tabs";
import { logout } from "../../lib/stores/session";
import { useText } from "./text";

// The storefront's bell (issue 27 point 5): a merchant hears of a new order here too.
const Bell = lazy(() => import("../shell/Bell"));

interface Props {
  user: User;
  /** The tab lit in the sidebar (null: none, e.g. an address the role may not open). */
  current: AdminTab | null;
  /** A plain click on a tab, when the page can open it without loading (AdminShell); else the link is followed. */
  onOpen?: (tab: AdminTab) => void;
  children: ReactNode;
}

const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export default function AdminFrame({ user, current, onOpen, children }: Props) {
  const { t, locale } = useText();
  const tabs = tabsFor(user.role);
  const stores = useStore($workedStores);
  const [menuOpen, setMenuOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  // What a merchant runs names them in the sidebar; a super admin is named by role alone.
  useEffect(() => {
    if (user.role !== "super_admin") void loadWorkedStores();
  }, [user.role]);

  const open = (tab: AdminTab) => (event: MouseEvent) => {
    setMenuOpen(false);
    if (!onOpen || !plainClick(event)) return;
    event.preventDefault();
    onOpen(tab);
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
      <header className="sticky top-0 z-30 flex items-center gap-3 border-b border-gray-200 bg-white px-4 py-2" data-testid="admin-header">
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
        <div className="ms-auto">
          <Suspense fallback={<span className="inline-block size-11" />}>
            <Bell locale={locale} t={t} />
          </Suspense>
        </div>
        <button
          type="button"
          onClick={onLogout}
          disabled={leaving}
          className="flex min-h-11 items-center whitespace-nowrap rounded px-3 text-sm font-medium text-gray-700 hover:bg-gray-100"
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
            {roleLines(t, locale, user, stores).map((line) => (
              <p key={line} className="text-gray-600" data-testid="admin-role">
                {line}
              </p>
            ))}
          </div>
          <nav aria-label={t["admin.sections"]}>
            <ul className="space-y-1">
              {tabs.map((tab) => (
                <li key={tab}>
                  <a
                    href={adminPath(locale, tab)}
                    onClick={open(tab)}
                    aria-current={current === tab ? "page" : undefined}
                    className={linkClass(current === tab)}
                    data-testid={`admin-tab-${tab}`}
                  >
                    {t[`admin.tabs.${tab}`]}
                  </a>
                </li>
              ))}
              {/* The marketplace itself, last: the dashboard's own Home is its first tab. */}
              <li className="mt-2 border-t border-gray-200 pt-2">
                <a href={`/${locale}/`} className={linkClass(false)} data-testid="admin-storefront">
                  {t["admin.storefront"]}
                </a>
              </li>
            </ul>
          </nav>
        </aside>
        <main id="main" className="min-w-0 flex-1 p-4 md:p-6">
          {children}
        </main>
      </div>
    </div>
  );
}
