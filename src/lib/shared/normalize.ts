// Search text normalisation shared by the API (what is stored and what is asked) and
// the client. Arabic letters that people type interchangeably fold to one form, so
// "أحمد" finds "احمد" and "مكتبة" finds "مكتبه"; diacritics and tatweel are dropped.
const DIACRITICS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
const ALEF = /[\u0622\u0623\u0625\u0671]/g; // آ أ إ ٱ -> ا
const TAA_MARBUTA = /\u0629/g; // ة -> ه
const ALEF_MAQSURA = /\u0649/g; // ى -> ي
const HAMZA_ON_WAW = /\u0624/g; // ؤ -> و
const HAMZA_ON_YAA = /\u0626/g; // ئ -> ي
const ARABIC_DIGITS = /[\u0660-\u0669]/g;

export function normalizeSearch(text: string): string {
  return text
    .normalize("NFC")
    .toLowerCase()
    .replace(DIACRITICS, "")
    .replace(ALEF, "\u0627")
    .replace(TAA_MARBUTA, "\u0647")
    .replace(ALEF_MAQSURA, "\u064A")
    .replace(HAMZA_ON_WAW, "\u0648")
    .replace(HAMZA_ON_YAA, "\u064A")
    .replace(ARABIC_DIGITS, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/\s+/g, " ")
    .trim();
}

/** Plain text of an HTML fragment, for the search column. */
export function stripHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

/** The search terms of a query: normalised, split on spaces, blanks dropped. */
export function searchTerms(query: string): string[] {
  return normalizeSearch(query).split(" ").filter(Boolean);
}
