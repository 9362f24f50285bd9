// A branch's delivery settings (GET/PUT /branches/{id}/delivery/; decisions: "Delivery"):
// the governorates it delivers to with a fee and an estimate each, single areas (to serve only
// some of a governorate, or to charge one area differently), a free-delivery threshold, and
// pickup at the branch. Money is exchanged as decimal strings, stored in piasters.
import { toPiasters } from "#shared/money";
import { z } from "zod";
import { DELIVERY_ESTIMATES } from "../db/schema";
import { boolInput, idInput, moneyInput } from "./common";
import { say } from "./said";

export { DELIVERY_ESTIMATES };
export const PICKUP_HOLD_DAYS_MAX = 14;
const TEXT_MAX = 300;
const HOLD_DAYS = say("fieldWholeFromTo", { field: "hold_days", min: 1, max: PICKUP_HOLD_DAYS_MAX });

const piasters = moneyInput.transform((amount) => toPiasters(amount));
const text = z
  .string({ error: say("notAString") })
  .trim()
  .max(TEXT_MAX, { error: say("maxChars", { n: TEXT_MAX }) });

const areaEntry = z.object({ area_id: idInput, fee: piasters.nullable().default(null) });
const governorateEntry = z.object({
  governorate_id: idInput,
  fee: piasters,
  estimate: z.enum(DELIVERY_ESTIMATES, { error: (issue) => say("invalidChoice", { value: String(issue.input) }) }),
  whole: boolInput.default(true),
  areas: z
    .array(areaEntry)
    .max(500, { error: say("maxElements", { n: 500 }) })
    .default([]),
});

/** PUT /branches/{id}/delivery/: the whole settings, replacing what was there. */
export const deliverySettingsInput = z
  .object({
    free_over: piasters.nullable().default(null),
    governorates: z.array(governorateEntry).max(27, { error: say("maxElements", { n: 27 }) }),
    pickup: z.object({
      enabled: boolInput,
      address: text.default(""),
      hours: text.default(""),
      hold_days: z
        .number({ error: HOLD_DAYS })
        .int({ error: HOLD_DAYS })
        .min(1, { error: HOLD_DAYS })
        .max(PICKUP_HOLD_DAYS_MAX, { error: HOLD_DAYS })
        .default(3),
    }),
  })
  .superRefine((value, ctx) => {
    if (value.pickup.enabled && (!value.pickup.address || !value.pickup.hours)) {
      ctx.addIssue({ code: "custom", path: ["pickup"], message: say("pickupNeedsPlace") });
    }
  });
export type DeliverySettingsInput = z.input<typeof deliverySettingsInput>;

const amount = z.string().describe('An amount in EGP, e.g. "30.00".');
/** What GET and PUT answer: the branch's settings as they are. */
export const deliverySettings = z.object({
  branch_id: z.number().int(),
  free_over: amount.nullable(),
  governorates: z.array(
    z.object({
      governorate_id: z.number().int(),
      fee: amount,
      estimate: z.enum(DELIVERY_ESTIMATES),
      whole: z.boolean(),
      areas: z.array(z.object({ area_id: z.number().int(), fee: amount.nullable() })),
    }),
  ),
  pickup: z.object({ enabled: z.boolean(), address: z.string(), hours: z.string(), hold_days: z.number().int() }),
});
export type DeliverySettings = z.infer<typeof deliverySettings>;
