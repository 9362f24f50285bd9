// Checkout's address form (docs/product.md §2 "Cart page", §5 "Checkout"): its fields, their
// limits and required ones, the payment method, the form's state and its own checks before
// anything is sent. Placing the order is checkout-submit.ts; what a refused checkout changes
// in the cart is checkout-cart.ts. The checkout dialog renders these.
//
// Messages are translation keys ("checkout.errors.cityRequired") or, for what only the server
// knows, its own text; the islands show each with `say` (lib/strings.ts), which gives back
// text that is not a key as it is.
import { map } from "nanostores";
import { egyptianMobileOrNull } from "#shared/normalize";
import type { Key } from "../i18n";

export const ADDRESS_FIELDS = ["city", "neighborhood", "center", "street", "compound", "building_or_house", "mobile"] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Record<AddressField, string>;

/** Required fields and their message (docs/product.md §5's errors.*Required). */
export const REQUIRED: Partial<Record<AddressField, Key>> = {
  city: "checkout.errors.cityRequired",
  compound: "checkout.errors.compoundRequired",
  building_or_house: "checkout.errors.buildingRequired",
  mobile: "checkout.errors.mobileRequired",
};
/** The contract's maximum lengths (the inputs' maxLength). */
export const MAX_LENGTH: Record<AddressField, number> = {
  city: 100,
  neighborhood: 200,
  center: 200,
  street: 200,
  compound: 200,
  building_or_house: 200,
  mobile: 20,
};

export const PAYMENT_METHODS = ["cash_on_delivery"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export type FieldMessages = Partial<Record<AddressField, string>>;

export interface CheckoutState {
  values: AddressValues;
  payment: PaymentMethod;
  errors: FieldMessages;
  /** A message about the whole form (server detail, network failure). */
  message: string | null;
  sending: boolean;
}

const emptyValues = (): AddressValues => ({ city: "", neighborhood: "", center: "", street: "", compound: "", building_or_house: "", mobile: "" });
export const blankCheckout = (): CheckoutState => ({ values: emptyValues(), payment: "cash_on_delivery", errors: {}, message: null, sending: false });

export const $checkout = map<CheckoutState>(blankCheckout());

/** Editing a field clears its error (docs/product.md §5). */
export function setField(field: AddressField, value: string) {
  const { values, errors } = $checkout.get();
  const rest = { ...errors };
  delete rest[field];
  $checkout.set({ ...$checkout.get(), values: { ...values, [field]: value }, errors: rest });
}

export function setPayment(payment: PaymentMethod) {
  $checkout.setKey("payment", payment);
}

/** The form's own checks, before anything is sent: one message key per field in trouble. */
export function validateAddress(values: AddressValues): FieldMessages {
  const errors: FieldMessages = {};
  for (const [field, key] of Object.entries(REQUIRED) as [AddressField, string][]) {
    if (!values[field].trim()) errors[field] = key;
  }
  if (!errors.mobile && egyptianMobileOrNull(values.mobile) === null) errors.mobile = "checkout.errors.mobileInvalid";
  return errors;
}
