// "History": a link to one object's record in the History tab (/{locale}/admin/history/
// ?object=…&object_id=…). Inside the dashboard a plain click switches tab without reloading;
// elsewhere (the staff's order page) it is an ordinary link. Pages outside the dashboard's
// text context pass their locale and label.
import type { MouseEvent } from "react";
import type { Locale } from "../../../lib/i18n";
import { type AuditObject, historyHref } from "../../../lib/stores/admin/history-link";
import { adminRoute } from "../../../lib/stores/admin/admin-route";
import { useText } from "../text";

interface Props {
  object: AuditObject;
  id: number;
  locale?: Locale;
  label?: string;
  className?: string;
}

const IN_DASHBOARD = /^\/(en|ar)\/admin\/?[^/]*\/?$/;

export default function HistoryLink({ object, id, locale, label, className }: Props) {
  const text = useText();
  const lang = locale ?? text.locale;
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!IN_DASHBOARD.test(location.pathname)) return;
    event.preventDefault();
    adminRoute.openTab("history");
    adminRoute.setView({ object, object_id: String(id) }, "replace");
  };
  return (
    <a
      href={historyHref(lang, object, id)}
      onClick={onClick}
      className={className ?? "inline-flex min-h-11 items-center gap-1 rounded px-2 text-sm font-medium text-primary underline hover:bg-primary/5"}
      data-testid="history-link"
      data-object={object}
      data-object-id={id}
    >
      <svg viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
        <circle cx="10" cy="10" r="7.5" />
        <path d="M10 5.5V10l3 2" strokeLinecap="round" />
      </svg>
      {label ?? text.t["admin.history.link"]}
    </a>
  );
}
