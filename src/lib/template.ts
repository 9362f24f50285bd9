// Fills "{name} × {quantity}" style placeholders in a translated string. Islands get their
// strings as props (no i18n library in the browser; see i18n.ts), so this and `say` are all they need.
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
