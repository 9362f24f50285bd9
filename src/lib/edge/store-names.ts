// A store link made with the store's name (/en/store/Cairo%20Fashion%20House/, Arabic names
// too) has no prerendered page: store pages exist by slug only. The web worker reaches this
// only when no static page answered (assets are served before the worker), looks the name up
// once through the API and redirects to the slug's page; an unknown name gets the real 404.
import { normalizeSearch } from "#shared/normalize";
import { slugify } from "#shared/slug";

const STORE_PAGE = /^\/(en|ar)\/store\/([^/]+)\/?$/;

export interface NamedStore {
  slug: string;
  name: string;
  name_ar: string;
}

/** The locale and the decoded name of a store page's path, or null for any other path. */
export function storePageRef(pathname: string): { locale: string; name: string } | null {
  const match = STORE_PAGE.exec(pathname);
  if (!match) return null;
  try {
    const name = decodeURIComponent(match[2]).trim();
    return name ? { locale: match[1], name } : null;
  } catch {
    return null; // a malformed escape: nothing to look up
  }
}

/**
 * The API query that finds the store: one word of the name that the API's search folding
 * leaves as it is (it compares folded words with the stored names as written, so a folded
 * 'أزياء' would miss 'بيت أزياء'); with no such word, the first page of all stores.
 */
export function storeLookupPath(name: string): string {
  const words = name.split(/[\s-]+/).filter((w) => w && normalizeSearch(w) === w.toLowerCase());
  const word = words.sort((a, b) => b.length - a.length)[0];
  return `/api/stores/?page_size=100${word ? `&search=${encodeURIComponent(word)}` : ""}`;
}

/** The slug of the store the name (or slug) designates, case-insensitively, in either language. */
export function matchStore(given: string, stores: NamedStore[]): string | null {
  const wanted = normalizeSearch(given);
  const slug = slugify(given);
  const hit =
    stores.find((s) => s.slug === given.toLowerCase() || normalizeSearch(s.name) === wanted || normalizeSearch(s.name_ar) === wanted) ??
    (slug ? stores.find((s) => slugify(s.name) === slug) : undefined);
  return hit?.slug ?? null;
}

/** Where a store page that has no file should go, or null (then it is a 404). */
export async function storeNameRedirect(pathname: string, get: (path: string) => Promise<Response>): Promise<string | null> {
  const ref = storePageRef(pathname);
  if (!ref) return null;
  try {
    const res = await get(storeLookupPath(ref.name));
    if (!res.ok) return null;
    const { results } = (await res.json()) as { results: NamedStore[] };
    const slug = matchStore(ref.name, results);
    const target = slug ? `/${ref.locale}/store/${encodeURIComponent(slug)}/` : null;
    return target && target !== pathname ? target : null;
  } catch {
    return null;
  }
}
