// One-time codes as people type them (issue 28, ADR 0029): six digits, which a phone set to Arabic
// may type as Arabic-Indic digits (٠١٢…) and people paste with spaces. The API takes ASCII digits.

/** The code with Arabic-Indic and Persian digits as ASCII, and spaces and dashes dropped. */
export function normalCode(typed: string): string {
  return typed
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\s-]/g, "");
}

/** Whether the typed code is six digits once normalised. */
export const isCode = (typed: string) => /^\d{6}$/.test(normalCode(typed));
