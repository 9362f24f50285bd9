// The shopper's returns (issue 30): those of one order (on the order page), all of theirs (the
// account's Returns page, newest first, "Load more"), one return's page (/{locale}/returns/{id}/,
// one shell for every id like the order page), and sending a request. Islands render these.
import { map } from "nanostores";
import type { Paged } from "#contract/common";
import type { ReturnShape } from "#contract/returns";
import { apiFetch, errorMessages } from "../api/client";
import { draftItems, type ReturnDraft } from "../return-window";

export type LoadStatus = "idle" | "loading" | "ready" | "error";

/** Only the path and query of a link the API gave (its origin may be the API's own). */
function relative(link: string): string {
  const url = new URL(link, "http://site.invalid");
  return `${url.pathname}${url.search}`;
}

// ---- The returns of one order -------------------------------------------------------------

export const $orderReturns = map<{ orderId: number | null; status: LoadStatus; returns: ReturnShape[] }>({
  orderId: null,
  status: "idle",
  returns: [],
});

/** The order's returns, newest first. The filter names the order; what comes back is kept to it too. */
export async function loadOrderReturns(orderId: number, fetcher?: typeof fetch): Promise<void> {
  const before = $orderReturns.get();
  $orderReturns.set({ orderId, status: "loading", returns: before.orderId === orderId ? before.returns : [] });
  try {
    const res = await apiFetch(`/api/returns/?order=${orderId}&page_size=50`, {}, fetcher);
    if (!res.ok) throw new Error(`returns answered ${res.status}`);
    const page = (await res.json()) as Paged<ReturnShape>;
    const returns = page.results.filter((r) => r.order_id === orderId).sort(newestFirst);
    $orderReturns.set({ orderId, status: "ready", returns });
  } catch {
    $orderReturns.set({ ...$orderReturns.get(), status: "error" });
  }
}

export const newestFirst = (a: Pick<ReturnShape, "created_at" | "id">, b: Pick<ReturnShape, "created_at" | "id">) =>
  a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : b.id - a.id;

// ---- All of mine --------------------------------------------------------------------------

export interface MyReturnsState {
  status: LoadStatus;
  items: ReturnShape[];
  next: string | null;
  count: number;
}
export const $myReturns = map<MyReturnsState>({ status: "idle", items: [], next: null, count: 0 });

/** The first page (replacing the list) or, with `more`, the next page appended. */
export async function loadMyReturns({ more = false, fetcher }: { more?: boolean; fetcher?: typeof fetch } = {}): Promise<void> {
  const before = $myReturns.get();
  const url = more ? before.next : "/api/returns/";
  if (!url) return;
  $myReturns.set({ ...before, status: "loading" });
  try {
    const res = await apiFetch(url, {}, fetcher);
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    const page = (await res.json()) as Paged<ReturnShape>;
    const seen = new Set(more ? before.items.map((r) => r.id) : []);
    const items = more ? [...before.items, ...page.results.filter((r) => !seen.has(r.id))] : page.results;
    $myReturns.set({ status: "ready", items, next: page.next ? relative(page.next) : null, count: page.count });
  } catch {
    $myReturns.set({ ...before, status: "error" });
  }
}

// ---- One return's page --------------------------------------------------------------------

export type ReturnPageState =
  | { status: "loading" }
  | { status: "invalid" }
  | { status: "not_found" }
  | { status: "error"; message: string | null }
  | { status: "ready"; ret: ReturnShape };

export const $returnPage = map<{ state: ReturnPageState }>({ state: { status: "loading" } });

/** The id in `/{locale}/returns/{id}/`, or null when it is not a positive whole number. */
export function returnIdFromPath(pathname: string): number | null {
  const match = /\/returns\/([^/]+)\/?$/.exec(pathname);
  const raw = match ? match[1] : "";
  if (!/^\d{1,12}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

export async function loadReturn(id: number | null, fetcher?: typeof fetch): Promise<void> {
  const set = (state: ReturnPageState) => $returnPage.setKey("state", state);
  if (id === null) return set({ status: "invalid" });
  const now = $returnPage.get().state;
  if (now.status !== "ready" || now.ret.id !== id) set({ status: "loading" });
  try {
    const res = await apiFetch(`/api/returns/${id}/`, {}, fetcher);
    if (res.status === 404) return set({ status: "not_found" });
    if (!res.ok) return set({ status: "error", message: (await errorMessages(res)).detail ?? null });
    set({ status: "ready", ret: (await res.json()) as ReturnShape });
  } catch {
    set({ status: "error", message: null });
  }
}

/** Loads the return the address bar names (the page is one shell for every id, like the order page). */
export const loadReturnHere = () => loadReturn(returnIdFromPath(location.pathname));

/** The credit note's address in the page's language (the API writes it in either). */
export function creditNoteHref(url: string, locale: string): string {
  const link = new URL(url, "http://site.invalid");
  link.searchParams.set("lang", locale);
  return url.startsWith("http") ? link.toString() : `${link.pathname}${link.search}`;
}

/** Where a return's page is. */
export const returnHref = (locale: string, id: number) => `/${locale}/returns/${id}/`;

// ---- Asking ---------------------------------------------------------------------------------

/** The request as the API takes it: multipart, `items` a JSON text, then the photos. */
export function requestBody(draft: ReturnDraft & { files: Blob[] }, lines: { id: number }[]): FormData {
  const body = new FormData();
  body.set("items", JSON.stringify(draftItems(draft, lines)));
  body.set("reason", draft.reason);
  body.set("note", draft.note.trim());
  body.set("method", draft.method);
  for (const file of draft.files) body.append("photos", file);
  return body;
}

export type RequestOutcome = { ok: true; ret: ReturnShape } | { ok: false; errors: Record<string, string> };

/** Sends the request; the return made, or the server's messages per field (`detail` for the whole). */
export async function sendReturnRequest(orderId: number, body: FormData, fetcher?: typeof fetch): Promise<RequestOutcome> {
  try {
    const res = await apiFetch(`/api/orders/${orderId}/returns/`, { method: "POST", body }, fetcher);
    if (res.ok) {
      const ret = (await res.json()) as ReturnShape;
      // The order's list shows it at once, before the order is read again.
      const listed = $orderReturns.get();
      if (listed.orderId === orderId)
        $orderReturns.set({ ...listed, status: "ready", returns: [ret, ...listed.returns.filter((r) => r.id !== ret.id)] });
      return { ok: true, ret };
    }
    return { ok: false, errors: await errorMessages(res) };
  } catch {
    return { ok: false, errors: {} };
  }
}

// ---- The timeline -----------------------------------------------------------------------------

export interface ReturnStep {
  status: ReturnShape["status"];
  /** When it happened; null for a step still ahead. */
  at: string | null;
  /** The store's steps say so (a customer is told no name); the customer's own say nothing. */
  byStore: boolean;
}

// The usual road of a return; a rejected one ends there, a refunded one is over.
const ROAD: ReturnShape["status"][] = ["requested", "approved", "received", "refunded"];

/** One timeline: what happened, in time order, then, while it is open, the steps still ahead without times. */
export function returnTimeline(ret: Pick<ReturnShape, "status" | "timeline">): ReturnStep[] {
  const done: ReturnStep[] = [...ret.timeline]
    .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0))
    .map((e) => ({ status: e.status, at: e.at, byStore: e.by === "store" }));
  if (ret.status === "rejected" || ret.status === "refunded") return done;
  const ahead = ROAD.slice(ROAD.indexOf(ret.status) + 1).map((status) => ({ status, at: null, byStore: false }));
  return [...done, ...ahead];
}
