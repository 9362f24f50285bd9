import { describe, expect, it } from "vitest";
import { internationalDigits, telHref, whatsappHref } from "./phone";

describe("phone links", () => {
  it.each([
    ["01011223344", "201011223344"],
    ["+20 101 122 3344", "201011223344"],
    ["00201011223344", "201011223344"],
    ["201011223344", "201011223344"],
  ])("%s is %s in international digits", (phone, digits) => expect(internationalDigits(phone)).toBe(digits));

  it("makes a call link and a WhatsApp chat link", () => {
    expect(telHref("01011223344")).toBe("tel:+201011223344");
    expect(whatsappHref("01011223344")).toBe("https://wa.me/201011223344");
  });
});
