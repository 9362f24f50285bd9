// The fee rule for every combination: a governorate's fee, an area's override, an area listed
// in a governorate that is not whole, an area or governorate not served, the free threshold.
import { describe, expect, it } from "vitest";
import { type DeliveryTerms, deliveryTo } from "./fee";

const CAIRO = 1;
const GIZA = 2;
const terms: DeliveryTerms = {
  free_over: 50_000,
  governorates: new Map([
    [CAIRO, { fee: 3_000, estimate: "same_day", whole: true }],
    [GIZA, { fee: 4_500, estimate: "1_2_days", whole: false }],
  ]),
  areas: new Map<number, number | null>([
    [1046, 5_000], // New Cairo: dearer, in a whole governorate
    [1002, 0], // Zamalek: always free
    [2013, null], // 6th of October: served at Giza's fee
    [2014, 6_000], // Sheikh Zayed: served at its own fee
  ]),
};
const at = (id: number, governorate_id: number, subtotal = 10_000) => deliveryTo(terms, { id, governorate_id }, subtotal);

describe("the delivery fee", () => {
  it("is the governorate's fee in a governorate served whole, with its estimate and, once close, what is left to free delivery", () => {
    expect(at(1030, CAIRO)).toEqual({ delivers: true, fee: 3_000, estimate: "same_day", free: null, add_for_free: null });
    // Half the threshold (LE 500) reached: the rest is said.
    expect(at(1030, CAIRO, 25_000)).toMatchObject({ fee: 3_000, add_for_free: 25_000 });
    expect(at(1030, CAIRO, 24_999)).toMatchObject({ fee: 3_000, add_for_free: null });
  });

  it("is an area's own fee where it has one, even 0 (then free without a threshold)", () => {
    expect(at(1046, CAIRO)).toMatchObject({ fee: 5_000 });
    expect(at(1002, CAIRO)).toEqual({ delivers: true, fee: 0, estimate: "same_day", free: null, add_for_free: null });
  });

  it("reaches only the listed areas of a governorate not served whole, at their fee or the governorate's", () => {
    expect(at(2013, GIZA)).toMatchObject({ delivers: true, fee: 4_500, estimate: "1_2_days" });
    expect(at(2014, GIZA)).toMatchObject({ delivers: true, fee: 6_000 });
    expect(at(2008, GIZA)).toEqual({ delivers: false });
  });

  it("does not reach a governorate the branch does not serve", () => {
    expect(at(15001, 15)).toEqual({ delivers: false });
  });

  it("is free from the threshold on, saying why, and never free without one", () => {
    expect(at(1030, CAIRO, 50_000)).toEqual({ delivers: true, fee: 0, estimate: "same_day", free: "threshold", add_for_free: null });
    expect(at(1030, CAIRO, 49_999)).toMatchObject({ fee: 3_000, add_for_free: 1 });
    const never = deliveryTo({ ...terms, free_over: null }, { id: 1030, governorate_id: CAIRO }, 9_999_999);
    expect(never).toMatchObject({ fee: 3_000, free: null, add_for_free: null });
  });
});
