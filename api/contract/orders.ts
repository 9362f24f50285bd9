// Checkout and orders (docs/product.md §3 "Order", "Checkout payload", §5 "Checkout", §7 /orders/).
// Checkout errors use flat keys, as the checkout form shows them: `street`, `mobile`, ...
// (not nested under `address`), and item errors as "Item 2: ..." lines under `items`.
import { z } from "zod";
import { DELIVERY_ESTIMATES, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from "../db/schema";
import { say } from "./said";
import { fromPiasters, toPiasters } from "#shared/money";
import { ADDRESS_LIMITS, egyptianMobile } from "./address-lines";
import { placedArea } from "./areas";
import { collector } from "./cash";
import { cart } from "./cart";
import type { FieldErrors } from "./common";
import { idInput, moneyInput, paged } from "./common";
import { BUY_AGAIN_FROM, DELIVERY_FAILURE_REASONS, DELIVERY_METHODS, MAX_ATTEMPT_NOTE, MAX_LINE_QUANTITY, MOBILE_ERROR } from "#shared/order-rules";

export { egyptianMobile, MAX_LINE_QUANTITY, MOBILE_ERROR };

export const MAX_CHECKOUT_LINES = 50;
export const MAX_IDEMPOTENCY_KEY = 200;

const REQUIRED = say("required");
const isBlank = (v: unknown) => v === null || (typeof v === "string" && v.trim() === "");

const text = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? REQUIRED : say("notAString")) })
    .trim()
    .max(max, { error: say("maxChars", { n: max }) });
/** A free-text line of the address: absent, null and blank are all "" (street and building are required when a part is delivered: checked on the whole payload). */
const line = (max: number) => z.preprocess((v) => (v === undefined || isBlank(v) ? "" : v), text(max));

/**
 * The delivery address: an area of Egypt by id (GET /areas/), the free-text lines (the address
 * book's limits), and an Egyptian mobile. The older free-text fields (city, neighborhood, center,
 * compound, building_or_house, latitude, longitude) are no longer read. An absent address
 * reports each required field as missing.
 */
export const checkoutAddressInput = z.preprocess(
  (v) => (v === undefined || v === null ? {} : v),
  z.object(
    {
      area_id: idInput.describe("The area delivered to (GET /areas/)."),
      street: line(ADDRESS_LIMITS.street).describe("Required when any part is delivered."),
      building: line(ADDRESS_LIMITS.building).describe("Required when any part is delivered."),
      floor: line(ADDRESS_LIMITS.floor),
      apartment: line(ADDRESS_LIMITS.apartment),
      landmark: line(ADDRESS_LIMITS.landmark),
      recipient: line(ADDRESS_LIMITS.recipient),
      mobile: egyptianMobile,
    },
    {
      error: (issue) => say("notADictionary", { type: Array.isArray(issue.input) ? "list" : typeof issue.input }),
    },
  ),
);

/** By branch id: how that branch's part reaches the shopper, delivery when not named (the quote's and the checkout's one schema). */
export const deliveryMethodsInput = z
  .record(
    z.string().regex(/^\d{1,12}$/, { error: say("notAnInteger") }),
    z.enum(DELIVERY_METHODS, { error: (issue) => say("invalidChoice", { value: String(issue.input) }) }),
    { error: say("notAnObject") },
  )
  .default({})
  .describe("By branch id: delivery (the default) or pickup.");

/** An amount the client was shown ("123.50"), as the server writes amounts. */
const shownAmount = z.preprocess(
  (v) => (isBlank(v) ? undefined : v),
  z
    .union([z.number(), z.string()], { error: say("badAmount") })
    .transform((v, ctx) => {
      const text = typeof v === "number" ? String(v) : v.trim();
      if (/^\d{1,9}(\.\d{1,2})?$/.test(text)) return fromPiasters(toPiasters(text));
      ctx.addIssue({ code: "custom", message: say("badAmount") });
      return z.NEVER;
    })
    .optional(),
);

