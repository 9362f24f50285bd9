// Featured Products on the home page (docs/product.md §2): the prerendered first page comes in as
// `children`, the first paint; this island reads page 1 live once hydrated and shows it, adds
// the search box (toggled by the magnifier) and Previous/Next paging by the live answers' links.
import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import type { Locale, Strings } from "../../lib/i18n";
import { CARD } from "../../lib/product/card";
import type { CardStrings } from "../../lib/product/card-strings";
import { createFeaturedProducts, type FeaturedLinks } from "../../lib/stores/featured-products";
import { fill } from "../../lib/template";
import ProductCardView from "../product/ProductCardView";

/** FeaturedSection.astro passes strings(locale, "home.featured", ...CARD_STRINGS). */
export type FeaturedStrings = Strings<"home.featured"> & CardStrings;

interface Props {
  locale: Locale;
  first: FeaturedLinks;
  t: FeaturedStrings;
  children?: ReactNode;
}

const Magnifier = () => (
  <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
);

const pagerButton = "rounded border border-gray-300 px-4 py-2 text-sm font-semibold hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-40";

export default function FeaturedProducts({ locale, first, t, children }: Props) {
  const [featured] = useState(() => createFeaturedProducts(first));
  const state = useStore(featured.$state);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => featured.start(), [featured]);
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  const toggle = () => {
    if (open) {
      // Closing the box drops its search: what is on screen matches what the box shows.
      setText("");
      featured.reset();
    }
    setOpen(!open);
  };

  return (
    <>
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id="featured-title" className="text-2xl font-bold">
          {t["home.featured.title"]}
        </h2>
        <button
          type="button"
          onClick={toggle}
          aria-expanded={open}
          aria-controls="featured-search"
          aria-label={t["home.featured.toggleSearch"]}
          className={`rounded-full p-2 hover:bg-gray-100 ${open ? "bg-gray-100 text-primary" : "text-gray-700"}`}
          data-testid="featured-search-toggle"
        >
          <Magnifier />
        </button>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: role=search on the form is the <search> landmark, which React's JSX types do not have yet */}
      <form
        id="featured-search"
        role="search"
        hidden={!open}
        className="mb-4 flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          featured.search(text);
        }}
      >
        <input
          ref={input}
          type="search"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            featured.type(event.target.value);
          }}
          aria-label={t["home.featured.searchLabel"]}
          placeholder={t["home.featured.searchPlaceholder"]}
          className="min-w-0 flex-1 rounded border border-gray-300 px-3 py-2 focus:border-primary focus:outline-2 focus:outline-primary"
          data-testid="featured-search-input"
        />
        <button type="submit" aria-label={t["home.featured.search"]} className="rounded bg-primary px-3 py-2 text-white hover:bg-primary/90">
          <Magnifier />
        </button>
      </form>

      <p className="sr-only" aria-live="polite">
        {state.status === "ready" && state.search ? fill(t["home.featured.results"], { count: state.count }) : ""}
      </p>

      <div hidden={state.status !== "initial"} data-testid="featured-prerendered">
        {children}
      </div>
      {state.status === "loading" && (
        <p className="py-12 text-center text-gray-600" role="status">
          {t["home.featured.loading"]}
        </p>
      )}
      {state.status === "error" && (
        <div className="rounded-lg border border-red-200 bg-red-50 p-4 text-start" role="alert">
          <h3 className="font-semibold text-red-800">{t["home.featured.errorTitle"]}</h3>
          <p className="mt-1 text-red-700">{t["home.featured.error"]}</p>
          <button
            type="button"
            onClick={featured.retry}
            className="mt-3 rounded border border-red-300 px-3 py-1 text-sm font-semibold text-red-800 hover:bg-red-100"
          >
            {t["home.featured.retry"]}
          </button>
        </div>
      )}
      {state.status === "ready" &&
        (state.products.length > 0 ? (
          <div className={CARD.grid} data-testid="featured-results">
            {state.products.map((product) => (
              <ProductCardView key={product.id} product={product} locale={locale} t={t} />
            ))}
          </div>
        ) : (
          <p className="py-12 text-center text-gray-600">{t["home.featured.empty"]}</p>
        ))}

      {!state.search && (state.next || state.previous) && (
        <nav aria-label={t["home.featured.pagination"]} className="mt-6 flex items-center justify-center gap-4">
          <button type="button" className={pagerButton} onClick={featured.previous} disabled={!state.previous || state.status === "loading"}>
            <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
              ←
            </span>{" "}
            {t["home.featured.previous"]}
          </button>
          <span className="text-sm font-semibold" aria-live="polite" data-testid="featured-page">
            {fill(t["home.featured.page"], { n: state.page })}
          </span>
          <button
            type="button"
            className={pagerButton}
            onClick={featured.next}
            disabled={!state.next || state.status === "loading" || (state.status === "initial" && !state.live)}
          >
            {t["home.featured.next"]}{" "}
            <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
              →
            </span>
          </button>
        </nav>
      )}
    </>
  );
}
