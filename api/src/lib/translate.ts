// English API messages into Arabic, from the one catalogue (messages-ar.ts). A message the
// catalogue does not know is returned as it is: English is better than nothing.
import { MESSAGES_AR, TEMPLATES_AR } from "./messages-ar";

// What a `{name}` may stand for; a narrow pattern keeps "{field} is required." from swallowing
// a whole unknown sentence. Any other name matches any text.
const PLACEHOLDERS: Record<string, string> = {
  field: "[a-z_]+",
  n: "-?\\d+(?:\\.\\d+)?",
  min: "-?\\d+",
  max: "-?\\d+",
  count: "\\d+",
  minutes: "\\d+",
  s: "s?",
};

const escapeRegExp = (s: string) => s.replace(/[.*+?^$()|[\]\\]/g, "\\$&");

const compiled = TEMPLATES_AR.map(({ en, ar }) => {
  const source = en
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return name ? `(?<${name}>${PLACEHOLDERS[name] ?? ".+?"})` : escapeRegExp(part);
    })
    .join("");
  return { pattern: new RegExp(`^${source}$`, "s"), ar };
});

export function translateMessage(message: string): string {
  const exact = MESSAGES_AR[message];
  if (exact !== undefined) return exact;
  for (const { pattern, ar } of compiled) {
    const match = pattern.exec(message);
    if (match) return ar({ ...match.groups }, translateMessage);
  }
  return message;
}

/**
 * An error body's messages in Arabic: `detail`, and every string in a list (field errors,
 * `non_field_errors`), also one level down for nested field errors. Other strings (a `code`,
 * a value) are data and stay.
 */
export function translateErrorBody(body: unknown, depth = 0): unknown {
  if (Array.isArray(body)) return body.map((item) => (typeof item === "string" ? translateMessage(item) : translateErrorBody(item, depth + 1)));
  if (body === null || typeof body !== "object" || depth > 2) return body;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      key === "detail" && typeof value === "string" ? translateMessage(value) : translateErrorBody(value, depth + 1),
    ]),
  );
}