/** A whole number given as a number or as digits. */
const wholeNumber = (field: string) =>
  z
    .union([z.number(), z.string()], {
      error: (issue) => (issue.input === undefined ? say("fieldRequired", { field }) : say("fieldWhole", { field })),
    })
    .transform((v, ctx) => {
      const text = typeof v === "number" ? String(v) : v.trim();
      if (/^-?\d{1,12}$/.test(text)) return Number(text);
      ctx.addIssue({ code: "custom", message: say("fieldWhole", { field }) });
      return z.NEVER;
    });
const positiveId = (field: string) => wholeNumber(field).refine((n) => n > 0, { error: say("fieldPositiveInteger", { field }) });

/** One cart line: the cart's key (product and branch), how many, and the price the client saw. */
export const checkoutItemInput = z.object(
  {
    product_id: positiveId("product_id"),
    branch_id: positiveId("branch_id"),
    quantity: wholeNumber("quantity")
      .refine((n) => n >= 1, { error: say("quantityAtLeastOne") })
      .refine((n) => n <= MAX_LINE_QUANTITY, { error: say("quantityAtMost", { n: MAX_LINE_QUANTITY }) }),
    price: z
      .union([z.number(), z.string()], {
        error: (issue) => (issue.input === undefined ? say("priceRequired") : say("badPrice")),
      })
      .transform((v, ctx) => {
        const text = typeof v === "number" ? String(v) : v.trim();
        if (/^\d{1,9}(\.\d{1,2})?$/.test(text)) return fromPiasters(toPiasters(text));
        ctx.addIssue({ code: "custom", message: say("badPrice") });
        return z.NEVER;
      }),
  },
  { error: say("notACheckoutLine") },
);

/** POST /orders/. `customer_id` may be omitted; when given it must be the caller. */
export const checkoutInput = z
  .object({
    customer_id: z.preprocess((v) => (v === null ? undefined : v), idInput.optional()),
    items: z
      .array(checkoutItemInput, {
        error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED : say("notAListButType", { type: typeof issue.input })),
      })
      .min(1, { error: say("emptyList") })
      .max(MAX_CHECKOUT_LINES, { error: say("tooManyLines", { n: MAX_CHECKOUT_LINES }) }),
    address: checkoutAddressInput,
    methods: deliveryMethodsInput,
    expected_total: shownAmount.describe(
      "The grand total (goods and delivery) the shopper was shown; when the server's differs, 409 quote_changed with the new quote.",
    ),
    wallet_amount: z
      .preprocess((v) => (v === null || v === undefined || isBlank(v) ? "0" : v), moneyInput)
      .transform((v) => toPiasters(v))
      .describe(
        'EGP to pay from the wallet ("25.50"; 0 or left out: none). At most the balance and the grand total, else 400 on this field; the server takes it in the checkout\'s batch, spread over the orders in turn, and the rest is cash on delivery.',
      ),
    payment_method: z.preprocess(
      (v) => (isBlank(v) || v === undefined ? "cash_on_delivery" : v),
      z.enum(PAYMENT_METHODS, { error: (issue) => say("notAChoice", { value: String(issue.input) }) }),
    ),
  })
  // A street and a building are needed only where something is delivered. Runs even when
  // other fields failed, so every problem is reported in one answer.
  .superRefine(
    ({ items, methods, address }, ctx) => {
      const delivered = items.some((item) => (methods[String(item.branch_id)] ?? "delivery") === "delivery");
      if (!delivered) return;
      for (const field of ["street", "building"] as const) {
        if (address[field] === "") ctx.addIssue({ code: "custom", message: REQUIRED, path: ["address", field] });
      }
    },
    {
      when: (payload) =>
        !payload.issues.some((issue) => {
          const [head, next] = issue.path ?? [];
          return head === "items" || head === "methods" || (head === "address" && (next === undefined || next === "street" || next === "building"));
        }),
    },
  );
export type CheckoutInput = z.input<typeof checkoutInput>;
export type CheckoutData = z.output<typeof checkoutInput>;

