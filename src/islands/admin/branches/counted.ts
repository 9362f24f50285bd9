// A counted sentence (`…listings.few`) in the page's language, with the count filled in: the
// site's one plural helper (lib/plural.ts); each group has a zero of its own in both languages.
import type { AdminStrings } from "../text";
import type { Locale } from "../../../lib/i18n";
import { plural } from "../../../lib/plural";

type Counted = "admin.branches.remove.listings" | "admin.branches.remove.closedOrders" | "admin.branches.remove.openOrders";

export const counted = (t: AdminStrings, locale: Locale, key: Counted, n: number): string => plural(t, locale, key, n);
