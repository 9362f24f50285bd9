// Text normalisation shared by the API (what is stored and what is asked) and the site:
// search text, eastern digits, Egyptian mobiles and HTML to plain text. For search, Arabic
// letters that people type interchangeably fold to one form, so "أحمد" finds "احمد" and
// "مكتبة" finds "مكتبه"; diacritics and tatweel are dropped.
const DIACRITICS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
const ALEF = /[\u0622\u0623\u0625\u0671]/g; // آ أ إ ٱ -> ا
const TAA_MARBUTA = /\u0629/g; // ة -> ه
const ALEF_MAQSURA = /\u0649/g; // ى -> ي
const HAMZA_ON_WAW = /\u0624/g; // ؤ -> و
const HAMZA_ON_YAA = /\u0626/g; // ئ -> ي
// Arabic-Indic (٠-٩, U+0660) and Persian (۰-۹, U+06F0) digits: the low nibble is the digit.
const EASTERN_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;

/** Digits typed on an Arabic keyboard (Arabic-Indic and Persian) read as 0-9. */
export const westernDigits = (text: string) => text.replace(EASTERN_DIGITS, (d) => String(d.charCodeAt(0) & 0xf));

/**
 * An Egyptian mobile (010, 011, 012, 015 + 8 digits), also written +20… or 0020…, with
 * spaces, dashes, dots or brackets, in any of those digits: as stored (01XXXXXXXXX), or null.
 */
export function egyptianMobileOrNull(text: string): string | null {
  const local = westernDigits(text)
    .replace(/[\s\-().]/g, "")
    .replace(/^(?:\+|00)20(?=1)/, "0");
  return /^01[0125]\d{8}$/.test(local) ? local : null;
}

export function normalizeSearch(text: string): string {
  return westernDigits(text)
    .normalize("NFC")
    .toLowerCase()
    .replace(DIACRITICS, "")
    .replace(ALEF, "\u0627")
    .replace(TAA_MARBUTA, "\u0647")
    .replace(ALEF_MAQSURA, "\u064A")
    .replace(HAMZA_ON_WAW, "\u0648")
    .replace(HAMZA_ON_YAA, "\u064A")
    .replace(/\s+/g, " ")
    .trim();
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " };
// Tags that end a line or a block: words on either side are separate words.
const BREAKING_TAG = /<\/?(?:p|br|li|ul|ol|h\d|div|blockquote|pre|table|tr|td|th|hr|dl|dt|dd|section|article|header|footer|figure)\b[^>]*>/gi;

/**
 * Plain text of (sanitised) HTML, for the search column and meta descriptions: a block or
 * line break is a space, an inline tag nothing ("<b>Sam</b>sung" is one word), entities
 * decoded once ("&amp;lt;" is the text "&lt;"), spaces collapsed.
 */
export function stripHtml(html: string): string {
  return html
    .replace(BREAKING_TAG, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, " ")
    .trim();
}

/** The search terms of a query: normalised, split on spaces, blanks dropped. */
export function searchTerms(query: string): string[] {
  return normalizeSearch(query).split(" ").filter(Boolean);
}
