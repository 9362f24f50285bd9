import { describe, expect, it } from "vitest";
import { COD_CONFIRM_RULES, codPolicyInput } from "#contract/cod";
import { CONFIRM_RULES, codPayload, codValuesOf } from "./cod-policy";

const policy = { max_order: "25000.00", fee: "15.50", confirm: "above_amount" as const, confirm_above: "2000.00", confirm_window_hours: 24 };

describe("the Cash on delivery section's form", () => {
  it("lists the schema's confirmation rules", () => {
    expect([...CONFIRM_RULES]).toEqual([...COD_CONFIRM_RULES]);
  });

  it("shows amounts as a merchant types them and sends what the API takes", () => {
    const values = codValuesOf(policy);
    expect(values).toEqual({
      inherit: false,
      max_order: "25000",
      fee: "15.50",
      confirm: "above_amount",
      confirm_above: "2000",
      confirm_window_hours: "24",
    });
    const body = codPayload(values);
    expect(body).toEqual({ max_order: "25000", fee: "15.50", confirm: "above_amount", confirm_above: "2000", confirm_window_hours: 24 });
    expect(codPolicyInput.parse(body)).toEqual({
      max_order: 2_500_000,
      fee: 1550,
      confirm: "above_amount",
      confirm_above: 200_000,
      confirm_window_hours: 24,
    });
  });

  it("sends no limit for an empty cap, no fee for an empty fee, drops the amount of another rule, and inherit alone", () => {
    const values = { ...codValuesOf(policy), max_order: " ", fee: "", confirm: "all" as const };
    expect(codPayload(values)).toEqual({ max_order: null, fee: "0", confirm: "all", confirm_above: null, confirm_window_hours: 24 });
    expect(codPayload({ ...values, confirm_window_hours: "two" }).confirm_window_hours).toBe("two");
    expect(codPayload({ ...values, inherit: true })).toEqual({ inherit: true });
  });
});
