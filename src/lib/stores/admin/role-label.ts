// What the dashboard's sidebar says the signed-in person is (issue 23): not the role's name
// ("Branch owner" fitted neither a store's owner nor a manager) but what they run: "Owner of
// Fresh Market", "Manager of Fresh Market Dokki", in the page's language, from the stores they
// work in (GET /api/stores/?managed=true, selected-store.ts). Long lists end "and 2 more".
import type { Strings } from "../../i18n";
import { localName } from "../../format";
import type { Locale } from "../../i18n";
import { fill } from "../../template";
import type { WorkedStore } from "./selected-store";
import { shortList } from "./words";
import { plural } from "../../plural";

export type RoleStrings = Strings<"admin.roles">;

/** How many names a line gives before "N more". */
export const NAMED = 3;

/** The stores the user owns and the branches they manage in stores they do not own, by name in the locale. */
export function whatTheyRun(userId: number, stores: readonly WorkedStore[], locale: Locale): { owns: string[]; manages: string[] } {
  const owns = stores.filter((s) => s.access === "owner").map((s) => localName(s, locale));
  const manages = stores
    .filter((s) => s.access !== "owner")
    .flatMap((s) => s.branches.filter((b) => b.manager?.id === userId))
    .map((b) => localName(b, locale));
  return { owns, manages };
}

/**
 * The lines under the signed-in person's name: the super admin's role; else what they own and
 * manage; "Merchant" while the stores load or could not be read.
 */
export function roleLines(
  t: RoleStrings,
  locale: Locale,
  user: { id: number; role: string },
  stores: { status: string; stores: readonly WorkedStore[] },
): string[] {
  if (user.role === "super_admin") return [t["admin.roles.super_admin"]];
  if (stores.status !== "ready") return [t["admin.roles.merchant"]];
  const { owns, manages } = whatTheyRun(user.id, stores.stores, locale);
  const names = (list: string[]) => shortList(locale, list, NAMED, (left) => plural(t, locale, "admin.roles.more", left));
  const lines = [
    ...(owns.length ? [fill(t["admin.roles.owner"], { names: names(owns) })] : []),
    ...(manages.length ? [fill(t["admin.roles.manager"], { names: names(manages) })] : []),
  ];
  return lines.length ? lines : [t["admin.roles.none"]];
}
