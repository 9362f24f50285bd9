// Pages for signed-in users (docs/product.md §1): 'Loading...' while the session loads, then a guest is
// sent to sign in (replacing this page in history) and comes back here afterwards.
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import type { Locale } from "../../lib/i18n";
import { $session } from "../../lib/stores/session";

export function useSignedIn(locale: Locale) {
  const session = useStore($session);
  useEffect(() => {
    if (session.status !== "guest") return;
    const here = location.pathname + location.search;
    location.replace(`/${locale}/login/?next=${encodeURIComponent(here)}`);
  }, [session.status, locale]);
  return session.status === "signed-in" ? session.user : null;
}
