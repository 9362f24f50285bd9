// The bell's panel (Bell.tsx), loaded on its first open: the latest notifications, "Mark all
// read" and "See all". A popover beside the button, not modal: it takes focus when it opens,
// Escape closes it and gives focus back to the bell, and so does a click or focus outside it.
// A new notification while it is open (the poller's newest id moves) reloads the list.
import { useStore } from "@nanostores/react";
import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import type { NotificationItem } from "#contract/notifications";
import type { Locale, Strings } from "../../lib/i18n";
import { $bell } from "../../lib/stores/bell";
import { allRead, markAllRead, markRead, readInbox } from "../../lib/stores/inbox";
import NotificationRow from "./NotificationRow";

/** How many the panel shows; the inbox page has the rest. */
export const PANEL_SIZE = 8;

interface Props {
  id: string;
  locale: Locale;
  t: Strings<"bell">;
  /** Closes the panel; `refocus` gives focus back to the bell (Escape). */
  onClose: (refocus: boolean) => void;
  opener: RefObject<HTMLButtonElement | null>;
}

type State = { status: "loading" } | { status: "error" } | { status: "ready"; items: NotificationItem[] };

const BUTTON =
  "inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-primary hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary disabled:opacity-60";

export default function BellPanel({ id, locale, t, onClose, opener }: Props) {
  const { latest, unread } = useStore($bell);
  const [state, setState] = useState<State>({ status: "loading" });
  const [busy, setBusy] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const shown = useRef<number | null>(null);

  const load = useCallback(() => {
    readInbox("/api/notifications/", PANEL_SIZE).then(
      (page) => {
        shown.current = page.items[0]?.id ?? 0;
        setState({ status: "ready", items: page.items });
      },
      () => setState({ status: "error" }),
    );
  }, []);
  // On open, and whenever something newer than what is shown arrives.
  useEffect(() => {
    if (shown.current === null || latest !== shown.current) load();
  }, [latest, load]);

  useEffect(() => panel.current?.focus(), []);
  useEffect(() => {
    const inside = (node: EventTarget | null) => node instanceof Node && (panel.current?.contains(node) || opener.current?.contains(node));
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose(true);
    };
    const onPointer = (event: PointerEvent) => {
      if (!inside(event.target)) onClose(false);
    };
    const onFocus = (event: FocusEvent) => {
      if (event.target !== document.body && !inside(event.target)) onClose(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("focusin", onFocus);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("focusin", onFocus);
    };
  }, [onClose, opener]);

  const open = (item: NotificationItem) => {
    if (item.link) void markRead(item, true);
    else
      void markRead(item).then((read) =>
        setState((s) => (s.status === "ready" ? { status: "ready", items: s.items.map((i) => (i.id === read.id ? read : i)) } : s)),
      );
  };
  const readAll = async () => {
    setBusy(true);
    if (await markAllRead()) setState((s) => (s.status === "ready" ? { status: "ready", items: allRead(s.items) } : s));
    setBusy(false);
  };

  return (
    <div
      ref={panel}
      id={id}
      role="dialog"
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
      className="fixed inset-x-2 top-16 z-40 max-h-[calc(100vh-5rem)] overflow-y-auto rounded-xl border border-gray-200 bg-white shadow-xl focus:outline-none sm:absolute sm:inset-x-auto sm:end-0 sm:top-full sm:mt-2 sm:w-96"
      data-testid="bell-panel"
    >
      <div className="flex items-center justify-between gap-2 border-b border-gray-200 px-4 py-1">
        <h2 id={`${id}-title`} className="font-semibold text-gray-900">
          {t["bell.title"]}
        </h2>
        <button type="button" className={BUTTON} onClick={() => void readAll()} disabled={busy || !unread} data-testid="bell-read-all">
          {t["bell.markAllRead"]}
        </button>
      </div>
      <div className="p-2">
        {state.status === "loading" && (
          <p role="status" className="px-3 py-2 text-sm text-gray-600">
            {t["bell.loading"]}
          </p>
        )}
        {state.status === "error" && (
          <p role="alert" className="flex items-center justify-between gap-2 px-3 py-2 text-sm text-red-700">
            {t["bell.error"]}
            <button type="button" className={BUTTON} onClick={load}>
              {t["bell.retry"]}
            </button>
          </p>
        )}
        {state.status === "ready" &&
          (state.items.length ? (
            <ul className="space-y-1" data-testid="bell-items">
              {state.items.map((item) => (
                <li key={item.id}>
                  <NotificationRow item={item} locale={locale} unreadText={t["bell.unread"]} onOpen={open} clamp />
                </li>
              ))}
            </ul>
          ) : (
            <p className="px-3 py-2 text-sm text-gray-600" data-testid="bell-empty">
              {t["bell.empty"]}
            </p>
          ))}
      </div>
      <div className="flex justify-end gap-2 border-t border-gray-200 px-4 py-1">
        <button type="button" className={`${BUTTON} text-gray-700`} onClick={() => onClose(true)}>
          {t["bell.close"]}
        </button>
        <a href={`/${locale}/notifications/`} className={BUTTON} data-testid="bell-see-all">
          {t["bell.seeAll"]}
        </a>
      </div>
    </div>
  );
}
