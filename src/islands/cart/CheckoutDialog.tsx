// The checkout dialog (docs/product.md §2 "Cart page", §5 "Checkout"): the delivery address, the payment
// method (cash on delivery only, docs/product.md), the total, and Place order. The rules and the
// call live in stores/checkout-form.ts and checkout-submit.ts; this renders them and goes where the answer says.
import { useStore } from "@nanostores/react";
import { useEffect, useId, useRef, type FormEvent, type InputHTMLAttributes } from "react";
import { formatMoney } from "../../lib/format";
import {
  $checkout,
  ADDRESS_FIELDS,
  MAX_LENGTH,
  PAYMENT_METHODS,
  REQUIRED,
  setField,
  setPayment,
  type AddressField as Field,
} from "../../lib/stores/checkout-form";
import { signInHref, submitCheckout } from "../../lib/stores/checkout-submit";
import { $savedAddresses, addressSummary, loadSavedAddresses, applySavedAddress } from "../../lib/stores/saved-addresses";
import { fill } from "../../lib/template";
import type { Locale } from "../../lib/i18n";
import { plural } from "../../lib/plural";
import { say } from "../../lib/strings";
import type { CartStrings } from "./cart-strings";
import Dialog from "../ui/Dialog";
import AddressField from "./AddressField";

type InputProps = Pick<InputHTMLAttributes<HTMLInputElement>, "autoComplete" | "inputMode" | "type" | "dir">;
const INPUTS: Record<Field, InputProps> = {
  city: { autoComplete: "address-level2" },
  neighborhood: { autoComplete: "address-level3" },
  center: { autoComplete: "off" },
  street: { autoComplete: "address-line1" },
  compound: { autoComplete: "address-line2" },
  building_or_house: { autoComplete: "address-line3" },
  // Digits read left to right in Arabic too.
  mobile: { autoComplete: "tel", inputMode: "tel", type: "tel", dir: "ltr" },
};

const PAYMENT_LABELS = { cash_on_delivery: "checkout.cashOnDelivery" } as const;

interface Props {
  open: boolean;
  onClose: () => void;
  locale: Locale;
  t: CartStrings;
  /** The cart's total in piasters. */
  total: number;
  /** How many orders the checkout makes (one per branch). */
  orders: number;
}

export default function CheckoutDialog({ open, onClose, locale, t, total, orders }: Props) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const { values, payment, errors, message, sending } = useStore($checkout);
  const saved = useStore($savedAddresses);
  useEffect(() => {
    if (open) void loadSavedAddresses();
  }, [open]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = await submitCheckout();
    switch (outcome.kind) {
      case "success":
        location.assign(`/${locale}/order-placed/?checkout=${encodeURIComponent(outcome.result.checkout_id)}`);
        break;
      case "sign_in":
        location.assign(signInHref(locale));
        break;
      // The cart changed under the dialog: show it, with the notice saying what changed.
      case "price_changed":
      case "out_of_stock":
      case "empty":
        onClose();
        break;
      case "invalid":
        requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
        break;
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t["checkout.title"]}
      closeLabel={t["checkout.close"]}
      size="lg"
      footer={
        // Outside the scrolling fields, so Place order is always in view (the form attribute ties it to the form).
        <div className="space-y-2">
          <p className="flex flex-wrap items-baseline justify-between gap-2 text-lg">
            <span className="font-medium text-gray-700">{t["checkout.total"]}</span>
            <span className="font-bold" data-testid="checkout-total">
              {formatMoney(total / 100, locale)}
            </span>
          </p>
          {orders > 1 && (
            <p className="text-sm text-sky-900" data-testid="checkout-split-notice">
              {plural(t, locale, "checkout.splitNotice", orders)}
            </p>
          )}
          <p role="alert" className="min-h-5 text-sm text-red-700 empty:min-h-0" data-testid="checkout-error">
            {message ? say(t, message) : ""}
          </p>
          <button
            type="submit"
            form={`${id}-form`}
            disabled={sending}
            className="min-h-11 w-full rounded-lg bg-primary px-5 py-2 font-semibold text-white hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-60"
            data-testid="checkout-submit"
          >
            {sending ? t["checkout.submitting"] : t["checkout.submit"]}
          </button>
        </div>
      }
    >
      <form ref={form} id={`${id}-form`} onSubmit={onSubmit} noValidate className="space-y-5" data-testid="checkout-form">
        {saved.length > 0 && (
          <fieldset data-testid="saved-addresses">
            <legend className="mb-2 font-semibold text-gray-900">{t["checkout.savedAddresses"]}</legend>
            <ul className="flex flex-wrap gap-2">
              {saved.map((address, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the server's list of earlier addresses, fixed while the dialog is open
                <li key={index}>
                  <button
                    type="button"
                    onClick={() => applySavedAddress(address)}
                    aria-label={fill(t["checkout.useAddress"], { address: addressSummary(address, locale) })}
                    className="min-h-11 max-w-full truncate rounded-lg border border-gray-300 px-3 text-start text-sm hover:border-primary hover:bg-primary/5"
                  >
                    {addressSummary(address, locale)}
                  </button>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
        <fieldset>
          <legend className="mb-3 font-semibold text-gray-900">{t["checkout.address"]}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {ADDRESS_FIELDS.map((field) => (
              <AddressField
                key={field}
                id={`${id}-${field}`}
                label={t[`checkout.${field}`]}
                value={values[field]}
                error={errors[field] ? say(t, errors[field]) : undefined}
                hint={field === "mobile" ? t["checkout.mobileHint"] : undefined}
                optionalLabel={t["checkout.optional"]}
                required={field in REQUIRED}
                maxLength={MAX_LENGTH[field]}
                onChange={(value) => setField(field, value)}
                input={{ ...INPUTS[field], name: field }}
              />
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="mb-2 font-semibold text-gray-900">{t["checkout.payment"]}</legend>
          {PAYMENT_METHODS.map((method) => (
            <label key={method} className="flex items-center gap-2">
              <input
                type="radio"
                name="payment_method"
                value={method}
                checked={payment === method}
                onChange={() => setPayment(method)}
                className="size-4 accent-primary"
              />
              {t[PAYMENT_LABELS[method]]}
            </label>
          ))}
        </fieldset>
      </form>
    </Dialog>
  );
}
