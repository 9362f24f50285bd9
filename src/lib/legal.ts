// The legal documents (terms, policies) are Markdown files in src/content/legal, one per
// language, rendered to HTML at build time. They are documents, not UI strings, so they
// live apart from translation.json; the marketplace's contact details come from SITE.
import type { MarkdownHeading, MarkdownInstance } from "astro";
import type { Locale } from "./i18n";
import { SITE } from "./site";

export type LegalDoc = "terms" | "policies";

const files = import.meta.glob<MarkdownInstance<{ updated: string | Date }>>("../content/legal/*.md", { eager: true });

const details: Record<string, string> = { email: SITE.email, phone: SITE.phone, phoneDial: SITE.phone.replace(/\s/g, "") };

/** `{{email}}` and the like, also where Markdown has percent-encoded the braces in a link. */
const fillIn = (html: string) => html.replace(/(?:\{\{|%7B%7B)(\w+)(?:\}\}|%7D%7D)/g, (match, key: string) => details[key] ?? match);

export async function legalDocument(doc: LegalDoc, locale: Locale): Promise<{ html: string; headings: MarkdownHeading[]; updated: Date }> {
  const file = files[`../content/legal/${doc}.${locale}.md`];
  if (!file) throw new Error(`src/content/legal/${doc}.${locale}.md is missing`);
  return {
    html: fillIn(await file.compiledContent()),
    headings: file.getHeadings().filter((h) => h.depth === 2),
    updated: new Date(file.frontmatter.updated),
  };
}
