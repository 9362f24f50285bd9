// Shapes shared by every domain of the API: paged lists, error bodies, money and ids.
import { z } from "zod";
import { say } from "./said";

export const PAGE_SIZE = 12;
/** Themes, branches, managers and users feed the dashboard's drop-downs and tables: a larger default page. */
export const ADMIN_PAGE_SIZE = 100;

/** A Django-REST paged list; `next` and `previous` are relative links or null. */
export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
export type Paged<T> = { count: number; next: string | null; previous: string | null; results: T[] };

/** An id in a query string ("?store=5"); up to 12 digits, so it never overflows. */
export const queryId = z
  .string()
  .trim()
  .regex(/^\d{1,12}$/, { error: say("notAnInteger") })
  .transform(Number);

/** Error bodies: `{"detail": "..."}` or `{"field": ["message", ...]}`. */
export const errorDetail = z.object({ detail: z.string() });
export type FieldErrors = Record<string, string[]>;

/** A money amount as the API accepts it: a number or a decimal string, above or at zero, 2 places. */
export const moneyInput = z
  .union([z.number(), z.string().trim()])
  .transform((v) => (typeof v === "number" ? v.toFixed(2) : v))
  .refine((v) => /^\d{1,9}(\.\d{1,2})?$/.test(v), { error: say("badAmount") });

const requiredOr = (message: string) => (issue: { input?: unknown }) => (issue.input === undefined ? say("required") : message);

/** An id given in a payload: a positive integer, also accepted as a numeric string (multipart). */
export const idInput = z.preprocess(
  (v) => (typeof v === "string" && /^\s*\d{1,15}\s*$/.test(v) ? Number(v) : v),
  z
    .number({ error: requiredOr(say("notAnInteger")) })
    .int({ error: say("notAnInteger") })
    .positive({ error: say("notAnInteger") }),
);

/** A boolean from JSON or from a multipart form ("true"/"false"/"1"/"0"/"on"/"off"). */
export const boolInput = z.preprocess(
  (v) => {
    if (typeof v !== "string") return v;
    const text = v.trim().toLowerCase();
    if (["true", "1", "on"].includes(text)) return true;
    if (["false", "0", "off"].includes(text)) return false;
    return v;
  },
  z.boolean({ error: requiredOr(say("notABoolean")) }),
);

export const hexColor = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: say("badColour") });
