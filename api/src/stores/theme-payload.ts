// A theme payload arrives as JSON (name and colours) or as a multipart form that may also
// carry a logo and a desktop background image. Everything is checked before anything is
// written, and every problem is reported per field in one 400.
import type { Context } from "hono";
import type { z } from "zod";
import type { FieldErrors } from "#contract/common";
import { themeInput } from "#contract/stores";
import type { Env } from "../env";
import { badRequest, fieldErrors } from "../lib/errors";
import { formBody, jsonBody } from "../lib/validate";
import { say } from "#contract/said";
import { checkImage, putImage, type ImageKind } from "../media/images";

export const THEME_IMAGES = ["logo", "background_image_desktop"] as const;
type ImageField = (typeof THEME_IMAGES)[number];
type Checked = { bytes: Uint8Array; kind: ImageKind };

type ThemeFields = z.output<typeof themeInput>;

export interface ThemePayload {
  fields: Omit<ThemeFields, "store">;
  /** The store a new theme is for. */
  store?: number;
  images: Partial<Record<ImageField, Checked>>;
}

/** A file input left empty by a browser arrives as a nameless empty file: it means "no change". */
const isEmpty = (v: unknown) => v === undefined || v === "" || (v instanceof File && v.size === 0 && v.name === "");

export async function readThemePayload(c: Context): Promise<ThemePayload> {
  const type = c.req.header("content-type") ?? "";
  if (type.startsWith("application/json")) {
    const { store, ...fields } = await jsonBody(c, themeInput);
    return { fields, store, images: {} };
  }

  const form = await formBody(c);
  const errors: FieldErrors = {};
  const text: Record<string, unknown> = {};
  for (const key of Object.keys(themeInput.shape)) {
    const value = form[key];
    if (Array.isArray(value)) errors[key] = [say("singleValue")];
    else if (value !== undefined) text[key] = value;
  }
  const parsed = themeInput.safeParse(text, { reportInput: true });
  if (!parsed.success) Object.assign(errors, fieldErrors(parsed.error));

  const images: ThemePayload["images"] = {};
  for (const key of THEME_IMAGES) {
    const value = form[key];
    if (isEmpty(value)) continue;
    if (Array.isArray(value)) {
      errors[key] = [say("singleFile")];
      continue;
    }
    const checked = await checkImage(value, ["jpeg", "png"]);
    if (checked.ok) images[key] = { bytes: checked.bytes, kind: checked.kind };
    else errors[key] = [checked.error];
  }
  if (Object.keys(errors).length || !parsed.success) throw badRequest(errors);
  const { store, ...fields } = parsed.data;
  return { fields, store, images };
}

/** Puts the payload's images in R2 under `prefix`; returns their keys by field. */
export async function uploadThemeImages(env: Env, prefix: string, images: ThemePayload["images"]) {
  const keys: Partial<Record<ImageField, string>> = {};
  for (const key of THEME_IMAGES) {
    const image = images[key];
    if (image) keys[key] = await putImage(env, prefix, image.bytes, image.kind);
  }
  return keys;
}

/** Best-effort removal of R2 objects no row points at any more (replaced logos, failed writes). */
export async function discardImages(env: Env, keys: (string | null | undefined)[]) {
  const present = keys.filter((k): k is string => !!k);
  if (present.length) await env.MEDIA.delete(present).catch(() => undefined);
}
