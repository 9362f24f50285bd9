// Picture variants through the IMAGES binding, which the test pool runs locally with Sharp as
// wrangler dev does (docs/decisions/0023): real transforms, real R2, the real Cache API.
import { env, SELF } from "cloudflare:test";
import { encode as encodeJpeg } from "jpeg-js";
import { describe, expect, it } from "vitest";
import { app } from "../app";
import { accessMatrix } from "../../test/access-matrix";
import { api } from "../../test/factories";
import { putImage } from "./images";
import { gifBytes, pngBytes } from "./test-helpers";
import { variantFormat } from "./variants";

const CHROME = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
const SAFARI_15 = "image/webp,image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5";
const OLD = "image/png,image/*;q=0.8,*/*;q=0.5";

const media = (path: string, accept: string, headers: Record<string, string> = {}) =>
  SELF.fetch(`http://api.test/api/media/${path}`, { headers: { accept, ...headers } });

/** The picture's format and size as the engine reads them back. */
const measure = async (res: Response) => (env.IMAGES as ImagesBinding).info(new Blob([await res.arrayBuffer()]).stream());

function jpeg(width: number, height: number): Uint8Array {
  const data = new Uint8Array(width * height * 4).map((_, i) => (i % 4 === 3 ? 255 : (i * 13) % 256));
  return new Uint8Array(encodeJpeg({ data, width, height }, 80).data);
}

