// Images for the share cards, read from the API at build time (API_URL, as in
// src/lib/api/build-data.ts) and embedded in the SVG as data: URIs.
// The same API as src/lib/api/build-data.ts (inlined at build: prerendering runs in workerd).
const API_URL = import.meta.env.API_URL ?? process.env.API_URL ?? "http://127.0.0.1:8787";

/** A site-relative or absolute image URL as a data: URI; undefined if it cannot be read. */
export async function imageDataUri(src: string | null | undefined): Promise<string | undefined> {
  if (!src) return undefined;
  try {
    const res = await fetch(new URL(src, API_URL));
    const type = res.headers.get("content-type")?.split(";")[0] ?? "";
    // resvg draws PNG, JPEG, GIF and WebP; anything else (an SVG logo) is left out.
    if (!res.ok || !/^image\/(png|jpeg|gif|webp)$/.test(type)) return undefined;
    const bytes = new Uint8Array(await res.arrayBuffer());
    let binary = "";
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return `data:${type};base64,${btoa(binary)}`;
  } catch {
    return undefined;
  }
}
