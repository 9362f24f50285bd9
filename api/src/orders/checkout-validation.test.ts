import { describe, expect, it } from "vitest";
import { api } from "../../test/factories";
import { address, line, ordersOf, shop, shopper, snapshot } from "./checkout-test-helpers";

const REQUIRED = ["This field is required."];
const MOBILE = ["Enter a valid Egyptian mobile number."];
const good = { product_id: 1, branch_id: 1, quantity: 1, price: "90.00" };

type Body = Record<string, unknown>;
type Case = [string, (valid: Body) => Body, Record<string, string[]>];
const refusal = (name: string, change: (valid: Body) => Body, errors: Record<string, string[]>): Case => [name, change, errors];
/** A change to a valid payload (its one line is the shop's listing), and the 400 it must get. */
const cases: Case[] = [
  ["an empty body", () => ({}), { items: REQUIRED, area_id: REQUIRED, mobile: REQUIRED }],
  ["no address", (v) => ({ items: v.items }), { area_id: REQUIRED, street: REQUIRED, building: REQUIRED, mobile: REQUIRED }],
  ["an address that is text", (v) => ({ ...v, address: "Cairo" }), { address: ["Invalid data. Expected a dictionary, but got string."] }],
  ["an address that is a list", (v) => ({ ...v, address: [] }), { address: ["Invalid data. Expected a dictionary, but got list."] }],
  // Street and building are required because the part is delivered (picked up, they may be left out: checkout-delivery.test.ts).
  ...(["street", "building", "mobile"] as const).flatMap((field) => [
    refusal(`no ${field}`, (v) => ({ ...v, address: { ...address, [field]: undefined } }), { [field]: REQUIRED }),
    refusal(`a blank ${field}`, (v) => ({ ...v, address: { ...address, [field]: "   " } }), { [field]: REQUIRED }),
    refusal(`a null ${field}`, (v) => ({ ...v, address: { ...address, [field]: null } }), { [field]: REQUIRED }),
  ]),
  ["no area", (v) => ({ ...v, address: { ...address, area_id: undefined } }), { area_id: REQUIRED }],
  ["an area that is text", (v) => ({ ...v, address: { ...address, area_id: "Cairo" } }), { area_id: ["A valid integer is required."] }],
  ["an area of 0", (v) => ({ ...v, address: { ...address, area_id: 0 } }), { area_id: ["A valid integer is required."] }],
  [
    "an area that does not exist",
    (v) => ({ ...v, address: { ...address, area_id: 424242 } }),
    { area_id: ['Invalid pk "424242" - object does not exist.'] },
  ],
  ["a street that is a number", (v) => ({ ...v, address: { ...address, street: 5 } }), { street: ["Not a valid string."] }],
  ...(
    [
      ["street", 200],
      ["building", 200],
      ["floor", 50],
      ["apartment", 50],
      ["landmark", 200],
      ["recipient", 100],
    ] as const
  ).map(([field, max]) =>
    refusal(`a ${field} of ${max + 1} characters`, (v) => ({ ...v, address: { ...address, [field]: "x".repeat(max + 1) } }), {
      [field]: [`Ensure this field has no more than ${max} characters.`],
    }),
  ),
  ...["0101234567", "010123456789", "01312345678", "+201312345678", "11012345678", "phone", "2001012345678"].map((mobile) =>
    refusal(`mobile ${mobile}`, (v) => ({ ...v, address: { ...address, mobile } }), { mobile: MOBILE }),
  ),
  ["a mobile given as a number", (v) => ({ ...v, address: { ...address, mobile: 1012345678 } }), { mobile: MOBILE }],
  [
    "a method that is neither delivery nor pickup",
    (v) => ({ ...v, methods: { 1: "drone" } }),
    { methods: ["Select a valid choice. drone is not one of the available choices."] },
  ],
  [
    "an expected total that is not an amount",
    (v) => ({ ...v, expected_total: "lots" }),
    { expected_total: ["Enter a valid amount with at most 2 decimal places."] },
  ],
  ["payment by card", (v) => ({ ...v, payment_method: "card" }), { payment_method: ['"card" is not a valid choice.'] }],
  ["a payment method that is a number", (v) => ({ ...v, payment_method: 1 }), { payment_method: ['"1" is not a valid choice.'] }],
  ["no items", (v) => ({ ...v, items: undefined }), { items: REQUIRED }],
  ["an empty item list", (v) => ({ ...v, items: [] }), { items: ["This list may not be empty."] }],
  ["items that are text", (v) => ({ ...v, items: "all" }), { items: ['Expected a list of items but got type "string".'] }],
  [
    "51 lines",
    (v) => ({ ...v, items: Array.from({ length: 51 }, () => (v.items as Body[])[0]) }),
    { items: ["A checkout may have at most 50 lines."] },
  ],
  [
    "an item that is a number",
    (v) => ({ ...v, items: [...(v.items as Body[]), 7] }),
    { items: ["Item 2: must be an object with product_id, branch_id, quantity and price."] },
  ],
  [
    "an empty item",
    (v) => ({ ...v, items: [{}] }),
    { items: ["Item 1: product_id is required.", "Item 1: branch_id is required.", "Item 1: quantity is required.", "Item 1: price is required."] },
  ],
  ...(
    [
      ["quantity", 0, "quantity must be at least 1."],
      ["quantity", -2, "quantity must be at least 1."],
      ["quantity", 1000, "quantity must be at most 999."],
      ["quantity", 1.5, "quantity must be a whole number."],
      ["quantity", "two", "quantity must be a whole number."],
      ["quantity", true, "quantity must be a whole number."],
      ["price", "abc", 'price must be an amount such as "120.00".'],
      ["price", "90.001", 'price must be an amount such as "120.00".'],
      ["price", -90, 'price must be an amount such as "120.00".'],
      ["price", null, 'price must be an amount such as "120.00".'],
      ["product_id", 0, "product_id must be a positive integer."],
      ["product_id", "x", "product_id must be a whole number."],
      ["branch_id", -1, "branch_id must be a positive integer."],
      ["branch_id", [1], "branch_id must be a whole number."],
    ] as const
  ).map(([field, value, message]) =>
    refusal(`item ${field} ${JSON.stringify(value)}`, (v) => ({ ...v, items: [good, { ...(v.items as Body[])[0], [field]: value }] }), {
      items: [`Item 2: ${message}`],
    }),
  ),
  ["customer_id that is not an id", (v) => ({ ...v, customer_id: "me" }), { customer_id: ["A valid integer is required."] }],
];

