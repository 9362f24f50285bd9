// Finds the texts in TypeScript source that could reach a client as a message, so the
// catalogue test can tell when an English message has no Arabic (messages-ar.test.ts).
// A small lexer, not a parser: enough to skip comments and regular expressions and to read
// string and template literals (a template's `${...}` parts become "{}").

export interface SourceLiteral {
  text: string;
  /** The code just before the literal, e.g. `detail: ` or `unauthorized(`, whitespace squeezed. */
  before: string;
}

// After these a "/" starts a regular expression, not a division.
const REGEX_AFTER = new Set(["", "(", ",", "=", ":", "[", "!", "&", "|", "?", "{", "}", ";", "+", "-", "*", "%", "<", ">", "~", "^"]);

export function sourceLiterals(source: string): SourceLiteral[] {
  const out: SourceLiteral[] = [];
  let i = 0;
  let lastSignificant = "";
  let lastWord = "";

  // At a backslash: the character it stands for (\n, \t, \uXXXX, \u{X...}, else the next one).
  const readEscape = (): string => {
    const ch = source[i + 1];
    i += 2;
    const code = ch === "u" ? /^\{([0-9a-fA-F]+)\}|^[0-9a-fA-F]{4}/.exec(source.slice(i, i + 10)) : null;
    if (code) {
      i += code[0].length;
      return String.fromCodePoint(parseInt(code[1] ?? code[0], 16));
    }
    return ch === "n" ? "\n" : ch === "t" ? "\t" : (ch ?? "");
  };

  const readQuoted = (quote: string): string => {
    let text = "";
    i++;
    while (i < source.length && source[i] !== quote) {
      if (source[i] === "\\") text += readEscape();
      else text += source[i++];
    }
    i++;
    return text;
  };

  // A template: literal parts kept, each `${...}` (which may nest strings and braces) as "{}".
  const readTemplate = (): string => {
    let text = "";
    i++;
    while (i < source.length && source[i] !== "`") {
      if (source[i] === "\\") {
        text += readEscape();
      } else if (source[i] === "$" && source[i + 1] === "{") {
        i += 2;
        let depth = 1;
        while (i < source.length && depth > 0) {
          const ch = source[i];
          if (ch === "{") depth++;
          else if (ch === "}") depth--;
          if (ch === '"' || ch === "'") readQuoted(ch);
          else if (ch === "`") readTemplate();
          else i++;
        }
        text += "{}";
      } else text += source[i++];
    }
    i++;
    return text;
  };

  while (i < source.length) {
    const ch = source[i];
    const next = source[i + 1];
    if (ch === "/" && next === "/") {
      while (i < source.length && source[i] !== "\n") i++;
    } else if (ch === "/" && next === "*") {
      const end = source.indexOf("*/", i + 2);
      i = end < 0 ? source.length : end + 2;
    } else if (ch === "/" && (REGEX_AFTER.has(lastSignificant) || lastWord === "return")) {
      i++;
      let inClass = false;
      while (i < source.length && source[i] !== "\n") {
        if (source[i] === "\\") i++;
        else if (source[i] === "[") inClass = true;
        else if (source[i] === "]") inClass = false;
        else if (source[i] === "/" && !inClass) break;
        i++;
      }
      i++;
      lastSignificant = "/";
    } else if (ch === '"' || ch === "'" || ch === "`") {
      const start = i;
      const text = ch === "`" ? readTemplate() : readQuoted(ch);
      out.push({
        text,
        before: source
          .slice(Math.max(0, start - 40), start)
          .replace(/\s+/g, " ")
          .trimStart(),
      });
      lastSignificant = ")";
      lastWord = "";
    } else if (/\s/.test(ch)) {
      i++;
    } else if (/[\w$]/.test(ch)) {
      let word = "";
      while (i < source.length && /[\w$]/.test(source[i])) word += source[i++];
      lastWord = word;
      lastSignificant = "a";
    } else {
      lastSignificant = ch;
      lastWord = "";
      i++;
    }
  }
  return out;
}