/** Checkout issues as the form shows them: address fields at the top level, item issues as "Item N: ...". */
export function checkoutFieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  const add = (key: string, message: string) => {
    const list = (out[key] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  for (const issue of error.issues) {
    const [head, next] = issue.path;
    if (head === "address" && next !== undefined) add(String(next), issue.message);
    else if (head === "items" && typeof next === "number") add("items", say("item", { n: next + 1, message: issue.message }));
    else add(head === undefined ? "non_field_errors" : String(head), issue.message);
  }
  return out;
}

/** PATCH /orders/{id}/. */
export const orderStatusInput = z.object({
  status: z.enum(ORDER_STATUSES, { error: (issue) => (issue.input === undefined ? REQUIRED : say("notAChoice", { value: String(issue.input) })) }),
  /** Read only by the shop's move to `delivered` (docs/decisions/0032). */
  collected_by: collector.optional(),
});

/** POST /orders/{id}/delivery-attempts/: why the delivery of a shipped order failed, and a note for the shop. */
export const deliveryAttemptInput = z.object({
  reason: z
    .enum(DELIVERY_FAILURE_REASONS, {
      error: (issue) => (issue.input === undefined ? REQUIRED : say("notAChoice", { value: String(issue.input) })),
    })
    .describe("not_home: nobody at the door; unreachable: the mobile did not answer; wrong_address: the address could not be found."),
  note: z.preprocess(
    (v) => (v === null || isBlank(v) ? undefined : v),
    z
      .string({ error: say("notAString") })
      .trim()
      .max(MAX_ATTEMPT_NOTE, { error: say("maxChars", { n: MAX_ATTEMPT_NOTE }) })
      .optional()
      .describe("The courier's or staff's note; shown to the shop only."),
  ),
});
export type DeliveryAttemptInput = z.infer<typeof deliveryAttemptInput>;

/** POST /orders/{id}/confirm/: the six-digit code the customer was sent (docs/decisions/0033). */
export const orderConfirmInput = z.object({
  code: z
    .string({ error: (issue) => (issue.input === undefined ? REQUIRED : say("notAString")) })
    .trim()
    .regex(/^\d{6}$/, { error: say("badCode") })
    .describe("The six digits sent by e-mail or WhatsApp."),
});

/** POST /orders/{id}/confirmation-code/: whether a new code went out (false: no verified contact; the branch calls instead). */
export const orderCodeResult = z.object({ detail: z.string(), sent: z.boolean(), expires_at: z.string().nullable() });

const amount = z.string().describe('An amount in EGP, e.g. "30.00".');
const person = z.object({ id: z.number().int(), username: z.string(), email: z.string().nullable() });

/** An order as every list and detail returns it (api/src/orders/serialize.ts). */
export const order = z.object({
  id: z.number().int(),
  uuid: z.string(),
  checkout_id: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_method: z.enum(PAYMENT_METHODS),
  subtotal: amount.describe("The goods."),
  delivery_fee: amount.describe('The delivery fee ("0.00" when free or picked up).'),
  cod_fee: amount.describe('The store\'s cash on delivery fee, its own line ("0.00" when none).'),
  total: amount.describe("subtotal + delivery_fee + cod_fee."),
  wallet_amount: amount.describe('Paid from the wallet at checkout ("0.00" when none).'),
  cash_due: amount.describe("total - wallet_amount: what the customer pays in cash."),
  needs_confirmation: z
    .boolean()
    .describe("The store's cash on delivery policy said at checkout that this order must be confirmed before it is prepared."),
  currency: z.literal("EGP"),
  delivery_method: z.enum(DELIVERY_METHODS),
  delivery_estimate: z.enum(DELIVERY_ESTIMATES).nullable().describe("As the branch's settings said at checkout; null for pickup and older orders."),
  area: placedArea.nullable().describe("The area delivered to; null for orders from before areas."),
  created_at: z.string(),
  updated_at: z.string(),
  customer: person,
  /** The store's and branch's names in both languages as they were at checkout ("" when it had none). */
  store: z.object({ id: z.number().int().nullable(), name: z.string(), name_ar: z.string() }),
  branch: z.object({ id: z.number().int().nullable(), name: z.string(), name_ar: z.string() }),
  /**
   * The spec's older fields are kept, filled from the area and the lines for newer orders: city
   * is the governorate's English name, neighborhood the area's, building_or_house the building,
   * compound "", center, latitude and longitude null.
   */
  address: z.object({
    city: z.string(),
    neighborhood: z.string().nullable(),
    center: z.string().nullable(),
    street: z.string().nullable(),
    compound: z.string(),
    building_or_house: z.string(),
    mobile: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    building: z.string(),
    floor: z.string(),
    apartment: z.string(),
    landmark: z.string(),
    recipient: z.string(),
  }),
  /** Where and until when a pickup order waits, as the branch's settings were at checkout; null for delivered orders. */
  pickup: z
    .object({
      address: z.string(),
      hours: z.string(),
      hold_days: z.number().int(),
      ready_at: z.string().nullable().describe("When the branch marked it ready_for_pickup (ISO); null before."),
      last_day: z
        .string()
        .nullable()
        .describe("The last day to collect it (YYYY-MM-DD): the day it was ready in Cairo + hold_days; null before it is ready."),
    })
    .nullable(),
  items: z.array(
    z.object({
      id: z.number().int(),
      product: z.object({ id: z.number().int().nullable(), name: z.string(), name_ar: z.string(), sku: z.string() }),
      /** The product's first picture today; null once it has none (or was deleted). */
      image: z.string().nullable(),
      product_id: z.number().int().nullable(),
      branch_id: z.number().int().nullable(),
      quantity: z.number().int(),
      price: z.string(),
      subtotal: z.string(),
      returnable_quantity: z
        .number()
        .int()
        .describe("How many of this line a return may still ask for: bought, less what returns not rejected hold; 0 outside the window."),
    }),
  ),
  return_window: z
    .object({
      any_reason_until: z.string().describe("The last moment (ISO) a return for any reason may be asked: delivery + 14 days."),
      defect_until: z.string().describe("The last moment (ISO) a return for a defect may be asked: delivery + 30 days."),
      days_left: z.number().int().describe("Whole days left for any reason (0 once past), rounded up."),
      defect_days_left: z.number().int().describe("Whole days left for a defect, rounded up."),
    })
    .nullable()
    .describe("Set on a delivered order until its defect window closes; null otherwise."),
  history: z.array(
    z.object({
      status: z.enum(ORDER_STATUSES),
      from_status: z.enum(ORDER_STATUSES).nullable(),
      at: z.string(),
      by: z.enum(["customer", "store"]).describe("Who made the change: the order's customer or its shop."),
      actor: z
        .object({ id: z.number().int(), username: z.string() })
        .nullable()
        .describe(
          "The user who made the change. Null when it was deleted, and for a change by the shop unless the caller acts for the order's shop.",
        ),
    }),
  ),
  delivery_attempts: z
    .array(
      z.object({
        attempt: z.number().int().describe("1 for the first failed attempt, and so on."),
        reason: z.enum(DELIVERY_FAILURE_REASONS),
        note: z.string().nullable().describe("The shop's note; null to the customer (and when there is none)."),
        at: z.string(),
        actor: z
          .object({ id: z.number().int(), username: z.string() })
          .nullable()
          .describe("The staff member who recorded it, to those who act for the order's shop; null otherwise."),
      }),
    )
    .describe("The failed delivery attempts of a shipped order, oldest first (the order stays shipped)."),
  confirmation: z
    .object({
      confirm_by: z.string().nullable().describe("The deadline: not confirmed by then, the order is cancelled by the hourly job."),
      confirmed_at: z.string().nullable(),
      via: z.enum(["code", "phone"]).nullable().describe("code: the customer entered their code; phone: the branch called them."),
      by: z
        .object({ id: z.number().int(), username: z.string() })
        .nullable()
        .describe("Who confirmed by phone, to those who act for the order's shop; null otherwise."),
    })
    .nullable()
    .describe("For an order that needs confirmation (docs/decisions/0033); null otherwise."),
  allowed_statuses: z.array(z.enum(ORDER_STATUSES)),
  customer_refusals: z
    .object({
      count: z
        .number()
        .int()
        .describe("The customer's deliveries refused in the last 12 months that still count (since a super admin last cleared them)."),
      rule_applies: z
        .boolean()
        .describe("count has reached the refusal rule's threshold (2): every order needs confirmation, COD capped at EGP 2,000."),
    })
    .nullable()
    .optional()
    .describe(
      "GET /orders/{id}/ only: the customer's refusal standing (docs/decisions/0033), to a super admin, who may clear it with POST /users/{id}/refusals/clear/; null to anyone else; absent from lists.",
    ),
});
export type Order = z.infer<typeof order>;
/** GET /orders/: `count` stops at 100 and `count_capped` says so; `next` and `previous` carry a cursor past the first page. */
export const orderPage = paged(order).extend({
  count_capped: z.boolean().describe("True when there are more orders than `count` (counting stops at 100)."),
});

/** 201 (or 200 for an Idempotency-Key replay): one order per branch, sharing the checkout id; the sums of its orders. */
export const checkoutResult = z.object({
  checkout_id: z.string(),
  orders: z.array(order),
  subtotal: amount.describe("The goods of every order."),
  delivery: amount.describe("The delivery fees of every order."),
  cod_fee: amount.describe("The cash on delivery fees of every order."),
  total: amount.describe("The grand total: subtotal + delivery + cod_fee."),
  wallet_amount: amount.describe("Paid from the wallet, over every order."),
  cash_due: amount.describe("total - wallet_amount: the cash due on delivery, over every order."),
});
export type CheckoutResult = z.infer<typeof checkoutResult>;

/** 409 when the branch prices differ from the client's: every line's current price, for the cart to update. */
export const priceChanged = z.object({
  detail: z.string(),
  code: z.literal("price_changed"),
  items: z.array(z.object({ product_id: z.number().int(), branch_id: z.number().int(), price: z.string() })),
});

/** 409 when a line asks for more than its branch has: the lines that are short, with what is left. */
export const outOfStock = z.object({
  detail: z.string(),
  code: z.literal("out_of_stock"),
  items: z.array(z.object({ product_id: z.number().int(), branch_id: z.number().int(), available: z.number().int() })),
});

/** How many earlier delivery addresses GET /orders/addresses/ offers. */
export const RECENT_ADDRESSES = 5;

/** An address the caller delivered to before (trimmed), and when they last used it. */
export const recentAddress = order.shape.address.extend({ last_used_at: z.string() });
export type RecentAddress = z.infer<typeof recentAddress>;

/** GET /orders/addresses/: the caller's own distinct delivery addresses, most recently used first. */
export const recentAddresses = z.object({ results: z.array(recentAddress).max(RECENT_ADDRESSES) });
export type RecentAddresses = z.infer<typeof recentAddresses>;

export { BUY_AGAIN_FROM };

/**
 * What buying an order's line again did. added: all of it, at the order's price; price_changed:
 * all of it, today's price differs; reduced: less than ordered (stock or the cart's caps),
 * perhaps none; unavailable: nothing (the product, its listing or its stock is gone).
 * A line both reduced and repriced says reduced; compare `old_price` and `price`.
 */
export const BUY_AGAIN_LINE_STATUSES = ["added", "price_changed", "reduced", "unavailable"] as const;

export const buyAgainLine = z.object({
  /** Null when the product was deleted since the order. */
  product_id: z.number().int().nullable(),
  /** Null when the branch was deleted since the order. */
  branch_id: z.number().int().nullable(),
  /** As on the order. */
  name: z.string(),
  name_ar: z.string(),
  quantity_ordered: z.number().int(),
  /** What the cart line grew by. */
  quantity_added: z.number().int(),
  /** The unit price paid. */
  old_price: z.string(),
  /** The branch's price today; null for an unavailable line. */
  price: z.string().nullable(),
  status: z.enum(BUY_AGAIN_LINE_STATUSES),
});
export type BuyAgainLine = z.infer<typeof buyAgainLine>;

/** POST /orders/{id}/buy-again/: the cart afterwards (as GET /cart/ returns it) and each of the order's lines. */
export const buyAgainResult = z.object({ cart, lines: z.array(buyAgainLine) });
export type BuyAgainResult = z.infer<typeof buyAgainResult>;
