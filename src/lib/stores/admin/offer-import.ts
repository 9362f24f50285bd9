// Offers from a spreadsheet in the dashboard (issue 31 §3, docs/decisions/0037): the Products
// tab's import view. A file goes up by XMLHttpRequest (its bytes' progress), the API checks it in
// the background (polled here until ready or failed: its dry run), the dry run's rows are read a
// kind at a time, and applying is one call. The export the import reads back is the API's too.
// The view (which import, which kind of rows, which page) is the address bar's (admin-route.ts).
import { map } from "nanostores";
import type { OfferImport, OfferImportRow } from "#contract/offer-imports";
import { apiFetch, errorMessages } from "../../api/client";
import type { Locale, Strings } from "../../i18n";
import { plural } from "../../plural";
import { fill } from "../../template";

export type ImportKind = OfferImportRow["action"];
/** The dry run's kinds in the order the view shows them: errors first, since they stop Apply. */
export const IMPORT_KINDS: readonly ImportKind[] = ["error", "change", "add", "same"];
export const IMPORT_ROWS_PAGE = 50;
/** What the file chooser offers (the API judges the bytes anyway). */
export const IMPORT_ACCEPT = ".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
/** The API's largest file, in MB (the contract's IMPORT_MAX_MB; the test holds them equal: no contract code in the browser). */
export const IMPORT_MAX_MB = 20;

export interface ImportView {
  /** The import shown; null while a file is being chosen. */
  id: number | null;
  /** The kind of rows shown ("" until the merchant picks one: the first kind the dry run has). */
  kind: ImportKind | "";
  page: number;
}

/** The import view a query string asks for (`?import=new` or `?import=12&kind=error&rows=2`), or null for the offers table. */
export function readImportView(view: Record<string, string>): ImportView | null {
  const raw = view.import;
  if (raw === undefined || raw === "") return null;
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  const kind = IMPORT_KINDS.includes(view.kind as ImportKind) ? (view.kind as ImportKind) : "";
  const page = Number(view.rows);
  return { id, kind, page: id !== null && Number.isInteger(page) && page > 1 && page < 1e6 ? page : 1 };
}

/** The address bar's change that leaves the import view (back to the offers as they were filtered). */
export const leaveImport = { import: undefined, kind: undefined, rows: undefined } as const;

/** How many rows of a kind the dry run has. */
export function countOf(job: Pick<OfferImport, "to_add" | "to_change" | "unchanged" | "errors">, kind: ImportKind): number {
  return { add: job.to_add, change: job.to_change, same: job.unchanged, error: job.errors }[kind];
}

/** The kind shown first: the errors when there are any, else the first kind with rows. */
export function firstKind(job: Pick<OfferImport, "to_add" | "to_change" | "unchanged" | "errors">): ImportKind {
  return IMPORT_KINDS.find((kind) => countOf(job, kind) > 0) ?? "change";
}

/** Which of an offer's values the row changes (a new offer: every value it sets). */
export function changedValues(row: Pick<OfferImportRow, "before" | "after">): { price: boolean; stock: boolean; available: boolean } {
  const { before, after } = row;
  if (!after) return { price: false, stock: false, available: false };
  const moved = (key: "price" | "stock" | "available") =>
    after[key] !== null && (before === null || before[key] === null || String(before[key]) !== String(after[key]));
  return { price: moved("price") && Number(before?.price) !== Number(after.price), stock: moved("stock"), available: moved("available") };
}

/** What would stop a file before it is sent: not CSV or XLSX by its name, empty, or over the API's size. */
export function fileProblem(file: { name: string; size: number }): "type" | "empty" | "size" | null {
  if (!/\.(csv|xlsx)$/i.test(file.name)) return "type";
  if (file.size === 0) return "empty";
  if (file.size > IMPORT_MAX_MB * 1024 * 1024) return "size";
  return null;
}

/** An upload's end: the import (checking), or the API's message (or none when it was not reached). */
export type Uploaded = { ok: true; job: OfferImport } | { ok: false; message: string | null };

/** The part of XMLHttpRequest an upload uses (a fake one in tests). */
export interface UploadRequest {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  abort(): void;
  readonly status: number;
  readonly responseText: string;
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
}

/**
 * Sends the file as POST /api/offer-imports/ (multipart `file`), telling `onProgress` the share
 * of its bytes sent (0 to 1; null while the browser cannot say). XMLHttpRequest, not fetch: only
 * it reports an upload's progress. Messages come in the page's language, and the dry run's too.
 */
export function uploadOffers(
  file: File,
  onProgress: (share: number | null) => void,
  request: () => UploadRequest = () => new XMLHttpRequest() as unknown as UploadRequest,
): { done: Promise<Uploaded>; cancel: () => void } {
  const xhr = request();
  const done = new Promise<Uploaded>((resolve) => {
    xhr.upload.onprogress = (event) => onProgress(event.lengthComputable && event.total > 0 ? Math.min(1, event.loaded / event.total) : null);
    xhr.onload = () => {
      let body: Record<string, unknown> | null = null;
      try {
        body = JSON.parse(xhr.responseText) as Record<string, unknown>;
      } catch {
        body = null;
      }
      if (xhr.status === 202 && body) resolve({ ok: true, job: body as unknown as OfferImport });
      else resolve({ ok: false, message: messageOf(body) });
    };
    xhr.onerror = () => resolve({ ok: false, message: null });
    xhr.onabort = () => resolve({ ok: false, message: null });
  });
  xhr.open("POST", "/api/offer-imports/");
  xhr.setRequestHeader("accept", "application/json");
  const lang = typeof document === "undefined" ? "" : document.documentElement.lang;
  if (lang) xhr.setRequestHeader("accept-language", lang);
  const form = new FormData();
  form.append("file", file);
  xhr.send(form);
  return { done, cancel: () => xhr.abort() };
}

