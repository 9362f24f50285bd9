// Which of the site's languages a request's Accept-Language prefers (RFC 9110 §12.5.4): the
// API's messages (through hono/accepts) and the site's language redirect use this one rule.
// Hono parses the header; the choice stays here, since Hono's own match takes only exact tags.
import { parseAccept, type Accept } from "hono/utils/accept";

export const LANGUAGES = ["en", "ar"] as const;
export type Language = (typeof LANGUAGES)[number];

// A qvalue as RFC 9110 writes it; Hono reads "abc" and "1.5" as 1, this rule ignores them.
const QVALUE = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/;

/**
 * The supported language with the highest q; on a tie the one listed first. Regional tags
 * count for their language (`ar-EG` is Arabic); `*` and unsupported languages are ignored, so
 * `fr, ar;q=0.5` is Arabic. No header, or nothing supported, is English (the API's contract).
 * Usable as hono/accepts' `match`.
 */
export function matchLanguage(accepts: Accept[]): Language {
  let best: Language = "en";
  let bestQ = 0;
  for (const { type, params, q } of accepts) {
    const language = type.toLowerCase().split("-")[0];
    if (language !== "en" && language !== "ar") continue;
    const written = params.q ?? params.Q;
    const weight = written === undefined || QVALUE.test(written) ? q : 0;
    if (weight > bestQ) {
      best = language;
      bestQ = weight;
    }
  }
  return best;
}

export const preferredLanguage = (header: string | null | undefined): Language => matchLanguage(parseAccept(header ?? ""));
