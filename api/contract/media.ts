// Pictures (docs/decisions/0023): every stored picture is served at a small fixed set of widths,
// `GET /api/media/{key}?w=320`, in the best format the browser's `Accept` names. The site builds
// its `srcset`s from the same list (shared/media.ts, src/lib/media/srcset.ts), so every width it asks for exists.
import { z } from "zod";
import { MEDIA_WIDTHS, type MediaWidth } from "#shared/media";
import { say } from "./said";

export { MEDIA_WIDTHS, type MediaWidth };

const WIDTH_TEXTS = MEDIA_WIDTHS.map(String) as [string, ...string[]];

/** GET /api/media/{key}: without `w` the original file, with it a variant at that width (at most the original's). */
export const mediaQuery = z.object({
  w: z
    .enum(WIDTH_TEXTS, { error: (issue) => say("invalidChoice", { value: String(issue.input) }) })
    .transform((w) => Number(w) as MediaWidth)
    .optional()
    .describe(`A width in pixels: one of ${MEDIA_WIDTHS.join(", ")}. Never wider than the original.`),
});