describe("POST /orders/ validation", () => {
  it.each(cases)("refuses %s with 400 and changes nothing", async (_name, change, errors) => {
    const { listings } = await shop(1, { stock: 5 });
    const { user, token } = await shopper();
    const before = await snapshot(user.id, listings);
    const res = await api("POST", "/api/orders/", { token, json: change({ items: [line(listings[0])], address }) });
    expect(res.status).toBe(400);
    expect(res.data).toEqual(errors);
    expect(await snapshot(user.id, listings)).toEqual(before);
  });

  it.each([
    ["invalid JSON", { raw: "{items:", contentType: "application/json" }, "Request body must be valid JSON."],
    ["a JSON list", { json: [] }, "Request body must be a JSON object."],
    ["no body", {}, "Request body must be valid JSON."],
  ] as const)("refuses %s with 400", async (_name, body, detail) => {
    const { listings } = await shop(1);
    const { user, token } = await shopper();
    const before = await snapshot(user.id, listings);
    const res = await api("POST", "/api/orders/", { token, ...body });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ detail });
    expect(await snapshot(user.id, listings)).toEqual(before);
  });

  it("checks who is asking before the payload: a visitor gets 401 even for a bad body", async () => {
    const res = await api("POST", "/api/orders/", { json: {} });
    expect(res.status).toBe(401);
  });

  it.each([
    ["+201012345678", "01012345678"],
    ["00201212345678", "01212345678"],
    ["011-1234-5678", "01112345678"],
    [" 0155 123 4567 ", "01551234567"],
    ["٠١٠١٢٣٤٥٦٧٨", "01012345678"],
  ])("accepts the mobile %s and stores %s", async (mobile, stored) => {
    const { listings } = await shop(1);
    const { user, token } = await shopper();
    const res = await api("POST", "/api/orders/", { token, json: { items: [line(listings[0])], address: { ...address, mobile } } });
    expect(res.status).toBe(201);
    expect((await ordersOf(user.id)).map((o) => o.mobile)).toEqual([stored]);
  });
});
