// Test support: the API's answers for a stubbed fetch, their bodies parsed with the contract's
// schemas (#contract/...) first, so that a stub cannot drift from what the API sends. A field
// the contract requires and the stub lacks, a value of the wrong type, or a field the contract
// does not have (a renamed or removed one) fails the test that builds the stub, naming the field.
import { onTestFinished } from "vitest";
import { z } from "zod";
import { errorDetail, paged } from "#contract/common";

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The paths of `given` that the schema's parse dropped: fields the contract does not know. */
function unknownFields(given: unknown, kept: unknown, path: string): string[] {
  if (Array.isArray(given) && Array.isArray(kept)) return given.flatMap((g, i) => unknownFields(g, kept[i], `${path}[${i}]`));
  if (!isRecord(given) || !isRecord(kept)) return [];
  return Object.keys(given).flatMap((key) =>
    key in kept ? unknownFields(given[key], kept[key], path ? `${path}.${key}` : key) : [path ? `${path}.${key}` : key],
  );
}

/**
 * Throws `message`, and fails the running test at its end too: a stub runs inside the code under
 * test, which may catch the throw as a failed request.
 */
function drifted(message: string): never {
  const error = new Error(message);
  onTestFinished(() => {
    throw error;
  });
  throw error;
}

/** What is wrong with `body` as an answer the contract's `schema` describes, or null when nothing is. */
export function driftOf(schema: z.ZodType, body: unknown): string | null {
  const parsed = schema.safeParse(body);
  if (!parsed.success) return `a stubbed answer is not the contract's:\n${z.prettifyError(parsed.error)}`;
  const unknown = unknownFields(body, parsed.data, "");
  return unknown.length ? `a stubbed answer has fields the contract does not: ${unknown.join(", ")}` : null;
}

/** `body` as the contract's `schema` has it; throws when it is not (the stub has drifted). */
export function contractBody<S extends z.ZodType>(schema: S, body: z.input<S>): z.output<S> {
  const drift = driftOf(schema, body);
  if (drift) drifted(drift);
  return schema.parse(body);
}

/** A JSON answer whose body the contract's `schema` describes (parsed first: see contractBody). */
export function answer<S extends z.ZodType>(schema: S, body: z.input<S>, status = 200, headers: Record<string, string> = {}): Response {
  contractBody(schema, body);
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });
}

/** An error answer with the API's `{ detail }` body. */
export const detailAnswer = (status: number, detail: string) => answer(errorDetail, { detail }, status);

/** A 400 with the API's per-field messages (`{ field: [message] }`). */
export const fieldErrorsAnswer = (errors: Record<string, string[]>, status = 400) =>
  answer(z.record(z.string(), z.array(z.string())), errors, status);

/** A paged list's answer (`{ count, next, previous, results }`) of the contract's `item`s; `count` defaults to the results'. */
export function pageAnswer<S extends z.ZodType>(
  item: S,
  results: z.input<S>[],
  page: { count?: number; next?: string | null; previous?: string | null } = {},
  status = 200,
): Response {
  return answer(paged(item), { count: page.count ?? results.length, next: page.next ?? null, previous: page.previous ?? null, results }, status);
}
