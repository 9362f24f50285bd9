// The History tab's filters, all in the address bar: object type, object number, action, and
// for a super admin the store and the user (found by username or e-mail). Anyone narrows to
// a user or an object from the list itself; an active user filter shows as a removable chip.
import { useStore } from "@nanostores/react";
import { useEffect, useId, useRef, useState } from "react";
import { localName } from "../../../lib/format";
import { $historyStores, HISTORY_ACTIONS, HISTORY_OBJECTS, type HistoryView, isFiltered } from "../../../lib/stores/admin/admin-history";
import { adminRoute } from "../../../lib/stores/admin/admin-route";
import { findExactUser } from "../../../lib/stores/admin/user-search";
import { fill } from "../../../lib/template";
import UserPicker from "../UserPicker";
import { useText } from "../text";

const TYPING_DEBOUNCE_MS = 500;
const CLEARED = {
  object: undefined,
  object_id: undefined,
  actor: undefined,
  actor_name: undefined,
  store: undefined,
  action: undefined,
  page: undefined,
};

export default function HistoryFilters({ view, superAdmin }: { view: HistoryView; superAdmin: boolean }) {
  const { t, locale } = useText();
  const id = useId();
  const stores = useStore($historyStores);
  const [objectId, setObjectId] = useState(view.object_id);
  const [person, setPerson] = useState("");
  /** Why Enter on a typed name filtered nothing (no one is called that, or the search failed). */
  const [personNote, setPersonNote] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => setObjectId(view.object_id), [view.object_id]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (patch: Record<string, string | undefined>) => adminRoute.setView({ ...patch, page: undefined });
  const onObjectId = (text: string) => {
    const digits = text.replace(/\D/g, "").slice(0, 12);
    setObjectId(digits);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => adminRoute.setView({ object_id: digits, page: undefined }, "replace"), TYPING_DEBOUNCE_MS);
  };
  const field = "min-h-11 w-full rounded border border-gray-300 bg-white px-3";

  return (
    <div className="mb-4 space-y-3" data-testid="history-filters">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <label className="flex flex-col text-sm">
          <span className="text-gray-600">{t["admin.history.filters.object"]}</span>
          <select value={view.object} onChange={(e) => change({ object: e.target.value })} className={field} data-testid="history-object-filter">
            <option value="">{t["admin.history.filters.anyObject"]}</option>
            {HISTORY_OBJECTS.map((o) => (
              <option key={o} value={o}>
                {t[`admin.history.objects.${o}`]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm">
          <span className="text-gray-600">{t["admin.history.filters.objectId"]}</span>
          <input
            type="text"
            inputMode="numeric"
            dir="ltr"
            value={objectId}
            onChange={(e) => onObjectId(e.target.value)}
            className={`${field} text-start rtl:text-end`}
            data-testid="history-object-id-filter"
          />
        </label>
        <label className="flex flex-col text-sm">
          <span className="text-gray-600">{t["admin.history.filters.action"]}</span>
          <select value={view.action} onChange={(e) => change({ action: e.target.value })} className={field} data-testid="history-action-filter">
            <option value="">{t["admin.history.filters.anyAction"]}</option>
            {HISTORY_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {t[`admin.history.actions.${a}`]}
              </option>
            ))}
          </select>
        </label>
        {superAdmin && (
          <>
            <label className="flex flex-col text-sm">
              <span className="text-gray-600">{t["admin.history.filters.store"]}</span>
              <select value={view.store} onChange={(e) => change({ store: e.target.value })} className={field} data-testid="history-store-filter">
                <option value="">{t["admin.history.filters.anyStore"]}</option>
                {stores.stores.map((s) => (
                  <option key={s.id} value={s.id}>
                    {localName(s, locale)}
                  </option>
                ))}
                {view.store && !stores.stores.some((s) => String(s.id) === view.store) && (
                  <option value={view.store}>{fill(t["admin.history.storeLabel"], { id: view.store })}</option>
                )}
              </select>
            </label>
            <div className="col-span-2 flex flex-col text-sm lg:col-span-1">
              <label htmlFor={`${id}-user`} className="text-gray-600">
                {t["admin.history.filters.user"]}
              </label>
              <UserPicker
                id={`${id}-user`}
                value={person}
                onType={(text) => {
                  setPerson(text);
                  setPersonNote("");
                }}
                onPick={(user) => {
                  setPerson("");
                  change({ actor: String(user.id), actor_name: user.username });
                }}
                onEnter={async (text) => {
                  const found = await findExactUser(text);
                  if (found && found !== "failed") {
                    setPerson("");
                    change({ actor: String(found.id), actor_name: found.username });
                  } else {
                    setPersonNote(
                      found === "failed" ? t["admin.managers.form.searchFailed"] : fill(t["admin.managers.form.noMatches"], { query: text.trim() }),
                    );
                  }
                }}
                invalid={Boolean(personNote)}
                describedBy={`${id}-user-hint${personNote ? ` ${id}-user-note` : ""}`}
                testId="history-user-filter"
                className={`${field} text-start rtl:text-end`}
              />
              <span id={`${id}-user-hint`} className="sr-only">
                {t["admin.history.filters.userHint"]}
              </span>
              {personNote && (
                <span id={`${id}-user-note`} role="alert" className="mt-1 text-red-700" data-testid="history-user-filter-note">
                  {personNote}
                </span>
              )}
            </div>
          </>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {view.actor && (
          <span
            className="inline-flex items-center gap-1 rounded-full border border-primary/30 bg-primary/5 ps-3 text-primary"
            data-testid="history-actor-chip"
          >
            {fill(t["admin.history.filters.actorChip"], { name: view.actor_name || `#${view.actor}` })}
            <button
              type="button"
              onClick={() => change({ actor: undefined, actor_name: undefined })}
              className="flex size-11 items-center justify-center rounded-full text-lg leading-none hover:bg-primary/10"
              aria-label={t["admin.history.filters.removeActor"]}
              data-testid="history-actor-chip-remove"
            >
              ×
            </button>
          </span>
        )}
        {isFiltered(view) && (
          <button
            type="button"
            className="min-h-11 rounded px-3 text-primary underline"
            onClick={() => {
              clearTimeout(timer.current);
              setObjectId("");
              adminRoute.setView(CLEARED);
            }}
            data-testid="history-clear"
          >
            {t["admin.history.filters.clear"]}
          </button>
        )}
        <span className="text-gray-600">{t["admin.history.filters.tip"]}</span>
      </div>
    </div>
  );
}
