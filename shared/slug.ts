// URL-safe slugs: lower-case ASCII words joined by hyphens; punctuation removed. Text with
// no Latin letters (an Arabic-only name) falls back to the given fallback.
export function slugify(text: string, fallback = ""): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/[\s-]+/g, "-");
  return slug || fallback;
}
