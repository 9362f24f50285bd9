// The dashboard's History tab: the audit log (GET /api/audit/), newest first, filtered by the
// view in the address bar (object type and id, actor, store, action, page), and each record's
// before and after made readable: money from piasters to pounds, HTML descriptions to short
// plain text, everything else as stored.
import { map } from "nanostores";
import type { AuditEntry } from "#contract/audit";
import type { Store } from "#contract/stores";
import { ORDER_STATUSES } from "#shared/order-rules";
import { apiFetch } from "../../api/client";
import { formatMoney } from "../../format";
import type { Locale } from "../../i18n";
import { adminPath } from "./admin-route";
import { type AuditObject, historyHref } from "./history-link";

export { type AuditObject, historyHref };
export const HISTORY_PAGE_SIZE = 20;
export type AuditAction = AuditEntry["action"];
// The schema's lists (api/db/schema.ts), copied so the browser does not load the schema; a
// test holds them equal.
export const HISTORY_OBJECTS: readonly AuditObject[] = [
  "product",
  "listing",
  "order",
  "branch",
  "manager",
  "store",
  "theme",
  "category",
  "user",
  "publish",
  "marketplace",
  "offer_import",
];
export const HISTORY_ACTIONS: readonly AuditAction[] = ["create", "update", "delete"];

export interface HistoryView {
  object: AuditObject | "";
  object_id: string;
  /** The actor's user id, and the name to show for it (the log's filter is by id). */
  actor: string;
  actor_name: string;
  store: string;
  action: AuditAction | "";
  page: number;
}

const ID = /^\d{1,12}$/;
const idOr = (value: string | undefined) => (ID.test((value ?? "").trim()) ? (value ?? "").trim() : "");

/** The view a query string asks for; anything odd reads as no filter. */
export function readHistoryView(view: Record<string, string>): HistoryView {
  const page = Number(view.page);
  const actor = idOr(view.actor);
  return {
    object: HISTORY_OBJECTS.find((o) => o === view.object) ?? "",
    object_id: idOr(view.object_id),
    actor,
    actor_name: actor ? (view.actor_name ?? "").trim().slice(0, 150) : "",
    store: idOr(view.store),
    action: HISTORY_ACTIONS.find((a) => a === view.action) ?? "",
    page: Number.isInteger(page) && page > 1 && page < 1e6 ? page : 1,
  };
}

/** The query string of a view (empty filters and page 1 left out): readHistoryView's inverse. */
export function historyQuery(view: HistoryView): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of ["object", "object_id", "actor", "actor_name", "store", "action"] as const) if (view[key]) out[key] = view[key];
  if (view.page > 1) out.page = String(view.page);
  return out;
}

export const isFiltered = (view: HistoryView) => Boolean(view.object || view.object_id || view.actor || view.store || view.action);

export function historyApiPath(view: HistoryView): string {
  const params = new URLSearchParams({ page_size: String(HISTORY_PAGE_SIZE) });
  for (const key of ["object", "object_id", "actor", "store", "action"] as const) if (view[key]) params.set(key, view[key]);
  if (view.page > 1) params.set("page", String(view.page));
  return `/api/audit/?${params}`;
}

export interface HistoryTable {
  status: "idle" | "loading" | "ready" | "error";
  rows: AuditEntry[];
  count: number;
  key: string;
}

export const $historyTable = map<HistoryTable>({ status: "idle", rows: [], count: 0, key: "" });

/** Loads the page `view` asks for; a newer call wins over an older one. */
export async function loadHistory(view: HistoryView): Promise<void> {
  const key = historyApiPath(view);
  $historyTable.setKey("status", "loading");
  $historyTable.setKey("key", key);
  try {
    const res = await apiFetch(key);
    if ($historyTable.get().key !== key) return;
    // A page past the end (the log shrank under a stale link) is an empty page, not a failure.
    if (res.status === 404 && view.page > 1) {
      $historyTable.set({ status: "ready", rows: [], count: 0, key });
      return;
    }
    if (!res.ok) throw new Error(String(res.status));
    const body = (await res.json()) as { count: number; results: AuditEntry[] };
    if ($historyTable.get().key === key) $historyTable.set({ status: "ready", rows: body.results, count: body.count, key });
  } catch {
    if ($historyTable.get().key === key) $historyTable.set({ status: "error", rows: [], count: 0, key });
  }
}

/** The stores a super admin may narrow the log to (names for the filter), read once. */
export const $historyStores = map<{ status: "idle" | "loading" | "ready" | "error"; stores: Pick<Store, "id" | "name" | "name_ar">[] }>({
  status: "idle",
  stores: [],
});

