// Shapes shared by every domain of the API: paged lists, error bodies, money and ids.
import { z } from "zod";

export const PAGE_SIZE = 12;

/** A Django-REST paged list; `next` and `previous` are relative links or null. */
export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
export type Paged<T> = { count: number; next: string | null; previous: string | null; results: T[] };

/** Error bodies: `{"detail": "..."}` or `{"field": ["message", ...]}`. */
export const errorDetail = z.object({ detail: z.string() });
export type FieldErrors = Record<string, string[]>;

/** A money amount as the API accepts it: a number or a decimal string, above or at zero, 2 places. */
export const moneyInput = z
  .union([z.number(), z.string().trim()])
  .transform((v) => (typeof v === "number" ? v.toFixed(2) : v))
  .refine((v) => /^\d{1,9}(\.\d{1,2})?$/.test(v), { error: "Enter a valid amount with at most 2 decimal places." });

/** An id given in a payload: a positive integer, also accepted as a numeric string (multipart). */
export const idInput = z.coerce
  .number({ error: "A valid integer is required." })
  .int({ error: "A valid integer is required." })
  .positive({ error: "A valid integer is required." });

/** A boolean from JSON or from a multipart form ("true"/"false"/"1"/"0"/"on"). */
export const boolInput = z.union([
  z.boolean(),
  z
    .enum(["true", "false", "1", "0", "on", "off", "True", "False"], { error: "Must be a valid boolean." })
    .transform((v) => ["true", "1", "on", "True"].includes(v)),
]);

export const hexColor = z.string().trim().regex(/^#[0-9a-fA-F]{6}$/, { error: "Enter a colour as #RRGGBB." });
