// The dashboard's Returns tab (issue 30, docs/decisions/0035): the returns of the branches the
// signed-in merchant runs (a super admin: all; the server decides, GET /api/returns/), filtered
// by status and branch from the address bar and turned by the answer's links as Orders is; each
// return's steps (approve with a pickup day, reject with a reason, receive with the goods'
// condition, refund to the wallet or as cash), one at a time, and approving a selection of
// requested returns at once (POST /api/returns/bulk-approve/, each return's answer reported).
import { atom, map } from "nanostores";
import type { ReturnShape } from "#contract/returns";
import { REFUND_METHODS, RETURN_CONDITIONS, RETURN_STATUSES, type RefundMethod, type ReturnCondition, type ReturnStatus } from "#shared/return-rules";
import { apiFetch, errorMessages } from "../../api/client";
import { EMPTY_PAGE, type LinkedPage, readCursor, readLinkedPage } from "./page-links";

export type { ReturnShape, ReturnStatus, RefundMethod, ReturnCondition };
export { REFUND_METHODS, RETURN_CONDITIONS, RETURN_STATUSES };

export const RETURNS_PAGE_SIZE = 20;
// The contract's limits (api/contract/returns.ts), copied so the browser does not load zod; a
// test holds them equal.
export const REJECT_REASON_MAX = 500;
export const BULK_RETURNS_MAX = 100;

export interface ReturnsView {
  status: ReturnStatus | "";
  branch: string;
  page: number;
  /** The keyset cursor of the API link the page was reached by ("" for a numbered page). */
  cursor: string;
}

/** The view a query string asks for; anything odd reads as no filter. */
export function readReturnsView(view: Record<string, string>): ReturnsView {
  const page = Number(view.page);
  return {
    status: RETURN_STATUSES.find((s) => s === view.status) ?? "",
    branch: /^\d{1,12}$/.test(view.branch ?? "") ? view.branch : "",
    page: Number.isInteger(page) && page > 1 && page < 1e6 ? page : 1,
    cursor: readCursor(view.cursor),
  };
}

export function returnsApiPath(view: ReturnsView): string {
  const params = new URLSearchParams({ page_size: String(RETURNS_PAGE_SIZE) });
  if (view.status) params.set("status", view.status);
  if (view.branch) params.set("branch", view.branch);
  if (view.cursor) params.set("cursor", view.cursor);
  else if (view.page > 1) params.set("page", String(view.page));
  return `/api/returns/?${params}`;
}

export interface ReturnsTable extends LinkedPage<ReturnShape> {
  status: "idle" | "loading" | "ready" | "error";
  key: string;
}

export const $returnsTable = map<ReturnsTable>({ status: "idle", ...EMPTY_PAGE, key: "" });
/** The returns ticked for bulk approval, by id (kept across pages and filters until cleared). */
export const $selectedReturns = atom<ReadonlySet<number>>(new Set());

/** Loads the page `view` asks for; a newer call wins over an older one. */
export async function loadReturns(view: ReturnsView, fetcher?: typeof fetch): Promise<void> {
  const key = returnsApiPath(view);
  $returnsTable.setKey("status", "loading");
  $returnsTable.setKey("key", key);
  try {
    const res = await apiFetch(key, {}, fetcher);
    if ($returnsTable.get().key !== key) return;
    // A page past the end (the list moved under a stale link) is an empty page.
    if (res.status === 404 && (view.page > 1 || view.cursor)) {
      $returnsTable.set({ status: "ready", ...EMPTY_PAGE, key });
      return;
    }
    if (!res.ok) throw new Error(String(res.status));
    const page = await readLinkedPage<ReturnShape>(res);
    if ($returnsTable.get().key === key) $returnsTable.set({ status: "ready", ...page, key });
  } catch {
    if ($returnsTable.get().key === key) $returnsTable.set({ status: "error", ...EMPTY_PAGE, key });
  }
}

export function toggleReturn(id: number, on: boolean) {
  selectReturns([id], on);
}

export function selectReturns(ids: readonly number[], on: boolean) {
  const next = new Set($selectedReturns.get());
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  $selectedReturns.set(next);
}

export const clearReturnSelection = () => $selectedReturns.set(new Set());

/** A return's step: what the branch may do next. */
export type ReturnStep = "approve" | "reject" | "receive" | "refund";

/**
 * The steps a return's state offers (the server decides anyway): a request is approved or
 * rejected; approved goods are received; received goods are refunded. Rejected and refunded
 * returns are done.
 */
export function stepsFor(status: ReturnStatus): ReturnStep[] {
  switch (status) {
    case "requested":
      return ["approve", "reject"];
    case "approved":
      return ["receive"];
    case "received":
      return ["refund"];
    default:
      return [];
  }
}

/** Only requested returns may be approved in bulk: the selected rows on hand that are. */
export const approvable = (rows: readonly ReturnShape[], selected: ReadonlySet<number>) =>
  rows.filter((r) => selected.has(r.id) && r.status === "requested").map((r) => r.id);

/** A Cairo calendar day (YYYY-MM-DD), `days` after today there: by the calendar, whatever the clock change. */
export function cairoDay(now = new Date(), days = 0): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Cairo" }).format(now);
  const [y, m, d] = today.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The pickup day an approval starts with: tomorrow in Cairo. */
export const defaultPickupDate = (now = new Date()) => cairoDay(now, 1);

