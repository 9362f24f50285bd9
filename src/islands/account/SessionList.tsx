// The account's signed-in devices (/{locale}/profile/sessions/, issue 28 point 5): each session
// with its device, place and last use, "This device" on the caller's own, an End button on each
// other one and "Sign out all other devices"; both ask first. An ended browser finds itself
// signed out on its next request (the API refuses its tokens).
import { useEffect, useState } from "react";
import type { Locale, Strings } from "../../lib/i18n";
import { apiFetch } from "../../lib/api/client";
import { formatDateTime, intlLocale } from "../../lib/format-date";
import { showToast } from "../../lib/stores/toasts";
import { fill } from "../../lib/template";
import { useSignedIn } from "../auth/use-signed-in";
import Dialog from "../ui/Dialog";

type SessionStrings = Strings<"sessions">;
interface Session {
  id: string;
  browser: string | null;
  os: string | null;
  country: string | null;
  created_at: string;
  last_used_at: string;
  current: boolean;
}
type Loaded = { status: "loading" } | { status: "error" } | { status: "ready"; sessions: Session[] };
/** What the dialog asks to confirm: one session, or every other one. */
type Ending = { kind: "one"; session: Session } | { kind: "others" };

const BUTTON = "inline-flex min-h-11 items-center justify-center rounded-lg px-4 font-semibold disabled:opacity-60";

function deviceName(s: Session, t: SessionStrings): string {
  if (s.browser && s.os) return fill(t["sessions.device"], { browser: s.browser, os: s.os });
  return s.browser ?? s.os ?? t["sessions.unknownDevice"];
}

function placeName(country: string | null, locale: Locale, t: SessionStrings): string {
  if (!country) return t["sessions.unknownPlace"];
  try {
    return new Intl.DisplayNames(intlLocale(locale), { type: "region" }).of(country) ?? country;
  } catch {
    return country;
  }
}

async function fetchSessions(): Promise<Loaded> {
  try {
    const res = await apiFetch("/api/auth/sessions/");
    if (!res.ok) return { status: "error" };
    return { status: "ready", sessions: (await res.json()) as Session[] };
  } catch {
    return { status: "error" };
  }
}

export default function SessionList({ locale, t }: { locale: Locale; t: SessionStrings }) {
  const user = useSignedIn(locale);
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });
  const [ending, setEnding] = useState<Ending | null>(null);
  const [busy, setBusy] = useState(false);

  const load = () => {
    setLoaded({ status: "loading" });
    void fetchSessions().then(setLoaded);
  };
  const userId = user?.id;
  useEffect(() => {
    if (userId !== undefined) void fetchSessions().then(setLoaded);
  }, [userId]);

  const onConfirm = async () => {
    if (!ending) return;
    setBusy(true);
    const res = await apiFetch(
      ending.kind === "one" ? `/api/auth/sessions/${encodeURIComponent(ending.session.id)}/` : "/api/auth/sessions/end-others/",
      { method: ending.kind === "one" ? "DELETE" : "POST" },
    ).catch(() => null);
    setBusy(false);
    const ok = res !== null && (res.ok || res.status === 404); // 404: it had ended already
    showToast(ok ? t[ending.kind === "one" ? "sessions.ended" : "sessions.othersEnded"] : t["sessions.failed"], ok ? "success" : "error");
    setEnding(null);
    if (ok) load();
  };

  if (!user || loaded.status === "loading") {
    return (
      <p role="status" className="text-gray-600">
        {t["sessions.loading"]}
      </p>
    );
  }
  if (loaded.status === "error") {
    return (
      <div role="alert" className="rounded-lg border border-gray-200 bg-white p-6">
        <p>{t["sessions.loadError"]}</p>
        <button type="button" onClick={load} className={`${BUTTON} mt-3 bg-primary text-white`}>
          {t["sessions.retry"]}
        </button>
      </div>
    );
  }

  const sessions = [...loaded.sessions].sort((a, b) => Number(b.current) - Number(a.current));
  const others = sessions.filter((s) => !s.current);
  return (
    <div className="space-y-5" data-testid="session-list">
      <p className="text-gray-700">{t["sessions.intro"]}</p>
      <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
        {sessions.map((s) => {
          const device = deviceName(s, t);
          return (
            <li key={s.id} className="flex flex-wrap items-center gap-3 p-4" data-testid="session" data-current={s.current ? "true" : undefined}>
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-semibold text-gray-900">
                  <span>{device}</span>
                  {s.current && (
                    <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900" data-testid="this-device">
                      {t["sessions.thisDevice"]}
                    </span>
                  )}
                </p>
                <p className="text-sm text-gray-700">{placeName(s.country, locale, t)}</p>
                <p className="text-sm text-gray-700">{fill(t["sessions.lastUsed"], { when: formatDateTime(s.last_used_at, locale) })}</p>
              </div>
              {!s.current && (
                <button
                  type="button"
                  onClick={() => setEnding({ kind: "one", session: s })}
                  aria-label={fill(t["sessions.endLabel"], { device })}
                  className={`${BUTTON} border border-rose-300 text-rose-800 hover:bg-rose-50`}
                  data-testid="end-session"
                >
                  {t["sessions.end"]}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {others.length ? (
        <button
          type="button"
          onClick={() => setEnding({ kind: "others" })}
          className={`${BUTTON} border border-rose-300 text-rose-800 hover:bg-rose-50`}
          data-testid="end-others"
        >
          {t["sessions.endOthers"]}
        </button>
      ) : (
        <p className="text-gray-700" data-testid="no-other-sessions">
          {t["sessions.none"]}
        </p>
      )}
      <Dialog
        open={ending !== null}
        onClose={() => setEnding(null)}
        title={t[ending?.kind === "others" ? "sessions.confirmOthersTitle" : "sessions.confirmEndTitle"]}
        closeLabel={t["sessions.keep"]}
        size="sm"
      >
        <p className="text-gray-800">
          {ending?.kind === "one" ? fill(t["sessions.confirmEnd"], { device: deviceName(ending.session, t) }) : t["sessions.confirmOthers"]}
        </p>
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <button type="button" onClick={() => setEnding(null)} className={`${BUTTON} border border-gray-300`}>
            {t["sessions.keep"]}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => void onConfirm()}
            className={`${BUTTON} bg-rose-700 text-white`}
            data-testid="confirm-end"
          >
            {t[ending?.kind === "others" ? "sessions.endOthers" : "sessions.end"]}
          </button>
        </div>
      </Dialog>
    </div>
  );
}
