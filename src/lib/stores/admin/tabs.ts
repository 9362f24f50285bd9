// Which tabs each role sees (docs/product.md §2): stores, managers and publishing are the super
// admin's; a merchant sees the rest, read-only where the server would refuse a change.
import { ADMIN_TABS, type AdminTab } from "./admin-route";

const SUPER_ADMIN_ONLY: readonly AdminTab[] = ["managers", "stores", "publish"];

export const tabsFor = (role: string): AdminTab[] =>
  role === "super_admin" ? [...ADMIN_TABS] : ADMIN_TABS.filter((tab) => !SUPER_ADMIN_ONLY.includes(tab));
