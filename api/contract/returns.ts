// Returns of delivered goods (issue 30, docs/decisions/0035): the customer asks within the
// window (14 days from delivery for any reason, 30 for a defect), per line and quantity; the
// branch approves or rejects, receives and refunds. Money is exchanged as EGP strings.
import { z } from "zod";
import {
  REFUND_METHODS,
  RETURN_CONDITIONS,
  RETURN_METHODS,
  RETURN_NOTE_MAX,
  RETURN_PHOTOS_MAX,
  RETURN_REASONS,
  RETURN_STATUSES,
} from "#shared/return-rules";
import { calendarDay } from "./cash";
import { idInput, paged } from "./common";
import { say } from "./said";

export { RETURN_PHOTOS_MAX };
export const REJECT_REASON_MAX = 500;
export const BULK_RETURNS_MAX = 100;

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => (issue.input === undefined ? say("required") : say("notAChoice", { value: String(issue.input) })) });

const text = (max: number) =>
  z
    .string({ error: say("notAString") })
    .trim()
    .max(max, { error: say("maxChars", { n: max }) });

export const returnLineInput = z.object({
  order_item_id: idInput,
  quantity: idInput.describe("At least 1; at most what the line may still return."),
});

/**
 * POST /orders/{id}/returns/: JSON, or multipart/form-data with the same fields (`items` then a
 * JSON text) and up to 5 `photos` (the upload rules: checked whole, by content).
 */
export const returnRequestInput = z.object({
  items: z.preprocess(
    (v) => {
      if (typeof v !== "string") return v;
      try {
        return JSON.parse(v);
      } catch {
        return v;
      }
    },
    z
      .array(returnLineInput, { error: (issue) => (issue.input === undefined ? say("required") : say("notAList")) })
      .min(1, { error: say("emptyList") })
      .max(50, { error: say("maxElements", { n: 50 }) }),
  ),
  reason: choice(RETURN_REASONS).describe("changed_mind opens 14 days from delivery; a fault of the goods (the others) 30."),
  note: text(RETURN_NOTE_MAX).default(""),
  method: choice(RETURN_METHODS).describe("pickup: the branch collects at the order's address; dropoff: the customer brings it."),
});
export type ReturnRequestInput = z.input<typeof returnRequestInput>;

/** POST /returns/{id}/approve/. */
export const returnApproveInput = z.object({
  pickup_date: calendarDay.describe("YYYY-MM-DD, today (Cairo) or later: when the branch collects or expects the goods."),
});
/** POST /returns/bulk-approve/: each return's result, like the orders' bulk moves. */
export const returnBulkApproveInput = returnApproveInput.extend({
  ids: z
    .array(idInput, { error: say("notAList") })
    .min(1, { error: say("emptyList") })
    .max(BULK_RETURNS_MAX, { error: say("maxElements", { n: BULK_RETURNS_MAX }) }),
});
/** POST /returns/{id}/reject/: the reason the customer reads. */
export const returnRejectInput = z.object({
  reason: text(REJECT_REASON_MAX).refine((v) => v !== "", { error: say("blank") }),
});
/** POST /returns/{id}/receive/: the goods' condition; resellable goods go back into stock. */
export const returnReceiveInput = z.object({ condition: choice(RETURN_CONDITIONS) });
/** POST /returns/{id}/refund/: to the wallet at once, or cash at the branch. */
export const returnRefundInput = z.object({ method: choice(REFUND_METHODS).default("wallet") });

/** GET /returns/?status=&branch=&store=&order=. */
export const returnFilters = z.object({
  status: choice(RETURN_STATUSES).optional(),
  /** One order's returns (its page lists them). */
  order: idInput.optional(),
  branch: idInput.optional(),
  store: idInput.optional(),
});

const names = z.object({ id: z.number().int().nullable(), name: z.string(), name_ar: z.string() });

export const returnShape = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_uuid: z.string(),
  status: z.enum(RETURN_STATUSES),
  reason: z.enum(RETURN_REASONS),
  note: z.string(),
  method: z.enum(RETURN_METHODS),
  pickup_date: z.string().nullable(),
  reject_reason: z.string().nullable(),
  condition: z.enum(RETURN_CONDITIONS).nullable(),
  refund_method: z.enum(REFUND_METHODS).nullable(),
  refund_amount: z.string().describe("The returned lines at the price paid, in EGP."),
  cashback_reversed: z.string().describe("Cashback of the returned goods taken back at the refund, in EGP."),
  store: names,
  branch: names,
  customer: z.object({ id: z.number().int(), name: z.string() }).describe("Their full name (or username to staff)."),
  items: z.array(
    z.object({
      order_item_id: z.number().int(),
      product_id: z.number().int().nullable(),
      name: z.string(),
      name_ar: z.string(),
      sku: z.string(),
      image: z.string().nullable(),
      quantity: z.number().int(),
      price: z.string(),
    }),
  ),
  photos: z.array(z.string()).describe("URLs of the customer's photos."),
  timeline: z.array(
    z.object({
      status: z.enum(RETURN_STATUSES),
      at: z.string(),
      by: z.enum(["customer", "store"]),
      actor: z.string().nullable().describe("The staff member's username, to staff only."),
    }),
  ),
  credit_note: z.string().nullable().describe("The credit note PDF's URL once refunded."),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ReturnShape = z.infer<typeof returnShape>;
export const returnPage = paged(returnShape);

export const returnBulkResult = z.object({
  results: z.array(
    z.object({
      id: z.number().int(),
      ok: z.boolean(),
      status: z.enum(RETURN_STATUSES).nullable(),
      detail: z.string().nullable(),
    }),
  ),
});
