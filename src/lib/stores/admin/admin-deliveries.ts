// The dashboard's delivery log (Notifications tab, super admin): every e-mail and WhatsApp
// delivery the notification consumer recorded (GET /api/notifications/deliveries/, ADR 0025),
// newest first, filtered by status and channel from the address bar, turned by the answer's
// cursor links as the Orders tab is (page-links.ts).
import { map } from "nanostores";
import type { notificationDelivery } from "#contract/notifications";
import type { z } from "zod";
import { apiFetch } from "../../api/client";
import { EMPTY_PAGE, type LinkedPage, readCursor, readLinkedPage } from "./page-links";

export type Delivery = z.infer<typeof notificationDelivery>;
export type DeliveryStatus = Delivery["status"];
export type DeliveryChannel = Delivery["channel"];

export const DELIVERIES_PAGE_SIZE = 20;
// The schema's lists (api/db/schema.ts), copied so the browser does not load the schema; a
// test holds them equal.
export const DELIVERY_STATUSES: readonly DeliveryStatus[] = ["sending", "sent", "failed", "dead"];
export const DELIVERY_CHANNELS: readonly DeliveryChannel[] = ["email", "whatsapp"];

export interface DeliveriesView {
  status: DeliveryStatus | "";
  channel: DeliveryChannel | "";
  page: number;
  /** The keyset cursor of the API link the page was reached by ("" for the first page). */
  cursor: string;
}

/** The view a query string asks for; anything odd reads as no filter. */
export function readDeliveriesView(view: Record<string, string>): DeliveriesView {
  const page = Number(view.page);
  return {
    status: DELIVERY_STATUSES.find((s) => s === view.status) ?? "",
    channel: DELIVERY_CHANNELS.find((c) => c === view.channel) ?? "",
    page: Number.isInteger(page) && page > 1 && page < 1e6 ? page : 1,
    cursor: readCursor(view.cursor),
  };
}

export function deliveriesApiPath(view: DeliveriesView): string {
  const params = new URLSearchParams({ page_size: String(DELIVERIES_PAGE_SIZE) });
  if (view.status) params.set("status", view.status);
  if (view.channel) params.set("channel", view.channel);
  if (view.cursor) params.set("cursor", view.cursor);
  else if (view.page > 1) params.set("page", String(view.page));
  return `/api/notifications/deliveries/?${params}`;
}

export interface DeliveriesTable extends LinkedPage<Delivery> {
  status: "idle" | "loading" | "ready" | "error";
  key: string;
}

export const $deliveriesTable = map<DeliveriesTable>({ status: "idle", ...EMPTY_PAGE, key: "" });

/** Loads the page `view` asks for; a newer call wins over an older one. */
export async function loadDeliveries(view: DeliveriesView, fetcher?: typeof fetch): Promise<void> {
  const key = deliveriesApiPath(view);
  $deliveriesTable.setKey("status", "loading");
  $deliveriesTable.setKey("key", key);
  try {
    const res = await apiFetch(key, {}, fetcher);
    if ($deliveriesTable.get().key !== key) return;
    // A cursor or page past the end (the log moved under a stale link) is an empty page.
    if (res.status === 404 && (view.page > 1 || view.cursor)) {
      $deliveriesTable.set({ status: "ready", ...EMPTY_PAGE, key });
      return;
    }
    if (!res.ok) throw new Error(String(res.status));
    const page = await readLinkedPage<Delivery>(res);
    if ($deliveriesTable.get().key === key) $deliveriesTable.set({ status: "ready", ...page, key });
  } catch {
    if ($deliveriesTable.get().key === key) $deliveriesTable.set({ status: "error", ...EMPTY_PAGE, key });
  }
}
