// Picture variants (docs/decisions/0023): one stored original, served at a fixed width from
// MEDIA_WIDTHS and in the best format the browser's `Accept` names, made by Cloudflare Images
// (the IMAGES binding; wrangler and the API tests run the same binding locally with Sharp).
import { MEDIA_CROPS, type MediaCrop, type MediaWidth } from "#contract/media";
import type { Env } from "../env";

/** What a variant is encoded as: WebP or AVIF when the browser takes them, else the original's format. */
export type VariantFormat = "avif" | "webp" | "original";

const MIME: Record<Exclude<VariantFormat, "original">, "image/avif" | "image/webp"> = { avif: "image/avif", webp: "image/webp" };
/** The formats the engine writes an original back in; a GIF's own is not one (it is sent as it is). */
const SAME_FORMAT: Record<string, "image/jpeg" | "image/png"> = { "image/jpeg": "image/jpeg", "image/png": "image/png" };

/**
 * The order formats are chosen in, among those a request names. WebP first: an AVIF encode costs
 * 6 to 10 times a WebP's (Sharp, 320-960 px: 77-227 ms against 9-27 ms), and on a fresh local
 * product every picture of a page is cold at once: on the home page's first visit about 50 AVIF
 * encodes held the browser's six connections for seconds and its islands' scripts waited behind
 * them (the home journey failed twice, docs/decisions/0023). AVIF (20-50 % fewer bytes) comes
 * first once the carousels load only what they show and the benchmark measures cold variants
 * (issue 25, points 3 and 4): then only this line changes.
 */
const PREFERENCE = ["webp", "avif"] as const;

/**
 * The format for an `Accept` header: the first of PREFERENCE it names (with q above 0), else the
 * original. Wildcards (`image/*`, `*\/*`) do not count: every browser that decodes AVIF or WebP
 * names it, and one that only says `*\/*` may not decode either.
 */
export function variantFormat(accept: string | null | undefined): VariantFormat {
  const named = new Set<string>();
  for (const part of (accept ?? "").split(",")) {
    const [type, ...params] = part.split(";").map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith("q="));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    if (type) named.add(type);
  }
  return PREFERENCE.find((format) => named.has(MIME[format])) ?? "original";
}

/** What a variant is made as: a width, and a crop to a box's shape or none. */
export interface VariantShape {
  width: MediaWidth;
  crop?: MediaCrop;
}

const shapeTag = ({ width, crop }: VariantShape) => `w${width}${crop ? `-${crop}` : ""}`;

/** A variant's ETag: the original's (it changes when the picture does), its width, crop and format. */
export const variantEtag = (originalEtag: string, shape: VariantShape, format: VariantFormat) => `"${originalEtag}-${shapeTag(shape)}-${format}"`;

/** The data centre's cache key of a variant: its picture, width, crop and format (never the request's headers). */
export function variantCacheKey(url: string, { width, crop }: VariantShape, format: VariantFormat): Request {
  const { origin, pathname } = new URL(url);
  return new Request(`${origin}${pathname}?w=${width}${crop ? `&crop=${crop}` : ""}&format=${format}`);
}

/**
 * The engine's resize: `scale-down` to the width; or, cropped, `crop` to the width and the
 * shape's height (the middle of the picture, the rest cut; never enlarged: a smaller original
 * is scaled down, not up).
 */
export function transformOf({ width, crop }: VariantShape): ImageTransform {
  if (!crop) return { width, fit: "scale-down" };
  const [w, h] = MEDIA_CROPS[crop];
  return { width, height: Math.round((width * h) / w), fit: "crop" };
}

export class ImagesUnavailable extends Error {}

/** The binding, or a loud error: a deployment or `wrangler dev` without it must not pass originals off as variants. */
export function imagesBinding(env: Env): ImagesBinding {
  if (!env.IMAGES) {
    throw new ImagesUnavailable(
      'The IMAGES binding is missing: picture variants need "images": { "binding": "IMAGES" } in api/wrangler.jsonc (and, locally, the sharp package).',
    );
  }
  return env.IMAGES;
}

/**
 * The variant's bytes and type, or null where the engine cannot write the original's own format
 * (a GIF for a browser that takes neither AVIF nor WebP): then the original is sent as it is.
 * Never wider than the original (transformOf).
 */
export async function makeVariant(
  images: ImagesBinding,
  original: ReadableStream<Uint8Array>,
  originalType: string,
  shape: VariantShape,
  format: VariantFormat,
): Promise<{ body: ReadableStream<Uint8Array>; type: string } | null> {
  const type = format === "original" ? SAME_FORMAT[originalType] : MIME[format];
  if (!type) return null;
  const { width } = shape;
  try {
    const result = await images.input(original).transform(transformOf(shape)).output({ format: type });
    return { body: result.image(), type: result.contentType() };
  } catch (err) {
    // Locally the binding answers "Sharp library is not available" when sharp is not installed.
    throw new ImagesUnavailable(
      `Cloudflare Images could not make a ${width} px ${type} variant: ${err instanceof Error ? err.message : String(err)}`,
      {
        cause: err,
      },
    );
  }
}
