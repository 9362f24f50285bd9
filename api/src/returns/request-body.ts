// The body of a return request: JSON, or multipart/form-data with the same fields (`items` as
// JSON text) and up to RETURN_PHOTOS_MAX `photos`, each checked whole by its bytes with the
// upload rules (media/images.ts) before any is stored. Field errors are gathered into one 400.
import type { Context } from "hono";
import type { FieldErrors } from "#contract/common";
import { RETURN_PHOTOS_MAX, returnRequestInput } from "#contract/returns";
import { say } from "#contract/said";
import { fileField, readBody } from "../catalog/body";
import type { Env } from "../env";
import { badRequest } from "../lib/errors";
import { parseFields } from "../lib/validate";
import { checkImage, type ImageKind, putImage } from "../media/images";

export async function readReturnRequest(c: Context) {
  const body = await readBody(c, { json: true, lists: ["photos"] });
  const { data, errors } = parseFields(returnRequestInput, { ...body, photos: undefined });
  const all: FieldErrors = { ...errors };
  const files = [body.photos ?? []]
    .flat()
    .map(fileField)
    .filter((f) => f !== undefined && f !== "");
  const checked: { bytes: Uint8Array; kind: ImageKind }[] = [];
  if (files.length > RETURN_PHOTOS_MAX) all.photos = [say("maxElements", { n: RETURN_PHOTOS_MAX })];
  else {
    for (const [i, file] of files.entries()) {
      const result = await checkImage(file, ["jpeg", "png"]);
      const name = file instanceof File && file.name ? file.name : `File ${i + 1}`;
      if (result.ok) checked.push(result);
      else (all.photos ??= []).push(say("fileRefused", { file: name, why: result.error === say("imageTooBig") ? say("fileTooBig") : result.error }));
    }
  }
  if (data === undefined || Object.keys(all).length) throw badRequest(all);
  return {
    ...data,
    /** Stores the checked photos in R2 (after every other check): their keys. */
    storePhotos: async (env: Env) => {
      const keys: string[] = [];
      try {
        for (const photo of checked) keys.push(await putImage(env, "returns", photo.bytes, photo.kind));
      } catch (err) {
        if (keys.length) await env.MEDIA.delete(keys);
        throw err;
      }
      return keys;
    },
  };
}
