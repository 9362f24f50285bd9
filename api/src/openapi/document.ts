// The OpenAPI 3.1 document, built from the operations (each domain folder's openapi.ts,
// gathered by operations.ts) and the contract's zod schemas with zod's own JSON Schema
// conversion (draft 2020-12, which OpenAPI 3.1 uses as is). Requests are described as the
// schemas accept them (io: "input", before preprocessing and transforms), answers as the API
// produces them (io: "output"). Built once per isolate.
import { z } from "zod";
import * as contract from "#contract";
import type { Operation } from "./define";
import { operations } from "./operations";

type Json = Record<string, unknown>;
export type JsonSchema = Json;

export interface OpenApiDocument {
  openapi: "3.1.0";
  info: Json;
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Json>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Json; responses: Record<string, Json> };
}

const TAGS: Record<string, string> = {
  Meta: "The API itself: health, this document and its reference page.",
  Auth: "Accounts and sessions: JWT bearer tokens (access 15 min, refresh 7 days, rotated on use).",
  Media: "Stored images.",
  Stores: "Stores and their settings.",
  Themes: "A store's colours, logo and background.",
  Branches: "A store's branches.",
  Managers: "Who manages which branch.",
  Catalogue: "Categories and products.",
  Listings: "A branch's price, stock and availability for a product.",
  Reviews: "Product reviews.",
  Cart: "The signed-in user's server cart.",
  Orders: "Checkout, orders, their status and bill.",
  Returns: "Returns of delivered goods: the customer's request within the legal window, the branch's answer, receipt, refund and credit note.",
  Wallet: "Cashback and the wallet.",
  Wishlist: "The signed-in user's saved products.",
  Areas: "Egypt's governorates and their areas: what an address names, and what a branch delivers to.",
  Addresses: "The signed-in user's address book: saved delivery addresses, one of them the default.",
  Delivery: "Where a branch delivers, for what fee and how soon, and pickup at the branch.",
  "Cash on delivery": "A store's cash on delivery policy (its cap, its COD fee, which orders need confirmation) and the marketplace default.",
  Cash: "Cash on delivery accounted for: who collected each delivered order's cash, handovers to the branch, the daily cash sheet.",
  Reports:
    "Merchant figures: sales, orders, cancellations and refusals, best sellers, by branch, category and day, from daily figures kept with the orders.",
  Audit: "Who changed what.",
  Publish: "Rebuilding the prerendered storefront, and how it went.",
  Notifications: "The inbox, the channels each kind of notification reaches, and the delivery log.",
  "Offer imports":
    "Offers (price, stock, availability per branch) updated from a CSV or XLSX file with a dry run first, and exported in the same columns.",
};

const ROLE_NAMES = { customer: "customer", branch_owner: "store owner or branch manager", super_admin: "super admin" } as const;

/** Error bodies, as lib/errors.ts writes them. */
const errorSchemas: Record<string, JsonSchema> = {
  Detail: {
    type: "object",
    description: 'A message for people: `{"detail": "..."}`; some errors add fields (`code`, `allowed`, `items`).',
    properties: { detail: { type: "string" }, code: { type: "string" } },
    required: ["detail"],
  },
  FieldErrors: {
    type: "object",
    description: 'What is wrong with each field: `{"field": ["message", ...]}`; errors of no one field are under `non_field_errors`.',
    minProperties: 1,
    additionalProperties: { type: "array", items: { type: "string" }, minItems: 1 },
  },
};

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

const ERRORS: Record<number, { description: string; schema: JsonSchema; headers?: Json }> = {
  400: { description: "Invalid input: field errors, or a message.", schema: { anyOf: [ref("FieldErrors"), ref("Detail")] } },
  401: { description: "No, or no valid, bearer token (a malformed Authorization header is refused on every route).", schema: ref("Detail") },
  403: { description: "The caller's role or rights do not allow this.", schema: ref("Detail") },
  404: { description: "No such object (or not visible to the caller), or no such page.", schema: ref("Detail") },
  409: {
    description: "Conflict with the current state (a value already taken, a status that cannot follow, prices or stock that changed).",
    schema: { anyOf: [ref("PriceChanged"), ref("OutOfStock"), ref("Detail"), ref("FieldErrors")] },
  },
  415: { description: "The body was declared as something other than JSON.", schema: ref("Detail") },
  429: {
    description: "Too many attempts; wait as Retry-After says.",
    schema: ref("Detail"),
    headers: { "Retry-After": { description: "Seconds to wait.", schema: { type: "integer" } } },
  },
  503: { description: "Sign-in is unavailable (no signing key configured).", schema: ref("Detail") },
};

