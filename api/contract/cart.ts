// The signed-in user's server cart (docs/product.md §3 "Cart item", §7 POST /cart/sync/; decisions:
// "Cart, checkout, orders"). A line is keyed by product and branch; prices never come from
// the client: the server reads the branch's current price.
import { createInsertSchema } from "drizzle-zod";
import { z } from "zod";
import { cartItems } from "../db/schema";
import { say } from "./said";

export const MAX_CART_LINES = 100;
export const MAX_CART_QUANTITY = 999;

/**
 * Messages either name the field (inside `items`, where they are prefixed "Item 3: ") or
 * speak Django REST's words (a single line, where the field is the error's key).
 */
const missing = (label?: string) => (label ? say("fieldRequired", { field: label }) : say("required"));
const notAnId = (label?: string) => (label ? say("fieldPositiveWhole", { field: label }) : say("notAnInteger"));

/** A positive whole number, also as a digit string; `true` and 2.5 are not ids. */
const idRule = (label?: string) =>
  z
    .union([z.number(), z.string()], {
      error: (i) => (i.input === undefined ? missing(label) : notAnId(label)),
    })
    .transform((v, ctx) => {
      const text = typeof v === "number" ? String(v) : v.trim();
      if (!/^\d{1,12}$/.test(text) || Number(text) === 0) {
        ctx.addIssue({ code: "custom", message: notAnId(label) });
        return z.NEVER;
      }
      return Number(text);
    });

const quantityRule = (min: number, label?: string) => {
  const message = label
    ? say("fieldWholeFromTo", { field: label, min, max: MAX_CART_QUANTITY })
    : say("wholeFromTo", { min, max: MAX_CART_QUANTITY });
  return z.union([z.number(), z.string()], { error: (i) => (i.input === undefined ? missing(label) : message) }).transform((v, ctx) => {
    const text = typeof v === "number" ? String(v) : v.trim();
    const n = /^\d{1,4}$/.test(text) ? Number(text) : Number.NaN;
    if (!(n >= min && n <= MAX_CART_QUANTITY)) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return n;
  });
};

/** The product rules' client cart item says `productId`/`branchId`; the API's own words are snake_case. */
const withAliases = (raw: unknown) => {
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) return raw;
  const body = raw as Record<string, unknown>;
  const pick = (snake: string, camel: string) => (snake in body ? body[snake] : body[camel]);
  return { ...body, product_id: pick("product_id", "productId"), branch_id: pick("branch_id", "branchId") };
};

const lineSchema = (minQuantity: number, named: boolean) =>
  z.preprocess(
    withAliases,
    createInsertSchema(cartItems, {
      product_id: idRule(named ? "product_id" : undefined),
      branch_id: idRule(named ? "branch_id" : undefined),
      quantity: quantityRule(minQuantity, named ? "quantity" : undefined),
    }).pick({ product_id: true, branch_id: true, quantity: true }),
  );

const syncLine = lineSchema(1, true);
/** A server cart line as sent and as the API reads it: product, branch and quantity. */
export type CartLineInput = z.output<typeof syncLine>;

/**
 * The client's lines. Every problem is reported under `items` with the line's number, so a
 * client can point at the line; a product and branch given twice is refused (which of the
 * two quantities was meant cannot be known).
 */
export const cartLines = z
  .array(z.unknown(), { error: say("notAList") })
  .max(MAX_CART_LINES, { error: say("maxElements", { n: MAX_CART_LINES }) })
  .transform((lines, ctx) => {
    const out: CartLineInput[] = [];
    const seen = new Map<string, number>();
    lines.forEach((raw, i) => {
      const n = i + 1;
      const fail = (message: string) => ctx.addIssue({ code: "custom", message: say("item", { n, message }) });
      if (raw === null || typeof raw !== "object" || Array.isArray(raw)) {
        fail(say("notACartLine"));
        return;
      }
      const parsed = syncLine.safeParse(raw);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) fail(issue.message);
        return;
      }
      const key = `${parsed.data.product_id}:${parsed.data.branch_id}`;
      const first = seen.get(key);
      if (first !== undefined) fail(say("repeatsItem", { n: first }));
      else seen.set(key, n);
      out.push(parsed.data);
    });
    return out;
  });

/** POST /cart/sync/: merge `items` into the server cart, or with `replace` make it exactly them. */
export const cartSyncInput = z.object({
  items: cartLines,
  replace: z.boolean({ error: say("notABoolean") }).optional(),
});
export type CartSyncInput = z.input<typeof cartSyncInput>;

/** PATCH /cart/items/: one line's quantity; 0 removes the line. */
export const cartLinePatch = lineSchema(0, false);

/** DELETE /cart/items/?product_id=&branch_id= */
export const cartLineKey = z.preprocess(withAliases, z.object({ product_id: idRule(), branch_id: idRule() }));

export const cartLine = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  branch_id: z.number().int(),
  quantity: z.number().int(),
  name: z.string(),
  name_ar: z.string(),
  image: z.string().nullable(),
  /** The branch's current price; null when the product is no longer listed in that branch. */
  price: z.string().nullable(),
  stock: z.number().int(),
  is_available: z.boolean(),
  subtotal: z.string().nullable(),
});
export type CartLine = z.infer<typeof cartLine>;

export const cart = z.object({
  items: z.array(cartLine),
  /** Total quantity over all lines (the cart badge). */
  count: z.number().int(),
  total: z.string(),
});
export type Cart = z.infer<typeof cart>;

export const REJECT_REASONS = ["unavailable", "out_of_stock", "unknown"] as const;
export const cartRejection = z.object({ product_id: z.number().int(), branch_id: z.number().int(), reason: z.enum(REJECT_REASONS) });
export type CartRejection = z.infer<typeof cartRejection>;
export const cartAdjustment = z.object({
  product_id: z.number().int(),
  branch_id: z.number().int(),
  requested: z.number().int(),
  quantity: z.number().int(),
});
export type CartAdjustment = z.infer<typeof cartAdjustment>;

/** The answer to a sync or a line change: the cart, and what was refused or capped. */
export const cartChange = cart.extend({ rejected: z.array(cartRejection), adjusted: z.array(cartAdjustment) });
export type CartChange = z.infer<typeof cartChange>;
