import { beforeEach, describe, expect, it, vi } from "vitest";
import { addressBook, type SavedAddress } from "#contract/addresses";
import { answer, fieldErrorsAnswer } from "../api/answer.test-support";
import {
  $addressBook,
  addressSummary,
  createAddress,
  defaultAddress,
  deleteAddress,
  loadAddressBook,
  makeDefault,
  resetAddressBook,
  valuesOf,
} from "./saved-addresses";
import { addressValues } from "./address-values.test-support";

const WHEN = "2026-11-28T10:00:00Z";
const saved = (id: number, over: Partial<SavedAddress> = {}): SavedAddress => ({
  id,
  area_id: 7,
  label: "",
  recipient: "",
  street: "Road 9",
  building: "Building 12",
  floor: "3",
  apartment: "",
  landmark: "Near the metro",
  mobile: "01012345678",
  is_default: false,
  created_at: WHEN,
  updated_at: WHEN,
  area: { id: 7, name: "Maadi", name_ar: "المعادي", governorate: { id: 1, code: "C", name: "Cairo", name_ar: "القاهرة" } },
  city: "Cairo",
  neighborhood: "Maadi",
  building_or_house: "Building 12",
  compound: "",
  ...over,
});
const values = addressValues({ street: " Road 9 " });

function server(...answers: Response[]) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  const fetcher = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), method: init?.method ?? "GET", body: init?.body ? JSON.parse(String(init.body)) : null });
    const next = answers.shift();
    if (!next) throw new Error("no answer left");
    return next;
  }) as unknown as typeof fetch;
  return { fetcher, calls };
}

beforeEach(() => resetAddressBook());

describe("a saved address's one line", () => {
  it("names the building, street, area and governorate in the page's language, with its commas", () => {
    expect(addressSummary(saved(1), "en")).toBe("Building 12, Road 9, Maadi, Cairo");
    expect(addressSummary(saved(1), "ar")).toBe("Building 12، Road 9، المعادي، القاهرة");
  });

  it("fills the form with the saved lines", () => {
    expect(valuesOf(saved(1))).toEqual({
      area_id: 7,
      street: "Road 9",
      building: "Building 12",
      floor: "3",
      apartment: "",
      landmark: "Near the metro",
      recipient: "",
      mobile: "01012345678",
    });
  });
});

describe("the address book", () => {
  it("loads once, and offers the default first", async () => {
    const { fetcher } = server(answer(addressBook, { results: [saved(2, { is_default: true }), saved(1)] }));
    await loadAddressBook(fetcher);
    await loadAddressBook(fetcher);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(defaultAddress($addressBook.get().results)?.id).toBe(2);
    expect(defaultAddress([])).toBeNull();
  });

  it("adds an address (trimmed) and reads the book again", async () => {
    const { fetcher, calls } = server(new Response("{}", { status: 201 }), answer(addressBook, { results: [saved(1)] }));
    expect(await createAddress(values, { label: "Home", is_default: true }, fetcher)).toEqual({ ok: true });
    expect(calls[0]).toEqual({
      url: "/api/addresses/",
      method: "POST",
      body: {
        area_id: 7,
        label: "Home",
        is_default: true,
        street: "Road 9",
        building: "12",
        floor: "",
        apartment: "",
        landmark: "",
        recipient: "",
        mobile: "01012345678",
      },
    });
    expect($addressBook.get().results).toHaveLength(1);
  });

  it("shows the server's field errors beside the fields", async () => {
    const { fetcher } = server(fieldErrorsAnswer({ street: ["This field is required."], mobile: ["Enter a valid Egyptian mobile number."] }));
    expect(await createAddress(values, {}, fetcher)).toEqual({
      ok: false,
      errors: { street: "checkout.errors.streetRequired", mobile: "Enter a valid Egyptian mobile number." },
      message: null,
    });
  });

  it("makes one the default and deletes one", async () => {
    const { fetcher, calls } = server(
      new Response("{}", { status: 200 }),
      answer(addressBook, { results: [] }),
      new Response(null, { status: 204 }),
      answer(addressBook, { results: [] }),
    );
    await makeDefault(3, fetcher);
    await deleteAddress(4, fetcher);
    expect(calls.filter((c) => c.method !== "GET").map((c) => [c.method, c.url, c.body])).toEqual([
      ["PATCH", "/api/addresses/3/", { is_default: true }],
      ["DELETE", "/api/addresses/4/", null],
    ]);
  });
});
