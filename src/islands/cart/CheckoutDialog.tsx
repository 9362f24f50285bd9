// The checkout dialog (docs/product.md §2 "Cart page", §5 "Checkout"; decisions: "Delivery"): where
// to (a saved address, the default first, or a new one: the area, then the lines), each branch's
// part delivered or picked up with its fee and estimate, the payment method (cash on delivery
// only), paying a part from the wallet (issue 30: WalletPay.tsx), the totals with the cash due,
// and Place order. The cart page loads this file when Checkout is pressed, not with the page.
// The rules and calls live in stores/checkout-form.ts, checkout-quote.ts, checkout-submit.ts,
// checkout-wallet.ts and saved-addresses.ts; this renders them and goes where the answer says.
import { useStore } from "@nanostores/react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { chosenAreaId } from "../../lib/area-choice";
import type { Locale } from "../../lib/i18n";
import { plural } from "../../lib/plural";
import { $cart, $cartTotal } from "../../lib/stores/cart";
import { $checkout, PAYMENT_METHODS, setArea, setField, setPayment, setSave, chooseSource } from "../../lib/stores/checkout-form";
import { $methods, $quote, acknowledgeQuote, anyDelivered, isCurrent, requestQuote, setMethod } from "../../lib/stores/checkout-quote";
import { signInHref, submitCheckout } from "../../lib/stores/checkout-submit";
import { $checkoutWallet, coveredByWallet, loadCheckoutWallet, walletPays } from "../../lib/stores/checkout-wallet";
import { $addressBook, addressSummary, defaultAddress, loadAddressBook, valuesOf } from "../../lib/stores/saved-addresses";
import { say } from "../../lib/strings";
import Dialog from "../ui/Dialog";
import AddressFields from "./AddressFields";
import type { CartStrings } from "./cart-strings";
import { QuoteParts } from "./QuoteParts";
import Totals from "./Totals";
import { WalletPay, WalletSplit } from "./WalletPay";

const PAYMENT_LABELS = { cash_on_delivery: "checkout.cashOnDelivery" } as const;

interface Props {
  open: boolean;
  onClose: () => void;
  locale: Locale;
  t: CartStrings;
  /** How many orders the checkout makes (one per branch). */
  orders: number;
}

