// POST /orders/quote/: what a cart costs delivered to an area (decisions: "Delivery"): for each
// branch part of the cart, its goods, whether it delivers there (fee, estimate, how close free
// delivery is) and whether it offers pickup, the method chosen, and the totals. The server
// computes every amount; the client only names the area and the methods it wants.
import { z } from "zod";
import { DELIVERY_ESTIMATES } from "../db/schema";
import { placedArea } from "./areas";
import { idInput } from "./common";
import { checkoutFieldErrors, checkoutItemInput, deliveryMethodsInput, MAX_CHECKOUT_LINES } from "./orders";
import { say } from "./said";
import { DELIVERY_METHODS } from "#shared/order-rules";

export { DELIVERY_METHODS };
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

const { product_id, branch_id, quantity } = checkoutItemInput.shape;

export const quoteInput = z.object({
  items: z
    .array(z.object({ product_id, branch_id, quantity }, { error: say("notACartLine") }), {
      error: (issue) => (issue.input === undefined || issue.input === null ? say("required") : say("notAListButType", { type: typeof issue.input })),
    })
    .min(1, { error: say("emptyList") })
    .max(MAX_CHECKOUT_LINES, { error: say("tooManyLines", { n: MAX_CHECKOUT_LINES }) }),
  area_id: idInput.nullable().default(null).describe("The area delivered to (GET /areas/); without one, only pickup can be chosen."),
  methods: deliveryMethodsInput,
});
export type QuoteInput = z.input<typeof quoteInput>;
export const quoteFieldErrors = checkoutFieldErrors;

const amount = z.string().describe('An amount in EGP, e.g. "30.00".');
const names = z.object({ name: z.string(), name_ar: z.string() });

/**
 * Why a part cannot be placed as chosen: no area named, the branch does not deliver there, it
 * offers no pickup, or its total is over its store's cash on delivery cap (`cod_limit`).
 */
export const QUOTE_PROBLEMS = ["choose_area", "no_delivery", "no_pickup", "cod_limit"] as const;

export const quotePart = z.object({
  branch_id: z.number().int(),
  store_id: z.number().int(),
  branch: names,
  store: names,
  subtotal: amount,
  delivery: z.object({
    available: z.boolean(),
    fee: amount.nullable(),
    estimate: z.enum(DELIVERY_ESTIMATES).nullable(),
    /** "threshold": free because the goods reach the branch's free-delivery amount. */
    free: z.enum(["threshold"]).nullable(),
    /** How much more of this branch's goods makes delivery free, said once the goods are half the way to its threshold; else null. */
    add_for_free: amount.nullable(),
  }),
  pickup: z.object({ available: z.boolean(), address: z.string(), hours: z.string(), hold_days: z.number().int() }),
  method: z.enum(DELIVERY_METHODS),
  fee: amount,
  /** The store's cash on delivery fee ("0.00" when none), its own line of the part. */
  cod_fee: amount.describe("The store's cash on delivery fee, its own line of the order."),
  /** The largest total the store takes cash on delivery; null: no cap. */
  cod_limit: amount.nullable().describe("The largest order total the store takes cash on delivery (null: no cap)."),
  estimate: z.enum(DELIVERY_ESTIMATES).nullable(),
  total: amount.describe("subtotal + fee + cod_fee."),
  problem: z.enum(QUOTE_PROBLEMS).nullable(),
});
export type QuotePart = z.infer<typeof quotePart>;

export const quote = z.object({
  area: placedArea.nullable(),
  parts: z.array(quotePart),
  totals: z.object({ subtotal: amount, delivery: amount, cod_fee: amount, total: amount }),
  /** Every part can be placed as chosen. */
  ready: z.boolean(),
});
export type Quote = z.infer<typeof quote>;

/** Checkout's 409 when the total it computes differs from the client's `expected_total`: the new quote, nothing written. */
export const quoteChanged = z.object({
  detail: z.string(),
  code: z.literal("quote_changed"),
  quote,
});

/**
 * Checkout's 409 when a part cannot go as chosen (its branch does not deliver to the area and
 * pickup was not chosen, or pickup was chosen where the branch has none): `detail` names the
 * branch and the area in the caller's language; the quote's parts say which (`problem`).
 */
export const cannotDeliver = z.object({
  detail: z.string(),
  code: z.literal("cannot_deliver"),
  quote,
});

/**
 * Checkout's 409 when an order (one branch's part) is over its store's cash on delivery cap:
 * `detail` names the store, the cap and the order's total in the caller's language; the quote's
 * part says which (`problem: "cod_limit"`, with `cod_limit`).
 */
export const codLimitExceeded = z.object({
  detail: z.string(),
  code: z.literal("cod_limit"),
  quote,
});
