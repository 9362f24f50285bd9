// Build-time reads from the running API: the prerendered pages are made from what the API
// serves (architecture.md "Freshness"). API_URL points at it; `npm start`, `npm test` and
// `npm run rebuild` start the API first.
import type { Paged } from "#contract/common";

// Pages are prerendered in the build's own Node process (astro.config.mjs, docs/decisions/
// 0006-prerender-at-scale.md), which sees API_URL in process.env; import.meta.env.API_URL
// is what Astro inlines, should this module ever run elsewhere.
const API_URL = import.meta.env.API_URL ?? process.env.API_URL ?? "http://127.0.0.1:8787";

export async function apiGet<T>(path: string): Promise<T> {
  const url = new URL(path, API_URL);
  let res: Response;
  try {
    res = await fetch(url);
  } catch (error) {
    throw new Error(`The site is built from the API, and ${url} did not answer. Start the API (npm start does) or set API_URL.`, { cause: error });
  }
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  return (await res.json()) as T;
}

/** Every item of a paged list, 100 at a time. */
export async function apiGetAll<T>(path: string): Promise<T[]> {
  const items: T[] = [];
  let next: string | null = `${path}${path.includes("?") ? "&" : "?"}page_size=100`;
  while (next) {
    const page: Paged<T> = await apiGet<Paged<T>>(next);
    items.push(...page.results);
    next = page.next;
  }
  return items;
}

// Pages built in one run ask for the same lists; ask the API once.
const memo = new Map<string, Promise<unknown>>();
export function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  if (!memo.has(key)) memo.set(key, load());
  return memo.get(key) as Promise<T>;
}
