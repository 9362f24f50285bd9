// Build-time reads from the running API: the prerendered pages are made from what the API
// serves (architecture.md "Freshness"). API_URL points at it; `npm start`, `npm test` and
// `npm run rebuild` start the API first.
import type { Paged } from "#contract/common";

// Pages are prerendered in the build's own Node process (astro.config.mjs, docs/decisions/
// 0006-prerender-at-scale.md), which sees API_URL in process.env; import.meta.env.API_URL
// is what Astro inlines, should this module ever run elsewhere.
const API_URL = import.meta.env.API_URL ?? (typeof process === "undefined" ? undefined : process.env.API_URL) ?? "http://127.0.0.1:8787";

// Product pages outside the prerendered head are rendered on demand by the web worker from
// the same components (docs/decisions/0018): there the API is its service binding, which the
// worker's page hands over with `readApiWith`.
let reader: (url: URL) => Promise<Response> = (url) => fetch(url);
export function readApiWith(read: (path: string) => Promise<Response>) {
  reader = (url) => read(`${url.pathname}${url.search}`);
}

async function read(path: string): Promise<Response> {
  const url = new URL(path, API_URL);
  try {
    return await reader(url);
  } catch (error) {
    throw new Error(`The site is built from the API, and ${url} did not answer. Start the API (npm start does) or set API_URL.`, { cause: error });
  }
}

export async function apiGet<T>(path: string): Promise<T> {
  const res = await read(path);
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
  return (await res.json()) as T;
}

/** One object, or null when the API has none (404). */
export async function apiFind<T>(path: string): Promise<T | null> {
  const res = await read(path);
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
  return (await res.json()) as T;
}

/** Every item of a list linked by `next`, `pageSize` at a time (100, the most most lists give). */
export async function apiGetAll<T>(path: string, pageSize = 100): Promise<T[]> {
  const items: T[] = [];
  let next: string | null = `${path}${path.includes("?") ? "&" : "?"}page_size=${pageSize}`;
  while (next) {
    const page: Pick<Paged<T>, "results" | "next"> = await apiGet<Paged<T>>(next);
    items.push(...page.results);
    next = page.next;
  }
  return items;
}

// Pages built in one run ask for the same lists; ask the API once. In the web worker the
// answer lasts the isolate's life: a publish deploys a new worker. A failed read is not kept.
const memo = new Map<string, Promise<unknown>>();
export function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  if (!memo.has(key)) {
    const loading = load();
    memo.set(key, loading);
    loading.catch(() => memo.delete(key));
  }
  return memo.get(key) as Promise<T>;
}
