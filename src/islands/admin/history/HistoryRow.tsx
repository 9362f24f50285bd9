// One record of the log: when, who, what was done to which object, and its fields before and
// after. A table row on wide screens, a card on phones. The actor and the object narrow the
// log to themselves; the object also links to its place in the dashboard, where it has one.
import type { AuditEntry } from "#contract/audit";
import { objectHref, objectName } from "../../../lib/stores/admin/admin-history";
import { fill } from "../../../lib/template";
import { formatDateTime } from "../../../lib/format-date";
import { useText } from "../text";
import ChangeList from "./ChangeList";

const ACTION_BADGE = {
  create: "bg-green-100 text-green-900",
  update: "bg-blue-100 text-blue-900",
  delete: "bg-red-100 text-red-900",
} as const;

interface Props {
  entry: AuditEntry;
  superAdmin: boolean;
  /** The store's name, when known (a super admin's list shows it). */
  storeName: string | null;
  /** Whether the view already shows only this object or only this actor. */
  onlyObject: boolean;
  onlyActor: boolean;
  onObject: () => void;
  onActor: () => void;
}

export default function HistoryRow({ entry, superAdmin, storeName, onlyObject, onlyActor, onObject, onActor }: Props) {
  const { t, locale } = useText();
  const type = t[`admin.history.objects.${entry.object}`];
  // The name the record kept, else the type and id.
  const name = objectName(entry, locale);
  const label = name
    ? fill(t["admin.history.objectNamed"], { type, name })
    : entry.object_id === null
      ? type
      : fill(t["admin.history.objectLabel"], { type, id: entry.object_id });
  const shown = name ? (
    <>
      <span className="font-normal text-gray-600">{type}</span>&nbsp;<bdi>{name}</bdi>
    </>
  ) : (
    label
  );
  const href = objectHref(entry, locale, superAdmin);
  const cell = "px-3 py-2 align-top max-md:p-0";
  const small = "inline-flex min-h-11 items-center rounded px-1 text-start hover:bg-gray-100";
  return (
    <tr
      className="border-b border-gray-100 [overflow-wrap:anywhere] last:border-0 max-md:grid max-md:grid-cols-[1fr_auto] max-md:items-center max-md:gap-x-3 max-md:gap-y-1 max-md:rounded max-md:border max-md:border-gray-200 max-md:bg-white max-md:p-3"
      data-testid="history-row"
      data-entry={entry.id}
    >
      <td className={`${cell} whitespace-nowrap text-gray-700 max-md:text-sm`}>
        <time dateTime={entry.created_at} className="md:inline-flex md:min-h-11 md:items-center">
          {formatDateTime(entry.created_at, locale)}
        </time>
      </td>
      <td className={cell}>
        {entry.actor.id !== null && !onlyActor ? (
          <button
            type="button"
            onClick={onActor}
            className={`${small} font-medium text-primary underline-offset-2 hover:underline`}
            title={fill(t["admin.history.onlyActor"], { name: entry.actor.username })}
            aria-label={fill(t["admin.history.onlyActor"], { name: entry.actor.username })}
            data-testid="history-actor"
          >
            <bdi>{entry.actor.username}</bdi>
          </button>
        ) : (
          <span className="inline-flex min-h-11 items-center font-medium" data-testid="history-actor">
            <bdi>{entry.actor.username}</bdi>
          </span>
        )}
      </td>
      <td className={`${cell} max-md:col-span-2 md:min-w-44`}>
        <div className="flex flex-wrap items-center gap-x-2 md:flex-col md:items-start">
          <span
            className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium md:mt-3 ${ACTION_BADGE[entry.action]}`}
            data-testid="history-action"
          >
            {t[`admin.history.actions.${entry.action}`]}
          </span>
          <span className="flex items-center gap-x-1">
            {href ? (
              <a href={href} className="inline-flex min-h-11 items-center font-medium text-primary hover:underline" data-testid="history-object">
                {shown}
              </a>
            ) : (
              <span className="inline-flex min-h-11 items-center font-medium" data-testid="history-object">
                {shown}
              </span>
            )}
            {entry.object_id !== null && !onlyObject && (
              <button
                type="button"
                onClick={onObject}
                className="flex size-11 items-center justify-center rounded text-gray-600 hover:bg-gray-100"
                title={fill(t["admin.history.onlyObject"], { object: label })}
                aria-label={fill(t["admin.history.onlyObject"], { object: label })}
                data-testid="history-only-object"
              >
                <svg viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
                  <path d="M3 4h14l-5.5 6.5V16l-3 1.5v-7z" strokeLinejoin="round" />
                </svg>
              </button>
            )}
          </span>
          {storeName && <span className="block text-xs text-gray-600">{storeName}</span>}
        </div>
      </td>
      <td className={`${cell} min-w-0 text-sm max-md:col-span-2 md:pt-4`}>
        <ChangeList entry={entry} />
      </td>
    </tr>
  );
}
