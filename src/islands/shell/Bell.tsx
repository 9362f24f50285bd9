// The bell (issue 27 point 5), in the storefront's top bar (NavMenu) and the dashboard's
// (AdminFrame), for signed-in users only: the unread count as a badge, kept fresh by the poller
// (lib/stores/bell.ts). Loaded itself only once a user is signed in (NavMenu; the dashboard is
// always signed in), and its panel (BellPanel) only on the first open: no page's first screen
// carries any of it (tests/budgets).
import { useStore } from "@nanostores/react";
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import type { Locale, Strings } from "../../lib/i18n";
import { plural } from "../../lib/plural";
import { $bell, badgeText, startBell } from "../../lib/stores/bell";

const BellPanel = lazy(() => import("./BellPanel"));

interface Props {
  locale: Locale;
  t: Strings<"bell">;
}

export default function Bell({ locale, t }: Props) {
  const id = useId();
  const { unread } = useStore($bell);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(startBell, []);
  const badge = badgeText(unread);
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);

  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-label={plural(t, locale, "bell.label", unread ?? 0)}
        onClick={() => setOpen(!open)}
        className="relative flex size-11 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100"
        data-testid="bell"
        data-unread={unread ?? undefined}
      >
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round">
          <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4z" />
          <path d="M10 20.5a2 2 0 0 0 4 0" />
        </svg>
      </button>
      {/* Beside the button, not in it: its name says the count in words ("إشعار واحد"), and
          a digit inside it would be visible text its name does not contain (axe:
          label-content-name-mismatch). Clicks pass through it to the button. */}
      {badge && (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute end-0.5 top-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs font-bold leading-5 text-white"
          data-testid="bell-badge"
        >
          {badge}
        </span>
      )}
      {open && (
        <Suspense fallback={null}>
          <BellPanel id={`${id}-panel`} locale={locale} t={t} onClose={close} opener={button} />
        </Suspense>
      )}
    </div>
  );
}
