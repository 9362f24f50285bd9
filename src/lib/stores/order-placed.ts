// After "Place order": the orders one checkout made (one per branch), read back by their
// checkout id, so the confirmation survives a reload and lists exactly what was placed.
import { atom } from "nanostores";
import type { Order } from "#contract/orders";
import { apiFetch } from "../api/client";

export type PlacedState = { status: "loading" } | { status: "not_found" } | { status: "error" } | { status: "ready"; orders: Order[] };

export const $placed = atom<PlacedState>({ status: "loading" });

/** Loads the checkout the address bar names (`?checkout={id}`, where checkout sends the shopper). */
export const loadPlacedHere = () => loadPlaced(new URLSearchParams(location.search).get("checkout"));

export async function loadPlaced(checkoutId: string | null, fetcher?: typeof fetch): Promise<void> {
  if (!checkoutId || checkoutId.length > 64) return $placed.set({ status: "not_found" });
  $placed.set({ status: "loading" });
  try {
    const params = new URLSearchParams({ mine: "true", checkout_id: checkoutId, page_size: "50" });
    const res = await apiFetch(`/api/orders/?${params}`, {}, fetcher);
    if (!res.ok) return $placed.set({ status: "error" });
    const { results } = (await res.json()) as { results: Order[] };
    $placed.set(results.length ? { status: "ready", orders: [...results].sort((a, b) => a.id - b.id) } : { status: "not_found" });
  } catch {
    $placed.set({ status: "error" });
  }
}
