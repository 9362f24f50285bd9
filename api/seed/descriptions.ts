// Product descriptions as a shop writes them in the admin: a short pitch, a bullet list
// and the store's promise, in simple HTML that survives the API's sanitiser unchanged.
const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function describe(name: string, pitch: string, features: string[], promise: string): string {
  const items = features.map((f) => `<li>${escapeHtml(f)}</li>`).join("");
  return `<p><strong>${escapeHtml(name)}</strong> — ${escapeHtml(pitch)}</p><ul>${items}</ul><p>${escapeHtml(promise)}</p>`;
}
