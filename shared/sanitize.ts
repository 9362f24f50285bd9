// Product descriptions are HTML written in the admin and rendered on the storefront, so
// they are cleaned on write: a short allow-list of formatting tags, links with safe
// protocols only, no scripts, styles, event handlers or inline CSS.
import xss from "xss";

// xss is CommonJS: at run time its named exports hang off the default export (module.exports),
// which its typings describe as a bare function.
const { FilterXSS, safeAttrValue } = xss as unknown as typeof import("xss");

const TEXT_BLOCK = ["dir"]; // bilingual text may set its direction
const allowList = {
  p: TEXT_BLOCK,
  br: [],
  strong: [],
  em: [],
  b: [],
  i: [],
  u: [],
  ul: TEXT_BLOCK,
  ol: TEXT_BLOCK,
  li: TEXT_BLOCK,
  h2: TEXT_BLOCK,
  h3: TEXT_BLOCK,
  h4: TEXT_BLOCK,
  span: TEXT_BLOCK,
  a: ["href", "title"],
};

// http(s), mail, phone, site-relative paths and in-page anchors; never javascript:, data: or vbscript:.
const SAFE_URL = /^(https?:\/\/|mailto:|tel:|\/|#)/i;

const BLOCK_TAGS = new Set([
  "div",
  "h1",
  "h5",
  "h6",
  "section",
  "article",
  "header",
  "footer",
  "blockquote",
  "pre",
  "table",
  "tr",
  "td",
  "th",
  "hr",
  "dl",
  "dt",
  "dd",
  "figure",
]);

/** The cleaned, escaped value of an allowed attribute, or "" to drop the attribute. */
function cleanAttr(tag: string, name: string, value: string): string {
  if (name === "dir") {
    const dir = value.trim().toLowerCase();
    return ["ltr", "rtl", "auto"].includes(dir) ? dir : "";
  }
  const safe = safeAttrValue(tag, name, value, undefined as never);
  if (name === "href" && !SAFE_URL.test(safe)) return "";
  return safe;
}

const filter = new FilterXSS({
  whiteList: allowList,
  // Other tags go, their text stays; a dropped block tag leaves a line break so words do not run together.
  onIgnoreTag: (tag) => (BLOCK_TAGS.has(tag) ? "\n" : ""),
  // Tags whose content is code, not text: dropped with their content.
  stripIgnoreTagBody: ["script", "style", "iframe", "object", "embed", "noscript", "template", "textarea", "title", "svg", "math"],
  allowCommentTag: false,
  css: false,
  onTagAttr(tag, name, value, isWhiteAttr) {
    if (!isWhiteAttr) return undefined; // not allowed: dropped
    const clean = cleanAttr(tag, name, value);
    return clean ? `${name}="${clean}"` : ""; // a refused value drops the attribute, not just its value
  },
});

/** Sanitised HTML of a description: safe to render as HTML. */
export function sanitizeHtml(html: string): string {
  // A "<" that cannot open a tag ("5 < 6") is text; escape it so the parser keeps what follows.
  return filter.process(html.replace(/<(?![a-zA-Z/!])/g, "&lt;")).trim();
}
