// Pages for signed-in users (docs/product.md §1): 'Loading...' while the session loads, then a
// guest is sent to sign in and back (stores/require-sign-in.ts). The signed-in user, or null.
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import type { Locale } from "../../lib/i18n";
import { requireSignIn } from "../../lib/stores/require-sign-in";
import { $session } from "../../lib/stores/session";

export function useSignedIn(locale: Locale) {
  const session = useStore($session);
  useEffect(() => requireSignIn(locale), [locale]);
  return session.status === "signed-in" ? session.user : null;
}
