// Categories and products: what the admin sends and what every client reads (docs/product.md §3, §7).
// Descriptions (all four) are sanitised HTML on the way out: render them as HTML.
import { z } from "zod";
import { createInsertSchema } from "drizzle-zod";
import { categories, products } from "../db/schema";
import { idInput, paged, queryId } from "./common";
import { say } from "./said";

const blank = say("blank");
const maxChars = (n: number) => ({ error: say("maxChars", { n }) });

/** A union's own message, except for a missing field. */
const orRequired = (message: string) => (issue: { input?: unknown }) => (issue.input === undefined ? say("required") : message);

/** A boolean from JSON or a form ("true"/"false", "1"/"0", "on"/"off"), with one message for anything else. */
const flag = z.union([z.boolean(), z.string()], { error: orRequired(say("notABoolean")) }).transform((value, ctx) => {
  if (typeof value === "boolean") return value;
  const text = value.trim().toLowerCase();
  if (["true", "1", "on", "yes"].includes(text)) return true;
  if (["false", "0", "off", "no"].includes(text)) return false;
  ctx.addIssue({ code: "custom", message: say("notABoolean") });
  return z.NEVER;
});

/** Optional form fields arrive as "" when left empty; that means "not given". */
const emptyAsAbsent = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === "" ? undefined : v), schema.optional());

const string = () => z.string({ error: orRequired(say("notAString")) });
const text = (max: number) => string().trim().max(max, maxChars(max));
const requiredText = (max: number) => text(max).min(1, { error: blank });
const html = (max: number) => string().max(max, maxChars(max));

/** A price above zero with at most 2 decimals, as a number or a decimal string; out: "120.00". */
export const positivePrice = z.union([z.number(), z.string()], { error: orRequired(say("notANumber")) }).transform((value, ctx) => {
  const text = typeof value === "number" ? String(value) : value.trim();
  const fail = (message: string) => {
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  };
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(text)) return fail(say("notANumber"));
  if (Number(text) <= 0) return fail(say("aboveZero"));
  const [whole, fraction = ""] = text.split(".");
  if (fraction.length > 2) return fail(say("twoDecimals"));
  if (String(Number(whole)).length > 9) return fail(say("maxDigits", { n: 9 }));
  return `${Number(whole)}.${fraction.padEnd(2, "0")}`;
});

/**
 * Category ids as a JSON list ("[1,2]", the product rules' multipart form), repeated form fields,
 * a single id, or a JSON array. Duplicates are dropped.
 */
export const categoryIdsInput = z
  .preprocess(
    (value) => {
      if (typeof value !== "string") return value;
      const text = value.trim();
      if (text === "") return [];
      if (/^\d+$/.test(text)) return [text];
      try {
        const parsed: unknown = JSON.parse(text);
        return Array.isArray(parsed) ? parsed : value;
      } catch {
        return value;
      }
    },
    z.array(idInput, { error: say("badCategoryIds") }),
  )
  .transform((ids) => [...new Set(ids)]);

const productColumns = createInsertSchema(products, {
  name: () => requiredText(200),
  name_ar: () => text(200),
  sku: () => requiredText(100),
  description: () => html(20000),
  description_ar: () => html(20000),
  short_description: () => html(1000),
  short_description_ar: () => html(1000),
  badge: () => text(50),
  badge_ar: () => text(50),
}).pick({
  name: true,
  name_ar: true,
  sku: true,
  description: true,
  description_ar: true,
  short_description: true,
  short_description_ar: true,
  badge: true,
  badge_ar: true,
});

/** POST /products/ (multipart; the `image` file is checked by the server, by its bytes). */
export const productInput = productColumns.extend({
  base_price: positivePrice,
  category_ids: emptyAsAbsent(categoryIdsInput),
  is_featured: emptyAsAbsent(flag),
  alt_text: text(200).optional(),
  /** The store's id; a branch owner of exactly one store may leave it out. */
  store: emptyAsAbsent(idInput),
});
export type ProductInput = z.infer<typeof productInput>;

/** PATCH /products/{id}/: the same fields, all optional (a new `image` becomes the first). */
export const productPatch = productInput.partial();
export type ProductPatch = z.infer<typeof productPatch>;

export const PRODUCT_ORDERINGS = [
  "name",
  "-name",
  "price",
  "-price",
  "created_at",
  "-created_at",
  "total_sold",
  "-total_sold",
  "average_rating",
  "-average_rating",
] as const;
export type ProductOrdering = (typeof PRODUCT_ORDERINGS)[number];

