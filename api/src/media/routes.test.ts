import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, images } from "../../test/factories";
import { matchesEtag } from "./edge-cache";
import { checkImage, putImage, sniffImage } from "./images";
import { asFile, gifBytes, jpegBytes, pngBytes } from "./test-helpers";

describe("media", () => {
  it("serves a stored image with long cache headers and answers a conditional request with 304", async () => {
    const key = await putImage(env, "test", new Uint8Array(await images.png().arrayBuffer()), "png");
    const res = await api("GET", `/api/media/${key}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toContain("immutable");
    const again = await api("GET", `/api/media/${key}`, { headers: { "if-none-match": res.headers.get("etag")! } });
    expect(again.status).toBe(304);
  });

  it("keeps a picture in the data centre's cache: the next request is not an R2 read, conditional ones still 304", async () => {
    const bytes = new Uint8Array(await images.png().arrayBuffer());
    const key = await putImage(env, "test", bytes, "png");
    const first = await api("GET", `/api/media/${key}?v=1`);
    expect(first.headers.get("x-media-cache")).toBe("miss");
    // The copy is put while the answer streams; the next request may come before it lands.
    await expect.poll(async () => (await api("GET", `/api/media/${key}`)).headers.get("x-media-cache")).toBe("hit");
    // Gone from R2, still answered whole from the cache: it did not read R2.
    await env.MEDIA.delete(key);
    const cached = await SELF.fetch(`http://api.test/api/media/${key}?other=query`);
    expect(cached.status).toBe(200);
    expect(cached.headers.get("x-media-cache")).toBe("hit");
    expect(cached.headers.get("content-type")).toBe("image/png");
    expect(cached.headers.get("cache-control")).toContain("immutable");
    expect(new Uint8Array(await cached.arrayBuffer())).toEqual(bytes);
    const conditional = await SELF.fetch(`http://api.test/api/media/${key}`, { headers: { "if-none-match": first.headers.get("etag")! } });
    expect(conditional.status).toBe(304);
  });

  it("matches If-None-Match lists, weak tags and *", () => {
    expect(matchesEtag('"a", W/"b"', '"b"')).toBe(true);
    expect(matchesEtag("*", '"x"')).toBe(true);
    expect(matchesEtag('"a"', '"b"')).toBe(false);
    expect(matchesEtag(null, '"b"')).toBe(false);
  });

  it("answers 404 for an unknown key", async () => {
    expect((await api("GET", "/api/media/test/nothing-here.png")).status).toBe(404);
  });

  it("recognises images by their bytes, not their names", async () => {
    expect(sniffImage(new Uint8Array(await images.png().arrayBuffer()))).toBe("png");
    expect(sniffImage(new Uint8Array(await images.jpeg().arrayBuffer()))).toBe("jpeg");
    expect(sniffImage(new Uint8Array(await images.gif().arrayBuffer()))).toBe("gif");
    expect(sniffImage(new Uint8Array(await images.fakePng().arrayBuffer()))).toBeNull();
  });

  it("refuses mislabelled, oversized and disallowed files with the product rules' messages", async () => {
    expect(await checkImage(images.fakePng(), ["jpeg", "png"])).toEqual({ ok: false, error: "Please upload a JPEG or PNG image." });
    expect(await checkImage(images.gif(), ["jpeg", "png"])).toEqual({ ok: false, error: "Please upload a JPEG or PNG image." });
    expect(await checkImage(images.oversized(), ["jpeg", "png"])).toEqual({ ok: false, error: "Image size must be less than 5MB." });
    expect(await checkImage("not a file", ["jpeg", "png"])).toEqual({ ok: false, error: "No file was submitted." });
    expect((await checkImage(images.gif(), ["jpeg", "png", "gif"])).ok).toBe(true);
  });

  it("refuses incomplete files and oversized pictures, and tells the size of the good ones", async () => {
    const cut = jpegBytes(4, 4, { eoi: false });
    expect(await checkImage(asFile(cut, "a.jpg"), ["jpeg", "png"])).toEqual({ ok: false, error: "The image file is damaged or incomplete." });
    expect(await checkImage(asFile(gifBytes(2, 2, { trailer: false }), "a.gif"), ["gif"])).toEqual({
      ok: false,
      error: "The image file is damaged or incomplete.",
    });
    expect(await checkImage(asFile(pngBytes(50000, 50000), "a.png"), ["png"])).toEqual({
      ok: false,
      error: "Image dimensions must be at most 6000 pixels on each side.",
    });
    expect(await checkImage(asFile(pngBytes(7, 3), "a.png"), ["png"])).toMatchObject({ ok: true, kind: "png", width: 7, height: 3 });
  });
});
