// Each branch's part of the checkout (decisions: "Delivery"): delivery or pickup (a choice when
// the branch offers both), its fee ("Free" and why; how much more makes it free), when it
// arrives, and what to do when the branch does not deliver to the area (pick it up, with the
// branch's address, hours and the days it is held), its store's cash on delivery fee and cap
// (and that a part over the cap cannot be placed). Then the totals. The quote is the
// server's (lib/stores/checkout-quote.ts); this only shows it and passes the shopper's choice on.
import type { DeliveryMethod, Quote, QuotePart } from "#contract/quote";
import { formatList, formatMoney, inLocale, localName } from "../../lib/format";
import type { Locale, Strings } from "../../lib/i18n";
import { plural } from "../../lib/plural";
import { fill } from "../../lib/template";

export type QuoteStrings = Strings<"checkout">;

interface Props {
  quote: Quote;
  locale: Locale;
  t: QuoteStrings;
  busy: boolean;
  onMethod: (branchId: number, method: DeliveryMethod) => void;
  /** Branches over their COD cap whose cash due the wallet's share brings within it (ADR 0034). */
  covered?: ReadonlySet<number>;
}

export function QuoteParts({ quote, locale, t, busy, onMethod, covered }: Props) {
  return (
    <fieldset className="space-y-3" data-testid="quote-parts">
      <legend className="mb-2 font-semibold text-gray-900">{t["checkout.parts"]}</legend>
      {quote.parts.map((part) => (
        <Part
          key={part.branch_id}
          part={covered?.has(part.branch_id) ? { ...part, problem: null } : part}
          quote={quote}
          locale={locale}
          t={t}
          busy={busy}
          onMethod={onMethod}
          covered={covered}
        />
      ))}
    </fieldset>
  );
}

function Part({ part, quote, locale, t, busy, onMethod, covered }: { part: QuotePart } & Props) {
  const origin = [localName(part.store, locale), localName(part.branch, locale)].filter(Boolean).join(" · ") || t["checkout.thisBranch"];
  // Both ways stay on offer where the branch has pickup (one it cannot do shown disabled), so
  // the radio the shopper just chose never disappears under the keyboard.
  const offered: DeliveryMethod[] = part.pickup.available || part.method === "pickup" ? ["delivery", "pickup"] : ["delivery"];
  const possible = (method: DeliveryMethod) => method === part.method || (method === "delivery" ? part.delivery.available : part.pickup.available);
  const areaText = quote.area
    ? formatList(
        [inLocale(quote.area.name, quote.area.name_ar, locale), inLocale(quote.area.governorate.name, quote.area.governorate.name_ar, locale)],
        locale,
      )
    : "";
  const name = `rm-${part.branch_id}`;
  return (
    <section
      className={`rounded-lg border p-3 ${part.problem ? "border-red-300 bg-red-50/40" : "border-gray-200"}`}
      data-testid="quote-part"
      data-branch={part.branch_id}
      data-method={part.method}
    >
      <h3 className="flex flex-wrap items-baseline justify-between gap-2 text-sm font-semibold text-gray-900">
        <span>{fill(t["checkout.from"], { origin })}</span>
        <span className="font-medium text-gray-700">{formatMoney(part.subtotal, locale)}</span>
      </h3>
      {offered.length > 1 ? (
        <div role="radiogroup" aria-label={`${t["checkout.method.label"]} ${origin}`} className="mt-2 grid gap-2 sm:grid-cols-2">
          {offered.map((method) => (
            <label
              key={method}
              className={`flex min-h-11 items-center gap-2 rounded-lg border px-3 py-2 text-sm ${part.method === method ? "border-primary bg-primary/5" : "border-gray-300"} ${possible(method) ? "cursor-pointer" : "text-gray-500"}`}
            >
              <input
                type="radio"
                name={name}
                value={method}
                checked={part.method === method}
                disabled={busy || !possible(method)}
                onChange={() => onMethod(part.branch_id, method)}
                className="size-5 accent-primary"
                data-testid={`method-${method}`}
              />
              <span className="font-medium">{t[`checkout.method.${method}`]}</span>
              <span className="ms-auto text-gray-700">{methodPrice(part, method, locale, t)}</span>
            </label>
          ))}
        </div>
      ) : (
        <p className="mt-2 text-sm font-medium text-gray-900">{t[`checkout.method.${part.method}`]}</p>
      )}
      <div className="mt-2 space-y-1 text-sm text-gray-700">
        {part.problem === "choose_area" && <p data-testid="part-problem">{t["checkout.chooseArea"]}</p>}
        {part.problem === "no_delivery" && (
          <p role="alert" className="font-medium text-red-800" data-testid="part-problem">
            {fill(t["checkout.noDelivery"], { branch: origin, area: areaText })}{" "}
            {part.pickup.available ? t["checkout.pickInstead"] : t["checkout.noDeliveryNoPickup"]}
          </p>
        )}
        {part.problem === "no_pickup" && (
          <p role="alert" className="font-medium text-red-800" data-testid="part-problem">
            {t["checkout.noPickup"]}
          </p>
        )}
        {part.method === "delivery" && part.delivery.available && <DeliveryLines part={part} locale={locale} t={t} />}
        <CodLines part={part} locale={locale} t={t} covered={covered?.has(part.branch_id) ?? false} />
        {part.pickup.available && (part.method === "pickup" || part.problem === "no_delivery") && <PickupLines part={part} locale={locale} t={t} />}
      </div>
    </section>
  );
}