export async function loadHistoryStores(): Promise<void> {
  if ($historyStores.get().status === "ready" || $historyStores.get().status === "loading") return;
  $historyStores.setKey("status", "loading");
  try {
    const res = await apiFetch("/api/stores/?page_size=100");
    if (!res.ok) throw new Error(String(res.status));
    const body = (await res.json()) as { results: Store[] };
    $historyStores.set({ status: "ready", stores: body.results.map(({ id, name, name_ar }) => ({ id, name, name_ar })) });
  } catch {
    $historyStores.set({ status: "error", stores: [] });
  }
}

// ---- Reading a record ----

/** Columns that hold money, stored in piasters (api/db/schema.ts). */
const MONEY_FIELDS = new Set(["base_price", "price", "total"]);
/** Longer texts are cut: a product description is pages of HTML. */
export const SHOWN_TEXT_MAX = 120;

export type Shown =
  | { kind: "empty" }
  | { kind: "bool"; value: boolean }
  | { kind: "status"; value: (typeof ORDER_STATUSES)[number] }
  /** A user's or a manager's role: named in the page's language when the page knows it. */
  | { kind: "role"; value: string }
  | { kind: "colour"; text: string }
  | { kind: "money"; text: string }
  /** `full` is there when `text` was cut. */
  | { kind: "text"; text: string; full?: string };

export interface FieldChange {
  field: string;
  /** Absent for a creation (nothing before) ... */
  before?: Shown;
  /** ... and for a deletion (nothing after). */
  after?: Shown;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " };

/** HTML as the words a reader sees: tags dropped, the common entities decoded, spaces folded. */
export function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h\d)\b[^>]*>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, " ")
    .trim();
}

function cut(text: string): Shown {
  if (text.length <= SHOWN_TEXT_MAX) return { kind: "text", text };
  return { kind: "text", text: `${text.slice(0, SHOWN_TEXT_MAX - 1).trimEnd()}…`, full: text };
}

/** One stored value, ready to render. */
export function showValue(field: string, value: unknown, locale: Locale): Shown {
  if (value === null || value === undefined || value === "") return { kind: "empty" };
  if (typeof value === "boolean") return { kind: "bool", value };
  if (MONEY_FIELDS.has(field) && typeof value === "number") return { kind: "money", text: formatMoney(value / 100, locale) };
  const status = field === "status" ? ORDER_STATUSES.find((s) => s === value) : undefined;
  if (status) return { kind: "status", value: status };
  if (field === "role" && typeof value === "string") return { kind: "role", value };
  if (typeof value === "string") {
    if (field.endsWith("_color") && /^#[0-9a-f]{3,8}$/i.test(value)) return { kind: "colour", text: value };
    return cut(/<[a-z/!][^>]*>/i.test(value) ? plainText(value) : value);
  }
  // Another object's id reads as a number, not a quantity.
  if (typeof value === "number") return { kind: "text", text: field === "id" || field.endsWith("_id") ? `#${value}` : String(value) };
  return cut(JSON.stringify(value));
}

/** The fields a record names, each with what it was and what it became. */
export function changesOf(entry: Pick<AuditEntry, "before" | "after">, locale: Locale): FieldChange[] {
  const before = entry.before ?? null;
  const after = entry.after ?? null;
  const fields = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])];
  return fields.map((field) => {
    const change: FieldChange = { field };
    if (before) change.before = showValue(field, before[field], locale);
    if (after) change.after = showValue(field, after[field], locale);
    return change;
  });
}

/**
 * The object's name as the record kept it, in the page's language (the other language where
 * it has none); null when the record kept none (an order, a publish, a record from before
 * names were kept): the reader is then shown its type and id.
 */
export function objectName(entry: Pick<AuditEntry, "object_name" | "object_name_ar">, locale: Locale): string | null {
  const en = entry.object_name?.trim() || "";
  const ar = entry.object_name_ar?.trim() || "";
  return (locale === "ar" ? ar || en : en || ar) || null;
}

/**
 * Where the object lives in the dashboard (or, for a product, its page), when it is still there
 * (the API says so) and the reader has that tab (managers and stores are the super admin's).
 */
export function objectHref(
  entry: Pick<AuditEntry, "object" | "object_id" | "action" | "object_exists" | "store">,
  locale: Locale,
  superAdmin: boolean,
): string | null {
  if (entry.object_id === null || entry.action === "delete" || !entry.object_exists) return null;
  switch (entry.object) {
    case "order":
      return `/${locale}/admin/orders/${entry.object_id}/`;
    case "product":
      return `/${locale}/product/${entry.object_id}/`;
    case "branch":
      return adminPath(locale, "branches", entry.store === null ? {} : { store: String(entry.store) });
    case "manager":
      return superAdmin ? adminPath(locale, "managers") : null;
    case "store":
      return superAdmin ? adminPath(locale, "stores") : null;
    case "theme":
      return adminPath(locale, "themes");
    case "publish":
      return superAdmin ? adminPath(locale, "publish") : null;
    case "marketplace":
      return superAdmin ? adminPath(locale, "settings") : null;
    default:
      return null;
  }
}
