// The products page (docs/product.md §2 "Products page"): a search form with store and category pickers
// and the product grid for the page's query string (search, store, category, page) and, for a
// store, the selected branch. The view is the URL's (stores/products-view.ts): a search, a
// picker or Previous/Next pushes a new URL, so reloads, shared links and back/forward keep it.
// The unfiltered first page is prerendered and comes in as children: the first paint and the
// crawler's copy. After hydration every view is fetched live, that first page too, and
// refetched when the view or the selected branch changes; Previous/Next follow the live
// answer's links (docs/decisions/0019). The store does all of that; this renders it. Without
// JavaScript the form is a plain GET form.
import { useStore } from "@nanostores/react";
import { useLayoutEffect, useMemo, useRef, type FormEvent, type ReactNode } from "react";
import type { Locale, Strings } from "../../lib/i18n";
import { CARD } from "../../lib/product/card";
import type { CardStrings } from "../../lib/product/card-strings";
import { createProductsView } from "../../lib/stores/products-view";
import { fill } from "../../lib/template";
import ProductCardView from "../product/ProductCardView";
import Pager from "./Pager";
import CardSkeleton from "./CardSkeleton";

/** products.astro passes strings(locale, "products", "listing", ...CARD_STRINGS). */
export type ProductsStrings = Strings<"products" | "listing"> & CardStrings;

export interface BrowserStore {
  id: number;
  slug: string;
  name: string;
  branches: { id: number; name: string }[];
}

interface Props {
  locale: Locale;
  stores: BrowserStore[];
  categories: { id: number; slug: string; name: string }[];
  t: ProductsStrings;
  /** Whether the prerendered first page has a next one. */
  firstHasNext: boolean;
  /** The prerendered first page's products, in order (kept on screen when the live first page is the same). */
  firstIds: number[];
  /** The prerendered first page of the unfiltered list (ProductCards). */
  children?: ReactNode;
}

const picker = "min-w-0 flex-[1_1_10rem] rounded-lg border border-gray-300 bg-white px-3 py-2";

