// One store as a card: name, address (slug) with a link to its page, owner's e-mail, its
// branches with each manager's e-mail; Select, Edit Store and its history.
import type { Store } from "#contract/stores";
import { localName } from "../../../lib/format";
import { fill } from "../../../lib/template";
import HistoryLink from "../history/HistoryLink";
import { useText } from "../text";

interface Props {
  store: Store;
  selected: boolean;
  onSelect: () => void;
  onEdit: () => void;
}

export default function StoreCard({ store, selected, onSelect, onEdit }: Props) {
  const { t, locale } = useText();
  const name = localName(store, locale);
  const titleId = `store-${store.id}-title`;
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className={`flex h-full flex-col rounded-lg border bg-white p-4 shadow-sm ${selected ? "border-primary ring-2 ring-primary/30" : "border-gray-200"}`}
        data-testid="store-card"
        data-store-id={store.id}
        data-selected={selected}
      >
        <div className="flex flex-wrap items-start gap-2">
          {store.theme && (
            <span aria-hidden="true" className="mt-1 inline-flex shrink-0 overflow-hidden rounded-full border border-gray-300">
              <span className="size-4" style={{ backgroundColor: store.theme.primary_color }} />
              <span className="size-4" style={{ backgroundColor: store.theme.secondary_color }} />
            </span>
          )}
          <h3 id={titleId} className="me-auto min-w-0 break-words text-lg font-semibold" data-testid="store-name">
            {name}
          </h3>
          {selected && (
            <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary" data-testid="store-selected">
              {t["admin.stores.selected"]}
            </span>
          )}
        </div>
        <dl className="mt-2 grid grid-cols-[auto_1fr] items-center gap-x-3 text-sm">
          <dt className="text-gray-600">{t["admin.stores.slug"]}</dt>
          <dd className="min-w-0">
            <a
              href={`/${locale}/store/${store.slug}/`}
              className="inline-flex min-h-11 items-center break-all text-primary underline"
              // The name read out starts with what is shown (WCAG 2.5.3), then says whose page it is.
              aria-label={fill(t["admin.stores.pageOf"], { name, path: `/store/${store.slug}/` })}
              data-testid="store-page-link"
            >
              <bdi>/store/{store.slug}/</bdi>
            </a>
          </dd>
          <dt className="text-gray-600">{t["admin.stores.owner"]}</dt>
          <dd className="min-w-0 truncate" data-testid="store-owner">
            {store.owner ? (
              <bdi>{store.owner.email || store.owner.username}</bdi>
            ) : (
              <span className="text-gray-500">{t["admin.stores.noOwner"]}</span>
            )}
          </dd>
        </dl>
        <h4 className="mt-3 text-sm font-semibold">{t["admin.stores.branches"]}</h4>
        {store.branches.length === 0 ? (
          <p className="text-sm text-gray-500">{t["admin.stores.noBranches"]}</p>
        ) : (
          <ul className="mt-1 divide-y divide-gray-100 text-sm" data-testid="store-branches">
            {store.branches.map((branch) => (
              <li key={branch.id} className="flex flex-wrap justify-between gap-x-3 py-1" data-testid="store-branch">
                <span>{localName(branch, locale)}</span>
                <span className="min-w-0 truncate text-gray-600">
                  {branch.manager ? <bdi>{branch.manager.email || branch.manager.username}</bdi> : t["admin.stores.noManager"]}
                </span>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-3">
          <button
            type="button"
            onClick={onSelect}
            aria-pressed={selected}
            aria-label={fill(t["admin.stores.selectOf"], { name })}
            className={`min-h-11 rounded px-4 font-medium ${selected ? "bg-primary text-white" : "border border-primary text-primary hover:bg-primary/5"}`}
            data-testid="store-select"
          >
            {selected ? t["admin.stores.selected"] : t["admin.stores.select"]}
          </button>
          <button
            type="button"
            onClick={onEdit}
            aria-label={fill(t["admin.stores.editOf"], { name })}
            className="min-h-11 rounded border border-gray-300 px-4 font-medium hover:bg-gray-50"
            data-testid="store-edit"
          >
            {t["admin.stores.edit"]}
          </button>
          <span className="ms-auto">
            <HistoryLink object="store" id={store.id} />
          </span>
        </div>
      </article>
    </li>
  );
}
