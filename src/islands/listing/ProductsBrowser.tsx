// The products page (spec §2 "Products page"): a search form and the product grid for the
// page's query string (search, store, category) and, for a store, the selected branch.
// Refetches when the query string changes (a search, back/forward) or the selected branch
// changes; Previous/Next follow the API's next/previous links.
import { useStore } from "@nanostores/react";
import { useEffect, useMemo, useState, type FormEvent } from "react";
import type { Locale } from "../../lib/i18n";
import { pageOf, productsUrl, readProductsQuery, withSearch, type ProductsQuery } from "../../lib/listing/urls";
import { CARD } from "../../lib/product/card";
import { createProductList } from "../../lib/stores/product-list";
import { $selectedBranch, $selectedStore, branchFor, ensureSelection } from "../../lib/stores/selection";
import { fill } from "../../lib/template";
import ProductCardView, { type ProductCardLabels } from "../product/ProductCardView";
import Pager, { type PagerLabels } from "./Pager";
import Spinner from "./Spinner";

export interface ProductsBrowserLabels {
  searchLabel: string;
  searchButton: string;
  error: string;
  noProducts: string;
  loading: string;
  resultsFor: string;
  store: string;
  branch: string;
  category: string;
  filters: string;
  clear: string;
  pager: PagerLabels;
  card: ProductCardLabels;
}

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
  labels: ProductsBrowserLabels;
}

export default function ProductsBrowser({ locale, stores, categories, labels }: Props) {
  const [query, setQuery] = useState<ProductsQuery | null>(null); // read from the URL once in the browser
  const [text, setText] = useState("");
  const [paging, setPaging] = useState<{ base: string; link: string; page: number } | null>(null);
  const list = useMemo(() => createProductList(), []);
  const state = useStore(list.$list);
  const selection = useMemo(() => stores.map((s) => ({ id: s.id, slug: s.slug, branches: s.branches.map((b) => b.id) })), [stores]);
  useStore($selectedStore);
  useStore($selectedBranch); // re-render, and so refetch, when the selected branch changes

  useEffect(() => {
    ensureSelection(selection);
    const read = () => {
      const q = readProductsQuery(window.location.search);
      setQuery(q);
      setText(q.search);
    };
    read();
    window.addEventListener("popstate", read);
    return () => window.removeEventListener("popstate", read);
  }, [selection]);

  const branch = query ? branchFor(query.store, selection) : null;
  const base = query ? productsUrl(query, branch) : null;
  // A new query or branch starts again at page 1.
  const current = paging && paging.base === base ? paging : null;
  const url = current?.link ?? base;
  const page = current?.page ?? 1;

  useEffect(() => {
    if (url) void list.load(url);
  }, [url, list]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const qs = withSearch(window.location.search, text);
    window.history.pushState(null, "", `${window.location.pathname}${qs}`);
    setQuery(readProductsQuery(qs));
    setText(text.trim());
  };
  const turn = (link: string | null) => {
    if (!link || !base) return;
    setPaging({ base, link, page: pageOf(link) });
    window.scrollTo({ top: 0, behavior: "smooth" });
  };

  const loading = !url || state.url !== url || state.status === "loading";
  const data = state.data;
  const store = query?.store ? stores.find((s) => String(s.id) === query.store || s.slug === query.store) : undefined;
  const category = query?.category ? categories.find((c) => String(c.id) === query.category || c.slug === query.category) : undefined;
  const chips = [
    query?.search && fill(labels.resultsFor, { q: query.search }),
    query?.store && fill(labels.store, { name: store?.name ?? query.store }),
    branch !== null && fill(labels.branch, { name: store?.branches.find((b) => b.id === branch)?.name ?? String(branch) }),
    query?.category && fill(labels.category, { name: category?.name ?? query.category }),
  ].filter(Boolean) as string[];

  return (
    <div>
      <form role="search" method="get" onSubmit={search} className="mb-6 flex gap-2">
        <label htmlFor="products-search" className="sr-only">
          {labels.searchLabel}
        </label>
        <input
          id="products-search"
          type="search"
          name="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={labels.searchLabel}
          className="min-w-0 flex-1 rounded-lg border border-gray-300 px-4 py-2"
          data-testid="products-search"
        />
        <button type="submit" className="rounded-lg bg-primary px-5 py-2 font-semibold text-white hover:opacity-90">
          {labels.searchButton}
        </button>
      </form>

      {chips.length > 0 && (
        <div className="mb-6 flex flex-wrap items-center gap-2 text-sm" data-testid="active-filters">
          <span className="font-semibold text-gray-700">{labels.filters}:</span>
          {chips.map((chip) => (
            <span key={chip} className="rounded-full bg-gray-100 px-3 py-1 text-gray-800">
              {chip}
            </span>
          ))}
          <a href={`/${locale}/products/`} className="ms-auto font-semibold text-primary underline-offset-2 hover:underline">
            {labels.clear}
          </a>
        </div>
      )}

      {loading && !data?.results.length && <Spinner label={labels.loading} />}
      {!loading && state.status === "error" && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800" data-testid="products-error">
          {labels.error}
        </p>
      )}
      {!loading && state.status === "ready" && data?.count === 0 && (
        <p role="status" className="rounded-lg border border-yellow-200 bg-yellow-50 p-4 text-yellow-900" data-testid="products-empty">
          {labels.noProducts}
        </p>
      )}
      {state.status !== "error" && data && data.results.length > 0 && (
        <div className={`${CARD.grid} ${loading ? "opacity-50" : ""}`} aria-busy={loading} data-testid="products-grid">
          {data.results.map((product, i) => (
            <ProductCardView key={product.id} product={product} locale={locale} branchId={branch} labels={labels.card} eager={i < 4} />
          ))}
        </div>
      )}

      <Pager
        page={page}
        hasPrevious={Boolean(data?.previous) && !loading}
        hasNext={Boolean(data?.next) && !loading}
        busy={loading}
        onPrevious={() => turn(data?.previous ?? null)}
        onNext={() => turn(data?.next ?? null)}
        labels={labels.pager}
      />
    </div>
  );
}