export type StepProblem = "dateRequired" | "dateInPast" | "reasonRequired" | "reasonTooLong" | "choiceRequired";

/** The form's own check of a step's value, as the API checks it; null when it may be sent. */
export function stepProblem(step: ReturnStep, value: string, now = new Date()): StepProblem | null {
  if (step === "approve") {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return "dateRequired";
    return value < cairoDay(now) ? "dateInPast" : null;
  }
  if (step === "reject") {
    const reason = value.trim();
    if (!reason) return "reasonRequired";
    return reason.length > REJECT_REASON_MAX ? "reasonTooLong" : null;
  }
  if (step === "receive") return (RETURN_CONDITIONS as readonly string[]).includes(value) ? null : "choiceRequired";
  return (REFUND_METHODS as readonly string[]).includes(value) ? null : "choiceRequired";
}

/** The body of a step's call. */
export function stepBody(step: ReturnStep, value: string): Record<string, string> {
  switch (step) {
    case "approve":
      return { pickup_date: value };
    case "reject":
      return { reason: value.trim() };
    case "receive":
      return { condition: value };
    default:
      return { method: value };
  }
}

/** The field of a step's body, where the server's message for it lands. */
export const STEP_FIELD: Record<ReturnStep, string> = { approve: "pickup_date", reject: "reason", receive: "condition", refund: "method" };

const isReturn = (body: unknown): body is ReturnShape =>
  typeof body === "object" && body !== null && "id" in body && "status" in body && "timeline" in body && "items" in body;

/** Puts the server's newer return in the table (a step's answer, or a fresh read). */
function showReturn(updated: ReturnShape) {
  $returnsTable.setKey(
    "rows",
    $returnsTable.get().rows.map((row) => (row.id === updated.id ? updated : row)),
  );
}

/** The return as the server has it now (after a step whose answer is not the return), or null. */
export async function refreshReturn(id: number, fetcher?: typeof fetch): Promise<ReturnShape | null> {
  try {
    const res = await apiFetch(`/api/returns/${id}/`, {}, fetcher);
    if (!res.ok) return null;
    const body = (await res.json()) as ReturnShape;
    showReturn(body);
    return body;
  } catch {
    return null;
  }
}

export type StepResult = { ok: true; ret: ReturnShape | null } | { ok: false; errors: Record<string, string>; unreached: boolean };

/**
 * Makes one step (POST /api/returns/{id}/{step}/); on success the row shows the server's return
 * (the answer's, else read again). A refusal carries the server's messages by field.
 */
export async function takeStep(id: number, step: ReturnStep, value: string, fetcher?: typeof fetch): Promise<StepResult> {
  let body: unknown;
  try {
    const res = await apiFetch(`/api/returns/${id}/${step}/`, { method: "POST", body: JSON.stringify(stepBody(step, value)) }, fetcher);
    if (!res.ok) return { ok: false, errors: await errorMessages(res), unreached: false };
    body = await res.json().catch(() => null);
  } catch {
    return { ok: false, errors: {}, unreached: true };
  }
  if (isReturn(body)) {
    showReturn(body);
    return { ok: true, ret: body };
  }
  return { ok: true, ret: await refreshReturn(id, fetcher) };
}

export interface BulkResult {
  id: number;
  ok: boolean;
  status: ReturnStatus | null;
  detail: string | null;
}

export const $returnsBulk = map<{ running: boolean; results: BulkResult[]; failed: string | null }>({ running: false, results: [], failed: null });

/**
 * Approves the given returns for one pickup day in one call; the server answers per return
 * (one refusal stops nothing else). The approved leave the selection; the list is read again.
 */
export async function bulkApprove(ids: readonly number[], pickupDate: string, fetcher?: typeof fetch): Promise<BulkResult[] | null> {
  if ($returnsBulk.get().running) return null;
  $returnsBulk.set({ running: true, results: [], failed: null });
  try {
    const res = await apiFetch(
      "/api/returns/bulk-approve/",
      { method: "POST", body: JSON.stringify({ ids: ids.slice(0, BULK_RETURNS_MAX), pickup_date: pickupDate }) },
      fetcher,
    );
    if (!res.ok) {
      const errors = await errorMessages(res);
      $returnsBulk.set({ running: false, results: [], failed: errors.detail ?? errors.ids ?? errors.pickup_date ?? Object.values(errors)[0] ?? "" });
      return null;
    }
    const { results } = (await res.json()) as { results: BulkResult[] };
    $returnsBulk.set({ running: false, results, failed: null });
    selectReturns(
      results.filter((r) => r.ok).map((r) => r.id),
      false,
    );
    return results;
  } catch {
    $returnsBulk.set({ running: false, results: [], failed: "" });
    return null;
  }
}

export const dismissReturnsReport = () => $returnsBulk.set({ running: false, results: [], failed: null });

/** The credit note's address in the dashboard's language (once refunded): the API's own link, else its route. */
export function creditNoteUrl(ret: Pick<ReturnShape, "id" | "status" | "credit_note">, locale: string): string | null {
  if (ret.status !== "refunded") return null;
  const base = ret.credit_note ?? `/api/returns/${ret.id}/credit-note/`;
  return base.includes("lang=") ? base : `${base}${base.includes("?") ? "&" : "?"}lang=${locale}`;
}

/** How many pieces a return brings back (every line's quantity). */
export const pieces = (ret: Pick<ReturnShape, "items">) => ret.items.reduce((n, item) => n + item.quantity, 0);
