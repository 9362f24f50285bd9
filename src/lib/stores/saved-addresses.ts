// The customer's address book (GET/POST /api/addresses/, PATCH/DELETE /api/addresses/{id}/;
// decisions: "Delivery"): checkout offers its entries (the default first and chosen), saves a
// new address to it once an order was placed, and the account's address book page lists,
// adds, edits, deletes and makes one the default. Islands render this; they never fetch.
import { atom } from "nanostores";
import type { SavedAddress } from "#contract/addresses";
import { apiFetch } from "../api/client";
import { addressLine, inLocale } from "../format";
import type { Locale } from "../i18n";
import { ADDRESS_LINES, type AddressField, type AddressValues, emptyAddress, type FieldMessages, REQUIRED } from "./checkout-form";

export type BookState = { status: "idle" | "loading" | "ready" | "error"; results: SavedAddress[] };
export const $addressBook = atom<BookState>({ status: "idle", results: [] });

/** Asks for the book (again when `fresh`); a failure leaves checkout to a typed address. */
export async function loadAddressBook(fetcher?: typeof fetch, fresh = false): Promise<void> {
  const held = $addressBook.get();
  if (!fresh && (held.status === "ready" || held.status === "loading")) return;
  $addressBook.set({ status: "loading", results: held.results });
  try {
    const res = await apiFetch("/api/addresses/", {}, fetcher);
    if (!res.ok) throw new Error(String(res.status));
    $addressBook.set({ status: "ready", results: ((await res.json()) as { results: SavedAddress[] }).results });
  } catch {
    $addressBook.set({ status: "error", results: held.results });
  }
}

export const resetAddressBook = () => $addressBook.set({ status: "idle", results: [] });

/** The book's default entry (the server lists it first), or none. */
export const defaultAddress = (book: SavedAddress[]) => book.find((a) => a.is_default) ?? book[0] ?? null;

/** A saved address as the form's values. */
export const valuesOf = (a: SavedAddress): AddressValues => ({
  area_id: a.area_id,
  street: a.street,
  building: a.building,
  floor: a.floor,
  apartment: a.apartment,
  landmark: a.landmark,
  recipient: a.recipient,
  mobile: a.mobile,
});

/** The body POST and PATCH take: the area and every line as typed (trimmed). */
export function bookBody(values: AddressValues, extra: { label?: string; is_default?: boolean } = {}) {
  const body: Record<string, unknown> = { area_id: values.area_id, ...extra };
  for (const field of ADDRESS_LINES) body[field] = values[field].trim();
  return body;
}

/** One line to recognise an address by: building, street, area and governorate, in the page's language. */
export function addressSummary(a: Pick<SavedAddress, "building" | "street" | "area">, locale: Locale): string {
  return addressLine(
    [a.building, a.street, inLocale(a.area.name, a.area.name_ar, locale), inLocale(a.area.governorate.name, a.area.governorate.name_ar, locale)],
    locale,
  );
}

/** Saves a new address (after checkout); quietly does nothing when the book refuses it (full, say). */
export async function saveAddress(values: AddressValues, fetcher?: typeof fetch): Promise<void> {
  try {
    const res = await apiFetch("/api/addresses/", { method: "POST", body: JSON.stringify(bookBody(values)) }, fetcher);
    if (res.ok) $addressBook.set({ status: "idle", results: [] });
  } catch {
    // The order is placed; the book can be filled in later.
  }
}

export type BookOutcome = { ok: true } | { ok: false; errors: FieldMessages; message: string | null };

const SERVER_REQUIRED = "This field is required.";
const FIELDS: readonly AddressField[] = ["area_id", ...ADDRESS_LINES];

/** A 400's field errors as the form shows them (known server messages become the form's own keys). */
async function refusal(res: Response): Promise<BookOutcome> {
  let body: Record<string, unknown> = {};
  try {
    body = (await res.json()) as Record<string, unknown>;
  } catch {}
  const errors: FieldMessages = {};
  const other: string[] = [];
  for (const [key, value] of Object.entries(body)) {
    const messages = typeof value === "string" ? [value] : Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
    if (!messages.length) continue;
    const field = FIELDS.find((f) => f === key);
    if (field) errors[field] = messages[0] === SERVER_REQUIRED && REQUIRED[field] ? REQUIRED[field] : messages[0];
    else if (key !== "code") other.push(...messages);
  }
  return { ok: false, errors, message: other.length ? other.join(" ") : Object.keys(errors).length ? null : "addressBook.error" };
}

async function change(path: string, init: RequestInit, fetcher?: typeof fetch): Promise<BookOutcome> {
  try {
    const res = await apiFetch(path, init, fetcher);
    if (!res.ok) return await refusal(res);
    await loadAddressBook(fetcher, true);
    return { ok: true };
  } catch {
    return { ok: false, errors: {}, message: "addressBook.error" };
  }
}

export const createAddress = (values: AddressValues, extra: { label?: string; is_default?: boolean }, fetcher?: typeof fetch) =>
  change("/api/addresses/", { method: "POST", body: JSON.stringify(bookBody(values, extra)) }, fetcher);
export const updateAddress = (id: number, values: AddressValues, extra: { label?: string }, fetcher?: typeof fetch) =>
  change(`/api/addresses/${id}/`, { method: "PATCH", body: JSON.stringify(bookBody(values, extra)) }, fetcher);
export const makeDefault = (id: number, fetcher?: typeof fetch) =>
  change(`/api/addresses/${id}/`, { method: "PATCH", body: JSON.stringify({ is_default: true }) }, fetcher);
export const deleteAddress = (id: number, fetcher?: typeof fetch) => change(`/api/addresses/${id}/`, { method: "DELETE" }, fetcher);

export { emptyAddress };