/** The API's words in an error body: `detail`, else the first message of a field (`file`). */
function messageOf(body: Record<string, unknown> | null): string | null {
  if (!body) return null;
  for (const value of Object.values(body)) {
    if (typeof value === "string") return value;
    if (Array.isArray(value) && typeof value[0] === "string") return value[0];
  }
  return null;
}

type Status = "idle" | "loading" | "ready" | "error";

export interface ImportState {
  status: Status;
  job: OfferImport | null;
  /** The import the state is of, so a late answer about another is dropped. */
  id: number | null;
}

export const $offerImport = map<ImportState>({ status: "idle", job: null, id: null });

/** How long to wait between two looks at an import being checked. */
export const POLL_MS = 1000;

/**
 * Reads import `id`, and again every `every` ms while it is being checked, into $offerImport.
 * Returns the stop (the view calls it when it closes or shows another import).
 */
export function watchImport(id: number, every = POLL_MS): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const current = $offerImport.get();
  $offerImport.set({ status: current.id === id && current.job ? current.status : "loading", job: current.id === id ? current.job : null, id });
  const look = async () => {
    try {
      const res = await apiFetch(`/api/offer-imports/${id}/`);
      if (stopped || $offerImport.get().id !== id) return;
      if (!res.ok) throw new Error(String(res.status));
      const job = (await res.json()) as OfferImport;
      if (stopped || $offerImport.get().id !== id) return;
      $offerImport.set({ status: "ready", job, id });
      if (job.status === "checking") timer = setTimeout(look, every);
    } catch {
      if (!stopped && $offerImport.get().id === id) $offerImport.set({ status: "error", job: $offerImport.get().job, id });
    }
  };
  void look();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}

/** Puts an import just answered (the upload's 202, the apply's 200) in the store. */
export function showImport(job: OfferImport) {
  $offerImport.set({ status: "ready", job, id: job.id });
}

export interface ImportRowsState {
  status: Status;
  rows: OfferImportRow[];
  count: number;
  /** The request the rows answer. */
  key: string;
}

export const $importRows = map<ImportRowsState>({ status: "idle", rows: [], count: 0, key: "" });

export const importRowsPath = (id: number, kind: ImportKind, page: number) =>
  `/api/offer-imports/${id}/rows/?action=${kind}&page_size=${IMPORT_ROWS_PAGE}${page > 1 ? `&page=${page}` : ""}`;

/** Loads a page of the dry run's rows of one kind (a newer call wins over an older one). */
export async function loadImportRows(id: number, kind: ImportKind, page: number): Promise<void> {
  const key = importRowsPath(id, kind, page);
  const keep = $importRows.get().key === key ? $importRows.get() : null;
  $importRows.set({ status: "loading", rows: keep?.rows ?? [], count: keep?.count ?? 0, key });
  try {
    const res = await apiFetch(key);
    if ($importRows.get().key !== key) return;
    if (!res.ok) throw new Error(String(res.status));
    const body = (await res.json()) as { count: number; results: OfferImportRow[] };
    if ($importRows.get().key === key) $importRows.set({ status: "ready", rows: body.results, count: body.count, key });
  } catch {
    if ($importRows.get().key === key) $importRows.set({ status: "error", rows: [], count: 0, key });
  }
}

/** POST /offer-imports/{id}/apply/: the import as applied, or the API's reason (409: errors, stale, applied). */
export async function applyOfferImport(id: number): Promise<{ ok: true; job: OfferImport } | { ok: false; message: string | null }> {
  try {
    const res = await apiFetch(`/api/offer-imports/${id}/apply/`, { method: "POST" });
    if (res.ok) {
      const job = (await res.json()) as OfferImport;
      showImport(job);
      return { ok: true, job };
    }
    return { ok: false, message: (await errorMessages(res)).detail ?? null };
  } catch {
    return { ok: false, message: null };
  }
}

const counts = new Intl.NumberFormat("en-US");
/** A count as the dashboard writes numbers (Latin digits in both languages, as prices are): 1,204. */
export const formatCount = (n: number) => counts.format(n);

export type ImportStrings = Strings<"admin.imports">;

/**
 * What Apply asks, naming the counts: "Change 1,204 offers and add 12 new offers?" (Arabic's
 * plural forms, its own "and" through Intl.ListFormat).
 */
export function applyQuestion(t: ImportStrings, locale: Locale, job: Pick<OfferImport, "to_add" | "to_change">): string {
  const parts: string[] = [];
  if (job.to_change > 0) parts.push(plural(t, locale, "admin.imports.confirmChange", job.to_change, { count: formatCount(job.to_change) }));
  if (job.to_add > 0) parts.push(plural(t, locale, "admin.imports.confirmAdd", job.to_add, { count: formatCount(job.to_add) }));
  const sentence = fill(t["admin.imports.confirmQuestion"], { actions: new Intl.ListFormat(locale, { type: "conjunction" }).format(parts) });
  return sentence.charAt(0).toLocaleUpperCase(locale) + sentence.slice(1);
}
