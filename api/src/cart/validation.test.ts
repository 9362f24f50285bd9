// Every malformed request is a 400 naming what is wrong, and changes nothing.
import { describe, expect, it } from "vitest";
import { api } from "../../test/factories";
import { cartMap, keyOf, listed, seedCart, shopper } from "./test-helpers";

type Key = { product_id: number; branch_id: number };

/** A customer whose cart holds one line of `held`, and another listing `fresh` to try adding. */
async function setup() {
  const { user, token } = await shopper();
  const held = await listed();
  const fresh = await listed();
  await seedCart(user.id, [{ ...held.key, quantity: 2 }]);
  const before = await cartMap(user.id);
  expect(before).toEqual({ [keyOf(held.key)]: 2 });
  return { user, token, held: held.key, fresh: fresh.key, before };
}

const quantityError = (n: number) => ({ items: [`Item ${n}: quantity must be a whole number from 1 to 999.`] });
const idError = (field: string) => ({ items: [`Item 1: ${field} must be a positive whole number.`] });

const syncCases: [string, (k: Key) => unknown, unknown][] = [
  ["no items", () => ({}), { items: ["This field is required."] }],
  ["items as text", () => ({ items: "abc" }), { items: ["Expected a list of items."] }],
  ["items null", () => ({ items: null }), { items: ["Expected a list of items."] }],
  ["items as an object", (k) => ({ items: { ...k, quantity: 1 } }), { items: ["Expected a list of items."] }],
  ["a line that is a number", () => ({ items: [5] }), { items: ["Item 1: must be an object with product_id, branch_id and quantity."] }],
  [
    "a line that is a list",
    (k) => ({ items: [[k.product_id, k.branch_id, 1]] }),
    { items: ["Item 1: must be an object with product_id, branch_id and quantity."] },
  ],
  [
    "the third line at quantity 0",
    (k) => ({
      items: [
        { ...k, quantity: 1 },
        { ...k, branch_id: k.branch_id + 100000, quantity: 1 },
        { ...k, branch_id: k.branch_id + 200000, quantity: 0 },
      ],
    }),
    quantityError(3),
  ],
  ["quantity 1000", (k) => ({ items: [{ ...k, quantity: 1000 }] }), quantityError(1)],
  ["quantity 2.5", (k) => ({ items: [{ ...k, quantity: 2.5 }] }), quantityError(1)],
  ["quantity -1", (k) => ({ items: [{ ...k, quantity: -1 }] }), quantityError(1)],
  ["quantity as words", (k) => ({ items: [{ ...k, quantity: "two" }] }), quantityError(1)],
  ["quantity true", (k) => ({ items: [{ ...k, quantity: true }] }), quantityError(1)],
  ["quantity null", (k) => ({ items: [{ ...k, quantity: null }] }), quantityError(1)],
  ["no quantity", (k) => ({ items: [{ ...k }] }), { items: ["Item 1: quantity is required."] }],
  ["no product", (k) => ({ items: [{ branch_id: k.branch_id, quantity: 1 }] }), { items: ["Item 1: product_id is required."] }],
  ["product 0", (k) => ({ items: [{ ...k, product_id: 0, quantity: 1 }] }), idError("product_id")],
  ["product as words", (k) => ({ items: [{ ...k, product_id: "abc", quantity: 1 }] }), idError("product_id")],
  ["product 1.5", (k) => ({ items: [{ ...k, product_id: 1.5, quantity: 1 }] }), idError("product_id")],
  ["product true", (k) => ({ items: [{ ...k, product_id: true, quantity: 1 }] }), idError("product_id")],
  ["branch -3", (k) => ({ items: [{ ...k, branch_id: -3, quantity: 1 }] }), idError("branch_id")],
  [
    "an empty line",
    () => ({ items: [{}] }),
    { items: ["Item 1: product_id is required.", "Item 1: branch_id is required.", "Item 1: quantity is required."] },
  ],
  [
    "a product and branch twice",
    (k) => ({
      items: [
        { ...k, quantity: 1 },
        { ...k, quantity: 2 },
      ],
    }),
    { items: ["Item 2: repeats the product and branch of item 1."] },
  ],
  [
    "101 lines",
    (k) => ({ items: Array.from({ length: 101 }, (_, i) => ({ ...k, branch_id: k.branch_id + i, quantity: 1 })) }),
    { items: ["Ensure this field has no more than 100 elements."] },
  ],
  ["replace as text", (k) => ({ replace: "yes", items: [{ ...k, quantity: 1 }] }), { replace: ["Must be a valid boolean."] }],
];

