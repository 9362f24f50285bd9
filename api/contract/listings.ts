// Branch products ("listings"): a branch's own price, stock and availability for a product
// (docs/product.md §3 "Branch product", §7 /branch-products/). Messages follow Django REST's wording.
import { createInsertSchema } from "drizzle-zod";
import { z } from "zod";
import { branchProducts, DELIVERY_ESTIMATES } from "../db/schema";
import { say } from "./said";
import { fromPiasters, toPiasters } from "#shared/money";
import { paged, queryId } from "./common";

/** A field's message, except that a missing field says so (zod reports unions, not "required"). */
const orRequired = (message: string) => (issue: { input?: unknown }) => (issue.input === undefined ? say("required") : message);

const numberOrText = (message: string) => z.union([z.number(), z.string()], { error: orRequired(message) });

/** An id inside a payload: a positive integer, also as a numeric string; `true` is not an id. */
export const refId = numberOrText(say("notAnInteger")).transform((v, ctx) => {
  const text = typeof v === "number" ? String(v) : v.trim();
  if (!/^\d{1,12}$/.test(text) || Number(text) === 0) {
    ctx.addIssue({ code: "custom", message: say("notAnInteger") });
    return z.NEVER;
  }
  return Number(text);
});

export const MAX_PRICE_DIGITS = 8; // before the decimal point, as Django's max_digits=10, decimal_places=2

/** The branch price: a decimal above zero with at most 2 places, normalised to "120.00". */
export const branchPriceInput = numberOrText(say("notANumber")).transform((v, ctx) => {
  const text = typeof v === "number" ? String(v) : v.trim();
  const fail = (message: string) => {
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  };
  const match = /^([-+]?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return fail(say("notANumber"));
  const [, sign, whole, fraction = ""] = match;
  if (sign === "-" || Number(text) <= 0) return fail(say("aboveZero"));
  if (fraction.length > 2) return fail(say("twoDecimals"));
  if (whole.replace(/^0+/, "").length > MAX_PRICE_DIGITS) {
    return fail(say("maxDigits", { n: MAX_PRICE_DIGITS }));
  }
  return fromPiasters(toPiasters(`${whole}${fraction ? `.${fraction}` : ""}`));
});

export const MAX_STOCK = 2147483647;

/** Units in stock: a whole number from 0, also as a numeric string. */
export const stockInput = numberOrText(say("notAnInteger")).transform((v, ctx) => {
  const text = typeof v === "number" ? String(v) : v.trim();
  const fail = (message: string) => {
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  };
  if (!/^[-+]?\d+$/.test(text)) return fail(say("notAnInteger"));
  const n = Number(text);
  if (n < 0) return fail(say("atLeast", { n: 0 }));
  if (n > MAX_STOCK) return fail(say("atMost", { n: MAX_STOCK }));
  return n;
});

/** A boolean from JSON or a form ("true"/"false"/"1"/"0"/"on"/"off"), with one clear message. */
export const flagInput = z.union(
  [z.boolean(), z.enum(["true", "false", "1", "0", "on", "off", "True", "False"]).transform((v) => ["true", "1", "on", "True"].includes(v))],
  { error: orRequired(say("notABoolean")) },
);

const columns = createInsertSchema(branchProducts, {
  branch_id: refId,
  product_id: refId,
  price: branchPriceInput,
  stock: stockInput,
  // The table defaults these (available, not featured); a schema given here replaces the
  // column's, so the optionality is restated.
  is_available: flagInput.optional(),
  is_featured: flagInput.optional(),
  // The table defaults it (LOW_STOCK_THRESHOLD), so it may be left out.
  low_stock_threshold: stockInput.optional(),
}).pick({ branch_id: true, product_id: true, price: true, stock: true, is_available: true, is_featured: true, low_stock_threshold: true });

/** The product rules' payloads say `branch_id`/`product_id`; the Django-style `branch`/`product` work too. */
const withAliases = (raw: unknown) => {
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) return raw;
  const body = raw as Record<string, unknown>;
  return { ...body, branch_id: body.branch_id ?? body.branch, product_id: body.product_id ?? body.product };
};

/** POST /branch-products/: `price` comes out as "120.00"; `is_available` defaults to true in the table. */
export const listingCreateInput = z.preprocess(withAliases, columns);
export type ListingCreateInput = z.input<typeof columns>;

/** PATCH/PUT /branch-products/{id}/: branch and product may be repeated but not changed. */
export const listingUpdateInput = z.preprocess(withAliases, columns.partial());
export type ListingUpdateInput = Partial<ListingCreateInput>;

export const MAX_FILTER_IDS = 100;

