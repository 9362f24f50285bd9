// Checkout offers the customer's earlier delivery addresses (from their own orders), so a
// repeat order is one tap: choosing one fills the form, which stays editable.
import { atom } from "nanostores";
import type { RecentAddress } from "#contract/orders";
import { apiFetch } from "../api/client";
import { formatList } from "../format";
import type { Locale } from "../i18n";
import { ADDRESS_FIELDS, setField } from "./checkout-form";

export const $savedAddresses = atom<RecentAddress[]>([]);
let loaded = false;

/** Asks once per page; a failure just leaves the form to be typed. */
export async function loadSavedAddresses(fetcher?: typeof fetch): Promise<void> {
  if (loaded) return;
  loaded = true;
  try {
    const res = await apiFetch("/api/orders/addresses/", {}, fetcher);
    if (res.ok) $savedAddresses.set(((await res.json()) as { results: RecentAddress[] }).results);
    else loaded = false;
  } catch {
    loaded = false;
  }
}

export function applySavedAddress(address: RecentAddress) {
  for (const field of ADDRESS_FIELDS) setField(field, address[field] ?? "");
}

/** One line to recognise an address by: building, street, neighbourhood, city, listed in the page's language. */
export const addressSummary = (a: RecentAddress, locale: Locale) =>
  formatList([a.building_or_house, a.compound, a.street, a.neighborhood, a.city], locale);
