// Sign-in and register are for guests (docs/product.md §1): a signed-in visitor goes on to where
// they were heading (stores/sign-in.ts), once the session's change has rendered: a form's own
// sign-in has started merging the cart by then.
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import type { Locale } from "../../lib/i18n";
import { leaveForNext } from "../../lib/stores/sign-in";
import { $session } from "../../lib/stores/session";

export function useGuestOnly(locale: Locale) {
  const { status } = useStore($session);
  useEffect(() => {
    if (status === "signed-in") leaveForNext(locale);
  }, [status, locale]);
}
