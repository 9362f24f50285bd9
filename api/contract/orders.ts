// Checkout and orders (docs/product.md §3 "Order", "Checkout payload", §5 "Checkout", §7 /orders/).
// Checkout errors use flat keys, as the checkout form shows them: `city`, `mobile`, ...
// (not nested under `address`), and item errors as "Item 2: ..." lines under `items`.
import { createInsertSchema } from "drizzle-zod";
import { z } from "zod";
import { ORDER_STATUSES, orders, PAYMENT_METHODS, PAYMENT_STATUSES } from "../db/schema";
import { say } from "./said";
import { fromPiasters, toPiasters } from "#shared/money";
import { egyptianMobileOrNull } from "#shared/normalize";
import { cart } from "./cart";
import type { FieldErrors } from "./common";
import { idInput, paged } from "./common";
import { MAX_LINE_QUANTITY, MOBILE_ERROR } from "#shared/order-rules";

export { MAX_LINE_QUANTITY, MOBILE_ERROR };

export const MAX_CHECKOUT_LINES = 50;
export const MAX_IDEMPOTENCY_KEY = 200;

const REQUIRED = say("required");
const isBlank = (v: unknown) => v === null || (typeof v === "string" && v.trim() === "");

const text = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? REQUIRED : say("notAString")) })
    .trim()
    .max(max, { error: say("maxChars", { n: max }) });
/** Required: missing, null and blank all say "This field is required." (docs/product.md §5's errors.*Required). */
const requiredText = (max: number) => z.preprocess((v) => (isBlank(v) ? undefined : v), text(max));
/** Optional: an empty field means "none" (the client omits it; a blank one is treated alike). */
const optionalText = (max: number) => z.preprocess((v) => (isBlank(v) ? undefined : v), text(max).optional());

/** An Egyptian mobile (010, 011, 012, 015 + 8 digits), also as +20… or 0020…; stored as 01XXXXXXXXX. */
export const egyptianMobile = z.preprocess(
  (v) => (isBlank(v) ? undefined : v),
  z.string({ error: (issue) => (issue.input === undefined ? REQUIRED : say("badMobile")) }).transform((v, ctx) => {
    const local = egyptianMobileOrNull(v);
    if (local !== null) return local;
    ctx.addIssue({ code: "custom", message: say("badMobile") });
    return z.NEVER;
  }),
);

/** Latitude or longitude: a number (or numeric text) within ±limit, kept to 4 decimals (docs/product.md §9). */
const coordinate = (limit: number) =>
  z.preprocess(
    (v) => (isBlank(v) ? undefined : typeof v === "string" ? Number(v.trim()) : v),
    z
      .number({ error: say("notANumber") })
      .min(-limit, { error: say("atLeast", { n: -limit }) })
      .max(limit, { error: say("atMost", { n: limit }) })
      .transform((n) => Math.round(n * 1e4) / 1e4)
      .optional(),
  );

const addressColumns = createInsertSchema(orders, {
  city: () => requiredText(100),
  compound: () => requiredText(200),
  building_or_house: () => requiredText(200),
  mobile: () => egyptianMobile,
  neighborhood: () => optionalText(200),
  center: () => optionalText(200),
  street: () => optionalText(200),
  latitude: () => coordinate(90),
  longitude: () => coordinate(180),
}).pick({
  city: true,
  compound: true,
  building_or_house: true,
  mobile: true,
  neighborhood: true,
  center: true,
  street: true,
  latitude: true,
  longitude: true,
}).shape;

const PAIR_ERROR = say("latitudeAndLongitude");

/** The delivery address; an absent address reports each required field as missing. */
export const checkoutAddressInput = z.preprocess(
  (v) => (v === undefined || v === null ? {} : v),
  z
    .object(addressColumns, {
      error: (issue) => say("notADictionary", { type: Array.isArray(issue.input) ? "list" : typeof issue.input }),
    })
    // Runs even when other fields failed, so every problem is reported in one answer.
    .superRefine(
      ({ latitude, longitude }, ctx) => {
        const has = (n: unknown) => typeof n === "number";
        if (has(latitude) !== has(longitude)) {
          ctx.addIssue({ code: "custom", message: PAIR_ERROR, path: [has(latitude) ? "longitude" : "latitude"] });
        }
      },
      {
        when: (payload) =>
          typeof payload.value === "object" &&
          payload.value !== null &&
          !Array.isArray(payload.value) &&
          !payload.issues.some((issue) => issue.path?.[0] === "latitude" || issue.path?.[0] === "longitude"),
      },
    ),
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
export const checkoutInput = z.object({
  customer_id: z.preprocess((v) => (v === null ? undefined : v), idInput.optional()),
  items: z
    .array(checkoutItemInput, {
      error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED : say("notAListButType", { type: typeof issue.input })),
    })
    .min(1, { error: say("emptyList") })
    .max(MAX_CHECKOUT_LINES, { error: say("tooManyLines", { n: MAX_CHECKOUT_LINES }) }),
  address: checkoutAddressInput,
  payment_method: z.preprocess(
    (v) => (isBlank(v) || v === undefined ? "cash_on_delivery" : v),
    z.enum(PAYMENT_METHODS, { error: (issue) => say("notAChoice", { value: String(issue.input) }) }),
  ),
});
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
});

const person = z.object({ id: z.number().int(), username: z.string(), email: z.string().nullable() });

/** An order as every list and detail returns it (api/src/orders/serialize.ts). */
export const order = z.object({
  id: z.number().int(),
  uuid: z.string(),
  checkout_id: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_method: z.enum(PAYMENT_METHODS),
  total: z.string(),
  currency: z.literal("EGP"),
  created_at: z.string(),
  updated_at: z.string(),
  customer: person,
  /** The store's and branch's names in both languages as they were at checkout ("" when it had none). */
  store: z.object({ id: z.number().int().nullable(), name: z.string(), name_ar: z.string() }),
  branch: z.object({ id: z.number().int().nullable(), name: z.string(), name_ar: z.string() }),
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
  }),
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
    }),
  ),
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
  allowed_statuses: z.array(z.enum(ORDER_STATUSES)),
});
export type Order = z.infer<typeof order>;
/** GET /orders/: `count` stops at 100 and `count_capped` says so; `next` and `previous` carry a cursor past the first page. */
export const orderPage = paged(order).extend({
  count_capped: z.boolean().describe("True when there are more orders than `count` (counting stops at 100)."),
});

/** 201 (or 200 for an Idempotency-Key replay): one order per branch, sharing the checkout id. */
export const checkoutResult = z.object({ checkout_id: z.string(), orders: z.array(order), total: z.string() });
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

/** The statuses an order can be bought again from. */
export const BUY_AGAIN_FROM = ["delivered", "cancelled"] as const satisfies readonly (typeof ORDER_STATUSES)[number][];

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
