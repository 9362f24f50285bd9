// Section 4: the API under load on the N-product catalogue at 1, 10 and 50 connections,
// next to two references in the same runtime: a trivial handler (this machine's ceiling)
// and a handler making one small D1 query (the floor of any database-backed call).
import { CONNECTIONS, SEARCH_TERMS } from "../config.mjs";
import { checkoutBody, login, setStock } from "./fixtures.mjs";
import { measureRounds, probe } from "./load.mjs";

const LOAD_STOCK = 10_000_000;

/** The checkout's listings: distinct products, stock no run can use up, current prices. */
export async function loadListings(apiOrigin, fx, count = 24) {
  const admin = await login(apiOrigin, "admin");
  const seen = new Set();
  const picked = fx.listings.filter((l) => !seen.has(l.product_id) && seen.add(l.product_id)).slice(0, count);
  return Promise.all(picked.map((l) => setStock(apiOrigin, admin, l, LOAD_STOCK)));
}

/** The cases, references first; `auth()` gives fresh headers to a case that needs a customer. */
export function apiCases({ api, reference, fx, listings }) {
  const auth = async () => ({ authorization: `Bearer ${await login(api, "customer")}` });
  const triples = listings.map((_, i) => listings.slice(i, i + 3)).filter((group) => group.length === 3);
  return [
    { id: "trivial", label: "Reference: trivial handler", reference: true, target: { origin: reference, paths: ["/trivial"] } },
    { id: "one-query", label: "Reference: one D1 query", reference: true, target: { origin: reference, paths: ["/one-query"] } },
    { id: "health", label: "API /api/health (no query)", target: { origin: api, paths: ["/api/health"] } },
    {
      id: "list",
      label: "Product list (pages 1-5)",
      target: { origin: api, paths: [1, 2, 3, 4, 5].map((p) => `/api/products/${p === 1 ? "" : `?page=${p}`}`) },
    },
    {
      id: "search-en",
      label: "Search, English",
      target: { origin: api, paths: SEARCH_TERMS.en.map((t) => `/api/products/?search=${encodeURIComponent(t)}`) },
    },
    {
      id: "search-ar",
      label: "Search, Arabic",
      target: { origin: api, paths: SEARCH_TERMS.ar.map((t) => `/api/products/?search=${encodeURIComponent(t)}`) },
    },
    { id: "detail", label: "Product detail", target: { origin: api, paths: fx.productIds.slice(0, 200).map((id) => `/api/products/${id}/`) } },
    {
      id: "branch-products",
      label: "Branch products (by branch)",
      target: { origin: api, paths: fx.branchIds.map((id) => `/api/branch-products/?branch=${id}`) },
    },
    {
      id: "cart-sync",
      label: "Cart sync (3 lines)",
      auth,
      target: {
        origin: api,
        method: "POST",
        paths: ["/api/cart/sync/"],
        bodies: triples.map((group) => ({ items: group.map((l) => ({ product_id: l.product_id, branch_id: l.branch_id, quantity: 1 })) })),
      },
    },
    {
      id: "checkout",
      label: "Checkout (1 line)",
      auth,
      target: { origin: api, method: "POST", paths: ["/api/orders/"], bodies: listings.map(checkoutBody) },
    },
  ];
}

/** Whether the case works at all; a POST route that is not there is reported, not loaded. */
async function check(c) {
  const { status, text } = await probe(c.target);
  if (status >= 200 && status < 300) return null;
  if (status === 404 && c.target.method === "POST" && text.includes('"Not found."')) return "n/a (endpoint missing)";
  return `error: the first request answered ${status}: ${text}`;
}

const ratio = (a, b) => (a === null || b === null || !b ? null : Number((a / b).toFixed(2)));

export async function apiLoadSection({ cases, seconds, warmupSeconds, rounds, log }) {
  const rows = [];
  for (const c of cases) {
    if (c.auth) c.target.headers = await c.auth();
    const problem = await check(c);
    if (problem) log(`  ${c.label}: ${problem}`);
    rows.push({ id: c.id, label: c.label, reference: !!c.reference, state: problem ?? "measured", levels: [], case: c });
  }
  const measured = rows.filter((r) => r.state === "measured");
  for (const connections of CONNECTIONS) {
    // A fresh token per level: access tokens last 15 minutes, a full section runs longer.
    for (const row of measured) if (row.case.auth) row.case.target.headers = await row.case.auth();
    const summaries = await measureRounds(
      measured.map((r) => r.case.target),
      { connections, seconds, warmupSeconds, rounds },
    );
    measured.forEach((row, i) => {
      const m = summaries[i];
      log(
        `  ${row.label} @${connections}: ${m.rps} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms${m.non2xx || m.errors ? `, ${m.non2xx} non-2xx, ${m.errors} errors` : ""}`,
      );
      row.levels.push(m);
    });
  }
  for (const row of rows) delete row.case;
  // Ratios to the references at the same number of connections.
  const at = (id, connections) => rows.find((r) => r.id === id)?.levels.find((l) => l.connections === connections) ?? null;
  for (const row of rows) {
    for (const level of row.levels) {
      const trivial = at("trivial", level.connections);
      const oneQuery = at("one-query", level.connections);
      level.rpsVsTrivial = ratio(level.rps, trivial?.rps ?? null);
      level.rpsVsOneQuery = ratio(level.rps, oneQuery?.rps ?? null);
      level.p50VsOneQuery = ratio(level.p50, oneQuery?.p50 ?? null);
      level.flagged = level.non2xx > 0 || level.errors > 0 || level.timeouts > 0;
    }
  }
  return { connections: CONNECTIONS, seconds, warmupSeconds, rounds, rows };
}
