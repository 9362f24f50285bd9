// Every malformed request is a 400 naming what is wrong (never a 500), and changes nothing.
import { describe, expect, it } from "vitest";
import { api } from "../../test/factories";
import { item, savedIds, seed, shopper } from "./test-helpers";

/** A customer who saved one product, and another product to try saving. */
async function setup() {
  const { user, token } = await shopper();
  const [held, fresh] = await Promise.all([item(), item()]);
  await seed(user.id, [held.product.id]);
  const before = await savedIds(user.id);
  expect(before).toEqual([held.product.id]);
  return { user, token, held: held.product.id, fresh: fresh.product.id, before };
}

const invalid = { product_id: ["A valid integer is required."] };

const addCases: [string, unknown, unknown][] = [
  ["an empty object", {}, { product_id: ["This field is required."] }],
  ["product_id null", { product_id: null }, invalid],
  ["product_id as words", { product_id: "abc" }, invalid],
  ["product_id true", { product_id: true }, invalid],
  ["product_id 0", { product_id: 0 }, invalid],
  ["product_id -4", { product_id: -4 }, invalid],
  ["product_id 1.5", { product_id: 1.5 }, invalid],
  ["product_id huge", { product_id: 1e20 }, invalid],
  ["product_id as a huge string", { product_id: "99999999999999999999" }, invalid],
  ["product_id as a list", { product_id: [1] }, invalid],
  ["product_id as an object", { product_id: { id: 1 } }, invalid],
];

describe("POST /wishlist/ with bad input", () => {
  it.each(addCases)("%s -> 400, nothing changed", async (_, body, expected) => {
    const { user, token, before } = await setup();
    const res = await api("POST", "/api/wishlist/", { token, json: body });
    expect(res.status).toBe(400);
    expect(res.data).toEqual(expected);
    expect(await savedIds(user.id)).toEqual(before);
  });

  it.each([
    ["invalid JSON", "{product_id: ", "application/json", { detail: "Request body must be valid JSON." }],
    ["an empty body", "", "application/json", { detail: "Request body must be valid JSON." }],
    ["a JSON list", "[1]", "application/json", { detail: "Request body must be a JSON object." }],
    ["a JSON number", "5", "application/json", { detail: "Request body must be a JSON object." }],
  ])("%s -> 400, nothing changed", async (_, raw, contentType, expected) => {
    const { user, token, before } = await setup();
    const res = await api("POST", "/api/wishlist/", { token, raw, contentType });
    expect(res.status).toBe(400);
    expect(res.data).toEqual(expected);
    expect(await savedIds(user.id)).toEqual(before);
  });

  // A body declared as anything but JSON is not read as JSON, whatever it holds.
  it.each([
    ["a form", "product_id=5", "application/x-www-form-urlencoded"],
    ["JSON sent as plain text", '{"product_id": 5}', "text/plain"],
    ["a number as plain text", "5", "text/plain"],
  ])("%s -> 415, nothing changed", async (_, raw, contentType) => {
    const { user, token, fresh, before } = await setup();
    const body = raw.replace("5", String(fresh));
    const res = await api("POST", "/api/wishlist/", { token, raw: body, contentType });
    expect(res.status).toBe(415);
    expect(res.data).toEqual({ detail: "Unsupported media type: send the body as application/json." });
    expect(await savedIds(user.id)).toEqual(before);
  });

  it("no body and no content type -> 400, nothing changed", async () => {
    const { user, token, before } = await setup();
    const res = await api("POST", "/api/wishlist/", { token });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ detail: "Request body must be valid JSON." });
    expect(await savedIds(user.id)).toEqual(before);
  });
});

const syncCases: [string, (fresh: number) => unknown, unknown][] = [
  ["no product_ids", () => ({}), { product_ids: ["This field is required."] }],
  ["product_ids null", () => ({ product_ids: null }), { product_ids: ["Expected a list of items."] }],
  ["product_ids as text", () => ({ product_ids: "1,2" }), { product_ids: ["Expected a list of items."] }],
  ["product_ids as a number", (f) => ({ product_ids: f }), { product_ids: ["Expected a list of items."] }],
  ["product_ids as an object", (f) => ({ product_ids: { 0: f } }), { product_ids: ["Expected a list of items."] }],
  ["a word among the ids", (f) => ({ product_ids: [f, "abc"] }), { product_ids: ["Item 2: A valid integer is required."] }],
  [
    "0, -1, 2.5, null and a huge id",
    (f) => ({ product_ids: [f, 0, -1, 2.5, null, 1e20] }),
    {
      product_ids: [2, 3, 4, 5, 6].map((n) => `Item ${n}: A valid integer is required.`),
    },
  ],
  ["an object among the ids", (f) => ({ product_ids: [{ product_id: f }] }), { product_ids: ["Item 1: A valid integer is required."] }],
  [
    "501 ids",
    (f) => ({ product_ids: Array.from({ length: 501 }, (_, i) => f + i) }),
    { product_ids: ["Ensure this field has no more than 500 elements."] },
  ],
];

describe("POST /wishlist/sync/ with bad input", () => {
  it.each(syncCases)("%s -> 400, nothing changed", async (_, body, expected) => {
    const { user, token, fresh, before } = await setup();
    const res = await api("POST", "/api/wishlist/sync/", { token, json: body(fresh) });
    expect(res.status).toBe(400);
    expect(res.data).toEqual(expected);
    expect(await savedIds(user.id)).toEqual(before);
  });

  it.each([
    ["invalid JSON", "{product_ids: [", { detail: "Request body must be valid JSON." }],
    ["an empty body", "", { detail: "Request body must be valid JSON." }],
    ["a JSON list", "[1, 2]", { detail: "Request body must be a JSON object." }],
  ])("%s -> 400, nothing changed", async (_, raw, expected) => {
    const { user, token, before } = await setup();
    const res = await api("POST", "/api/wishlist/sync/", { token, raw, contentType: "application/json" });
    expect(res.status).toBe(400);
    expect(res.data).toEqual(expected);
    expect(await savedIds(user.id)).toEqual(before);
  });
});

describe("DELETE /wishlist/{product_id}/ with bad input", () => {
  it.each(["abc", "-1", "1.5", "9999999999999999999", "%20"])("%s -> 400, nothing changed", async (raw) => {
    const { user, token, before } = await setup();
    const res = await api("DELETE", `/api/wishlist/${raw}/`, { token });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ product_id: ["A valid integer is required."] });
    expect(await savedIds(user.id)).toEqual(before);
  });

  it("an unknown product -> 404, nothing changed", async () => {
    const { user, token, before } = await setup();
    const res = await api("DELETE", "/api/wishlist/987654321/", { token });
    expect(res.status).toBe(404);
    expect(await savedIds(user.id)).toEqual(before);
  });
});

describe("GET with bad input", () => {
  it.each(["?page=0", "?page=-1", "?page=1.5", "?page=x"])("/wishlist/%s -> 404 Invalid page.", async (query) => {
    const { token } = await setup();
    const res = await api("GET", `/api/wishlist/${query}`, { token });
    expect(res.status).toBe(404);
    expect(res.data).toEqual({ detail: "Invalid page." });
  });
});
