// Uploaded images are checked by all their bytes, never by name or declared type, and kept in
// R2 under a random key. The API serves them back from /api/media/<key>.
import type { Env } from "../env";
import { inspectImage, type ImageKind } from "./inspect";
import { say } from "#contract/said";

export { MAX_IMAGE_SIDE, sniffImage, type ImageKind } from "./inspect";

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024; // 5242880, docs/product.md §9

const CONTENT_TYPES: Record<ImageKind, string> = { jpeg: "image/jpeg", png: "image/png", gif: "image/gif" };
const EXTENSIONS: Record<ImageKind, string> = { jpeg: "jpg", png: "png", gif: "gif" };

export type ImageCheck = { ok: true; bytes: Uint8Array; kind: ImageKind; width: number; height: number } | { ok: false; error: string };

/**
 * Checks an uploaded value is a whole image file of an allowed kind, at most 5 MB and
 * MAX_IMAGE_SIDE pixels a side (inspect.ts walks it). Every upload route calls this before
 * storing anything; the error texts are the product rules' where it has one.
 */
export async function checkImage(value: unknown, allowed: ImageKind[]): Promise<ImageCheck> {
  const kinds = allowed.includes("gif") ? say("notJpegPngGif") : say("notJpegPng");
  if (!(value instanceof File)) return { ok: false, error: say("noFile") };
  if (value.size === 0) return { ok: false, error: say("emptyFile") };
  if (value.size > MAX_IMAGE_BYTES) return { ok: false, error: say("imageTooBig") };
  const bytes = new Uint8Array(await value.arrayBuffer());
  const found = inspectImage(bytes);
  if (!found.kind || !allowed.includes(found.kind)) return { ok: false, error: kinds };
  // The message spells MAX_IMAGE_SIDE out, so the Arabic catalogue has it word for word.
  if (!found.ok && found.problem === "dimensions") return { ok: false, error: say("imageTooLarge") };
  if (!found.ok) return { ok: false, error: say("damagedImage") };
  return { ok: true, bytes, kind: found.kind, width: found.width, height: found.height };
}

/** Stores checked image bytes in R2 and returns the key. */
export async function putImage(env: Env, prefix: string, bytes: Uint8Array, kind: ImageKind): Promise<string> {
  const key = `${prefix}/${crypto.randomUUID()}.${EXTENSIONS[kind]}`;
  await env.MEDIA.put(key, bytes, { httpMetadata: { contentType: CONTENT_TYPES[kind] } });
  return key;
}

/** The public URL of a stored image, relative to the site (the web worker proxies /api). */
export const mediaUrl = (key: string | null | undefined) => (key ? `/api/media/${key}` : null);
