// One notification, in the bell's panel and on the inbox page: its title (bold and marked while
// unread), its text (two lines at most in the panel), when it came, and its link, which marks it
// read on the way.
import type { NotificationItem } from "#contract/notifications";
import { formatNearTime } from "../../lib/format-date";
import type { Locale } from "../../lib/i18n";

interface Props {
  item: NotificationItem;
  locale: Locale;
  /** "Unread", for those who do not see the dot. */
  unreadText: string;
  /** Followed its link (or clicked one without a link). */
  onOpen: (item: NotificationItem) => void;
  /** The panel shows two lines of the text; the inbox page all of it. */
  clamp?: boolean;
}

export default function NotificationRow({ item, locale, unreadText, onOpen, clamp = false }: Props) {
  const unread = !item.read_at;
  const content = (
    <>
      <span className="flex items-start gap-2">
        <span aria-hidden="true" className={`mt-2 size-2 shrink-0 rounded-full ${unread ? "bg-primary" : "bg-transparent"}`} />
        <span className="min-w-0 flex-1">
          <span className={`block text-gray-900 ${unread ? "font-semibold" : ""}`}>
            {unread && <span className="sr-only">{unreadText}: </span>}
            {item.title}
          </span>
          <span className={`text-sm text-gray-600 ${clamp ? "line-clamp-2" : "block"}`}>{item.body}</span>
          <time dateTime={item.created_at} className="block text-xs text-gray-600">
            {formatNearTime(item.created_at, locale)}
          </time>
        </span>
      </span>
    </>
  );
  const className = `block min-h-11 w-full rounded-lg px-3 py-2 text-start hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary ${unread ? "bg-primary/5" : ""}`;
  return item.link ? (
    <a href={item.link} className={className} onClick={() => onOpen(item)} data-testid="notification" data-unread={unread || undefined}>
      {content}
    </a>
  ) : (
    <button type="button" className={className} onClick={() => onOpen(item)} data-testid="notification" data-unread={unread || undefined}>
      {content}
    </button>
  );
}