/** A comma list of ids in a query ("1,2,3"), at most MAX_FILTER_IDS of them. */
export const idListFilter = z
  .string()
  .transform((v) =>
    v
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .refine((ids) => ids.length > 0 && ids.every((s) => /^\d{1,12}$/.test(s)), { error: say("badIdList") })
  .refine((ids) => ids.length <= MAX_FILTER_IDS, { error: say("maxIds", { n: MAX_FILTER_IDS }) })
  .transform((ids) => [...new Set(ids.map(Number))]);

const queryFlag = z
  .enum(["true", "false", "1", "0", "True", "False"], { error: say("notABoolean") })
  .transform((v) => ["true", "1", "True"].includes(v));

/** GET /branch-products/ filters; an empty parameter means no filter, as Django's filters. */
export const listingFilters = z.object({
  branch: queryId.optional(),
  store: queryId.optional(),
  product: idListFilter.optional(),
  ids: idListFilter.optional(),
  featured: queryFlag.optional(),
  available: queryFlag.optional(),
  area_id: queryId
    .optional()
    .describe("An area (GET /areas/): each listing then says whether its branch delivers there, at what fee, and whether it offers pickup."),
  // A `next`/`previous` link's keyset cursor (the newest-first list; a bad one is a 404).
  cursor: z
    .string()
    .max(512, { error: say("valueMaxChars", { n: 512 }) })
    .optional(),
});
export type ListingFilters = z.output<typeof listingFilters>;

/**
 * Delivering one unit of an offer to the area asked for (`?area_id=`), by the branch's settings
 * and the one fee rule (api/src/delivery/fee.ts): not served is `available: false` and nulls;
 * `fee` "0.00" when free (the price reaches `free_over`, or the branch charges nothing there).
 */
export const offerDelivery = z.object({
  available: z.boolean(),
  fee: z.string().nullable(),
  estimate: z.enum(DELIVERY_ESTIMATES).nullable(),
  free_over: z.string().nullable().describe("The goods subtotal from which this branch delivers free; null: never free."),
});
export type OfferDelivery = z.infer<typeof offerDelivery>;

/** A listing as the API returns it. `product` is the full catalogue product (see catalog contract). */
export const listing = z.object({
  id: z.number().int(),
  price: z.string(),
  stock: z.number().int(),
  is_available: z.boolean(),
  is_featured: z.boolean(),
  featured: z.boolean(),
  low_stock_threshold: z
    .number()
    .int()
    .optional()
    .describe(
      "The dashboard's answers only (managed=true, and a merchant's create or change): at most this many units is low stock for this offer (the low-stock filter, and the notice its branch gets when a sale crosses it). Default 5.",
    ),
  branch: z.object({ id: z.number().int(), name: z.string(), name_ar: z.string(), store: z.number().int() }),
  product: z.looseObject({ id: z.number().int(), name: z.string(), name_ar: z.string() }),
  description: z.string(),
  descriptionAR: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  delivery: offerDelivery.optional().describe("With `?area_id=` only: delivery to that area from this offer's branch."),
  pickup: z.boolean().optional().describe("With `?area_id=` only: whether the branch offers pickup."),
});
/**
 * GET /branch-products/: `count` stops at 100 (`count_capped`) and the links carry a cursor;
 * sorted by branch across more than 16 branches, counted in full with numbered links.
 */
export const listingPage = paged(listing).extend({
  count_capped: z
    .boolean()
    .optional()
    .describe("True when there are more listings than `count` (counting stops at 100); absent when sorted by branch across more than 16 branches."),
});
export type Listing = z.infer<typeof listing>;

const notAChoice = (issue: { input?: unknown }) => say("invalidChoice", { value: String(issue.input) });

/** The orders a dashboard table of offers may be sorted by; a leading "-" is descending. */
export const LISTING_ORDERINGS = ["name", "name_ar", "sku", "branch", "branch_ar", "price", "stock"] as const;
const orderings = LISTING_ORDERINGS.flatMap((o) => [o, `-${o}`] as const);

/**
 * GET /branch-products/?managed=true: the dashboard's products table, one row per offer in
 * the branches the caller runs. `stock=low` is at most each offer's own `low_stock_threshold`
 * units (default LOW_STOCK_THRESHOLD), `stock=out` none.
 */
export const manageableListingQuery = z.object({
  search: z
    .string()
    .max(200, { error: say("maxChars", { n: 200 }) })
    .optional(),
  stock: z.enum(["low", "out"], { error: notAChoice }).optional(),
  ordering: z.enum(orderings, { error: notAChoice }).optional(),
});
export type ManageableListingQuery = z.output<typeof manageableListingQuery>;
