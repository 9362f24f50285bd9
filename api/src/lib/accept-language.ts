// Which of the site's languages a request's Accept-Language prefers (RFC 9110 §12.5.4).

export type Language = "en" | "ar";

/**
 * The supported language with the highest q; on a tie the one listed first. Regional tags
 * count for their language (`ar-EG` is Arabic); `*` and unsupported languages are ignored, so
 * `fr, ar;q=0.5` is Arabic. No header, or nothing supported, is English (the API's contract).
 */
export function preferredLanguage(header: string | null | undefined): Language {
  let best: Language = "en";
  let bestQ = 0;
  for (const part of (header ?? "").split(",")) {
    const [tag, ...params] = part.trim().split(";");
    const language = tag.trim().toLowerCase().split("-")[0];
    if (language !== "en" && language !== "ar") continue;
    let q = 1;
    for (const param of params) {
      const [name, value] = param.split("=").map((s) => s.trim());
      if (name.toLowerCase() === "q") q = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value ?? "") ? Number(value) : 0;
    }
    if (q > bestQ) {
      best = language;
      bestQ = q;
    }
  }
  return best;
}
