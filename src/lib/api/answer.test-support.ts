// Test support: the API's answers for a stubbed fetch, their bodies parsed with the contract's
// schemas (#contract/...) first, so that a stub cannot drift from what the API sends. A field
// the contract requires and the stub lacks, a value of the wrong type, or a field the contract
// does not have (a renamed or removed one) fails the test that builds the stub, naming the field.
import { z } from "zod";
import { errorDetail } from "#contract/common";

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The paths of `given` that the schema's parse dropped: fields the contract does not know. */
function unknownFields(given: unknown, kept: unknown, path: string): string[] {
  if (Array.isArray(given) && Array.isArray(kept)) return given.flatMap((g, i) => unknownFields(g, kept[i], `${path}[${i}]`));
  if (!isRecord(given) || !isRecord(kept)) return [];
  return Object.keys(given).flatMap((key) =>
    key in kept ? unknownFields(given[key], kept[key], path ? `${path}.${key}` : key) : [path ? `${path}.${key}` : key],
  );
}

/** `body` as the contract's `schema` has it; throws when it is not (the stub has drifted). */
export function contractBody<S extends z.ZodType>(schema: S, body: z.input<S>): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new Error(`a stubbed answer is not the contract's:\n${z.prettifyError(parsed.error)}`);
  const unknown = unknownFields(body, parsed.data, "");
  if (unknown.length) throw new Error(`a stubbed answer has fields the contract does not: ${unknown.join(", ")}`);
  return parsed.data;
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