describe("POST /cart/sync/ with bad input", () => {
  it.each(syncCases)("%s -> 400, nothing changed", async (_, body, expected) => {
    const { user, token, fresh, before } = await setup();
    const res = await api("POST", "/api/cart/sync/", { token, json: body(fresh) });
    expect(res.status).toBe(400);
    expect(res.data).toEqual(expected);
    expect(await cartMap(user.id)).toEqual(before);
  });

  it.each([
    ["invalid JSON", "{items: [", { detail: "Request body must be valid JSON." }],
    ["a JSON list", "[]", { detail: "Request body must be a JSON object." }],
    ["an empty body", "", { detail: "Request body must be valid JSON." }],
  ])("%s -> 400, nothing changed", async (_, raw, expected) => {
    const { user, token, before } = await setup();
    const res = await api("POST", "/api/cart/sync/", { token, raw, contentType: "application/json" });
    expect(res.status).toBe(400);
    expect(res.data).toEqual(expected);
    expect(await cartMap(user.id)).toEqual(before);
  });

  it("a replace with one bad line replaces nothing", async () => {
    const { user, token, fresh, before } = await setup();
    const res = await api("POST", "/api/cart/sync/", {
      token,
      json: {
        replace: true,
        items: [
          { ...fresh, quantity: 1 },
          { ...fresh, product_id: "x", quantity: 1 },
        ],
      },
    });
    expect(res.status).toBe(400);
    expect(await cartMap(user.id)).toEqual(before);
  });
});

const patchCases: [string, (k: Key) => unknown, unknown][] = [
  [
    "an empty body",
    () => ({}),
    { product_id: ["This field is required."], branch_id: ["This field is required."], quantity: ["This field is required."] },
  ],
  ["quantity -1", (k) => ({ ...k, quantity: -1 }), { quantity: ["Ensure this value is a whole number from 0 to 999."] }],
  ["quantity 1000", (k) => ({ ...k, quantity: 1000 }), { quantity: ["Ensure this value is a whole number from 0 to 999."] }],
  ["quantity 1.5", (k) => ({ ...k, quantity: 1.5 }), { quantity: ["Ensure this value is a whole number from 0 to 999."] }],
  ["quantity as words", (k) => ({ ...k, quantity: "many" }), { quantity: ["Ensure this value is a whole number from 0 to 999."] }],
  ["product as words", (k) => ({ ...k, product_id: "abc", quantity: 0 }), { product_id: ["A valid integer is required."] }],
  ["branch null", (k) => ({ ...k, branch_id: null, quantity: 0 }), { branch_id: ["A valid integer is required."] }],
];

describe("PATCH /cart/items/ with bad input", () => {
  it.each(patchCases)("%s -> 400, nothing changed", async (_, body, expected) => {
    const { user, token, held, before } = await setup();
    const res = await api("PATCH", "/api/cart/items/", { token, json: body(held) });
    expect(res.status).toBe(400);
    expect(res.data).toEqual(expected);
    expect(await cartMap(user.id)).toEqual(before);
  });

  it("invalid JSON -> 400, nothing changed", async () => {
    const { user, token, before } = await setup();
    const res = await api("PATCH", "/api/cart/items/", { token, raw: "quantity=0", contentType: "application/json" });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ detail: "Request body must be valid JSON." });
    expect(await cartMap(user.id)).toEqual(before);
  });
});

describe("DELETE /cart/items/ with bad input", () => {
  it.each([
    ["no key", () => "", { product_id: ["This field is required."], branch_id: ["This field is required."] }],
    ["no branch", (k: Key) => `?product_id=${k.product_id}`, { branch_id: ["This field is required."] }],
    ["a product as words", (k: Key) => `?product_id=abc&branch_id=${k.branch_id}`, { product_id: ["A valid integer is required."] }],
    ["product 0", (k: Key) => `?product_id=0&branch_id=${k.branch_id}`, { product_id: ["A valid integer is required."] }],
  ])("%s -> 400, nothing changed", async (_, query, expected) => {
    const { user, token, held, before } = await setup();
    const res = await api("DELETE", `/api/cart/items/${query(held)}`, { token });
    expect(res.status).toBe(400);
    expect(res.data).toEqual(expected);
    expect(await cartMap(user.id)).toEqual(before);
  });
});
