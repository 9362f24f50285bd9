// Cash on delivery accounted for (docs/decisions/0032): who collected a delivered order's cash,
// the handovers of cash to the branch, and a branch's cash sheet for a day in Cairo. Money is
// exchanged as decimal strings ("120.00"), stored in piasters.
import { toPiasters } from "#shared/money";
import { z } from "zod";
import { CASH_COLLECTORS, COLLECTOR_MAX, ORDER_STATUSES } from "../db/schema";
import { idInput, moneyInput } from "./common";
import { say } from "./said";

export { CASH_COLLECTORS, COLLECTOR_MAX };
export const HANDOVER_NOTE_MAX = 500;
export const HANDOVER_ORDERS_MAX = 100;

/** A person or company named in free text: trimmed, inner spaces folded, 1-100 characters. */
const person = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? say("required") : say("notAString")) })
    .transform((v) => v.normalize("NFC").replace(/\s+/g, " ").trim())
    .refine((v) => v !== "", { error: say("blank") })
    .refine((v) => v.length <= max, { error: say("maxChars", { n: max }) });

/** Who collected an order's cash: a courier's name or a delivery company. */
export const collector = person(COLLECTOR_MAX).describe(
  "Who took the cash: a courier's name or a delivery company (1-100 characters). Left out on delivery: the branch's own courier (`@branch_courier`), or its counter for a pickup (`@branch_counter`).",
);

/** PUT /orders/{id}/cash-collection/: staff correct who collected. */
export const cashCollectionInput = z.object({ collected_by: collector });

export const cashCollection = z.object({
  order_id: z.number().int(),
  branch_id: z.number().int().nullable(),
  amount: z.string().describe('The cash collected in EGP, e.g. "120.00": the order\'s cash due (total - wallet_amount).'),
  collected_by: z.string(),
  collected_at: z.string(),
});
export type CashCollection = z.infer<typeof cashCollection>;

/** POST /branches/{id}/handovers/. */
export const handoverInput = z.object({
  courier: person(COLLECTOR_MAX).describe("Who handed the cash over (as the collections name them)."),
  amount: z
    .union([z.number(), z.string()], { error: (issue) => (issue.input === undefined ? say("required") : say("badAmount")) })
    .pipe(moneyInput)
    .transform((amount) => toPiasters(amount))
    .refine((p) => p > 0, { error: say("aboveZero") })
    .describe('The cash handed over, in EGP ("1250.50"; at most 2 decimal places, above zero).'),
  order_ids: z
    .array(idInput, { error: say("notAList") })
    .max(HANDOVER_ORDERS_MAX, { error: say("maxElements", { n: HANDOVER_ORDERS_MAX }) })
    .default([])
    .describe("The delivered orders of this branch whose cash this is (each order is covered once)."),
  note: z
    .string({ error: say("notAString") })
    .trim()
    .max(HANDOVER_NOTE_MAX, { error: say("maxChars", { n: HANDOVER_NOTE_MAX }) })
    .default(""),
});
export type HandoverInput = z.input<typeof handoverInput>;

const amount = z.string().describe('An amount in EGP, e.g. "30.00".');

export const handover = z.object({
  id: z.number().int(),
  branch_id: z.number().int().nullable(),
  courier: z.string(),
  amount,
  handed_at: z.string(),
  recorded_by: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  note: z.string(),
  order_ids: z.array(z.number().int()),
});
export type Handover = z.infer<typeof handover>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar day, YYYY-MM-DD, that exists (no 31 February; no month 13, which Date cannot even read). */
const isDay = (v: string) => {
  const time = Date.parse(`${v}T00:00:00Z`);
  return DAY.test(v) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(v);
};
export const calendarDay = z
  .string()
  .trim()
  .refine(isDay, { error: say("dateFormat") });

export const cashSheetQuery = z.object({
  date: calendarDay.optional().describe("The day in Cairo (YYYY-MM-DD); today in Cairo when left out."),
  format: z.enum(["json", "csv"], { error: (issue) => say("notAChoice", { value: String(issue.input) }) }).optional(),
});

/** Why the sheet flags something. */
export const MISMATCH_KINDS = ["handover_amount", "missing_collection", "overdue"] as const;

const sheetOrder = z.object({
  id: z.number().int(),
  uuid: z.string(),
  total: amount,
  cash_due: amount.describe("total - wallet_amount: the cash the customer pays (what the sheet expects)."),
  status: z.enum(ORDER_STATUSES),
  at: z.string().describe("When it entered the status (UTC)."),
  collected_by: z.string().nullable(),
});

export const cashSheet = z.object({
  branch: z.object({ id: z.number().int(), name: z.string(), name_ar: z.string(), store_id: z.number().int() }),
  date: z.string(),
  /** The day's bounds in UTC: [from, to). */
  from: z.string(),
  to: z.string(),
  expected: amount.describe("Delivered COD orders' cash due that day (total - wallet_amount each)."),
  collected: amount.describe("Cash collected that day."),
  handed_over: amount.describe("Cash handed to the branch that day."),
  outstanding: amount.describe("Collected minus handed over, all time until the end of the day."),
  couriers: z.array(
    z.object({
      courier: z.string(),
      collected: amount,
      handed_over: amount,
      outstanding: amount.describe("All time until the end of the day: yesterday's debt carries."),
      overdue: amount.describe("The part of outstanding collected more than a day before the end of the day (or now)."),
    }),
  ),
  delivered: z.array(sheetOrder),
  handovers: z.array(handover),
  returns: z.array(sheetOrder).describe("Orders refused at the door or returned to the branch that day."),
  mismatches: z.array(
    z.object({
      kind: z.enum(MISMATCH_KINDS),
      courier: z.string().nullable(),
      order_id: z.number().int().nullable(),
      handover_id: z.number().int().nullable(),
      amount: amount.nullable().describe("The amount in question: the difference, the order's total, the overdue cash."),
    }),
  ),
});
export type CashSheet = z.infer<typeof cashSheet>;