/** Names for the contract's schemas: the export's name in PascalCase (productList: ProductList). */
const contractNames = new Map<unknown, string>();
for (const [name, value] of Object.entries(contract)) {
  if (value instanceof z.ZodType && !contractNames.has(value)) contractNames.set(value, name[0].toUpperCase() + name.slice(1));
}

function schemaName(schema: z.ZodType, fallback: string): string {
  const known = contractNames.get(schema);
  if (known) return known;
  // paged(x): XPage.
  const results = schema instanceof z.ZodObject ? schema.shape.results : undefined;
  if (results instanceof z.ZodArray && contractNames.has(results.element)) return `${contractNames.get(results.element)}Page`;
  return fallback;
}

const pascal = (id: string) => id[0].toUpperCase() + id.slice(1);

/** Path parameters' schemas: what the routes accept (anything else is a 400 or 404). */
const PARAM_SCHEMAS = {
  id: { type: "string", pattern: "^[0-9]{1,12}$" },
  "store-ref": { type: "string", minLength: 1 },
  "media-key": { type: "string", minLength: 1 },
  "session-id": { type: "string", minLength: 1, maxLength: 64 },
} as const;

const clean = (schema: JsonSchema): JsonSchema => {
  const { $schema: _s, $id: _id, id: _name, ...rest } = schema;
  return rest;
};

function convert(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  return clean(z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as JsonSchema);
}

/** Every error status an operation may answer: its own, and those its shape implies. */
export function errorStatuses(op: Operation): number[] {
  const out = new Set<number>(op.errors);
  out.add(401); // a bad Authorization header, on any route
  if (Array.isArray(op.access)) out.add(403);
  if (op.params || op.paged) out.add(404);
  if (op.body) out.add(400);
  // A path id that is not 1 to 12 digits (lib/validate.ts, pathId).
  if (Object.values(op.params ?? {}).some((p) => p.kind === "id")) out.add(400);
  if (op.body?.json && !op.body.form) out.add(415);
  return [...out].sort((a, b) => a - b);
}

function security(op: Operation) {
  // Public routes read a token when one is sent (e.g. check-username counts one's own name as free).
  return op.access === "public" ? [{}, { bearerAuth: [] }] : [{ bearerAuth: [] }];
}

function accessText(op: Operation): string {
  if (op.access === "public") return "Anyone.";
  if (op.access === "user") return "Any signed-in user.";
  return `Roles: ${op.access.map((r) => ROLE_NAMES[r]).join(", ")}.`;
}

