// One error type for the API, mapped to a Django-REST-style body in one place (app.ts):
// `{"detail": "..."}` or, for 400s about fields, `{"field": ["message"]}`. A `detail` must be
// written by say(), so that it has its Arabic (said.ts).
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import type { FieldErrors } from "#contract/common";
import { type Message, say } from "#contract/said";

type Body = Record<string, unknown> & { detail?: Message };

export class ApiError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    readonly body: Body,
    headers?: Record<string, string>,
  ) {
    super(status, {
      res: new Response(JSON.stringify(body), {
        status,
        headers: { "content-type": "application/json; charset=UTF-8", ...headers },
      }),
    });
  }
}

export const badRequest = (fields: FieldErrors | Message) => new ApiError(400, typeof fields === "string" ? { detail: fields } : fields);
export const unauthorized = (detail = say("notSignedIn")) => new ApiError(401, { detail });
export const forbidden = (detail = say("notAllowed")) => new ApiError(403, { detail });
export const notFound = (detail = say("notFound")) => new ApiError(404, { detail });
export const unsupportedMediaType = (detail: Message) => new ApiError(415, { detail });
export const conflict = (body: Body | Message) => new ApiError(409, typeof body === "string" ? { detail: body } : body);

/**
 * Zod issues as `{"field": ["message"]}`; issues without a path go under `non_field_errors`.
 * A missing field says so whatever the schema's message. Zod 4 keeps the input in an issue
 * only when parsed with `reportInput: true` (as `check` does); otherwise zod's own
 * "received undefined" wording tells.
 */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : "non_field_errors";
    const missing = issue.code === "invalid_type" && ("input" in issue ? issue.input === undefined : /received undefined$/.test(issue.message));
    (out[key] ??= []).push(missing ? say("required") : issue.message);
  }
  return out;
}

/** Whether a failed write broke a unique constraint; `column` (e.g. "products.sku") narrows it. */
export function isUniqueViolation(err: unknown, column: string): boolean {
  const messages: string[] = [];
  for (let e: unknown = err; e instanceof Error && messages.length < 5; e = e.cause) messages.push(e.message);
  return messages.some((m) => m.includes("UNIQUE constraint failed") && m.includes(column));
}
