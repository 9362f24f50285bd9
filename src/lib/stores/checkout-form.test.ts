import { beforeEach, describe, expect, it } from "vitest";
import { egyptianMobile } from "#contract/orders";
import { $checkout, blankCheckout, setField, validateAddress, type AddressValues } from "./checkout-form";

const address = (over: Partial<AddressValues> = {}): AddressValues => ({
  city: "Cairo",
  neighborhood: "",
  center: "",
  street: "",
  compound: "Palm Hills",
  building_or_house: "12",
  mobile: "01012345678",
  ...over,
});

beforeEach(() => $checkout.set(blankCheckout()));

describe("the address checks", () => {
  it("asks for each required field with its own message", () => {
    expect(validateAddress(address({ city: " ", compound: "", building_or_house: "", mobile: "" }))).toEqual({
      city: "checkout.errors.cityRequired",
      compound: "checkout.errors.compoundRequired",
      building_or_house: "checkout.errors.buildingRequired",
      mobile: "checkout.errors.mobileRequired",
    });
    expect(validateAddress(address())).toEqual({});
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

  it("clears a field's error when the field is edited, and only that one", () => {
    $checkout.setKey("errors", { city: "checkout.errors.cityRequired", mobile: "checkout.errors.mobileRequired" });
    setField("city", "Giza");
    expect($checkout.get().errors).toEqual({ mobile: "checkout.errors.mobileRequired" });
    expect($checkout.get().values.city).toBe("Giza");
  });
});
