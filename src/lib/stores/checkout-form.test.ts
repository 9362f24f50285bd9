import { beforeEach, describe, expect, it } from "vitest";
import { ADDRESS_LIMITS, egyptianMobile } from "#contract/address-lines";
import { $checkout, blankCheckout, chooseSource, MAX_LENGTH, setArea, setField, validateAddress } from "./checkout-form";
import { addressValues } from "./address-values.test-support";

const address = addressValues;

beforeEach(() => $checkout.set(blankCheckout()));

describe("the address checks", () => {
  it("asks for the area, street, building and mobile, each with its own message", () => {
    expect(validateAddress(address({ area_id: null, street: " ", building: "", mobile: "" }))).toEqual({
      area_id: "checkout.errors.areaRequired",
      street: "checkout.errors.streetRequired",
      building: "checkout.errors.buildingRequired",
      mobile: "checkout.errors.mobileRequired",
    });
    expect(validateAddress(address())).toEqual({});
  });

  it("needs no street or building when every part is picked up, but still the area and the mobile", () => {
    expect(validateAddress(address({ street: "", building: "" }), false)).toEqual({});
    expect(validateAddress(address({ area_id: null, street: "", building: "", mobile: "" }), false)).toEqual({
      area_id: "checkout.errors.areaRequired",
      mobile: "checkout.errors.mobileRequired",
    });
  });

  it("refuses a mobile that is not Egyptian", () => {
    expect(validateAddress(address({ mobile: "0131234567" }))).toEqual({ mobile: "checkout.errors.mobileInvalid" });
  });

  it.each([
    "01012345678",
    "+20 101 234 5678",
    "0020-112-345-6789",
    "٠١٢٣٤٥٦٧٨٩٠",
    "01512345678",
    "0131234567",
    "0101234567",
    "011123456789",
    "+2012345678901",
    "abc",
    "02 1234 5678",
    "۰۱۰۱۲۳۴۵۶۷۸",
  ])("checks %j as the contract does", (text) => {
    const contract = egyptianMobile.safeParse(text);
    expect(validateAddress(address({ mobile: text })).mobile).toBe(contract.success ? undefined : "checkout.errors.mobileInvalid");
  });

  it("limits each line as the contract does (one home for the limits)", () => {
    for (const [field, max] of Object.entries(ADDRESS_LIMITS))
      if (field in MAX_LENGTH) expect(MAX_LENGTH[field as keyof typeof MAX_LENGTH], field).toBe(max);
  });

  it("clears a field's error when the field is edited, and only that one", () => {
    $checkout.setKey("errors", {
      street: "checkout.errors.streetRequired",
      mobile: "checkout.errors.mobileRequired",
      area_id: "checkout.errors.areaRequired",
    });
    setField("street", "Road 9");
    expect($checkout.get().errors).toEqual({ mobile: "checkout.errors.mobileRequired", area_id: "checkout.errors.areaRequired" });
    expect($checkout.get().values.street).toBe("Road 9");
    setArea(12);
    expect($checkout.get().errors).toEqual({ mobile: "checkout.errors.mobileRequired" });
    expect($checkout.get().values.area_id).toBe(12);
  });

  it("a saved address fills the form; a new one starts blank in the same area", () => {
    chooseSource(3, address({ area_id: 44 }));
    expect($checkout.get()).toMatchObject({ source: 3, values: { area_id: 44, street: "Road 9" } });
    chooseSource("new");
    expect($checkout.get()).toMatchObject({ source: "new", values: { area_id: 44, street: "", mobile: "" } });
  });
});
