// The top bar's links by sign-in state and role (docs/product.md §2 "Page shell"), inline on wide screens
// and behind a hamburger button on small ones (closed again after navigating or logging out).
// A signed-in user's bell (Bell.tsx) is loaded once the session says who is there: guests, and
// every page's first screen, carry none of its code (tests/budgets).
import { useStore } from "@nanostores/react";
import { lazy, Suspense, useEffect, useId, useState, type ReactNode } from "react";
import type { Locale, Strings } from "../../lib/i18n";
import { isStaff } from "../../lib/stores/admin/staff";
import { $selectedStore } from "../../lib/stores/selection";
import { $session, logout, registerHere, signInHere } from "../../lib/stores/session";
import { useMounted } from "../../lib/use-mounted";

interface Props {
  locale: Locale;
  stores: { id: number; slug: string }[];
  t: Strings<"nav" | "bell">;
}

const Bell = lazy(() => import("./Bell"));

type Item = { key: string; href: string; text: ReactNode } | { key: string; action: () => void; text: ReactNode };

export default function NavMenu({ locale, stores, t }: Props) {
  const id = useId();
  const mounted = useMounted();
  const session = useStore($session);
  const selectedStore = useStore($selectedStore);
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    addEventListener("keydown", onKey);
    return () => removeEventListener("keydown", onKey);
  }, [open]);

  const onLogout = async () => {
    setLeaving(true);
    setOpen(false);
    await logout();
    location.assign(`/${locale}/`);
  };

  const items: Item[] = [{ key: "products", href: `/${locale}/products/`, text: t["nav.products"] }];
  // Until mounted the session is unknown to the HTML: the prerendered bar shows only Products.
  const status = mounted ? session.status : "loading";
  if (status === "guest") {
    // Shown only once mounted, so the address bar is there to read, query string included.
    items.push({ key: "login", href: signInHere(locale), text: t["nav.login"] });
    items.push({ key: "register", href: registerHere(locale), text: t["nav.register"] });
  } else if (session.status === "signed-in" && status === "signed-in") {
    // The username beside the link: who is signed in, at a glance (and at once after a rename).
    const profile = (
      <>
        {t["nav.profile"]}{" "}
        <bdi className="max-w-32 truncate align-bottom text-sm text-gray-500 inline-block" data-testid="nav-username">
          {session.user.username}
        </bdi>
      </>
    );
    items.push({ key: "profile", href: `/${locale}/profile/`, text: profile });
    const store = stores.find((s) => s.id === selectedStore);
    if (session.user.role === "super_admin" && store)
      items.push({ key: "store", href: `/${locale}/store/${store.slug}/`, text: t["nav.storeProfile"] });
    if (isStaff(session.user.role)) items.push({ key: "admin", href: `/${locale}/admin/`, text: t["nav.admin"] });
    items.push({ key: "logout", action: onLogout, text: leaving ? t["nav.loggingOut"] : t["nav.logout"] });
  }

  const render = (item: Item, mobile: boolean) => {
    const className = mobile ? "block w-full rounded px-2 py-1 text-start hover:bg-gray-100" : "hover:text-primary";
    return (
      <li key={item.key}>
        {"href" in item ? (
          <a className={className} href={item.href} onClick={() => setOpen(false)} data-testid={`nav-${item.key}`}>
            {item.text}
          </a>
        ) : (
          <button type="button" className={className} onClick={item.action} disabled={leaving} data-testid={`nav-${item.key}`}>
            {item.text}
          </button>
        )}
      </li>
    );
  };

  return (
    <div className="ms-auto flex items-center gap-1 sm:gap-2">
      <ul className="hidden items-center gap-4 sm:flex" data-testid="nav-links">
        {items.map((item) => render(item, false))}
      </ul>
      {status === "signed-in" && (
        <Suspense fallback={<span className="inline-block size-11" />}>
          <Bell locale={locale} t={t} />
        </Suspense>
      )}
      <div className="relative sm:hidden">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-menu`}
          onClick={() => setOpen(!open)}
          // One line in either state: "إغلاق القائمة" wrapped onto two on a phone (the bar's
          // gaps are narrower there so that it fits).
          className="whitespace-nowrap rounded px-2 py-1 text-sm font-medium hover:bg-gray-100"
          data-testid="nav-hamburger"
        >
          <span aria-hidden="true">☰ </span>
          {open ? t["nav.closeMenu"] : t["nav.menu"]}
        </button>
        {open && (
          <ul id={`${id}-menu`} className="absolute end-0 z-40 mt-2 w-48 rounded border border-gray-200 bg-white p-2 shadow" data-testid="nav-menu">
            {items.map((item) => render(item, true))}
          </ul>
        )}
      </div>
    </div>
  );
}
