// Cash on delivery policies (decisions: "Cash on delivery"; docs/decisions/0031): a store's
// (GET/PUT /stores/{id}/cod-policy/) and the marketplace default a store without its own follows
// (GET/PUT /cod-policy/default/). Payloads derive from the Drizzle tables; money is exchanged as
// decimal strings in EGP ("25000.00") and stored in piasters.
import { toPiasters } from "#shared/money";
import { createInsertSchema } from "drizzle-zod";
import { z } from "zod";
import { COD_CONFIRM_RULES, COD_DEFAULT, COD_WINDOW_HOURS_MAX, codPolicies } from "../db/schema";
import { moneyInput } from "./common";
import { say } from "./said";

export { COD_CONFIRM_RULES, COD_DEFAULT, COD_WINDOW_HOURS_MAX };
export type { CodConfirmRule } from "../db/schema";

const piasters = moneyInput.transform((amount) => toPiasters(amount));
const abovePiasters = piasters.refine((p) => p > 0, { error: say("aboveZero") });
const WINDOW = say("fieldWholeFromTo", { field: "confirm_window_hours", min: 1, max: COD_WINDOW_HOURS_MAX });

const columns = createInsertSchema(codPolicies, {
  max_order: z
    .unknown()
    .superRefine((v, ctx) => {
      if (v === undefined) ctx.addIssue({ code: "custom", message: say("required") });
    })
    .pipe(abovePiasters.nullable())
    .describe('The largest order (its total, the cash collected) taken cash on delivery, e.g. "25000.00"; null: no cap.'),
  fee: piasters.default(0).describe('The COD fee added to each of the store\'s orders as its own line, e.g. "15.00" (default "0.00").'),
  confirm: () =>
    z
      .enum(COD_CONFIRM_RULES, { error: (issue) => say("invalidChoice", { value: String(issue.input) }) })
      .default("none")
      .describe(
        "Which orders must be confirmed before they are prepared: none; first_order (a customer with no delivered order from the store yet); above_amount (a total above confirm_above); all.",
      ),
  confirm_above: abovePiasters.nullable().default(null).describe('With confirm "above_amount": orders whose total is above this need confirmation.'),
  confirm_window_hours: () =>
    z
      .number({ error: WINDOW })
      .int({ error: WINDOW })
      .min(1, { error: WINDOW })
      .max(COD_WINDOW_HOURS_MAX, { error: WINDOW })
      .default(COD_DEFAULT.confirm_window_hours)
      .describe("Hours an order waits for its confirmation before it is cancelled (default 24)."),
}).pick({ max_order: true, fee: true, confirm: true, confirm_above: true, confirm_window_hours: true });

/** The policy's fields, checked together: confirm_above is needed by above_amount and dropped by the other rules. */
const withRule = <T extends { confirm: string; confirm_above: number | null }>(value: T, ctx: z.RefinementCtx) => {
  if (value.confirm === "above_amount" && value.confirm_above === null)
    ctx.addIssue({ code: "custom", path: ["confirm_above"], message: say("required") });
};
const ruled = <T extends { confirm: string; confirm_above: number | null }>(value: T): T =>
  value.confirm === "above_amount" ? value : { ...value, confirm_above: null };

/** PUT /cod-policy/default/: the marketplace default, all of it. */
export const codPolicyInput = columns.superRefine(withRule).transform(ruled);
export type CodPolicyInput = z.input<typeof codPolicyInput>;
export type CodPolicyRow = z.output<typeof codPolicyInput>;

/**
 * PUT /stores/{id}/cod-policy/: the store's own policy, all of it, or `{"inherit": true}` to
 * drop it and follow the marketplace default again.
 */
export const storeCodPolicyInput = z.union([
  z.object({ inherit: z.literal(true).describe("Follow the marketplace default (the store's own policy is removed).") }).strict(),
  codPolicyInput,
]);

const amount = z.string().describe('An amount in EGP, e.g. "25000.00".');
/** What the routes answer: a policy as it applies. */
export const codPolicy = z.object({
  max_order: amount.nullable(),
  fee: amount,
  confirm: z.enum(COD_CONFIRM_RULES),
  confirm_above: amount.nullable(),
  confirm_window_hours: z.number().int(),
});
export type CodPolicy = z.infer<typeof codPolicy>;

/** A store's policy: the one in force, and whether it is the store's own or the marketplace default's. */
export const storeCodPolicy = codPolicy.extend({
  store_id: z.number().int(),
  inherited: z.boolean().describe("True when the store follows the marketplace default (it has no policy of its own)."),
  default: codPolicy.describe("The marketplace default, for comparison."),
});
export type StoreCodPolicy = z.infer<typeof storeCodPolicy>;
