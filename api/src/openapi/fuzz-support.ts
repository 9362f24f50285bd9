// What the fuzzer (fuzz.test.ts) needs besides the document: values generated from JSON
// Schemas, schemas with their $refs inlined, and a cheap fingerprint of the database.
import fc from "fast-check";
import type { JsonSchema } from "./document";

// biome-ignore lint/suspicious/noExplicitAny: JSON Schema documents are walked generically, key by key
type Json = Record<string, any>;

/** The schema with every local $ref replaced by its target (the document has no cycles). */
// biome-ignore lint/suspicious/noExplicitAny: a schema node: an object, an array or a plain value
export function deref(schema: unknown, doc: Json, seen: string[] = []): any {
  if (Array.isArray(schema)) return schema.map((s) => deref(s, doc, seen));
  if (!schema || typeof schema !== "object") return schema;
  const s = schema as Json;
  if (typeof s.$ref === "string") {
    if (seen.includes(s.$ref)) throw new Error(`cyclic $ref ${s.$ref}`);
    const target = s.$ref
      .replace(/^#\//, "")
      .split("/")
      .reduce((node: Json | undefined, key: string) => node?.[key], doc);
    if (target === undefined) throw new Error(`unresolved $ref ${s.$ref}`);
    const { $ref: _, ...rest } = s;
    return { ...deref(target, doc, [...seen, s.$ref]), ...deref(rest, doc, seen) };
  }
  return Object.fromEntries(Object.entries(s).map(([k, v]) => [k, deref(v, doc, seen)]));
}

const LATIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const ARABIC = "ابتثجحخدذرزسشصضطظعغفقكلمنهويءآأإةى";
const word = (alphabet: string, length: number) =>
  fc.array(fc.constantFrom(...alphabet), { minLength: length, maxLength: length }).map((a) => a.join(""));

/** The long words that once broke D1's LIKE (60 Latin, 30 Arabic letters), and other awkward text. */
export const nastyText = fc.oneof(
  word(LATIN, 60),
  word(ARABIC, 30),
  fc.constantFrom(
    "",
    " ",
    "%",
    "_",
    "%_%",
    "'",
    '"; drop table users; --',
    "<script>alert(1)</script>",
    "null",
    "true",
    "1e20",
    "-1",
    "0",
    "NaN",
    "١٢٣",
    "\u0000",
    "😀".repeat(20),
    "a".repeat(5000),
  ),
);

/** Values of every JSON type, for "wrong type" mutations. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(1e20, -1, 0, 2 ** 53 + 2, 0.5),
  nastyText,
  fc.constant([]),
  fc.constant([1, "x"]),
  fc.constant({}),
  fc.constant({ nested: { deep: [null] } }),
);

/** Picks a fixture id for fields that name an object (branch_id, product, owner...), given the pools. */
export type IdPools = Record<string, number[]>;
const POOL_OF: Record<string, string> = {
  branch_id: "branch",
  branch: "branch",
  branchId: "branch",
  product_id: "product",
  product: "product",
  productId: "product",
  product_ids: "product",
  store: "store",
  owner: "user",
  manager: "user",
  user: "user",
  customer_id: "user",
  theme: "theme",
  category_ids: "category",
  exclude_product_id: "product",
  object_id: "any",
  actor: "user",
  area_id: "area",
  order_item_id: "order_item",
};

/** An arbitrary for values of `schema`; `name` is the property's, so ids come from `pools`. */
export function fromSchema(schema: JsonSchema | undefined, pools: IdPools, name = "", depth = 0): fc.Arbitrary<unknown> {
  const s = (schema ?? {}) as Json;
  const pool = POOL_OF[name] ? (pools[POOL_OF[name]] ?? []) : [];
  if (pool.length && depth < 4) {
    const ids = fc.constantFrom(...pool);
    const isList = s.type === "array";
    const direct = isList ? fc.array(ids, { minLength: 1, maxLength: 3 }) : ids;
    return fc.oneof({ arbitrary: direct, weight: 4 }, { arbitrary: fromSchema(s, {}, name, depth), weight: 1 });
  }
  if (s.const !== undefined) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...s.enum);
  for (const key of ["anyOf", "oneOf"]) {
    if (Array.isArray(s[key]) && s[key].length) return fc.oneof(...s[key].map((x: JsonSchema) => fromSchema(x, pools, name, depth)));
  }
  if (Array.isArray(s.allOf)) {
    const merged: Json = { properties: {}, required: [] };
    for (const x of s.allOf as Json[]) {
      const { properties, required, ...rest } = x;
      Object.assign(merged, rest);
      Object.assign(merged.properties, properties);
      merged.required.push(...(required ?? []));
    }
    return fromSchema(merged, pools, name, depth);
  }
  const types: string[] = Array.isArray(s.type) ? s.type : s.type ? [s.type] : s.properties ? ["object"] : [];
  if (types.length > 1) return fc.oneof(...types.map((t) => fromSchema({ ...s, type: t }, pools, name, depth)));
  switch (types[0]) {
    case "string": {
      if (s.contentMediaType) return fc.constant("file");
      if (s.pattern) {
        try {
          return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length <= (s.maxLength ?? 1000) && v.length >= (s.minLength ?? 0));
        } catch {
          /* a pattern JavaScript cannot read: any string */
        }
      }
      if (s.format === "email") return fc.emailAddress();
      return fc.oneof(
        { arbitrary: fc.string({ minLength: Math.max(1, s.minLength ?? 0), maxLength: Math.min(s.maxLength ?? 30, 30) }), weight: 4 },
        { arbitrary: word(ARABIC, Math.min(10, s.maxLength ?? 10)), weight: 1 },
      );
    }
    case "integer":
      return fc.integer({
        min: Math.max(s.minimum ?? -1000, -1e6, s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -1e6),
        max: Math.min(s.maximum ?? 1000, 1e6),
      });
    case "number":
      return fc.oneof(
        fc.integer({ min: 1, max: 500 }),
        fc.double({ min: s.minimum ?? -1000, max: s.maximum ?? 1000, noNaN: true, noDefaultInfinity: true }),
      );
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(fromSchema(s.items, pools, name, depth + 1), { minLength: s.minItems ?? 0, maxLength: Math.min(s.maxItems ?? 3, 3) });
    case "object": {
      if (depth > 4) return fc.constant({});
      const props = (s.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set<string>(s.required ?? []);
      const keys = Object.keys(props);
      if (!keys.length) return fc.constant({});
      return fc.record(Object.fromEntries(keys.map((k) => [k, fromSchema(props[k], pools, k, depth + 1)])), {
        requiredKeys: keys.filter((k) => required.has(k)),
      });
    }
    default:
      return anyJson;
  }
}

