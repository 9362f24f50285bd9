// Property-based fuzzing of every operation in the OpenAPI document (issue 11, item 14).
// Each operation gets its own small world (a store with two branches, its owner, a manager of
// the second branch, a customer, a super admin, products, listings, a category, a theme, a
// review, orders, a cart line, a wishlist entry, a stored image) and is driven with generated
// requests as each role: path ids valid and not (huge, negative, malformed percent escapes),
// query values (page=1e20, words of 60 Latin and 30 Arabic letters...), bodies generated from
// the document's own request schemas, known-valid bodies, and their mutations (wrong types,
// missing and extra fields, not an object, broken JSON, wrong content types). Every answer:
//   - is never a 5xx;
//   - has a status the document lists for the operation, and its JSON body matches the
//     documented schema for that status (JSON Schema 2020-12, @cfworker/json-schema: it
//     interprets schemas, so it runs in workerd, where Ajv's compiled validators cannot);
//   - if it refuses a write (4xx), leaves the database as it was (a fingerprint of counts,
//     highest ids, latest updated_at and a few sums of the main tables, before and after).
// Bounded: a fixed seed and RUNS requests per operation, no shrinking (the first failure is
// reported as it was sent): 78 operations x 30 = 2,340 requests, 57 to 103 s measured on the
// 2-core machine (docs/architecture.md, ADR 0011). To search further, change SEED and RUNS.
import { Validator } from "@cfworker/json-schema";
import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema";
import { issueTokens } from "../auth/tokens";
import {
  createBranch,
  createCategory,
  createListing,
  createManager,
  createOwnedBranch,
  createProduct,
  createTheme,
  createUser,
  db,
  PASSWORD,
  tokenFor,
  unique,
} from "../../test/factories";
import { pngBytes } from "../media/test-helpers";
import { FREE_IN_CAIRO, setDelivery } from "../orders/checkout-test-helpers";
import { openApiDocument, type OpenApiDocument } from "./document";
import { anyJson, deref, fingerprint, fromSchema, nastyText, type IdPools } from "./fuzz-support";
import type { Operation } from "./define";
import { operations } from "./operations";

/** Requests per operation; with the fixed seed, the same requests every run. */
const RUNS = 30;
const SEED = 20261124;

const ROLES = ["visitor", "customer", "owner", "manager", "admin", "forged"] as const;
type RoleName = (typeof ROLES)[number];

interface World {
  tokens: Record<RoleName, string | undefined>;
  pools: IdPools;
  /** Path parameter values that name real objects, by operation path prefix. */
  strings: Record<string, string[]>;
  ids: Record<string, number>;
  refresh: string;
  mediaKey: string;
  storeSlug: string;
  username: string;
}

