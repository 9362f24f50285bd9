// What a shopper may ask back of a delivered order (issue 30, docs/decisions/0035): the server
// sends the order's return window (14 days from delivery for any reason, 30 for a defect) and how
// many of each line may still go back; these pure rules decide what the page offers, which
// reasons are still open, and check the request before it is sent. The server checks it all again.
import type { Order } from "#contract/orders";
import {
  DEFECT_REASONS,
  RETURN_NOTE_MAX,
  RETURN_PHOTOS_MAX,
  RETURN_REASONS,
  RETURN_WINDOW_DAYS,
  type ReturnMethod,
  type ReturnReason,
} from "#shared/return-rules";
import type { Locale, Strings } from "./i18n";
import { plural } from "./plural";

export type ReturnWindow = NonNullable<Order["return_window"]>;
type Line = Pick<Order["items"][number], "id" | "quantity" | "returnable_quantity">;

const DAY = 86_400_000;

/** Whole days left until `until` (ISO), rounded up as the server counts them; 0 once past. */
export function daysUntil(until: string, now: number = Date.now()): number {
  const ms = Date.parse(until) - now;
  return Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / DAY) : 0;
}

const isDefect = (reason: ReturnReason) => (DEFECT_REASONS as readonly string[]).includes(reason);

/** The last moment a reason may be asked: changed mind within 14 days, a fault of the goods within 30. */
export const reasonUntil = (reason: ReturnReason, window: ReturnWindow) => (isDefect(reason) ? window.defect_until : window.any_reason_until);

/** Whether a return for `reason` may still be asked. */
export const reasonOpen = (reason: ReturnReason, window: ReturnWindow, now: number = Date.now()) => daysUntil(reasonUntil(reason, window), now) > 0;

/** Every reason with whether it is still open, in the contract's order. */
export const reasonChoices = (window: ReturnWindow, now: number = Date.now()) =>
  RETURN_REASONS.map((reason) => ({ reason, open: reasonOpen(reason, window, now) }));

/** How many of a line may still go back (0 when the server did not say: the API before issue 30). */
export const returnable = (line: Pick<Line, "returnable_quantity">) => Math.max(0, line.returnable_quantity ?? 0);

/**
 * Whether the order page offers "Return items": the customer's own order, its window still open
 * for some reason, and a line with something left to return.
 */
export function offersReturn(
  order: Pick<Order, "customer" | "return_window"> & { items: Pick<Line, "returnable_quantity">[] },
  userId: number,
  now: number = Date.now(),
): boolean {
  const window = order.return_window;
  if (!window || order.customer.id !== userId) return false;
  return daysUntil(window.defect_until, now) > 0 && order.items.some((line) => returnable(line) > 0);
}

/** A quantity typed or stepped into a line's box, kept within 0 and what the line may return. */
export function clampQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(Math.max(0, Math.trunc(value)), Math.max(0, max));
}

/** The photos' own checks before sending (the server judges the bytes, decisions "Uploaded images"). */
export const PHOTO_TYPES = ["image/jpeg", "image/png"] as const;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

export type PhotoProblem = "photoType" | "photoSize";
export function photoProblem(file: { type: string; size: number }): PhotoProblem | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return "photoType";
  if (file.size > PHOTO_MAX_BYTES) return "photoSize";
  return null;
}

export interface ReturnDraft {
  /** Order item id -> quantity asked (0 or absent: not returned). */
  quantities: Record<number, number>;
  reason: ReturnReason | "";
  note: string;
  method: ReturnMethod | "";
  photos: { type: string; size: number }[];
}

export type DraftField = "items" | "reason" | "note" | "method" | "photos";
export type DraftProblem = "noItems" | "tooMany" | "required" | "reasonClosed" | "noteLong" | "photoCount" | PhotoProblem;

/** What is wrong with the draft before it is sent, per field (empty when it may be sent). */
export function draftProblems(draft: ReturnDraft, lines: Line[], window: ReturnWindow, now: number = Date.now()) {
  const problems: Partial<Record<DraftField, DraftProblem>> = {};
  const chosen = lines.filter((line) => (draft.quantities[line.id] ?? 0) > 0);
  if (chosen.length === 0) problems.items = "noItems";
  else if (chosen.some((line) => draft.quantities[line.id] > returnable(line))) problems.items = "tooMany";
  if (!draft.reason) problems.reason = "required";
  else if (!reasonOpen(draft.reason, window, now)) problems.reason = "reasonClosed";
  if (draft.note.trim().length > RETURN_NOTE_MAX) problems.note = "noteLong";
  if (!draft.method) problems.method = "required";
  if (draft.photos.length > RETURN_PHOTOS_MAX) problems.photos = "photoCount";
  else {
    const bad = draft.photos.map(photoProblem).find((p) => p !== null);
    if (bad) problems.photos = bad;
  }
  return problems;
}

/** The lines a draft returns, as the API takes them: the order's order, only those with a quantity. */
export const draftItems = (draft: Pick<ReturnDraft, "quantities">, lines: Pick<Line, "id">[]) =>
  lines.filter((line) => (draft.quantities[line.id] ?? 0) > 0).map((line) => ({ order_item_id: line.id, quantity: draft.quantities[line.id] }));

/**
 * "12 days left to return for any reason; 28 for a defect", or once the first has passed "The 14
 * days to return for any reason have passed; 16 days left to return a faulty item."
 */
export function windowText(window: ReturnWindow, locale: Locale, t: Strings<"returns.window">, now: number = Date.now()): string {
  const any = daysUntil(window.any_reason_until, now);
  const defect = daysUntil(window.defect_until, now);
  if (any === 0) return plural(t, locale, "returns.window.defectOnly", defect, { days: RETURN_WINDOW_DAYS });
  return plural(t, locale, "returns.window.anyReason", any) + (defect > any ? plural(t, locale, "returns.window.defect", defect) : "");
}
