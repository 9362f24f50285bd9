// Sign-in and register are for guests (docs/product.md §1): a signed-in visitor goes on to where they were
// heading. `next` comes from the query string and may only name a path on this site.
import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { safeNext } from "../../lib/auth/validate";
import { $session } from "../../lib/stores/session";
import type { Locale } from "../../lib/i18n";

export function useGuestOnly(locale: Locale): { next: string; session: ReturnType<typeof $session.get> } {
  const session = useStore($session);
  const [next, setNext] = useState(`/${locale}/`);
  useEffect(() => setNext(safeNext(new URLSearchParams(location.search).get("next"), `/${locale}/`)), [locale]);
  useEffect(() => {
    if (session.status === "signed-in") location.replace(next);
  }, [session.status, next]);
  return { next, session };
}
