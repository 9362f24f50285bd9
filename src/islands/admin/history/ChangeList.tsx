// A record's fields, each as it was and as it became (before → after); a creation shows only
// the values made, a deletion only the values gone. Long lists fold after a few fields.
import type { AuditEntry } from "#contract/audit";
import { changesOf, type FieldChange, type Shown } from "../../../lib/stores/admin/admin-history";
import { plural } from "../../../lib/plural";
import { useText } from "../text";

const SHOWN_FIELDS = 5;

function Value({ shown }: { shown: Shown }) {
  const { t } = useText();
  switch (shown.kind) {
    case "empty":
      return <span className="italic text-gray-500">{t["admin.history.empty"]}</span>;
    case "bool":
      return <span>{t[shown.value ? "admin.history.yes" : "admin.history.no"]}</span>;
    case "status":
      return <span>{t[`orders.status.${shown.value}`]}</span>;
    case "role":
      return <span>{(t as Record<string, string | undefined>)[`admin.history.roles.${shown.value}`] ?? shown.value}</span>;
    case "colour":
      return (
        <span className="inline-flex items-center gap-1">
          <span className="inline-block size-4 rounded border border-gray-300" style={{ backgroundColor: shown.text }} aria-hidden="true" />
          <bdi>{shown.text}</bdi>
        </span>
      );
    case "money":
      return <span className="whitespace-nowrap">{shown.text}</span>;
    default:
      return shown.full ? (
        <details className="inline">
          <summary className="cursor-pointer">
            <bdi>{shown.text}</bdi>
          </summary>
          <bdi className="block whitespace-pre-wrap">{shown.full}</bdi>
        </details>
      ) : (
        <bdi className="break-words">{shown.text}</bdi>
      );
  }
}

/** Values this long read better one above the other than side by side. */
const LONG = 40;
const isLong = (shown: Shown | undefined) => shown?.kind === "text" && (shown.full !== undefined || shown.text.length > LONG);

function Change({ change }: { change: FieldChange }) {
  const { t } = useText();
  const label = (t as Record<string, string | undefined>)[`admin.history.fields.${change.field}`];
  const both = change.before && change.after;
  const stacked = isLong(change.before) || isLong(change.after);
  const arrow = both && (
    <>
      <span className="inline-block text-gray-500 rtl:rotate-180" aria-hidden="true">
        →
      </span>
      <span className="sr-only">{t["admin.history.to"]}</span>
    </>
  );
  return (
    <dl className={stacked ? "space-y-0.5" : "flex flex-wrap items-baseline gap-x-2"} data-testid="history-change" data-field={change.field}>
      <dt className="font-medium text-gray-700">{label ?? <bdi>{change.field}</bdi>}</dt>
      {stacked ? (
        <>
          {change.before && (
            <dd className={both ? "rounded bg-red-50 px-1.5 text-gray-700" : ""} data-testid="history-before">
              <Value shown={change.before} />
            </dd>
          )}
          {change.after && (
            <dd className={both ? "flex gap-1.5 rounded bg-green-50 px-1.5" : ""} data-testid="history-after">
              {arrow}
              <span className="min-w-0">
                <Value shown={change.after} />
              </span>
            </dd>
          )}
        </>
      ) : (
        <dd className="flex min-w-0 flex-wrap items-baseline gap-x-1.5">
          {change.before && (
            <span className={both ? "text-gray-600 line-through decoration-gray-400" : ""} data-testid="history-before">
              <Value shown={change.before} />
            </span>
          )}
          {arrow}
          {change.after && (
            <span className={both ? "font-medium" : ""} data-testid="history-after">
              <Value shown={change.after} />
            </span>
          )}
        </dd>
      )}
    </dl>
  );
}

export default function ChangeList({ entry }: { entry: AuditEntry }) {
  const { t, locale } = useText();
  const changes = changesOf(entry, locale);
  if (changes.length === 0) return <p className="text-gray-500">{t["admin.history.noDetails"]}</p>;
  const head = changes.length > SHOWN_FIELDS + 1 ? changes.slice(0, SHOWN_FIELDS) : changes;
  const rest = changes.slice(head.length);
  return (
    <div className="space-y-1">
      {head.map((change) => (
        <Change key={change.field} change={change} />
      ))}
      {rest.length > 0 && (
        <details>
          <summary className="flex min-h-11 cursor-pointer items-center text-primary">
            {plural(t, locale, "admin.history.moreFields", rest.length)}
          </summary>
          <div className="space-y-1">
            {rest.map((change) => (
              <Change key={change.field} change={change} />
            ))}
          </div>
        </details>
      )}
    </div>
  );
}