function build(): OpenApiDocument {
  const inputs = z.registry<{ id: string }>();
  const outputs = z.registry<{ id: string }>();
  const register = (registry: typeof inputs, schema: z.ZodType, fallback: string) => {
    const existing = registry.get(schema)?.id;
    if (existing) return existing;
    const name = schemaName(schema, fallback);
    registry.add(schema, { id: name });
    return name;
  };
  // The named output shapes first, so that every answer holding one refers to it.
  for (const s of [
    contract.user,
    contract.store,
    contract.theme,
    contract.branch,
    contract.responsible,
    contract.category,
    contract.product,
    contract.productOffer,
    contract.productImage,
    contract.listing,
    contract.review,
    contract.cart,
    contract.cartLine,
    contract.order,
    contract.cashback,
    contract.priceChanged,
    contract.outOfStock,
  ]) {
    register(outputs, s, "Unnamed");
  }

  const paths: OpenApiDocument["paths"] = {};
  const pending: (() => void)[] = [];
  for (const op of operations) {
    const parameters: Json[] = [];
    for (const [name, p] of Object.entries(op.params ?? {})) {
      parameters.push({ name, in: "path", required: true, description: p.description, schema: PARAM_SCHEMAS[p.kind] });
    }
    if (op.query) {
      const q = convert(op.query, "input") as { properties?: Record<string, JsonSchema>; required?: string[] };
      for (const [name, schema] of Object.entries(q.properties ?? {})) {
        const { description, ...rest } = schema;
        parameters.push({ name, in: "query", required: q.required?.includes(name) ?? false, ...(description ? { description } : {}), schema: rest });
      }
    }
    if (op.paged) {
      parameters.push(
        {
          name: "page",
          in: "query",
          required: false,
          description: "Page number from 1 (1 to 10 digits); past the last page: 404.",
          schema: { type: "string", pattern: "^[0-9]{1,10}$" },
        },
        {
          name: "page_size",
          in: "query",
          required: false,
          description: `Rows a page (default ${op.paged}, at most 100).`,
          schema: { type: "integer", minimum: 1, maximum: 100, default: op.paged },
        },
      );
    }
    for (const h of op.headers ?? [])
      parameters.push({ name: h.name, in: "header", required: false, description: h.description, schema: convert(h.schema, "input") });

    const operation: Json = {
      operationId: op.id,
      tags: [op.tag],
      summary: op.summary,
      description: [op.description, `Who may call: ${accessText(op)}`].filter(Boolean).join("\n\n"),
      security: security(op),
      "x-access": op.access,
      ...(parameters.length ? { parameters } : {}),
    };
    if (op.body) {
      const content: Json = {};
      const body = op.body;
      const name = pascal(op.id);
      if (body.json) {
        const n = register(inputs, body.json, `${name}Body`);
        content["application/json"] = { schema: ref(n) };
      }
      if (body.form) {
        const n = register(inputs, body.form, `${name}Form`);
        pending.push(() => {
          // The form's text fields, and its files as binary parts.
          const files: Record<string, JsonSchema> = {};
          for (const f of body.files ?? []) {
            const file = { type: "string", contentMediaType: "application/octet-stream", description: f.description };
            files[f.name] = f.multiple ? { type: "array", items: file } : file;
          }
          const required = (body.files ?? []).filter((f) => f.required).map((f) => f.name);
          content["multipart/form-data"] = {
            schema: { allOf: [ref(n), { type: "object", properties: files, ...(required.length ? { required } : {}) }] },
          };
        });
      }
      operation.requestBody = { required: !body.optional, ...(body.description ? { description: body.description } : {}), content };
    }
    const responses: Json = {};
    for (const ok of op.ok) {
      let content: Json | undefined;
      if (ok.schema) content = { "application/json": { schema: ref(register(outputs, ok.schema, `${pascal(op.id)}Response`)) } };
      else if (ok.media) content = { [ok.media]: { schema: { type: "string", contentMediaType: ok.media } } };
      responses[String(ok.status)] = { description: ok.description, ...(content ? { content } : {}) };
    }
    for (const status of errorStatuses(op)) responses[String(status)] = { $ref: `#/components/responses/Error${status}` };
    operation.responses = responses;
    (paths[op.path] ??= {})[op.method] = operation;
  }
  for (const f of pending) f();

  const uri = (id: string) => `#/components/schemas/${id}`;
  const opts = { unrepresentable: "any", target: "draft-2020-12", uri } as const;
  const schemas: Record<string, JsonSchema> = { ...errorSchemas };
  for (const [io, registry] of [
    ["input", inputs],
    ["output", outputs],
  ] as const) {
    for (const [name, s] of Object.entries(z.toJSONSchema(registry, { ...opts, io }).schemas)) schemas[name] = clean(s as JsonSchema);
  }
  const responses: Record<string, Json> = {};
  for (const [status, e] of Object.entries(ERRORS)) {
    responses[`Error${status}`] = {
      description: e.description,
      ...(e.headers ? { headers: e.headers } : {}),
      content: { "application/json": { schema: e.schema } },
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Aswaq API",
      version: "1.0.0",
      description:
        'The marketplace\'s API. Paths end in a slash (both forms are accepted). Money is a decimal string ("120.00", EGP); lists are paged (`count`, relative `next` and `previous`, `results`). With `Accept-Language: ar` messages come in Arabic.',
    },
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))),
      securitySchemes: {
        bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT", description: "The access token from /api/auth/login/." },
      },
      responses,
    },
  };
}

let cached: OpenApiDocument | undefined;
/** The document; built on first use and kept for the isolate's life. */
export function openApiDocument(): OpenApiDocument {
  return (cached ??= build());
}
