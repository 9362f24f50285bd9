// A product's share card (issue 4 item 10): drawn on demand by the web worker at
// /og/product/{id}.png, 1200x1200, named by the product page's social tags; 404 for a
// product that does not exist, whatever the id looks like.
import { expect, test } from "@playwright/test";

interface Product {
  id: number;
  images: { image: string }[];
}

/** Width and height from the PNG's IHDR chunk (bytes 16-23, after the signature and chunk header). */
function pngSize(png: Buffer): [number, number] {
  expect(png.subarray(0, 8).toString("latin1")).toBe("\x89PNG\r\n\x1a\n");
  expect(png.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

test("a product's share card is a 1200x1200 PNG kept for a week; the page declares it", async ({ page, request }) => {
  const res = await request.get("/api/products/?page_size=20");
  const [product, other] = ((await res.json()).results as Product[]).filter((p) => p.images.length > 0);

  const card = await request.get(`/og/product/${product.id}.png`);
  expect(card.status()).toBe(200);
  expect(card.headers()["content-type"]).toBe("image/png");
  expect(card.headers()["cache-control"]).toBe("public, max-age=604800");
  const png = await card.body();
  expect(pngSize(png)).toEqual([1200, 1200]);
  // Drawn for this product, not a placeholder: another product's card is another picture.
  const otherCard = await request.get(`/og/product/${other.id}.png`);
  expect(otherCard.status()).toBe(200);
  expect((await otherCard.body()).equals(png)).toBe(false);

  // Asked again (now from the Workers cache where there is one), the same picture.
  const again = await request.get(`/og/product/${product.id}.png?utm_source=share`);
  expect(again.status()).toBe(200);
  expect((await again.body()).equals(png)).toBe(true);

  for (const locale of ["en", "ar"]) {
    await page.goto(`/${locale}/product/${product.id}/`);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", new RegExp(`/og/product/${product.id}\\.png$`));
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute("content", "1200");
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute("content", "1200");
  }
});

test("no card for a product that does not exist, nor for an id that is not one", async ({ request }) => {
  for (const path of [
    "/og/product/999999999.png",
    "/og/product/0.png",
    "/og/product/abc.png",
    "/og/product/12abc.png",
    "/og/product/99999999999999999999.png",
  ]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    expect(res.headers()["content-type"], path).not.toBe("image/png");
  }
});
