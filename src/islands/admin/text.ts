// The dashboard's strings, handed to the island the site's one way (src/lib/i18n.ts): the page
// passes `t={strings(locale, …)}` once, and every component reads it through useText() instead
// of passing it down.
import { createContext, useContext } from "react";
import type { User } from "#contract/auth";
import type { Locale, Strings } from "../../lib/i18n";

export type AdminStrings = Strings<"admin" | "bell" | "brand.name" | "orders.status" | "orders.paymentStatus" | "orders.method" | "orders.estimate">;
/**
 * The tabs' pages (AdminApp) also pass the preferences form's strings, for the Notifications
 * tab (the form the account page shows too); the staff's order page has no use for them.
 */
export type TabStrings = AdminStrings & Strings<"notificationPrefs">;

export interface Text {
  locale: Locale;
  t: AdminStrings;
}

export const TextContext = createContext<Text>({ locale: "en", t: {} as AdminStrings });
export const useText = () => useContext(TextContext);
/** A tab's strings: only under AdminApp, whose page passes TabStrings. */
export const useTabText = () => useContext(TextContext) as { locale: Locale; t: TabStrings };

/** What every tab is given: its view (the query string, admin-route.ts) and who is signed in. */
export interface TabProps {
  view: Record<string, string>;
  user: User;
}
