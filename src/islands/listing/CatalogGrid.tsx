// A prerendered page's product grid: the store page's (docs/product.md §2 "Store page": branch buttons
// when the store has more than one branch, the availability filter, Previous/Next) and the
// category page's (Previous/Next only). The first page, unfiltered, is prerendered and
// passed in as children: the first paint and the crawler's copy. Once hydrated, every view is
// fetched live from GET /api/products/?<scope>&branch=&available=&cursor=, the first page too,
// by the grid's store (stores/catalog-view.ts), and rendered here; Previous/Next follow the
// live answer's links (docs/decisions/0019). Fetching keeps the page small at any catalogue
// size (a category of 1,000 products is not 1,000 cards of HTML), and its prices are live.
import { useStore } from "@nanostores/react";
import { useEffect, useMemo, useRef, type ReactNode } from "react";
import type { Locale, Strings } from "../../lib/i18n";
import { PAGE_SIZE, type Availability } from "../../lib/listing/urls";
import { CARD } from "../../lib/product/card";
import type { GRID_STRINGS } from "../../lib/listing/grid-strings";
import { createCatalogView } from "../../lib/stores/catalog-view";
import ProductCardView from "../product/ProductCardView";
import Pager from "./Pager";
import CardSkeleton from "./CardSkeleton";

export type GridStrings = Strings<(typeof GRID_STRINGS)[number]>;

interface Props {
  /** What the grid lists: `{store: "1"}` or `{category: "pantry"}`. */
  scope: Record<string, string>;
  /** A store's branches; buttons show when there are two or more, and choosing one selects it. */
  store?: { id: number; branches: { id: number; name: string }[] };
  /** The availability dropdown (store page). */
  availabilityFilter?: boolean;
  heading: string;
  /** The product count at build time: whether the prerendered page has a next one. */
  total: number;
  /** The prerendered first page's products, in order (kept on screen when the live first page is the same). */
  firstIds: number[];
  locale: Locale;
  t: GridStrings;
  /** The prerendered first page (all branches, any availability). */
  children?: ReactNode;
}

const chip =
  "rounded-full border px-4 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary";

export default function CatalogGrid({ scope, store, availabilityFilter = false, heading: title, total, firstIds, locale, t, children }: Props) {
  const branches = store?.branches ?? [];
  const view = useMemo(() => createCatalogView(scope, store?.id, undefined, firstIds), [scope, store?.id, firstIds]);
  const { branch, availability, page } = useStore(view.$filters);
  const { prerendered, loading, data, failed, empty, hasNext } = useStore(view.$grid);
  useEffect(() => view.start(), [view]);
  const heading = useRef<HTMLHeadingElement>(null);
  const { chooseBranch, chooseAvailability, showAll } = view;
  const turn = (forward: boolean) => {
    view.turn(forward);
    heading.current?.scrollIntoView({ block: "start", behavior: "smooth" });
  };

  return (
    <section aria-labelledby="catalog-heading" className="scroll-mt-4" id="catalog">
      {branches.length > 1 && (
        <div className="mb-6">
          <p id="branch-filter-label" className="mb-2 text-sm font-semibold text-gray-700">
            {t["store.browseByBranch"]}
          </p>
          {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of buttons; a fieldset's box and legend do not fit a toolbar */}
          <div role="group" aria-labelledby="branch-filter-label" className="flex flex-wrap gap-2" data-testid="branch-buttons">
            {[{ id: null, name: t["store.allBranches"] }, ...branches].map((b) => {
              const active = branch === b.id;
              return (
                <button
                  key={b.id ?? "all"}
                  type="button"
                  aria-pressed={active}
                  onClick={() => chooseBranch(b.id)}
                  className={`${chip} ${active ? "border-primary bg-primary text-on-primary" : "border-gray-300 bg-white text-gray-800 hover:border-primary"}`}
                >
                  {b.name}
                </button>
              );
            })}
          </div>
        </div>
      )}

      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <h2 id="catalog-heading" ref={heading} className="scroll-mt-4 text-2xl font-bold">
          {title}
        </h2>
        {availabilityFilter && (
          <label className="flex items-center gap-2 text-sm font-medium">
            {t["store.availability"]}
            <select
              value={availability}
              onChange={(e) => chooseAvailability(e.target.value as Availability)}
              className="rounded-lg border border-gray-300 bg-white px-3 py-2"
              data-testid="availability-filter"
            >
              <option value="all">{t["store.availabilityAll"]}</option>
              <option value="available">{t["store.availableOnly"]}</option>
              <option value="unavailable">{t["store.unavailable"]}</option>
            </select>
          </label>
        )}
      </div>

      <div hidden={!prerendered}>{children}</div>

      {!prerendered && loading && !data?.results.length && <CardSkeleton label={t["common.loading"]} count={Math.min(PAGE_SIZE, total)} />}
      {failed && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          {t["store.error"]}
        </p>
      )}
      {empty && (
        <div className="rounded-lg border border-gray-200 bg-gray-50 p-8 text-center" data-testid="no-match">
          <p role="status" className="mb-4 text-gray-700">
            {t["store.noMatch"]}
          </p>
          <button type="button" onClick={showAll} className="rounded-lg bg-primary px-5 py-2 font-semibold text-on-primary hover:opacity-90">
            {t["store.showAll"]}
          </button>
        </div>
      )}
      {!prerendered && !failed && !empty && data && data.results.length > 0 && (
        <div className={`${CARD.grid} ${loading ? "opacity-50" : ""}`} aria-busy={loading} data-testid="catalog-grid">
          {data.results.map((product, i) => (
            <ProductCardView key={product.id} product={product} locale={locale} branchId={branch} t={t} eager={i < 4} />
          ))}
        </div>
      )}

      <Pager
        page={page}
        hasPrevious={page > 1}
        hasNext={hasNext ?? total > PAGE_SIZE}
        busy={loading}
        onPrevious={() => turn(false)}
        onNext={() => turn(true)}
        t={t}
      />
    </section>
  );
}
