// Checkout's address form (docs/product.md §2 "Cart page", §5 "Checkout"; decisions: "Delivery"):
// an area of Egypt by id, then street, building, floor, apartment, a landmark, the recipient and
// an Egyptian mobile; the address book's entry it came from, if any; the payment method; the
// form's state and its own checks before anything is sent. Placing the order is
// checkout-submit.ts; the delivery quote is checkout-quote.ts; what a refused checkout changes
// in the cart is checkout-cart.ts. The checkout dialog renders these.
//
// Messages are translation keys ("checkout.errors.areaRequired") or, for what only the server
// knows, its own text; the islands show each with `say` (lib/strings.ts), which gives back
// text that is not a key as it is.
import { map } from "nanostores";
import { ADDRESS_LIMITS } from "#shared/address-rules";
import { egyptianMobileOrNull } from "#shared/normalize";
import type { Key } from "../i18n";

/** The free-text lines, in the form's order. */
export const ADDRESS_LINES = ["street", "building", "floor", "apartment", "landmark", "recipient", "mobile"] as const;
export type AddressLine = (typeof ADDRESS_LINES)[number];
/** Every field that can carry an error: the area and the lines. */
export type AddressField = "area_id" | AddressLine;
export type AddressValues = { area_id: number | null } & Record<AddressLine, string>;

/** Required fields and their message; street and building only when some part is delivered. */
export const REQUIRED: Partial<Record<AddressField, Key>> = {
  area_id: "checkout.errors.areaRequired",
  street: "checkout.errors.streetRequired",
  building: "checkout.errors.buildingRequired",
  mobile: "checkout.errors.mobileRequired",
};
/** Needed only where something is delivered (a pickup-only checkout needs an area and a mobile). */
export const DELIVERY_ONLY: readonly AddressField[] = ["street", "building"];

/** The contract's maximum lengths (the inputs' maxLength). */
export const MAX_LENGTH: Record<AddressLine, number> = {
  street: ADDRESS_LIMITS.street,
  building: ADDRESS_LIMITS.building,
  floor: ADDRESS_LIMITS.floor,
  apartment: ADDRESS_LIMITS.apartment,
  landmark: ADDRESS_LIMITS.landmark,
  recipient: ADDRESS_LIMITS.recipient,
  mobile: 20,
};

export const PAYMENT_METHODS = ["cash_on_delivery"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export type FieldMessages = Partial<Record<AddressField, string>>;

export interface CheckoutState {
  values: AddressValues;
  /** The address book's entry the values came from, or "new" for an address typed here. */
  source: number | "new";
  /** Save a new address to the book once the order is placed. */
  save: boolean;
  payment: PaymentMethod;
  errors: FieldMessages;
  /** A message about the whole form (server detail, network failure). */
  message: string | null;
  sending: boolean;
}

export const emptyAddress = (areaId: number | null = null): AddressValues => ({
  area_id: areaId,
  street: "",
  building: "",
  floor: "",
  apartment: "",
  landmark: "",
  recipient: "",
  mobile: "",
});
export const blankCheckout = (): CheckoutState => ({
  values: emptyAddress(),
  source: "new",
  save: true,
  payment: "cash_on_delivery",
  errors: {},
  message: null,
  sending: false,
});

export const $checkout = map<CheckoutState>(blankCheckout());

const without = (errors: FieldMessages, field: AddressField) => {
  const rest = { ...errors };
  delete rest[field];
  return rest;
};

/** Editing a field clears its error (docs/product.md §5). */
export function setField(field: AddressLine, value: string) {
  const { values, errors } = $checkout.get();
  $checkout.set({ ...$checkout.get(), values: { ...values, [field]: value }, errors: without(errors, field) });
}

export function setArea(areaId: number | null) {
  const { values, errors } = $checkout.get();
  $checkout.set({ ...$checkout.get(), values: { ...values, area_id: areaId }, errors: without(errors, "area_id") });
}

/** Uses an address book's entry (its values fill the form), or starts a new address (blank, keeping the area). */
export function chooseSource(source: number | "new", values?: AddressValues) {
  const state = $checkout.get();
  $checkout.set({
    ...state,
    source,
    values: values ?? emptyAddress(state.values.area_id),
    errors: {},
    message: null,
  });
}

export const setSave = (save: boolean) => $checkout.setKey("save", save);

export function setPayment(payment: PaymentMethod) {
  $checkout.setKey("payment", payment);
}

/**
 * The form's own checks, before anything is sent: one message key per field in trouble.
 * `delivered`: some part is delivered (street and building are then required).
 */
export function validateAddress(values: AddressValues, delivered = true): FieldMessages {
  const errors: FieldMessages = {};
  if (values.area_id === null) errors.area_id = REQUIRED.area_id;
  for (const field of ["street", "building", "mobile"] as const) {
    if (!delivered && DELIVERY_ONLY.includes(field)) continue;
    if (!values[field].trim()) errors[field] = REQUIRED[field];
  }
  if (!errors.mobile && egyptianMobileOrNull(values.mobile) === null) errors.mobile = "checkout.errors.mobileInvalid";
  return errors;
}