export default function ProductsBrowser({ locale, stores, categories, t, firstHasNext, firstIds, children }: Props) {
  const view = useMemo(
    () =>
      createProductsView(
        stores.map((s) => ({ id: s.id, slug: s.slug, branches: s.branches.map((b) => b.id) })),
        { firstIds },
      ),
    [stores, firstIds],
  );
  const screen = useStore(view.$screen);
  const query = useStore(view.$view); // null until read from the URL in the browser
  const text = useStore(view.$text);
  const { branch } = useStore(view.$request);

  // A layout effect: the view for the URL replaces the server's guess before the first paint
  // after hydration, and the head script's mark goes in the same frame. Words typed into the
  // box before the island ran are the visitor's, not the server's empty box: they stay.
  const input = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => view.start(input.current?.value), [view]);

  const page = query?.page ?? 1;
  // The prerendered page: what the server renders and hydration starts from, until the live
  // answer is in (a filtered URL or a later page hides it meanwhile, lib/listing/filtered-head.ts).
  const { prerendered: first, loading, data, failed, empty } = screen;
  const search = (event: FormEvent) => {
    event.preventDefault();
    view.apply();
  };
  const turn = (forward: boolean) => {
    view.turn(forward);
    window.scrollTo({ top: 0, behavior: "smooth" });
  };

  const store = query?.store ? stores.find((s) => String(s.id) === query.store || s.slug === query.store) : undefined;
  const category = query?.category ? categories.find((c) => String(c.id) === query.category || c.slug === query.category) : undefined;
  const chips = [
    query?.search && fill(t["products.resultsFor"], { q: query.search }),
    query?.store && fill(t["products.store"], { name: store?.name ?? query.store }),
    branch !== null && fill(t["products.branch"], { name: store?.branches.find((b) => b.id === branch)?.name ?? String(branch) }),
    query?.category && fill(t["products.category"], { name: category?.name ?? query.category }),
  ].filter(Boolean) as string[];

  return (
    <div>
      {/* biome-ignore lint/a11y/useSemanticElements: role=search on the form is the <search> landmark, which React's JSX types do not have yet */}
      <form role="search" method="get" onSubmit={search} className="mb-6 flex flex-wrap gap-2">
        <label htmlFor="products-search" className="sr-only">
          {t["products.searchLabel"]}
        </label>
        <input
          ref={input}
          id="products-search"
          type="search"
          name="search"
          value={text}
          onChange={(e) => view.type(e.target.value)}
          placeholder={t["products.searchLabel"]}
          className="min-w-0 flex-[2_1_16rem] rounded-lg border border-gray-300 px-4 py-2"
          data-testid="products-search"
        />
        <label htmlFor="products-store" className="sr-only">
          {t["products.storeLabel"]}
        </label>
        <select
          id="products-store"
          name="store"
          value={store ? String(store.id) : ""}
          onChange={(e) => view.apply({ store: e.target.value })}
          className={picker}
        >
          <option value="">{t["products.allStores"]}</option>
          {stores.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
        <label htmlFor="products-category" className="sr-only">
          {t["products.categoryLabel"]}
        </label>
        <select
          id="products-category"
          name="category"
          value={category?.slug ?? ""}
          onChange={(e) => view.apply({ category: e.target.value })}
          className={picker}
        >
          <option value="">{t["products.allCategories"]}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.slug}>
              {c.name}
            </option>
          ))}
        </select>
        <button type="submit" className="rounded-lg bg-primary px-5 py-2 font-semibold text-white hover:opacity-90">
          {t["products.searchButton"]}
        </button>
      </form>

      {chips.length > 0 && (
        // A fixed height whatever the filters (one line of chips, scrolling sideways when they
        // do not fit; the link on a line of its own on a phone): the placeholder below reserves it.
        <div className="mb-6 flex flex-wrap items-center gap-2 text-sm" data-testid="active-filters">
          {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of buttons; a fieldset's box and legend do not fit a toolbar */}
          <div
            role="group"
            aria-label={t["products.filters"]}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the row may scroll sideways, and a scrolling region must be reachable by keyboard
            tabIndex={0}
            className="flex min-w-0 flex-1 basis-full items-center gap-2 overflow-x-auto whitespace-nowrap focus-visible:outline-2 focus-visible:outline-primary sm:basis-0"
          >
            <span className="font-semibold text-gray-700">{t["products.filters"]}:</span>
            {chips.map((chip) => (
              <span key={chip} className="rounded-full bg-gray-100 px-3 py-1 text-gray-800">
                {chip}
              </span>
            ))}
          </div>
          <a href={`/${locale}/products/`} className="ms-auto shrink-0 font-semibold text-primary underline-offset-2 hover:underline">
            {t["products.clear"]}
          </a>
        </div>
      )}

      {/* The filters row's height (one filter), while the URL is unread (lib/listing/filtered-head.ts). */}
      {!query && <div className="mb-6 h-14 sm:h-7" data-products-pending-chips aria-hidden="true" />}

      <div hidden={!first} data-products-first="" data-testid={first ? "products-grid" : undefined}>
        {children}
      </div>
      {!query && <CardSkeleton label={t["common.loading"]} pending testId="products-loading" />}
      {!first && loading && !data?.results.length && <CardSkeleton label={t["common.loading"]} testId="products-loading" />}
      {failed && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800" data-testid="products-error">
          {t["products.error"]}
        </p>
      )}
      {empty && (
        <p role="status" className="rounded-lg border border-yellow-200 bg-yellow-50 p-4 text-yellow-900" data-testid="products-empty">
          {t["products.no_products"]}
        </p>
      )}
      {!failed && data && data.results.length > 0 && (
        <div className={`${CARD.grid} ${loading ? "opacity-50" : ""}`} aria-busy={loading} data-testid="products-grid">
          {data.results.map((product, i) => (
            <ProductCardView key={product.id} product={product} locale={locale} branchId={branch} t={t} eager={i < 4} />
          ))}
        </div>
      )}

      <Pager
        page={page}
        hasPrevious={page > 1}
        hasNext={screen.hasNext ?? firstHasNext}
        busy={loading}
        onPrevious={() => turn(false)}
        onNext={() => turn(true)}
        t={t}
      />
    </div>
  );
}
