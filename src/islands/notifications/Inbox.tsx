// The inbox page, /{locale}/notifications/ (issue 27 point 5): every notification, newest
// first, a page at a time (Next and Previous follow the API's cursor links), each marked read
// on its own or all at once. For signed-in users only: a guest is sent to sign in and back.
// Something new arriving while the first page is shown (the bell's poller) shows at once.
import { useStore } from "@nanostores/react";
import { useCallback, useEffect, useRef, useState } from "react";
import type { NotificationItem } from "#contract/notifications";
import type { Locale, Strings } from "../../lib/i18n";
import { plural } from "../../lib/plural";
import { $bell } from "../../lib/stores/bell";
import { allRead, type InboxPage, markAllRead, markRead, readInbox } from "../../lib/stores/inbox";
import { useSignedIn } from "../auth/use-signed-in";
import NotificationRow from "../shell/NotificationRow";

const BUTTON =
  "inline-flex min-h-11 items-center justify-center rounded-lg border border-gray-300 bg-white px-4 font-medium text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-50";

type State = { status: "loading" } | { status: "error" } | ({ status: "ready"; url: string } & InboxPage);

export default function Inbox({ locale, t }: { locale: Locale; t: Strings<"inbox" | "bell"> }) {
  const user = useSignedIn(locale);
  const { latest } = useStore($bell);
  const [state, setState] = useState<State>({ status: "loading" });
  const [busy, setBusy] = useState(false);
  const list = useRef<HTMLElement>(null);
  const shown = useRef<number | null>(null);

  const load = useCallback((url = "/api/notifications/", focus = false) => {
    setBusy(true);
    readInbox(url).then(
      (page) => {
        if (!page.previous) shown.current = page.items[0]?.id ?? 0;
        setState({ status: "ready", url, ...page });
        setBusy(false);
        if (focus) list.current?.focus();
      },
      () => {
        setState({ status: "error" });
        setBusy(false);
      },
    );
  }, []);
  const userId = user?.id;
  // The first page once signed in, and again when something newer than it arrives.
  const onFirst = state.status !== "ready" || !state.previous;
  useEffect(() => {
    if (userId !== undefined && onFirst && (shown.current === null || latest !== shown.current)) load();
  }, [userId, latest, onFirst, load]);

  if (!user || state.status === "loading")
    return (
      <p role="status" className="text-gray-600">
        {t["bell.loading"]}
      </p>
    );
  if (state.status === "error")
    return (
      <p role="alert" className="flex flex-wrap items-center gap-3 text-red-700">
        {t["bell.error"]}
        <button type="button" className={BUTTON} onClick={() => load()}>
          {t["bell.retry"]}
        </button>
      </p>
    );

  const replace = (read: NotificationItem) =>
    setState((s) =>
      s.status === "ready"
        ? { ...s, unread: read.read_at ? Math.max(0, s.unread - 1) : s.unread, items: s.items.map((i) => (i.id === read.id ? read : i)) }
        : s,
    );
  const readAll = async () => {
    setBusy(true);
    if (await markAllRead()) setState((s) => (s.status === "ready" ? { ...s, unread: 0, items: allRead(s.items) } : s));
    setBusy(false);
  };

  return (
    <div className="space-y-4" data-testid="inbox">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-gray-700" data-testid="inbox-unread">
          {plural(t, locale, "inbox.unreadCount", state.unread)}
        </p>
        <button type="button" className={BUTTON} onClick={() => void readAll()} disabled={busy || !state.unread} data-testid="inbox-read-all">
          {t["bell.markAllRead"]}
        </button>
      </div>
      <section ref={list} tabIndex={-1} aria-label={t["inbox.title"]} className="focus:outline-none" aria-busy={busy}>
        {state.items.length ? (
          <ul className="divide-y divide-gray-200 rounded-xl border border-gray-200" data-testid="inbox-items">
            {state.items.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center gap-2 p-1 sm:flex-nowrap">
                <div className="min-w-0 flex-1">
                  <NotificationRow
                    item={item}
                    locale={locale}
                    unreadText={t["bell.unread"]}
                    onOpen={(i) => (i.link ? void markRead(i, true) : void markRead(i).then(replace))}
                  />
                </div>
                {!item.read_at && (
                  <button
                    type="button"
                    className={`${BUTTON} ms-auto text-sm`}
                    onClick={() => void markRead(item).then(replace)}
                    data-testid="inbox-read-one"
                  >
                    {t["inbox.markRead"]}
                  </button>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-xl border border-dashed border-gray-300 p-6 text-center text-gray-600" data-testid="inbox-empty">
            {t["bell.empty"]}
          </p>
        )}
      </section>
      {(state.previous || state.next) && (
        <nav aria-label={t["inbox.pages"]} className="flex justify-between gap-3">
          <button
            type="button"
            className={BUTTON}
            disabled={busy || !state.previous}
            onClick={() => state.previous && load(state.previous, true)}
            data-testid="inbox-previous"
          >
            <span aria-hidden="true" className="rtl:rotate-180">
              ←
            </span>
            &nbsp;{t["inbox.previous"]}
          </button>
          <button
            type="button"
            className={BUTTON}
            disabled={busy || !state.next}
            onClick={() => state.next && load(state.next, true)}
            data-testid="inbox-next"
          >
            {t["inbox.next"]}&nbsp;
            <span aria-hidden="true" className="rtl:rotate-180">
              →
            </span>
          </button>
        </nav>
      )}
    </div>
  );
}
