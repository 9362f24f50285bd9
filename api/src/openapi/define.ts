// What an operation is, and the helpers each domain folder's openapi.ts describes its routes
// with (catalog/openapi.ts beside catalog's routes, orders/openapi.ts beside orders'...).
// operations.ts gathers those tables; document.ts, page.ts and the fuzzer read them.
import { z } from "zod";

export type Method = "get" | "post" | "put" | "patch" | "delete";
export type Role = "customer" | "branch_owner" | "super_admin";

/** Who may call: anyone (a token is read if sent), any signed-in user, or these roles. */
export type Access = "public" | "user" | readonly Role[];

export const ADMIN: readonly Role[] = ["super_admin"];
export const MERCHANT: readonly Role[] = ["super_admin", "branch_owner"];

/** What a path parameter holds; the fuzzer fills it from the matching fixture. */
export type ParamKind = "id" | "store-ref" | "media-key" | "session-id";
export type Params = Record<string, { kind: ParamKind; description: string }>;

export interface FileField {
  name: string;
  /** Several files under the same name. */
  multiple?: boolean;
  required?: boolean;
  description: string;
}

export interface Body {
  /** application/json (and +json types). */
  json?: z.ZodType;
  /** multipart/form-data: these text fields plus `files`. */
  form?: z.ZodType;
  files?: readonly FileField[];
  /** The body may be left out altogether. */
  optional?: boolean;
  description?: string;
}

export interface Success {
  status: number;
  /** The JSON body; absent for an empty answer (204, 205). */
  schema?: z.ZodType;
  /** A body that is not JSON: its media type. */
  media?: string;
  description: string;
}

export interface Operation {
  id: string;
  method: Method;
  /** As clients call it: under /api, with the trailing slash the product rules' paths have. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  access: Access;
  params?: Params;
  /** Query filters: a zod object (perhaps preprocessed) whose keys are the parameters. */
  query?: z.ZodType;
  /** ?page and ?page_size; the number is the default page size. */
  paged?: number;
  headers?: { name: string; description: string; schema: z.ZodType }[];
  body?: Body;
  ok: readonly Success[];
  /**
   * The error statuses this operation answers besides those its shape implies (document.ts,
   * errorStatuses: 401 everywhere, 403 for roles, 404 for path parameters and pages, 400 for
   * bodies and digit ids, 415 for JSON-only bodies).
   */
  errors?: readonly number[];
}

/** A path parameter holding an object's id (digits; anything else is a 400). */
export const id = (description: string) => ({ kind: "id" as const, description });
export const idParam: Params = { id: id("The object's id (digits).") };

/** A query flag as the routes read it: true or 1, false or 0. */
export const flag = (description: string) => z.enum(["true", "1", "false", "0"]).optional().describe(description);

/** A body sent as JSON or as a multipart form with these files (the same fields either way). */
export const jsonOrForm = (schema: z.ZodType, files: readonly FileField[]): Body => ({ json: schema, form: schema, files });

/** What every operation states; the rest comes from its helper. */
interface Common {
  summary: string;
  description?: string;
  access: Access;
  errors?: readonly number[];
  headers?: Operation["headers"];
}
/** The answer's own words where the helper's default ("The branch.") does not fit. */
interface Said {
  said?: string;
}
/** A body: a zod schema for JSON only, or the whole description. */
type BodySpec = z.ZodType | Body;
const asBody = (body: BodySpec): Body => (body instanceof z.ZodType ? { json: body } : body);

export interface ResourceShape {
  tag: string;
  /** The collection's path, as clients call it ("/api/branches/"); an item is under it, `{id}/`. */
  path: string;
  /** What one item and several are called in the answers' descriptions: "branch", "branches". */
  one: string;
  many: string;
  /** The collection path's own parameters (a product's reviews: the product's `{id}`). */
  params?: Params;
  /** The item's path parameter, when not a digit id named `id`. */
  item?: Params;
}

/** Operations under one tag: `op` takes any operation, less its tag. */
export function tagged(tag: string) {
  return { op: (o: Omit<Operation, "tag">): Operation => ({ ...o, tag }) };
}

/**
 * The usual operations on a collection and its items: a list (paged when `paged` is given), one
 * item, create, update (PATCH or PUT) and delete, with their paths and answers' descriptions
 * made from the shape; anything else through `op`.
 */
export function resource(shape: ResourceShape) {
  const { tag, path, one, many } = shape;
  const own = shape.item ?? idParam;
  const item = { ...shape.params, ...own };
  const itemPath = `${path}${Object.keys(own)
    .map((k) => `{${k}}/`)
    .join("")}`;
  const { op } = tagged(tag);
  return {
    op,
    list: (id: string, s: Common & Said & { schema: z.ZodType; query?: z.ZodType; paged?: number }): Operation =>
      op({
        id,
        method: "get",
        path,
        ...common(s),
        params: shape.params,
        query: s.query,
        paged: s.paged,
        ok: [{ status: 200, schema: s.schema, description: s.said ?? (s.paged ? `A page of ${many}.` : `The ${many}.`) }],
      }),
    get: (id: string, s: Common & Said & { schema: z.ZodType }): Operation =>
      op({
        id,
        method: "get",
        path: itemPath,
        ...common(s),
        params: item,
        ok: [{ status: 200, schema: s.schema, description: s.said ?? `The ${one}.` }],
      }),
    create: (id: string, s: Common & Said & { body: BodySpec; schema: z.ZodType }): Operation =>
      op({
        id,
        method: "post",
        path,
        ...common(s),
        params: shape.params,
        body: asBody(s.body),
        ok: [{ status: 201, schema: s.schema, description: s.said ?? `The new ${one}.` }],
      }),
    update: (id: string, method: "patch" | "put", s: Common & Said & { body: BodySpec; schema: z.ZodType }): Operation =>
      op({
        id,
        method,
        path: itemPath,
        ...common(s),
        params: item,
        body: asBody(s.body),
        ok: [{ status: 200, schema: s.schema, description: s.said ?? `The ${one}.` }],
      }),
    remove: (id: string, s: Common & Said): Operation =>
      op({ id, method: "delete", path: itemPath, ...common(s), params: item, ok: [{ status: 204, description: s.said ?? "Deleted." }] }),
  };
}

const common = (s: Common) => ({ summary: s.summary, description: s.description, access: s.access, headers: s.headers, errors: s.errors });
