// Request bodies and queries checked against the contract at the edge of each route.
import type { Context } from "hono";
import type { z } from "zod";
import type { FieldErrors } from "#contract/common";
import { badRequest, fieldErrors, unsupportedMediaType } from "./errors";
import { say } from "#contract/said";

/**
 * Parses without throwing, the field errors ready to merge with other checks. `reportInput`
 * keeps each issue's input, so a missing field can be told from a wrong type.
 */
export function parseFields<T extends z.ZodType>(schema: T, data: unknown): { data?: z.output<T>; errors: FieldErrors } {
  const result = schema.safeParse(data, { reportInput: true });
  return result.success ? { data: result.data, errors: {} } : { errors: fieldErrors(result.error) };
}

export function check<T extends z.ZodType>(schema: T, data: unknown): z.output<T> {
  const { data: parsed, errors } = parseFields(schema, data);
  if (parsed === undefined) throw badRequest(errors);
  return parsed;
}

/** application/json, or a +json type (application/merge-patch+json), with any parameters. */
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/**
 * The JSON body as an object, unchecked; anything that is not a JSON object is a 400, never a
 * 500. A body declared as another type (text/plain, a form) is a 415: it is not read as JSON
 * whatever it holds, so a cross-site form post can never pass for an API call.
 */
export async function jsonObject(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header("content-type");
  if (type !== undefined && type.trim() !== "" && !JSON_TYPE.test(type.trim())) {
    throw unsupportedMediaType(say("notJson"));
  }
  let data: unknown;
  try {
    data = await c.req.json();
  } catch {
    throw badRequest(say("invalidJson"));
  }
  if (data === null || typeof data !== "object" || Array.isArray(data)) throw badRequest(say("notAnObject"));
  return data as Record<string, unknown>;
}

/** A JSON body checked against a schema. */
export async function jsonBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  return check(schema, await jsonObject(c));
}

/** A multipart or urlencoded form, as a plain object (files stay File objects; repeated keys become arrays). */
export async function formBody(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header("content-type") ?? "";
  if (!type.startsWith("multipart/form-data") && !type.startsWith("application/x-www-form-urlencoded")) {
    throw badRequest(say("notMultipart"));
  }
  try {
    return (await c.req.parseBody({ all: true })) as Record<string, unknown>;
  } catch {
    throw badRequest(say("unreadableForm"));
  }
}

/** A path id: a positive integer, else 404 (an unknown id and a malformed one look alike). */
export function pathId(c: Context, name = "id"): number {
  const raw = c.req.param(name) ?? "";
  if (!/^\d{1,12}$/.test(raw)) throw badRequest({ [name]: [say("notAnInteger")] });
  return Number(raw);
}
