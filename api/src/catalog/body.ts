// Write bodies as plain objects: the admin sends multipart forms (docs/product.md §7), other clients
// may send JSON where no file is needed.
import type { Context } from "hono";
import type { FieldErrors } from "#contract/common";
import type { z } from "zod";
import { badRequest } from "../lib/errors";
import { say } from "#contract/said";
import { formBody, jsonObject, parseFields } from "../lib/validate";
import { checkImage, type ImageKind } from "../media/images";

/**
 * The body as an object. Repeated form fields keep only their last value (as Django's
 * QueryDict does), except the fields named in `lists`.
 */
export async function readBody(c: Context, opts: { json: boolean; lists?: string[] }): Promise<Record<string, unknown>> {
  const type = c.req.header("content-type") ?? "";
  if (opts.json && type.startsWith("application/json")) return jsonObject(c);
  if (opts.json && !type.startsWith("multipart/form-data") && !type.startsWith("application/x-www-form-urlencoded")) {
    throw badRequest(say("notMultipartOrJson"));
  }
  const form = await formBody(c);
  const lists = opts.lists ?? [];
  return Object.fromEntries(Object.entries(form).map(([k, v]) => [k, Array.isArray(v) && !lists.includes(k) ? v[v.length - 1] : v]));
}

/** A file input left empty arrives as a nameless, empty file: that means no file. */
export function fileField(value: unknown): unknown {
  return value instanceof File && value.size === 0 && value.name === "" ? undefined : value;
}

export type CheckedImage = { bytes: Uint8Array; kind: ImageKind };

/**
 * An image field of a write, checked by its bytes (JPEG or PNG). Returns undefined when no
 * file was given and, with `clearable`, null for an explicit "" or null (remove the image).
 * A refused file is recorded in `errors` under `field`.
 */
export async function imageField(
  value: unknown,
  errors: FieldErrors,
  opts: { field?: string; required?: boolean; clearable?: boolean } = {},
): Promise<CheckedImage | null | undefined> {
  const field = opts.field ?? "image";
  const file = fileField(value);
  if (file === undefined || file === "" || file === null) {
    if (opts.required) (errors[field] ??= []).push(say("noFile"));
    return file === undefined || !opts.clearable ? undefined : null;
  }
  const checked = await checkImage(file, ["jpeg", "png"]);
  if (!checked.ok) {
    (errors[field] ??= []).push(checked.error);
    return undefined;
  }
  return { bytes: checked.bytes, kind: checked.kind };
}

/** Query parameters checked against a schema: a 400 with field errors when wrong. */
export function queryOf<T extends z.ZodType>(c: Context, schema: T): z.output<T> {
  const { data, errors } = parseFields(schema, c.req.query());
  if (data === undefined) throw badRequest(errors);
  return data;
}
