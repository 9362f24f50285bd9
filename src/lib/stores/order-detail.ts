// One order's page (/{locale}/orders/{id}/, and later the admin's): loading it, the timeline,
// cancelling, moving its status, the bill. The island renders this state and calls these.
import { map } from "nanostores";
import type { BuyAgainLine, BuyAgainResult, DeliveryAttemptInput, Order } from "#contract/orders";
import { apiFetch, errorMessages } from "../api/client";
import { adoptServerCart } from "./session";

export type OrderStatus = Order["status"];

export type DetailState =
  | { status: "loading" }
  | { status: "invalid" }
  | { status: "not_found" }
  | { status: "error"; message: string | null }
  | { status: "ready"; order: Order; busy: null | "cancel" | "status" | "bill" | "attempt" | "confirm" };

export const $orderDetail = map<{ state: DetailState }>({ state: { status: "loading" } });

const set = (state: DetailState) => $orderDetail.setKey("state", state);
const ready = () => {
  const state = $orderDetail.get().state;
  return state.status === "ready" ? state : null;
};

/** The id in `/{locale}/orders/{id}/`, or null when it is not a positive whole number. */
export function orderIdFromPath(pathname: string): number | null {
  const match = /\/orders\/([^/]+)\/?$/.exec(pathname);
  // Not decoded: an id is digits, which never need encoding, and a malformed escape must not throw.
  const raw = match ? match[1] : "";
  if (!/^\d{1,12}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** Loads the order the address bar names (the page is one shell for every id, ADR 0009). */
export const loadOrderHere = () => loadOrder(orderIdFromPath(location.pathname));

/** "Go back": where the visitor came from, or `fallback` when this page opened the tab. */
export const goBack = (fallback: string) => (history.length > 1 ? history.back() : location.assign(fallback));

export async function loadOrder(id: number | null, fetcher?: typeof fetch): Promise<void> {
  if (id === null) return set({ status: "invalid" });
  const current = ready();
  if (!current || current.order.id !== id) set({ status: "loading" });
  try {
    const res = await apiFetch(`/api/orders/${id}/`, {}, fetcher);
    if (res.status === 404) return set({ status: "not_found" });
    if (!res.ok) return set({ status: "error", message: (await errorMessages(res)).detail ?? null });
    set({ status: "ready", order: (await res.json()) as Order, busy: null });
  } catch {
    set({ status: "error", message: null });
  }
}

// The usual road of an order, delivered or picked up (ready at the branch instead of shipped);
// a cancelled one ends where it was cancelled, a refused one goes back to the branch.
const ROAD: OrderStatus[] = ["pending", "confirmed", "processing", "shipped", "delivered"];
const PICKUP_ROAD: OrderStatus[] = ["pending", "confirmed", "processing", "ready_for_pickup", "delivered"];
const REFUSED_ROAD: OrderStatus[] = ["refused", "returned"];
/** The statuses an order never leaves. */
const ENDS: readonly OrderStatus[] = ["cancelled", "delivered", "returned"];

export type DeliveryAttempt = Order["delivery_attempts"][number];

export interface TimelineStep {
  status: OrderStatus;
  /** A failed delivery attempt (the order stayed `status`, shipped), rather than a change of status. */
  attempt?: DeliveryAttempt;
  /** When it happened; null for a step still ahead. */
  at: string | null;
  /**
   * Who made the change, as the page says it: nothing for the customer's own steps (and steps
   * ahead), the staff member's name when the server gave it (to the shop's staff), else "the
   * store" (which is all a customer is told).
   */
  by: { name: string } | "store" | null;
}

/**
 * One timeline (decisions: not two): every change the order really went through and every failed
 * delivery attempt, in time order, then, while it is still open, the steps still ahead on the
 * usual road, without times.
 */
export function timeline(order: Pick<Order, "status" | "history"> & Partial<Pick<Order, "delivery_method" | "delivery_attempts">>): TimelineStep[] {
  const changes: TimelineStep[] = order.history.map((h) => ({
    status: h.status,
    at: h.at,
    by: h.by === "customer" ? null : h.actor ? { name: h.actor.username } : "store",
  }));
  const attempts: TimelineStep[] = (order.delivery_attempts ?? []).map((a) => ({
    status: "shipped",
    attempt: a,
    at: a.at,
    by: a.actor ? { name: a.actor.username } : "store",
  }));
  // Merged by time; a change and an attempt at the same instant keep the change first.
  const done = [...changes, ...attempts].sort((a, b) => (a.at! < b.at! ? -1 : a.at! > b.at! ? 1 : 0));
  if (ENDS.includes(order.status)) return done;
  const road = order.status === "refused" ? REFUSED_ROAD : order.delivery_method === "pickup" ? PICKUP_ROAD : ROAD;
  const ahead = road.slice(road.indexOf(order.status) + 1).map((status) => ({ status, at: null, by: null }));
  return [...done, ...ahead];
}

/** Whether the page offers staff the "failed delivery attempt" form: a shipped order they may move. */
export const offersAttemptForm = (order: Pick<Order, "status" | "customer" | "allowed_statuses">, user: { id: number; role: string }) =>
  order.status === "shipped" && offersStatusControl(order, user);

/** A customer may cancel only their own pending order. */
export const canCancel = (order: Pick<Order, "status" | "customer">, userId: number) => order.status === "pending" && order.customer.id === userId;

/**
 * Whether to offer the status control. The server decides who manages which branch and
 * refuses everyone else; the page offers it to merchants for orders they did not place
 * themselves (a merchant sees another customer's order only when they manage its branch).
 */
export const offersStatusControl = (order: Pick<Order, "customer" | "allowed_statuses">, user: { id: number; role: string }) =>
  order.allowed_statuses.length > 0 && (user.role === "super_admin" || (user.role === "branch_owner" && order.customer.id !== user.id));

export type ActionOutcome = { ok: true } | { ok: false; message: string | null };

async function patchStatus(to: OrderStatus, kind: "cancel" | "status", fetcher?: typeof fetch): Promise<ActionOutcome> {
  const current = ready();
  if (!current || current.busy) return { ok: false, message: null };
  set({ ...current, busy: kind });
  try {
    const res = await apiFetch(`/api/orders/${current.order.id}/`, { method: "PATCH", body: JSON.stringify({ status: to }) }, fetcher);
    if (res.ok) {
      set({ status: "ready", order: (await res.json()) as Order, busy: null });
      return { ok: true };
    }
    const errors = await errorMessages(res);
    // The order may have moved meanwhile (its shop confirmed it): show what it is now.
    await loadOrder(current.order.id, fetcher);
    return { ok: false, message: errors.detail ?? errors.status ?? null };
  } catch {
    const still = ready();
    if (still) set({ ...still, busy: null });
    return { ok: false, message: null };
  }
}

/** Records a failed delivery attempt of the shipped order on the page; answers its number. */
export async function recordAttempt(
  input: DeliveryAttemptInput,
  fetcher?: typeof fetch,
): Promise<{ ok: true; attempt: number } | { ok: false; message: string | null }> {
  const current = ready();
  if (!current || current.busy) return { ok: false, message: null };
  set({ ...current, busy: "attempt" });
  try {
    const res = await apiFetch(`/api/orders/${current.order.id}/delivery-attempts/`, { method: "POST", body: JSON.stringify(input) }, fetcher);
    if (res.ok) {
      const order = (await res.json()) as Order;
      set({ status: "ready", order, busy: null });
      return { ok: true, attempt: order.delivery_attempts.at(-1)?.attempt ?? 0 };
    }
    const errors = await errorMessages(res);
    await loadOrder(current.order.id, fetcher);
    return { ok: false, message: errors.detail ?? errors.reason ?? errors.note ?? null };
  } catch {
    const still = ready();
    if (still) set({ ...still, busy: null });
    return { ok: false, message: null };
  }
}

/** Whether the order waits for a confirmation (docs/decisions/0033): pending, needing one, none yet. */
export const awaitsConfirmation = (order: Pick<Order, "status" | "confirmation">) =>
  order.status === "pending" && order.confirmation !== null && order.confirmation.confirmed_at === null;

/** Posts to one of the order's confirmation routes; the order as it is after, or why not (a field's message first). */
async function confirmCall(path: string, body: unknown, fetcher?: typeof fetch): Promise<ActionOutcome> {
  const current = ready();
  if (!current || current.busy) return { ok: false, message: null };
  set({ ...current, busy: "confirm" });
  try {
    const res = await apiFetch(`/api/orders/${current.order.id}/${path}`, { method: "POST", body: JSON.stringify(body) }, fetcher);
    if (res.ok) {
      set({ status: "ready", order: (await res.json()) as Order, busy: null });
      return { ok: true };
    }
    const errors = await errorMessages(res);
    if (res.status === 409) await loadOrder(current.order.id, fetcher);
    else set({ ...current, busy: null });
    return { ok: false, message: errors.code ?? errors.detail ?? null };
  } catch {
    const still = ready();
    if (still) set({ ...still, busy: null });
    return { ok: false, message: null };
  }
}

/** The customer confirms their order with the six-digit code they were sent. */
export const confirmWithCode = (code: string, fetcher?: typeof fetch) => confirmCall("confirm/", { code }, fetcher);
/** The branch confirms the order after calling the customer. */
export const confirmByPhone = (fetcher?: typeof fetch) => confirmCall("confirm-by-phone/", {}, fetcher);

/** Asks for a new code: sent (true), or why not (no verified contact: the server's words; too soon: its 429 message). */
export async function sendNewCode(fetcher?: typeof fetch): Promise<{ sent: boolean; message: string | null }> {
  const current = ready();
  if (!current) return { sent: false, message: null };
  try {
    const res = await apiFetch(`/api/orders/${current.order.id}/confirmation-code/`, { method: "POST", body: "{}" }, fetcher);
    if (res.ok) {
      const body = (await res.json()) as { sent: boolean; detail: string };
      return { sent: body.sent, message: body.detail };
    }
    return { sent: false, message: (await errorMessages(res)).detail ?? null };
  } catch {
    return { sent: false, message: null };
  }
}

export const cancelOrder = (fetcher?: typeof fetch) => patchStatus("cancelled", "cancel", fetcher);
export const moveOrderTo = (to: OrderStatus, fetcher?: typeof fetch) => patchStatus(to, "status", fetcher);

/** Fetches the PDF bill and hands it to the browser as a download named after the order. */
export async function downloadBill(fetcher?: typeof fetch): Promise<ActionOutcome> {
  const current = ready();
  if (!current || current.busy) return { ok: false, message: null };
  set({ ...current, busy: "bill" });
  try {
    const res = await apiFetch(`/api/orders/${current.order.id}/bill/`, { headers: { accept: "application/pdf" } }, fetcher);
    if (!res.ok || !(res.headers.get("content-type") ?? "").includes("application/pdf")) return { ok: false, message: null };
    const url = URL.createObjectURL(await res.blob());
    const link = Object.assign(document.createElement("a"), { href: url, download: `aswaq-order-${current.order.id}.pdf` });
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return { ok: true };
  } catch {
    return { ok: false, message: null };
  } finally {
    const still = ready();
    if (still) set({ ...still, busy: null });
  }
}

export type BuyAgainOutcome = { ok: true; lines: BuyAgainLine[] } | { ok: false; message: string | null };

/**
 * Buy again: the server puts the order's items back in the cart at today's prices and stock
 * and says what happened to each line; the page's cart becomes the server's.
 */
export async function buyAgain(orderId: number, fetcher?: typeof fetch): Promise<BuyAgainOutcome> {
  try {
    const res = await apiFetch(`/api/orders/${orderId}/buy-again/`, { method: "POST", body: "{}" }, fetcher);
    if (!res.ok) return { ok: false, message: (await errorMessages(res)).detail ?? null };
    const result = (await res.json()) as BuyAgainResult;
    adoptServerCart(result.cart.items);
    return { ok: true, lines: result.lines };
  } catch {
    return { ok: false, message: null };
  }
}

/** A super admin clears the order's customer's refusals (ADR 0033): the API's words; the order then shows none counting. */
export async function clearRefusals(): Promise<{ ok: boolean; message: string | null }> {
  try {
    const res = await apiFetch(`/api/users/${ready()?.order.customer.id}/refusals/clear/`, { method: "POST", body: "{}" });
    const body = (await res.json()) as { detail?: string };
    const now = ready();
    if (res.ok && now) set({ ...now, order: { ...now.order, customer_refusals: { count: 0, rule_applies: false } } });
    return { ok: res.ok, message: body.detail ?? null };
  } catch {
    return { ok: false, message: null };
  }
}