export default function CheckoutDialog({ open, onClose, locale, t, orders }: Props) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const { values, source, save, payment, errors, message, sending } = useStore($checkout);
  const book = useStore($addressBook);
  const quote = useStore($quote);
  const methods = useStore($methods);
  const items = useStore($cart);
  const goods = useStore($cartTotal);
  const wallet = useStore($checkoutWallet);

  useEffect(() => {
    if (open) void Promise.all([loadAddressBook(), loadCheckoutWallet()]);
  }, [open]);
  // The book's default is chosen for a form not started yet; else the area chosen in the top bar.
  const untouched = source === "new" && values.area_id === null && !values.street && !values.building && !values.mobile;
  const preferred = book.status === "ready" ? defaultAddress(book.results) : null;
  useEffect(() => {
    if (!open || !untouched) return;
    if (preferred) chooseSource(preferred.id, valuesOf(preferred));
    else if (book.status === "ready" || book.status === "error") {
      const area = chosenAreaId();
      if (area !== null) setArea(area);
    }
  }, [open, untouched, preferred, book.status]);

  // The quote follows the cart, the area and the methods.
  const areaId = values.area_id;
  useEffect(() => {
    if (open && areaId !== null) void requestQuote(items, areaId, undefined, methods);
  }, [open, items, areaId, methods]);

  const current = isCurrent(quote, items, areaId, methods) ? quote.quote : null;
  // While a new quote is on its way (a method just chosen), the last one for this area stays in view, so the radio keeps its focus.
  const shown = current ?? (quote.status === "loading" && quote.quote?.area?.id === areaId ? quote.quote : null);
  const delivered = anyDelivered(items, methods);

  // Focus the first field the server or the checks refused, once its error is on screen: an
  // effect after the commit that marks it, not a frame that may come before it.
  const [refused, setRefused] = useState(0);
  useEffect(() => {
    if (refused) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    acknowledgeQuote();
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
        setRefused((n) => n + 1);
        break;
      case "quote_changed":
      case "cannot_deliver":
      case "not_ready":
        requestAnimationFrame(() =>
          (
            form.current?.querySelector<HTMLElement>('[data-testid="part-problem"]') ??
            form.current?.querySelector<HTMLElement>("[data-testid=quote-parts]")
          )?.scrollIntoView({
            block: "nearest",
          }),
        );
        break;
    }
  };

  const totals = current?.totals;
  // What the wallet may pay towards: the quote's grand total, else the goods until it is known.
  const grand = totals ? Math.round(Number(totals.total) * 100) : goods;
  const covered = shown ? coveredByWallet(shown, walletPays(wallet, grand) ?? 0) : undefined;
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
          <Totals
            subtotal={totals?.subtotal ?? goods / 100}
            delivery={totals?.delivery ?? null}
            cod={totals?.cod_fee}
            total={totals?.total ?? goods / 100}
            labels={{
              subtotal: t["checkout.subtotal"],
              delivery: t["checkout.delivery"],
              cod: t["checkout.codFee"],
              total: t["checkout.total"],
              unknown: t["cart.deliveryAtCheckout"],
              free: t["checkout.free"],
            }}
            locale={locale}
            testid="checkout"
          />
          <WalletSplit total={grand} locale={locale} t={t} />
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
        {book.results.length > 0 && (
          <fieldset data-testid="saved-addresses">
            <legend className="mb-2 font-semibold text-gray-900">{t["checkout.savedAddresses"]}</legend>
            <div className="space-y-2">
              {book.results.map((address) => (
                <label
                  key={address.id}
                  className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border px-3 py-2 text-sm ${source === address.id ? "border-primary bg-primary/5" : "border-gray-300"}`}
                  data-testid="saved-address"
                >
                  <input
                    type="radio"
                    name="address-source"
                    checked={source === address.id}
                    onChange={() => chooseSource(address.id, valuesOf(address))}
                    className="mt-0.5 size-5 shrink-0 accent-primary"
                  />
                  <span className="min-w-0">
                    {address.label && <span className="block font-semibold text-gray-900">{address.label}</span>}
                    <span className="block text-gray-800">{addressSummary(address, locale)}</span>
                    <bdi dir="ltr" className="text-gray-600">
                      {address.mobile}
                    </bdi>
                    {address.is_default && (
                      <span className="ms-2 rounded bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-700">{t["checkout.defaultAddress"]}</span>
                    )}
                  </span>
                </label>
              ))}
              <label
                className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm ${source === "new" ? "border-primary bg-primary/5" : "border-gray-300"}`}
              >
                <input
                  type="radio"
                  name="address-source"
                  checked={source === "new"}
                  onChange={() => chooseSource("new")}
                  className="size-5 shrink-0 accent-primary"
                  data-testid="new-address"
                />
                <span className="font-semibold text-gray-900">{t["checkout.newAddress"]}</span>
              </label>
            </div>
          </fieldset>
        )}
        {source === "new" && (
          <fieldset>
            <legend className="mb-3 font-semibold text-gray-900">{delivered ? t["checkout.address"] : t["checkout.pickupAddress"]}</legend>
            <AddressFields
              idPrefix={id}
              values={values}
              errors={errors}
              delivered={delivered}
              locale={locale}
              t={t}
              onArea={setArea}
              onField={setField}
            />
            <label className="mt-4 flex min-h-11 cursor-pointer items-center gap-3 text-sm">
              <input
                type="checkbox"
                checked={save}
                onChange={(e) => setSave(e.target.checked)}
                className="size-5 accent-primary"
                data-testid="save-address"
              />
              {t["checkout.saveAddress"]}
            </label>
          </fieldset>
        )}
        {source !== "new" && Object.keys(errors).length > 0 && (
          <p role="alert" className="text-sm text-red-700" data-testid="field-error">
            {Object.values(errors)
              .map((m) => say(t, m ?? ""))
              .join(" ")}
          </p>
        )}
        <div aria-live="polite">
          {areaId === null ? (
            <p className="rounded-lg bg-gray-50 p-3 text-sm text-gray-700" data-testid="quote-status">
              {t["checkout.quoteNeeded"]}
            </p>
          ) : shown ? (
            <QuoteParts
              quote={shown}
              locale={locale}
              t={t}
              // Not while a quote is on its way: a control disabled under the keyboard loses its focus.
              busy={sending}
              covered={covered}
              onMethod={(branchId, method) => {
                setMethod(branchId, method);
                acknowledgeQuote();
              }}
            />
          ) : quote.status === "error" ? (
            <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="quote-status">
              {t["checkout.quoteError"]}{" "}
              <button type="button" onClick={() => void requestQuote(items, areaId)} className="min-h-11 font-semibold underline">
                {t["checkout.retry"]}
              </button>
            </p>
          ) : (
            <p className="p-3 text-sm text-gray-700" data-testid="quote-status">
              {t["checkout.quoteLoading"]}
            </p>
          )}
        </div>
        <fieldset>
          <legend className="mb-2 font-semibold text-gray-900">{t["checkout.payment"]}</legend>
          {PAYMENT_METHODS.map((method) => (
            <label key={method} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="payment_method"
                value={method}
                checked={payment === method}
                onChange={() => setPayment(method)}
                className="size-5 accent-primary"
              />
              {t[PAYMENT_LABELS[method]]}
            </label>
          ))}
        </fieldset>
        <WalletPay idPrefix={id} total={grand} locale={locale} t={t} busy={sending} />
      </form>
    </Dialog>
  );
}