// ---- The database's fingerprint ----

/** Tables whose rows a refused request must leave as they were (login_attempts excepted: a failed login counts, by design). */
const TABLES: { table: string; updated?: boolean; sums?: string[] }[] = [
  { table: "users", updated: true, sums: ["token_version"] },
  { table: "refresh_tokens" },
  { table: "themes" },
  { table: "stores", sums: ["coalesce(theme_id, 0)", "coalesce(owner_id, 0)"] },
  { table: "branches", sums: ["coalesce(theme_id, 0)"] },
  { table: "responsibles", sums: ["user_id", "branch_id"] },
  { table: "categories" },
  { table: "products", updated: true },
  { table: "product_images" },
  { table: "product_categories", sums: ["category_id"] },
  { table: "branch_products", updated: true, sums: ["stock", "price", "is_available"] },
  { table: "reviews", updated: true, sums: ["rating"] },
  { table: "cart_items", updated: true, sums: ["quantity"] },
  { table: "wishlist_items" },
  { table: "orders", updated: true, sums: ["total", "delivery_fee", "cod_fee", "coalesce(area_id, 0)", "wallet_amount"] },
  { table: "order_items" },
  { table: "order_status_history" },
  { table: "idempotency_keys" },
  { table: "cashbacks" },
  { table: "wallet_entries", sums: ["amount"] },
  { table: "audit_log" },
  { table: "branch_delivery", updated: true, sums: ["coalesce(free_over, 0)", "pickup", "pickup_hold_days"] },
  { table: "branch_delivery_governorates", sums: ["fee", "governorate_id"] },
  { table: "branch_delivery_areas", sums: ["coalesce(fee, 0)", "area_id"] },
  { table: "cod_policies", updated: true, sums: ["coalesce(max_order, 0)", "fee", "confirm_window_hours"] },
  { table: "cod_policy_default", updated: true, sums: ["coalesce(max_order, 0)", "fee", "confirm_window_hours"] },
  { table: "addresses", updated: true, sums: ["is_default", "area_id", "user_id"] },
  // The outbox and inbox: rows come only with a request's change; read marks are a request's too.
  // (notification_deliveries is left out: the queue's consumer writes it in the background.)
  { table: "notifications", sums: ["read_at is not null", "user_id"] },
  { table: "notification_preferences", sums: ["enabled", "user_id"] },
];

const WITHOUT_ID = new Set([
  "product_categories",
  "refresh_tokens",
  "branch_delivery",
  "cod_policies",
  "branch_delivery_governorates",
  "branch_delivery_areas",
  "notification_preferences",
]);
const rowid = (t: string) => (WITHOUT_ID.has(t) ? "rowid" : "id");

/** Each table's row count, highest id, latest updated_at and a few sums, as result columns. */
const columnsOf = ({ table, updated, sums }: (typeof TABLES)[number]) => [
  `(select count(*) from ${table}) as "${table}.count"`,
  `(select max(${rowid(table)}) from ${table}) as "${table}.max_id"`,
  ...(updated ? [`(select max(updated_at) from ${table}) as "${table}.updated"`] : []),
  ...(sums ?? []).map((col) => `(select total(${col}) from ${table}) as "${table}.sum(${col})"`),
];

// D1 answers at most 100 columns a row: the columns go in as few queries as that allows.
const MAX_COLUMNS = 100;
export const FINGERPRINT_SQL: readonly string[] = TABLES.map(columnsOf)
  .reduce<string[][]>((queries, columns) => {
    const last = queries.at(-1);
    if (last && last.length + columns.length <= MAX_COLUMNS) last.push(...columns);
    else queries.push([...columns]);
    return queries;
  }, [])
  .map((columns) => `select ${columns.join(", ")}`);

/** Only what is used of the D1 binding, so this file also type-checks outside the worker. */
type Queryable = { prepare(sql: string): { first(): Promise<Record<string, unknown> | null> } };

export async function fingerprint(db: Queryable): Promise<Record<string, unknown>> {
  const parts = await Promise.all(FINGERPRINT_SQL.map(async (sql) => (await db.prepare(sql).first()) ?? {}));
  return Object.assign({}, ...parts);
}
