// One filled-in address form for the stores' tests (checkout, the address book).
import type { AddressValues } from "./checkout-form";

export const addressValues = (over: Partial<AddressValues> = {}): AddressValues => ({
  area_id: 7,
  street: "Road 9",
  building: "12",
  floor: "",
  apartment: "",
  landmark: "",
  recipient: "",
  mobile: "01012345678",
  ...over,
});