function methodPrice(part: QuotePart, method: DeliveryMethod, locale: Locale, t: QuoteStrings) {
  if (method === "pickup") return part.pickup.available ? t["checkout.free"] : t["checkout.unavailable"];
  const fee = part.delivery.fee;
  if (fee === null) return part.delivery.available ? "" : t["checkout.unavailable"];
  return Number(fee) === 0 ? t["checkout.free"] : formatMoney(fee, locale);
}

function DeliveryLines({ part, locale, t }: { part: QuotePart; locale: Locale; t: QuoteStrings }) {
  const { fee, free, add_for_free, estimate } = part.delivery;
  return (
    <>
      <p data-testid="part-fee">
        {t["checkout.fee"]}:{" "}
        <span className="font-semibold text-gray-900">{fee !== null && Number(fee) > 0 ? formatMoney(fee, locale) : t["checkout.free"]}</span>
      </p>
      {free === "threshold" && (
        <p className="text-emerald-800" data-testid="part-free">
          {t["checkout.freeThreshold"]}
        </p>
      )}
      {add_for_free !== null && (
        <p className="text-sky-900" data-testid="part-add-for-free">
          {fill(t["checkout.addForFree"], { amount: formatMoney(add_for_free, locale) })}
        </p>
      )}
      {estimate && <p data-testid="part-estimate">{t[`checkout.estimate.${estimate}`]}</p>}
    </>
  );
}

/** The store's cash on delivery fee (when it charges one) and cap, and why a part over the cap cannot be placed. */
function CodLines({ part, locale, t, covered }: { part: QuotePart; locale: Locale; t: QuoteStrings; covered: boolean }) {
  return (
    <>
      {Number(part.cod_fee) > 0 && (
        <p data-testid="part-cod-fee">
          {t["checkout.codFee"]}: <span className="font-semibold text-gray-900">{formatMoney(part.cod_fee, locale)}</span>
        </p>
      )}
      {part.cod_limit !== null && <p data-testid="part-cod-limit">{fill(t["checkout.codLimit"], { amount: formatMoney(part.cod_limit, locale) })}</p>}
      {part.problem === "cod_limit" && (
        <p role="alert" className="font-medium text-red-800" data-testid="part-problem">
          {t["checkout.overCodLimit"]}
        </p>
      )}
      {covered && (
        <p className="font-medium text-emerald-800" data-testid="part-cod-covered">
          {t["checkout.wallet.withinCodLimit"]}
        </p>
      )}
    </>
  );
}

function PickupLines({ part, locale, t }: { part: QuotePart; locale: Locale; t: QuoteStrings }) {
  const { address, hours, hold_days } = part.pickup;
  return (
    <div className="rounded bg-gray-50 p-2" data-testid="part-pickup">
      {address && <p>{fill(t["checkout.pickupAt"], { address })}</p>}
      {hours && <p>{fill(t["checkout.pickupHours"], { hours })}</p>}
      <p>{plural(t, locale, "checkout.pickupHeld", hold_days)}</p>
    </div>
  );
}