async function world(): Promise<World> {
  const owned = await createOwnedBranch();
  const branch2 = await createBranch(owned.store);
  const manager = await createManager(branch2);
  const customer = await createUser({ email: `${unique("c")}@example.com` });
  const admin = await createUser({ role: "super_admin" });
  const [product, product2] = [await createProduct(owned.store), await createProduct(owned.store)];
  const [listing, listing2] = [await createListing(owned.branch, product), await createListing(branch2, product2)];
  const category = await createCategory();
  await db.insert(schema.productCategories).values({ product_id: product.id, category_id: category.id });
  const theme = await createTheme({ store_id: owned.store.id });
  const [review] = await db.insert(schema.reviews).values({ product_id: product.id, user_id: customer.id, rating: 4, comment: "Good" }).returning();
  const mediaKey = `products/${unique("fuzz")}.png`;
  await env.MEDIA.put(mediaKey, pngBytes(), { httpMetadata: { contentType: "image/png" } });
  const [image] = await db.insert(schema.productImages).values({ product_id: product.id, image: mediaKey, alt_text: "" }).returning();
  await db.insert(schema.cartItems).values({ user_id: customer.id, product_id: product2.id, branch_id: branch2.id, quantity: 1 });
  await db.insert(schema.wishlistItems).values({ user_id: customer.id, product_id: product.id });
  // An address in each caller's own book: a path id reaches past the 404 for its owner only.
  const booked = await db
    .insert(schema.addresses)
    .values(
      [customer, owned.owner, manager.manager, admin].map((u) => ({
        user_id: u.id,
        area_id: 1030,
        street: "Abbas El Akkad",
        building: "7",
        mobile: "01012345678",
        is_default: true,
      })),
    )
    .returning({ id: schema.addresses.id });
  // The branch the checkout buys from delivers to all of Cairo (30 EGP) and offers pickup.
  await setDelivery(owned.branch.id, {
    ...FREE_IN_CAIRO,
    governorates: [{ governorate_id: 1, fee: 3000, estimate: "same_day", whole: true, areas: [] }],
    pickup: { enabled: true, address: "12 Tahrir St", hours: "10-22", hold_days: 3 },
  });
  // A notification in each caller's inbox: marking it read reaches past the 404 for its owner only.
  const notices = await db
    .insert(schema.notifications)
    .values(
      [customer, owned.owner, manager.manager, admin].map((u) => ({
        user_id: u.id,
        kind: "publish_failed" as const,
        payload: '{"run_id":1,"error":"x"}',
      })),
    )
    .returning({ id: schema.notifications.id });
  const customerToken = await tokenFor(customer);
  // Two orders through the real checkout: one stays pending, one is delivered (buy again).
  const orderIds: number[] = [];
  for (let i = 0; i < 2; i++) {
    const res = await SELF.fetch("http://api.test/api/orders/", {
      method: "POST",
      headers: { authorization: `Bearer ${customerToken}`, "content-type": "application/json" },
      body: JSON.stringify({ items: [{ product_id: product.id, branch_id: owned.branch.id, quantity: 1, price: "90.00" }], address: validAddress }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    orderIds.push(((await res.json()) as { orders: { id: number }[] }).orders[0].id);
  }
  await db.update(schema.orders).set({ status: "delivered" }).where(eq(schema.orders.id, orderIds[1]));
  // The delivered order as its history says (the return window counts from it), and a return of its one unit.
  await db.insert(schema.orderStatusHistory).values({ order_id: orderIds[1], from_status: "pending", to_status: "delivered", actor_id: null });
  const [returned] = await db.select().from(schema.orderItems).where(eq(schema.orderItems.order_id, orderIds[1]));
  const [aReturn] = await db
    .insert(schema.returns)
    .values({
      order_id: orderIds[1],
      customer_id: customer.id,
      branch_id: owned.branch.id,
      store_id: owned.store.id,
      reason: "defective",
      method: "dropoff",
      refund_amount: returned.price,
    })
    .returning();
  await db.insert(schema.returnItems).values({ return_id: aReturn.id, order_item_id: returned.id, quantity: returned.quantity });
  const [responsible] = await db.select().from(schema.responsibles).where(eq(schema.responsibles.branch_id, branch2.id));
  const refresh = (await issueTokens(db, env.JWT_SECRET, customer.id)).refresh;
  const users = [owned.owner.id, manager.manager.id, customer.id, admin.id];
  return {
    tokens: {
      visitor: undefined,
      customer: customerToken,
      owner: owned.token,
      manager: manager.token,
      admin: await tokenFor(admin),
      forged: "not-a-token",
    },
    pools: {
      branch: [owned.branch.id, branch2.id],
      product: [product.id, product2.id],
      store: [owned.store.id],
      user: users,
      theme: [theme.id],
      category: [category.id],
      any: [product.id, orderIds[0]],
      order_item: [returned.id],
      // Nasr City (Cairo) and 6th of October City (Giza): areas are migration data.
      area: [1030, 2013],
    },
    strings: {
      "/api/stores/": [String(owned.store.id), owned.store.slug],
      "/api/themes/": [String(theme.id)],
      "/api/branches/": [String(owned.branch.id), String(branch2.id)],
      "/api/responsibles/": [String(responsible.id)],
      "/api/products/categories/": [String(category.id)],
      "/api/products/": [String(product.id), String(product2.id)],
      "/api/branch-products/": [String(listing.id), String(listing2.id)],
      "/api/orders/": orderIds.map(String),
      "/api/returns/": [String(aReturn.id)],
      "/api/wishlist/": [String(product.id)],
      "/api/addresses/": booked.map((a) => String(a.id)),
      "/api/notifications/": notices.map((n) => String(n.id)),
      imageId: [String(image.id)],
      reviewId: [String(review.id)],
    },
    ids: {
      store: owned.store.id,
      branch: owned.branch.id,
      branch2: branch2.id,
      product: product.id,
      product2: product2.id,
      listing: listing.id,
      category: category.id,
      theme: theme.id,
      customer: customer.id,
      manager: manager.manager.id,
    },
    refresh,
    mediaKey,
    storeSlug: owned.store.slug,
    username: customer.username,
  };
}

const validAddress = { area_id: 1030, street: "Makram Ebeid", building: "12", landmark: "Near City Stars", mobile: "01012345678" };

/** A body each operation accepts from the right caller, to mutate and to reach past validation. */
function validBody(op: Operation, w: World): Record<string, unknown> | undefined {
  const name = unique("Fuzz ");
  switch (op.id) {
    case "login":
      return { identifier: w.username, password: PASSWORD };
    case "refreshToken":
    case "logout":
      return { refresh: w.refresh };
    case "register":
      return { username: unique("u"), password: "Abcdefg1", password2: "Abcdefg1" };
    case "putProfile":
    case "patchProfile":
      return { username: unique("u"), first_name: "Ali" };
    case "changePassword":
      return { old_password: PASSWORD, new_password: "Fuzzed-Pass-123" };
    case "requestPasswordReset":
      return { identifier: w.username };
    case "confirmPasswordReset":
      return { identifier: w.username, code: "123456", new_password: "Fuzzed-Pass-123" };
    case "createStore":
    case "putStore":
    case "patchStore":
      return { name, name_ar: "متجر", theme: { primary_color: "#112233", secondary_color: "#445566" } };
    case "saveStoreTheme":
    case "createTheme":
    case "patchTheme":
      return { name, primary_color: "#112233", secondary_color: "#445566", store: w.ids.store };
    case "createBranch":
    case "putBranch":
    case "patchBranch":
      return { name, city: "Giza", store: w.ids.store, manager: w.ids.customer };
    case "createManager":
    case "patchManager":
    case "putManager":
      return { user: w.ids.customer, branch: w.ids.branch2, role: "manager" };
    case "createCategory":
    case "patchCategory":
      return { name, name_ar: "فئة" };
    case "createProduct":
    case "patchProduct":
    case "putProduct":
      return { name, sku: unique("SKU-"), base_price: "120.50", store: w.ids.store, category_ids: `[${w.ids.category}]`, is_featured: "true" };
    case "addProductImages":
      return { alt_text: "A picture" };
    case "createListing":
      return { branch_id: w.ids.branch2, product_id: w.ids.product, price: "99.50", stock: 5 };
    case "patchListing":
    case "putListing":
      return { price: "10.00", stock: 3, is_available: false };
    case "addReview":
      return { rating: 4.5, comment: "Fine" };
    case "syncCart":
      return { items: [{ product_id: w.ids.product, branch_id: w.ids.branch, quantity: 2 }], replace: false };
    case "setCartLine":
      return { product_id: w.ids.product2, branch_id: w.ids.branch2, quantity: 3 };
    case "buyAgain":
      return {};
    case "checkout":
      return { items: [{ product_id: w.ids.product, branch_id: w.ids.branch, quantity: 1, price: "90.00" }], address: validAddress };
    case "moveOrder":
      return { status: "confirmed" };
    case "saveToWishlist":
      return { product_id: w.ids.product2 };
    case "syncWishlist":
      return { product_ids: [w.ids.product, w.ids.product2] };
    case "createAddress":
      return { area_id: 2013, street: "Central Axis", building: "Villa 4", floor: "1", landmark: "Near Mall of Arabia", mobile: "+20 111 222 3333" };
    case "updateAddress":
      return { street: "Abbas El Akkad", mobile: "٠١٥٠٠٠٠١١١١", is_default: true };
    default:
      return undefined;
  }
}

/** Path values: the world's objects mostly, else awkward ones. */
const AWKWARD_IDS = ["0", "-1", "99999999999999999999", "1e3", "%E0%A4%A", "%", "abc", "1.5", "١٢", "%2e%2e", "00000000000001", "999999999999"];

function pathArb(op: Operation, w: World): fc.Arbitrary<string> {
  const names = Object.keys(op.params ?? {});
  const prefix = op.path.slice(0, op.path.indexOf("{"));
  const parts = names.map((name) => {
    const kind = op.params![name].kind;
    const real = kind === "media-key" ? [w.mediaKey] : (w.strings[name] ?? w.strings[prefix] ?? []);
    return fc.oneof(
      { arbitrary: real.length ? fc.constantFrom(...real) : fc.constant("1"), weight: 8 },
      { arbitrary: fc.constantFrom(...AWKWARD_IDS, ...(kind === "media-key" ? ["../secret", "products/none.png", "a/%E0%A4%A"] : [])), weight: 2 },
      { arbitrary: fc.integer({ min: 1, max: 2 ** 40 }).map(String), weight: 1 },
      { arbitrary: nastyText.map(encodeURIComponent), weight: 1 },
    );
  });
  return fc.tuple(fc.tuple(...parts), fc.boolean()).map(([values, slash]) => {
    let path = op.path;
    for (const [i, name] of names.entries()) path = path.replace(`{${name}}`, values[i]);
    // Both forms are accepted; the documented one ends in a slash.
    return slash || !path.endsWith("/") ? path : path.slice(0, -1);
  });
}

/** Query pairs; a raw value is sent as is (a malformed escape), others encoded. */
type Pair = [string, string, boolean];

function queryArb(op: Operation, doc: OpenApiDocument, w: World): fc.Arbitrary<Pair[]> {
  const operation = doc.paths[op.path][op.method] as { parameters?: { name: string; in: string; schema: unknown }[] };
  const params = (operation.parameters ?? []).filter((p) => p.in === "query");
  const arbs = params.map((p) => {
    const valid = fromSchema(deref(p.schema, doc), w.pools, p.name).map(
      (v) => [p.name, typeof v === "string" ? v : JSON.stringify(v), false] as Pair,
    );
    const special =
      p.name === "page"
        ? fc.constantFrom("1", "2", "0", "-1", "1e20", "99999999999", "18446744073709551616", "abc", "", " 2")
        : p.name === "page_size"
          ? fc.constantFrom("1", "100", "1000", "0", "-5", "abc", "1e20")
          : nastyText;
    return fc.option(
      fc.oneof(
        { arbitrary: valid, weight: 3 },
        { arbitrary: special.map((v) => [p.name, v, false] as Pair), weight: 2 },
        { arbitrary: fc.constantFrom("%E0%A4%A", "%", "%zz").map((v) => [p.name, v, true] as Pair), weight: 1 },
      ),
      { nil: undefined, freq: 2 },
    );
  });
  const extra = fc.option(
    fc.tuple(fc.constantFrom("unknown", "role", "__proto__"), nastyText).map(([k, v]) => [k, v, false] as Pair),
    { nil: undefined, freq: 4 },
  );
  return fc.tuple(fc.tuple(...arbs), extra).map(([pairs, more]) => [...pairs, more].filter((p): p is Pair => p !== undefined));
}

type BodyPlan =
  | { kind: "none" }
  | { kind: "json"; value: unknown; contentType: string }
  | { kind: "raw"; text: string; contentType: string }
  | { kind: "form"; fields: Record<string, unknown>; files: Record<string, "png" | "fake" | "empty" | "none" | "many"> };

const MUTATIONS = [
  "asIs",
  "asIs",
  "asIs",
  "asIs",
  "asIs",
  "missing",
  "wrongType",
  "wrongType",
  "extra",
  "notObject",
  "badJson",
  "textPlain",
  "none",
] as const;

function mutate(base: Record<string, unknown>, mutation: (typeof MUTATIONS)[number], pick: number, junk: unknown): unknown {
  const keys = Object.keys(base);
  const key = keys.length ? keys[pick % keys.length] : "field";
  switch (mutation) {
    case "missing": {
      const { [key]: _, ...rest } = base;
      return rest;
    }
    case "wrongType":
      return { ...base, [key]: junk };
    case "extra":
      return { ...base, role: "super_admin", id: 1, is_staff: true, unknown: junk };
    case "notObject":
      return [[base], "text", 42, null, true][pick % 5];
    default:
      return base;
  }
}

function bodyArb(op: Operation, doc: OpenApiDocument, w: World): fc.Arbitrary<BodyPlan> {
  if (!op.body) return fc.constant({ kind: "none" } as BodyPlan);
  const operation = doc.paths[op.path][op.method] as { requestBody: { content: Record<string, { schema: unknown }> } };
  const content = operation.requestBody.content;
  const valid = validBody(op, w);
  const jsonSchema = content["application/json"] ? deref(content["application/json"].schema, doc) : undefined;
  const formSchema = content["multipart/form-data"] ? deref(content["multipart/form-data"].schema, doc) : undefined;
  const base = (schema: unknown) =>
    fc.oneof(...(valid ? [{ arbitrary: fc.constant(valid), weight: 3 }] : []), {
      arbitrary: fromSchema(schema as never, w.pools).map((v) =>
        v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {},
      ),
      weight: 2,
    });
  const plans: fc.Arbitrary<BodyPlan>[] = [];
  if (jsonSchema) {
    plans.push(
      fc.tuple(base(jsonSchema), fc.constantFrom(...MUTATIONS), fc.nat(), anyJson).map(([b, m, pick, junk]): BodyPlan => {
        if (m === "none") return { kind: "none" };
        if (m === "badJson") return { kind: "raw", text: '{"a": ', contentType: "application/json" };
        if (m === "textPlain")
          return {
            kind: "raw",
            text: JSON.stringify(b),
            contentType: ["text/plain", "application/x-www-form-urlencoded", "application/xml"][pick % 3],
          };
        return {
          kind: "json",
          value: mutate(b, m, pick, junk),
          contentType: pick % 7 === 0 ? "application/json; charset=utf-8" : "application/json",
        };
      }),
    );
  }
  if (formSchema) {
    const fileNames = (op.body.files ?? []).map((f) => f.name);
    plans.push(
      fc
        .tuple(
          base(formSchema),
          fc.constantFrom("asIs", "asIs", "asIs", "missing", "wrongType", "extra"),
          fc.nat(),
          anyJson,
          fc.array(fc.constantFrom("png", "png", "fake", "empty", "none", "many"), { minLength: fileNames.length, maxLength: fileNames.length }),
        )
        .map(
          ([b, m, pick, junk, files]): BodyPlan => ({
            kind: "form",
            fields: mutate(b, m as (typeof MUTATIONS)[number], pick, junk) as Record<string, unknown>,
            files: Object.fromEntries(fileNames.map((n, i) => [n, files[i] as "png"])),
          }),
        ),
    );
  }
  return fc.oneof(...plans);
}

interface Plan {
  role: RoleName;
  path: string;
  query: Pair[];
  body: BodyPlan;
  /** Accept-Language, when sent: Arabic mostly, or something odd. */
  language?: string;
  /** The Authorization header a forged caller sends. */
  forged: string;
  ifNoneMatch?: string;
  idempotencyKey?: string;
}

function encodeQuery(pairs: Pair[]): string {
  if (!pairs.length) return "";
  return `?${pairs.map(([k, v, raw]) => `${encodeURIComponent(k)}=${raw ? v : encodeURIComponent(v)}`).join("&")}`;
}

const png = () => new File([pngBytes()], "pixel.png", { type: "image/png" });

function formData(plan: Extract<BodyPlan, { kind: "form" }>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(plan.fields)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const x of v) form.append(k, typeof x === "string" ? x : JSON.stringify(x));
    else form.append(k, typeof v === "string" ? v : JSON.stringify(v));
  }
  for (const [name, file] of Object.entries(plan.files)) {
    if (file === "png") form.append(name, png());
    if (file === "many") for (let i = 0; i < 3; i++) form.append(name, png());
    if (file === "fake") form.append(name, new File(["<svg onload=alert(1)>"], "x.png", { type: "image/png" }));
    if (file === "empty") form.append(name, new File([], ""));
  }
  return form;
}

async function send(op: Operation, plan: Plan, w: World) {
  const headers: Record<string, string> = {};
  const token = w.tokens[plan.role];
  if (plan.role === "forged") headers.authorization = plan.forged;
  else if (token) headers.authorization = `Bearer ${token}`;
  if (plan.language !== undefined) headers["accept-language"] = plan.language;
  if (plan.idempotencyKey !== undefined) headers["idempotency-key"] = plan.idempotencyKey;
  if (plan.ifNoneMatch !== undefined) headers["if-none-match"] = plan.ifNoneMatch;
  let body: BodyInit | undefined;
  const b = plan.body;
  if (b.kind === "json") {
    headers["content-type"] = b.contentType;
    body = JSON.stringify(b.value);
  } else if (b.kind === "raw") {
    headers["content-type"] = b.contentType;
    body = b.text;
  } else if (b.kind === "form") body = formData(b);
  const url = `http://api.test${plan.path}${encodeQuery(plan.query)}`;
  const res = await SELF.fetch(url, { method: op.method.toUpperCase(), headers, body });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { url, status: res.status, type: res.headers.get("content-type") ?? "", bytes };
}

const describePlan = (op: Operation, plan: Plan, url: string) =>
  `${op.method.toUpperCase()} ${url} as ${plan.role === "forged" ? ` (Authorization: ${plan.forged})` : plan.role}${plan.language !== undefined ? ` Accept-Language ${plan.language.slice(0, 40)}` : ""}${plan.idempotencyKey !== undefined ? ` Idempotency-Key ${plan.idempotencyKey.length} chars` : ""}${plan.ifNoneMatch !== undefined ? ` If-None-Match ${plan.ifNoneMatch}` : ""}; body ${JSON.stringify(
    plan.body.kind === "form" ? { form: plan.body.fields, files: plan.body.files } : plan.body,
  ).slice(0, 600)}`;

/** The documented answer for a status: its JSON schema, media type, or none. */
function documented(doc: OpenApiDocument, op: Operation, status: number) {
  const responses = (doc.paths[op.path][op.method] as { responses: Record<string, unknown> }).responses;
  const entry = responses[String(status)];
  if (!entry) return undefined;
  const res = deref(entry, doc) as { content?: Record<string, { schema: unknown }> };
  const [media, c] = Object.entries(res.content ?? {})[0] ?? [];
  return { media, schema: c?.schema };
}

const validators = new Map<string, Validator>();
function validatorFor(key: string, schema: unknown) {
  let v = validators.get(key);
  if (!v) validators.set(key, (v = new Validator(schema as never, "2020-12", false)));
  return v;
}

describe("the fuzzer's own checks", () => {
  it("the fingerprint sees a write, and a change that keeps the counts", async () => {
    const a = await fingerprint(env.DB);
    const store = (await createOwnedBranch()).store;
    const b = await fingerprint(env.DB);
    expect(b["stores.count"]).not.toEqual(a["stores.count"]);
    const product = await createProduct(store);
    const listing = await createListing(await createBranch(store), product);
    const c = await fingerprint(env.DB);
    await db
      .update(schema.branchProducts)
      .set({ stock: listing.stock + 1 })
      .where(eq(schema.branchProducts.id, listing.id));
    expect(await fingerprint(env.DB)).not.toEqual(c);
  });

  it("the validator refuses an answer that breaks its schema", () => {
    const v = new Validator(deref({ $ref: "#/components/schemas/Product" }, openApiDocument() as never) as never, "2020-12", false);
    expect(v.validate({ id: "1" }).valid).toBe(false);
  });
});

// Found by this fuzzer: GET /api/media/{key} with a malformed If-None-Match or If-Match (an
// unquoted ETag such as `garbage`, or `abc, def`) answered 500, because R2's `get(key, { onlyIf })`
// throws on it. The condition is now ignored and the image served.
describe("findings", () => {
  it("a malformed ETag in a conditional request for /api/media/ is ignored, not a 5xx", async () => {
    const key = `products/${unique("etag")}.png`;
    await env.MEDIA.put(key, pngBytes(), { httpMetadata: { contentType: "image/png" } });
    for (const [header, value] of [
      ["if-none-match", "garbage"],
      ["if-match", "garbage"],
      ["if-none-match", "abc, def"],
    ]) {
      const res = await SELF.fetch(`http://api.test/api/media/${key}`, { headers: { [header]: value } });
      expect(res.status, `${header}: ${value}`).toBe(200);
    }
  });
});

// Each operation gets a world of its own (a successful delete or logout changes it for the
// runs after it); the operation's runs share it.
describe("fuzzing every documented operation", () => {
  let doc: OpenApiDocument;
  const started = Date.now();
  /** Statuses seen, by operation: printed at the end, so a run shows how deep it reached. */
  const seen = new Map<string, Map<number, number>>();
  beforeAll(() => {
    doc = openApiDocument();
  });
  afterAll(() => {
    const total = [...seen.values()].reduce((n, m) => n + [...m.values()].reduce((a, b) => a + b, 0), 0);
    const lines = [...seen].map(
      ([id, m]) =>
        `${id}: ${[...m]
          .sort(([a], [b]) => a - b)
          .map(([s, n]) => `${s}x${n}`)
          .join(" ")}`,
    );
    console.log(`fuzz: ${total} requests over ${seen.size} operations in ${((Date.now() - started) / 1000).toFixed(1)} s\n${lines.join("\n")}`);
  });

  for (const op of operations) {
    it(`${op.method.toUpperCase()} ${op.path} (${op.id})`, { timeout: 120_000 }, async () => {
      const w = await world();
      const planArb: fc.Arbitrary<Plan> = fc.record({
        // Mostly callers who may act, so that runs reach past the rights checks.
        role: fc.oneof(
          { arbitrary: fc.constantFrom<RoleName>("visitor", "forged"), weight: 1 },
          { arbitrary: fc.constantFrom<RoleName>("customer", "owner", "manager"), weight: 4 },
          { arbitrary: fc.constant<RoleName>("admin"), weight: 2 },
        ),
        path: pathArb(op, w),
        query: queryArb(op, doc, w),
        body: bodyArb(op, doc, w),
        language: fc.option(
          fc.oneof(
            { arbitrary: fc.constant("ar"), weight: 4 },
            { arbitrary: fc.constantFrom("ar-EG,ar;q=0.9,en;q=0.8", "en;q=abc, ar;q=", "*", "x".repeat(2000), "ar;q=1e999"), weight: 1 },
          ),
          { nil: undefined },
        ),
        forged: fc.constantFrom(
          "Bearer not-a-token",
          "Bearer ",
          "Bearer a.b.c",
          "Basic Zm9vOmJhcg==",
          "Token abc",
          "Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.",
          "bearer  two  spaces",
          "Bearer %E0%A4%A",
        ),
        ifNoneMatch:
          op.id === "getMedia"
            ? fc.option(fc.constantFrom("*", '"nope"', 'W/"x"', '"a", W/"b"', "garbage", "abc, def"), { nil: undefined })
            : fc.constant(undefined),
        idempotencyKey:
          op.id === "checkout"
            ? fc.option(fc.oneof(fc.string({ minLength: 1, maxLength: 40 }), fc.constantFrom("", " ", "k".repeat(300))), { nil: undefined })
            : fc.constant(undefined),
      });
      await fc.assert(
        fc.asyncProperty(planArb, async (plan) => {
          const write = op.method !== "get";
          const before = write ? await fingerprint(env.DB) : undefined;
          const res = await send(op, plan, w);
          const counts = seen.get(op.id) ?? seen.set(op.id, new Map()).get(op.id)!;
          counts.set(res.status, (counts.get(res.status) ?? 0) + 1);
          const what = () =>
            `${describePlan(op, plan, res.url)}\n  -> ${res.status} ${res.type} ${new TextDecoder().decode(res.bytes.slice(0, 600))}`;
          if (res.status >= 500) throw new Error(`server error: ${what()}`);
          const doc_ = documented(doc, op, res.status);
          if (!doc_) throw new Error(`undocumented status ${res.status}: ${what()}`);
          if (doc_.media === "application/json") {
            if (!/^application\/json/.test(res.type)) throw new Error(`expected JSON: ${what()}`);
            const data = JSON.parse(new TextDecoder().decode(res.bytes));
            const result = validatorFor(`${op.id} ${res.status}`, doc_.schema).validate(data);
            if (!result.valid) {
              const errors = result.errors
                .slice(-4)
                .map((e) => `${e.instanceLocation}: ${e.error}`)
                .join("; ");
              throw new Error(`answer does not match the documented schema (${errors}): ${what()}`);
            }
          } else if (doc_.media) {
            const expected = doc_.media.replace("/*", "/");
            if (!res.type.startsWith(expected)) throw new Error(`expected ${doc_.media}: ${what()}`);
          } else if (res.bytes.length) throw new Error(`expected no body: ${what()}`);
          if (write && res.status >= 400) {
            const after = await fingerprint(env.DB);
            const changed = Object.keys(after).filter((k) => after[k] !== before![k]);
            if (changed.length)
              throw new Error(`a refused write changed ${changed.map((k) => `${k} ${before![k]} -> ${after[k]}`).join(", ")}: ${what()}`);
          }
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    });
  }
});
