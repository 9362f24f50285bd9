// Uploaded images are checked by their bytes, never by name or declared type, and kept in
// R2 under a random key. The API serves them back from /api/media/<key>.
import type { Env } from "../env";

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024; // 5242880, spec §9

export type ImageKind = "jpeg" | "png" | "gif";
const CONTENT_TYPES: Record<ImageKind, string> = { jpeg: "image/jpeg", png: "image/png", gif: "image/gif" };
const EXTENSIONS: Record<ImageKind, string> = { jpeg: "jpg", png: "png", gif: "gif" };

/** What the first bytes say the file is. */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return "jpeg";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (starts(0x47, 0x49, 0x46, 0x38) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return "gif";
  return null;
}

export type ImageCheck = { ok: true; bytes: Uint8Array; kind: ImageKind } | { ok: false; error: string };

/** Checks an uploaded value is an image file of an allowed kind and size; the error text is the spec's. */
export async function checkImage(value: unknown, allowed: ImageKind[]): Promise<ImageCheck> {
  const kinds = allowed.includes("gif") ? "Only JPEG, PNG, or GIF files are allowed." : "Please upload a JPEG or PNG image.";
  if (!(value instanceof File)) return { ok: false, error: "No file was submitted." };
  if (value.size === 0) return { ok: false, error: "The submitted file is empty." };
  if (value.size > MAX_IMAGE_BYTES) return { ok: false, error: "Image size must be less than 5MB." };
  const bytes = new Uint8Array(await value.arrayBuffer());
  const kind = sniffImage(bytes);
  if (!kind || !allowed.includes(kind)) return { ok: false, error: kinds };
  return { ok: true, bytes, kind };
}

/** Stores checked image bytes in R2 and returns the key. */
export async function putImage(env: Env, prefix: string, bytes: Uint8Array, kind: ImageKind): Promise<string> {
  const key = `${prefix}/${crypto.randomUUID()}.${EXTENSIONS[kind]}`;
  await env.MEDIA.put(key, bytes, { httpMetadata: { contentType: CONTENT_TYPES[kind] } });
  return key;
}

/** The public URL of a stored image, relative to the site (the web worker proxies /api). */
export const mediaUrl = (key: string | null | undefined) => (key ? `/api/media/${key}` : null);
