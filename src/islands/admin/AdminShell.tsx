// The dashboard's tabs in its frame (AdminFrame): tabs are links with their own addresses
// (admin-route.ts), so a middle click or a reload works too. An address the role may not open
// (a manager following a link to Managers) says why and where they can go, as Access Denied does.
import { useStore } from "@nanostores/react";
import { lazy, Suspense, useEffect } from "react";
import type { User } from "#contract/auth";
import { type AdminTab, adminRoute } from "../../lib/stores/admin/admin-route";
import { tabsFor } from "../../lib/stores/admin/tabs";
import Loading from "../ui/Loading";
import AdminFrame from "./AdminFrame";
import NotYourTab from "./NotYourTab";
import HomeTab from "./home/HomeTab";
import { useText } from "./text";

// Home (the default, issue 31) comes with the island; the other tabs load when opened, so the
// first screen does not wait for code it may never show. Products and Orders, which came with
// it while Products was the default, are among them now (the first screen has 100 KB).
const TABS = {
  home: HomeTab,
  products: lazy(() => import("./products/ProductsTab")),
  stock: lazy(() => import("./stock/LowStockTab")),
  orders: lazy(() => import("./orders/OrdersTab")),
  returns: lazy(() => import("./returns/ReturnsTab")),
  cash: lazy(() => import("./cash/CashTab")),
  branches: lazy(() => import("./branches/BranchesTab")),
  managers: lazy(() => import("./managers/ManagersTab")),
  stores: lazy(() => import("./stores/StoresTab")),
  themes: lazy(() => import("./themes/ThemesTab")),
  settings: lazy(() => import("./settings/SettingsTab")),
  history: lazy(() => import("./history/HistoryTab")),
  publish: lazy(() => import("./publish/PublishTab")),
  notifications: lazy(() => import("./notifications/NotificationsTab")),
} satisfies Record<AdminTab, unknown>;

// A merchant's publish status line comes after the first screen: it says when changes go live,
// which can wait a moment, and the first screen has 100 KB (tests/budgets).
const PublishStatusLine = lazy(() => import("./PublishStatusLine"));

export default function AdminShell({ user }: { user: User }) {
  const { t } = useText();
  const route = useStore(adminRoute.$route);
  const tabs = tabsFor(user.role);
  const allowed = tabs.includes(route.tab);
  const Tab = TABS[route.tab];
  useEffect(() => adminRoute.start(), []);

  return (
    <AdminFrame user={user} current={allowed ? route.tab : null} onOpen={adminRoute.openTab}>
      {/* A merchant's changes publish by themselves; the super admin has the Publish tab. */}
      {user.role !== "super_admin" && (
        <Suspense fallback={null}>
          <PublishStatusLine />
        </Suspense>
      )}
      {allowed ? (
        <Suspense fallback={<Loading text={t["admin.loading"]} />}>
          <Tab key={route.tab} view={route.view} user={user} />
        </Suspense>
      ) : (
        <NotYourTab tab={route.tab} tabs={tabs} onOpen={adminRoute.openTab} />
      )}
    </AdminFrame>
  );
}
