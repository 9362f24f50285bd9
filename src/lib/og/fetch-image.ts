// Images for the share cards, embedded in the SVG as data: URIs. At build time they are read
// from the API (API_URL, as in src/lib/api/build-data.ts); on demand, the caller fetches them
// its own way and hands the answer to responseDataUri.

// resvg draws PNG, JPEG, GIF and WebP; anything else (an SVG logo) is left out.
const DRAWABLE = /^image\/(png|jpeg|gif|webp)$/;
// Bigger pictures would cost a card more time and memory than they add at 600 pixels.
const MAX_BYTES = 5 * 1024 * 1024;

/** An image response as a data: URI; undefined if it failed, is not drawable or is too big. */
export async function responseDataUri(res: Response): Promise<string | undefined> {
  const type = res.headers.get("content-type")?.split(";")[0] ?? "";
  if (!res.ok || !DRAWABLE.test(type) || Number(res.headers.get("content-length") ?? 0) > MAX_BYTES) {
    await res.body?.cancel();
    return undefined;
  }
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (bytes.length > MAX_BYTES) return undefined;
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${type};base64,${btoa(binary)}`;
}

/** A site-relative or absolute image URL, read from the API at build time, as a data: URI. */
export async function imageDataUri(src: string | null | undefined): Promise<string | undefined> {
  if (!src) return undefined;
  const apiUrl = import.meta.env.API_URL ?? process.env.API_URL ?? "http://127.0.0.1:8787";
  try {
    return await responseDataUri(await fetch(new URL(src, apiUrl)));
  } catch {
    return undefined;
  }
}
