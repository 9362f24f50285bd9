// One branch as a card: its name in the page's language, its store, its manager and its
// theme's colours; Delivery for everyone who runs it, Edit and Delete for a super admin, and a
// link to its history.
import type { Branch, Theme } from "#contract/stores";
import { localName } from "../../../lib/format";
import { fill } from "../../../lib/template";
import HistoryLink from "../history/HistoryLink";
import { useText } from "../text";

interface Props {
  branch: Branch;
  /** The store's name in the page's language, when the store list is known. */
  storeName: string;
  theme: Theme | undefined;
  /** Absent for a merchant: their cards are read-only. */
  onEdit?: () => void;
  onDelete?: () => void;
  /** Opens the branch's delivery settings. */
  onDelivery: () => void;
}

export default function BranchCard({ branch, storeName, theme, onEdit, onDelete, onDelivery }: Props) {
  const { t, locale } = useText();
  const name = localName(branch, locale);
  const titleId = `branch-${branch.id}-title`;
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="flex h-full flex-col rounded-lg border border-gray-200 bg-white p-4 shadow-sm"
        data-testid="branch-card"
        data-branch-id={branch.id}
      >
        <h3 id={titleId} className="text-lg font-semibold" data-testid="branch-name">
          {name}
        </h3>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-gray-600">{t["admin.branches.store"]}</dt>
          <dd data-testid="branch-store">{storeName}</dd>
          <dt className="text-gray-600">{t["admin.branches.manager"]}</dt>
          <dd className="min-w-0" data-testid="branch-manager">
            {branch.manager ? (
              <>
                <span className="block truncate">
                  <bdi>{branch.manager.username}</bdi>
                </span>
                {branch.manager.email && (
                  <span className="block truncate text-gray-600">
                    <bdi>{branch.manager.email}</bdi>
                  </span>
                )}
              </>
            ) : (
              <span className="text-gray-500">{t["admin.branches.noManager"]}</span>
            )}
          </dd>
          <dt className="text-gray-600">{t["admin.branches.theme"]}</dt>
          <dd data-testid="branch-theme">
            {theme ? (
              <span className="flex items-center gap-2">
                <span aria-hidden="true" className="inline-flex shrink-0 overflow-hidden rounded-full border border-gray-300">
                  <span className="size-5" style={{ backgroundColor: theme.primary_color }} />
                  <span className="size-5" style={{ backgroundColor: theme.secondary_color }} />
                </span>
                <span className="min-w-0">
                  <span className="block">{theme.name}</span>
                  <span className="block text-xs text-gray-500">
                    <bdi>
                      {theme.primary_color} · {theme.secondary_color}
                    </bdi>
                  </span>
                </span>
              </span>
            ) : (
              <span className="text-gray-500">{t["admin.branches.noTheme"]}</span>
            )}
          </dd>
        </dl>
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-3">
          <button
            type="button"
            onClick={onDelivery}
            className="min-h-11 rounded border border-gray-300 px-4 font-medium hover:bg-gray-50"
            aria-label={fill(t["admin.branches.deliveryOf"], { name })}
            data-testid="branch-delivery"
          >
            {t["admin.branches.deliveryButton"]}
          </button>
          {onEdit && (
            <button
              type="button"
              onClick={onEdit}
              className="min-h-11 rounded border border-gray-300 px-4 font-medium hover:bg-gray-50"
              aria-label={fill(t["admin.branches.editOf"], { name })}
              data-testid="branch-edit"
            >
              {t["admin.branches.edit"]}
            </button>
          )}
          {onDelete && (
            <button
              type="button"
              onClick={onDelete}
              className="min-h-11 rounded border border-red-300 px-4 font-medium text-red-700 hover:bg-red-50"
              aria-label={fill(t["admin.branches.deleteOf"], { name })}
              data-testid="branch-delete"
            >
              {t["admin.branches.delete"]}
            </button>
          )}
          <span className="ms-auto">
            <HistoryLink object="branch" id={branch.id} />
          </span>
        </div>
      </article>
    </li>
  );
}
