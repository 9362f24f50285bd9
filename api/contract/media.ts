// Pictures (docs/decisions/0023): every stored picture is served at a small fixed set of widths,
// `GET /api/media/{key}?w=320`, in the best format the browser's `Accept` names. The site builds
// its `srcset`s from the same list (shared/media.ts, src/lib/media/srcset.ts), so every width it asks for exists.
import { z } from "zod";
import { MEDIA_CROPS, MEDIA_WIDTHS, type MediaCrop, type MediaWidth } from "#shared/media";
import { say } from "./said";

export { MEDIA_CROPS, MEDIA_WIDTHS, type MediaCrop, type MediaWidth };

const WIDTH_TEXTS = MEDIA_WIDTHS.map(String) as [string, ...string[]];
const CROPS = Object.keys(MEDIA_CROPS) as [MediaCrop, ...MediaCrop[]];
const choice = { error: (issue: { input?: unknown }) => say("invalidChoice", { value: String(issue.input) }) };

/** GET /api/media/{key}: without `w` the original file, with it a variant at that width (at most the original's), cut to `crop`'s shape if named. */
export const mediaQuery = z
  .object({
    w: z
      .enum(WIDTH_TEXTS, choice)
      .transform((w) => Number(w) as MediaWidth)
      .optional()
      .describe(`A width in pixels: one of ${MEDIA_WIDTHS.join(", ")}. Never wider than the original.`),
    crop: z
      .enum(CROPS, choice)
      .optional()
      .describe(
        `With \`w\`: the variant cut to this shape, width by height (${CROPS.join(", ")}), from the picture's centre, w wide; never enlarged.`,
      ),
  })
  .refine((q) => q.crop === undefined || q.w !== undefined, { path: ["crop"], error: say("cropNeedsWidth") });