describe("picture variants (?w=)", () => {
  it("chooses WebP, else AVIF, else the original, from what Accept names", () => {
    expect(variantFormat(CHROME)).toBe("webp");
    expect(variantFormat("image/avif,image/*")).toBe("avif");
    expect(variantFormat("image/webp;q=0, image/avif")).toBe("avif");
    expect(variantFormat(SAFARI_15)).toBe("webp");
    expect(variantFormat(OLD)).toBe("original");
    expect(variantFormat("image/avif;q=0, image/webp")).toBe("webp");
    expect(variantFormat("*/*")).toBe("original");
    expect(variantFormat(undefined)).toBe("original");
  });

  it("serves a picture at a width of the set, in AVIF, WebP or its own format by Accept, cached for a year and varying by Accept", async () => {
    const key = await putImage(env, "test", jpeg(800, 600), "jpeg");
    for (const [accept, type] of [
      [CHROME, "image/webp"],
      ["image/avif,image/*;q=0.8", "image/avif"],
      [SAFARI_15, "image/webp"],
      [OLD, "image/jpeg"],
    ] as const) {
      const res = await media(`${key}?w=352`, accept);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe(type);
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(res.headers.get("vary")).toBe("Accept");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(await measure(res)).toMatchObject({ format: type, width: 352, height: 264 });
    }
  });

  it("is never wider than the original: a width above it gives the original's size", async () => {
    const key = await putImage(env, "test", pngBytes(200, 100), "png");
    const res = await media(`${key}?w=1600`, OLD);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(await measure(res)).toMatchObject({ width: 200, height: 100 });
  });

  it("cuts a variant to a box's shape from the middle, never enlarged", async () => {
    const key = await putImage(env, "test", jpeg(800, 800), "jpeg");
    expect(await measure(await media(`${key}?w=512&crop=4x3`, CHROME))).toMatchObject({ format: "image/webp", width: 512, height: 384 });
    expect(await measure(await media(`${key}?w=240&crop=1x1`, OLD))).toMatchObject({ format: "image/jpeg", width: 240, height: 240 });
    // A wide picture cut square keeps its full height.
    const wide = await putImage(env, "test", jpeg(600, 300), "jpeg");
    expect(await measure(await media(`${wide}?w=240&crop=1x1`, CHROME))).toMatchObject({ width: 240, height: 240 });
    // Smaller than the crop asks: not enlarged.
    const small = await putImage(env, "test", pngBytes(200, 200), "png");
    const res = await media(`${small}?w=624&crop=4x3`, OLD);
    const info = (await measure(res)) as { width: number; height: number };
    expect(info.width).toBeLessThanOrEqual(200);
    expect(info.height).toBeLessThanOrEqual(200);
  });

  it("keeps a cropped variant apart from the uncropped one in the cache and its ETag", async () => {
    const key = await putImage(env, "test", jpeg(800, 600), "jpeg");
    const plain = await media(`${key}?w=352`, CHROME);
    const cut = await media(`${key}?w=352&crop=1x1`, CHROME);
    expect(plain.headers.get("etag")).not.toBe(cut.headers.get("etag"));
    expect(await measure(plain)).toMatchObject({ width: 352, height: 264 });
    expect(await measure(cut)).toMatchObject({ width: 352, height: 352 });
  });

  it("refuses an unknown crop, or a crop without a width, with a 400 naming crop", async () => {
    for (const crop of ["16x9", "4:3", "", "1X1"]) {
      const res = await api("GET", `/api/media/test/none.png?w=352&crop=${encodeURIComponent(crop)}`);
      expect(res.status, crop).toBe(400);
      expect(res.data.crop, crop).toEqual([`Select a valid choice. ${crop} is not one of the available choices.`]);
    }
    const res = await api("GET", "/api/media/test/none.png?crop=4x3");
    expect(res.status).toBe(400);
    expect(res.data.crop).toEqual(["A crop needs a width (w)."]);
  });

  it("refuses a width outside the set with a 400 naming w, before reading anything", async () => {
    for (const w of ["300", "160", "0", "-165", "165.5", "abc", "", "1e3", "99999999999999999999", "63"]) {
      const res = await api("GET", `/api/media/test/none.png?w=${w}`);
      expect(res.status, w).toBe(400);
      expect(res.data.w, w).toEqual([`Select a valid choice. ${w} is not one of the available choices.`]);
    }
    expect((await api("GET", "/api/media/test/none.png?w=352")).status).toBe(404);
  });

  it("keeps each width and format in the data centre's cache apart, and answers conditional requests with 304", async () => {
    const key = await putImage(env, "test", pngBytes(400, 400), "png");
    const first = await media(`${key}?w=165`, CHROME);
    expect(first.headers.get("x-media-cache")).toBe("miss");
    const etag = first.headers.get("etag")!;
    await first.arrayBuffer();
    await expect.poll(async () => (await media(`${key}?w=165`, CHROME)).headers.get("x-media-cache")).toBe("hit");
    // Gone from R2: the cached variant is still served (no R2 read, no transform)...
    await env.MEDIA.delete(key);
    const hit = await media(`${key}?w=165&other=1`, CHROME);
    expect(hit.status).toBe(200);
    expect(hit.headers.get("content-type")).toBe("image/webp");
    expect(hit.headers.get("etag")).toBe(etag);
    expect(hit.headers.get("vary")).toBe("Accept");
    expect(await measure(hit)).toMatchObject({ width: 165 });
    expect((await media(`${key}?w=165`, CHROME, { "if-none-match": etag })).status).toBe(304);
    // ...while another format or width is its own entry, made from R2 (now a 404).
    expect((await media(`${key}?w=165`, OLD)).status).toBe(404);
    expect((await media(`${key}?w=165`, "image/avif")).status).toBe(404);
    expect((await media(`${key}?w=352`, CHROME)).status).toBe(404);
  });

  it("answers If-None-Match with 304 before any transform, and variants' ETags differ by width and format", async () => {
    const key = await putImage(env, "test", pngBytes(400, 400), "png");
    const avif = await media(`${key}?w=512`, "image/avif", { "cache-control": "no-cache" });
    const webp = await media(`${key}?w=512`, SAFARI_15);
    const small = await media(`${key}?w=165`, SAFARI_15);
    const tags = [avif, webp, small].map((r) => r.headers.get("etag"));
    expect(new Set(tags).size).toBe(3);
    const again = await media(`${key}?w=624`, OLD);
    const tag = again.headers.get("etag")!;
    await again.arrayBuffer();
    const conditional = await media(`${key}?w=624`, OLD, { "if-none-match": `"other", ${tag}` });
    expect(conditional.status).toBe(304);
    expect(conditional.headers.get("vary")).toBe("Accept");
  });

  it("sends a GIF as it is to a browser that takes neither AVIF nor WebP (the engine writes no GIF), and resized otherwise", async () => {
    const bytes = gifBytes(4, 4);
    const key = await putImage(env, "test", bytes, "gif");
    const plain = await media(`${key}?w=165`, OLD);
    expect(plain.headers.get("content-type")).toBe("image/gif");
    expect(new Uint8Array(await plain.arrayBuffer())).toEqual(bytes);
    const webp = await media(`${key}?w=165`, SAFARI_15);
    expect(webp.headers.get("content-type")).toBe("image/webp");
  });

  it("leaves the original untouched without w (no Vary: one answer for every browser)", async () => {
    const bytes = pngBytes(40, 40);
    const key = await putImage(env, "test", bytes, "png");
    const res = await media(key, CHROME);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("vary")).toBeNull();
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
  });

  it("fails loudly, as a 500 with the reason in the log, when the IMAGES binding is missing", async () => {
    const key = await putImage(env, "test", pngBytes(40, 40), "png");
    const errors: unknown[] = [];
    const log = console.error;
    console.error = (...args: unknown[]) => errors.push(...args);
    try {
      const res = await app.request(`/api/media/${key}?w=165`, { headers: { accept: CHROME } }, { ...env, IMAGES: undefined });
      expect(res.status).toBe(500);
    } finally {
      console.error = log;
    }
    expect(String(errors[0])).toContain("The IMAGES binding is missing");
  });

  describe("access: public, like every picture", () => {
    accessMatrix(
      { guest: 200, customer: 200, otherOwner: 200, owner: 200, manager: 200, otherManager: 200, superAdmin: 200 },
      {
        setup: () => putImage(env, "test", pngBytes(200, 200), "png"),
        call: async ({ fixture, token }) => {
          const res = await api("GET", `/api/media/${fixture}?w=165`, { token, headers: { accept: SAFARI_15 } });
          return { status: res.status, data: res.headers.get("content-type") };
        },
        allowed: (_, res) => expect(res.data).toBe("image/webp"),
      },
    );
  });
});