/** GET /products/ filters; `store` and `category` take an id or a slug. */
export const productListQuery = z.object({
  search: z.string().optional(),
  store: emptyAsAbsent(z.string().trim()),
  category: emptyAsAbsent(z.string().trim()),
  branch: emptyAsAbsent(idInput),
  featured: emptyAsAbsent(flag),
  available: emptyAsAbsent(flag),
  ordering: emptyAsAbsent(z.enum(PRODUCT_ORDERINGS, { error: (issue) => say("invalidChoice", { value: String(issue.input) }) })),
  cursor: z.string().optional().describe("Where a page starts: take it from a `next` or `previous` link (an unknown one is a 404)."),
  area_id: emptyAsAbsent(queryId).describe(
    "An area (GET /areas/): each product then says whether it can be delivered there (`delivers_to_area`) or only picked up (`pickup_only`); an unknown area is a 400.",
  ),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

/** GET /products/ids/: the most ids one answer holds (the sitemap reads them all at build time). */
export const PRODUCT_IDS_PAGE = 5000;

/** GET /products/ids/?after=&page_size=: ids above `after`, in id order. */
export const productIdsQuery = z.object({
  after: emptyAsAbsent(queryId).describe("Ids above this one: take it from the previous answer's `next`."),
  page_size: emptyAsAbsent(
    queryId.pipe(
      z
        .number()
        .min(1, { error: say("atLeast", { n: 1 }) })
        .max(PRODUCT_IDS_PAGE, { error: say("atMost", { n: PRODUCT_IDS_PAGE }) }),
    ),
  ),
});
export const productIds = z.object({
  results: z.array(z.number().int()),
  next: z.string().nullable().describe("The next page's address, or null after the last id."),
});
export type ProductIds = z.infer<typeof productIds>;

/**
 * GET /products/{id}/exists/: the product is in the catalogue (the web worker asks before it
 * serves a product page, docs/decisions/0019); a deleted one is a 404.
 */
export const productExists = z.object({ id: z.number().int() });
export type ProductExists = z.infer<typeof productExists>;

/** GET /products/check-sku/ */
export const skuCheckQuery = z.object({
  sku: z
    .string({ error: say("required") })
    .trim()
    .min(1, { error: blank }),
  exclude_product_id: emptyAsAbsent(idInput),
});
export const skuCheck = z.object({ available: z.boolean() });

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const categoryColumns = createInsertSchema(categories, {
  name: () => requiredText(100),
  name_ar: () => text(100),
  slug: () =>
    text(100)
      .regex(SLUG_PATTERN, { error: say("badSlug") })
      // never all digits, so ?category= can take an id or a slug unambiguously
      .refine((v) => !/^\d+$/.test(v), { error: say("slugAllDigits") }),
}).pick({ name: true, name_ar: true, slug: true });

/** POST /products/categories/ (multipart or JSON; optional `image` file). No slug: made from the name. */
export const categoryInput = categoryColumns.extend({ slug: emptyAsAbsent(categoryColumns.shape.slug) });
export const categoryPatch = categoryInput.partial();

/** GET /products/categories/?with_products=true keeps only categories with at least one product. */
export const categoryListQuery = z.object({ with_products: emptyAsAbsent(flag) });

export const category = z.object({
  id: z.number().int(),
  name: z.string(),
  name_ar: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  product_count: z.number().int(),
});
export type Category = z.infer<typeof category>;
export const categoryList = z.object({ results: z.array(category) });

export const productImage = z.object({ id: z.number().int(), image: z.string(), alt_text: z.string() });
export type ProductImage = z.infer<typeof productImage>;
export const productImages = z.object({ images: z.array(productImage) });

/** One branch's offer of a product: the branch price and stock. */
export const productOffer = z.object({
  id: z.number().int(),
  branch: z.object({ id: z.number().int(), name: z.string(), name_ar: z.string(), store: z.number().int() }),
  price: z.string(),
  stock: z.number().int(),
  is_available: z.boolean(),
  is_featured: z.boolean(),
});
export type ProductOffer = z.infer<typeof productOffer>;

export const product = z.object({
  id: z.number().int(),
  name: z.string(),
  name_ar: z.string(),
  sku: z.string(),
  description: z.string(),
  description_ar: z.string(),
  short_description: z.string(),
  short_description_ar: z.string(),
  base_price: z.string(),
  is_featured: z.boolean(),
  badge: z.string(),
  badge_ar: z.string(),
  total_sold: z.number().int(),
  average_rating: z.number(),
  reviews_count: z.number().int(),
  store: z.object({ id: z.number().int(), name: z.string(), name_ar: z.string(), slug: z.string() }).nullable(),
  category_ids: z.array(z.number().int()),
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), name_ar: z.string(), slug: z.string() })),
  images: z.array(productImage),
  offers: z.array(productOffer),
  created_at: z.string(),
  updated_at: z.string(),
  delivers_to_area: z
    .boolean()
    .optional()
    .describe(
      "GET /products/?area_id= only: some offer in stock (of the branch asked for, with `branch`) comes from a branch that delivers to that area.",
    ),
  pickup_only: z.boolean().optional().describe("GET /products/?area_id= only: no offer in stock is delivered there, but one's branch offers pickup."),
});
export type Product = z.infer<typeof product>;
export const productList = paged(product);
/** GET /products/: `count` stops at 100 and `count_capped` says so (the list costs its page, not the catalogue). */
export const productSearchPage = productList.extend({
  count_capped: z.boolean().describe("True when there are more matches than `count` (counting stops at 100)."),
});
