// Issue 23: the storefront is consistent with the live catalogue by construction. Products
// added after the build show on page 1 of every grid once the island has read it live, and
// paging through a grid follows the live answers' cursors, so no product shows twice; a store's
// "All branches" shows what its branches show; a deleted product's page is a 404 from the first
// request after the delete, prerendered or rendered on demand and cached (ADR 0019).
// In the dashboard project (a name admin-*.spec.ts): it adds products to the database the site
// was built from, and deletes one of the build's products, after every storefront journey ran.
import { expect, type Page, test } from "@playwright/test";
import { unique } from "./accounts";
import { apiSession, PNG_1PX } from "./admin-world";
import { ADMIN } from "./merchant";
import { hydrated, screenshot } from "./page-checks";

type Store = { id: number; slug: string; branches: { id: number; name: string; name_ar: string }[] };

/** The products a grid shows now: the id in each visible card's link. */
async function shownIds(page: Page, scope: string): Promise<number[]> {
  const hrefs = await page.locator(`${scope} article:visible h3 a`).evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  return hrefs.map((href) => Number(/\/product\/(\d+)\//.exec(href)?.[1]));
}

/** Pages through a grid with Next (up to `pages` pages), each page's ids once it is shown. */
async function pageThrough(page: Page, scope: string, pages: number, next: string): Promise<number[][]> {
  const seen: number[][] = [];
  const pager = page.getByTestId("pager");
  for (let n = 1; n <= pages; n++) {
    await expect(page.locator(`${scope} [aria-busy=true]`)).toHaveCount(0);
    seen.push(await shownIds(page, scope));
    const button = pager.getByRole("button", { name: next });
    if (n === pages || (await button.isDisabled())) break;
    const before = await pager.getByTestId("page-number").textContent();
    await button.click();
    await expect(pager.getByTestId("page-number")).not.toHaveText(before ?? "");
  }
  return seen;
}

/** `count` products of a store listed in one of its branches, newest last. */
async function addProducts(baseURL: string, store: Store, branch: number, count: number): Promise<number[]> {
  const admin = await apiSession(baseURL, ADMIN.identifier);
  const ids: number[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const name = unique(`Grid ${i} `);
      const res = await admin.post("/api/products/", {
        multipart: {
          name,
          name_ar: `شبكة ${name}`,
          sku: unique("grid-"),
          base_price: "75",
          store: String(store.id),
          image: { name: "p.png", mimeType: "image/png", buffer: PNG_1PX },
        },
      });
      expect(res.status(), await res.text()).toBe(201);
      const { id } = (await res.json()) as { id: number };
      const listing = await admin.post("/api/branch-products/", { data: { branch_id: branch, product_id: id, price: "70.00", stock: 5 } });
      expect(listing.status(), await listing.text()).toBe(201);
      ids.push(id);
    }
  } finally {
    await admin.dispose();
  }
  return ids;
}

/** A store the build made a page for, with two branches or more (so its page has branch buttons). */
async function builtStore(page: Page): Promise<Store> {
  const { results } = (await (await page.request.get("/api/stores/?page_size=100")).json()) as { results: Store[] };
  for (const store of results.filter((s) => s.branches.length > 1))
    if ((await page.request.get(`/en/store/${store.slug}/`)).status() === 200) return store;
  throw new Error("no prerendered store with two branches");
}

const NEXT = { en: "Next", ar: "التالي" } as const;

/** GRID_SHOTS=1: the page at a desktop's and a phone's size, into the test's output folder (to look at, not compared). */
async function shots(page: Page, name: string) {
  if (!process.env.GRID_SHOTS) return;
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ]) {
    await page.setViewportSize({ width, height });
    await screenshot(page, `${name}-${width}`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test("products added after the build: the products page and a store's grid show them at once, and paging repeats none, in both languages", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const store = await builtStore(page);
  const added = await addProducts(baseURL!, store, store.branches[0].id, 13);
  const newest = [...added].reverse();

  for (const locale of ["en", "ar"] as const) {
    // The products page: its prerendered page 1 is the build's; the live one leads with the new products.
    await page.goto(`/${locale}/products/`);
    await hydrated(page, "ProductsBrowser");
    // Once read live, page 1 leads with the new products (the build's page 1 had none of them).
    await expect.poll(async () => (await shownIds(page, "main"))[0]).toBeGreaterThanOrEqual(newest[0]);
    const pages = await pageThrough(page, "main", 3, NEXT[locale]);
    const ids = pages.flat();
    expect(pages.length, locale).toBe(3);
    // Every new product once, and no product twice (other journeys may add products meanwhile).
    expect(ids, locale).toEqual(expect.arrayContaining(added));
    expect(new Set(ids).size, `repeated products in ${locale}: ${ids}`).toBe(ids.length);
    await expect(page).toHaveURL(/[?&]cursor=/); // the view, cursor included, is in the URL
    await page.goBack();
    await expect(page.getByTestId("page-number")).toHaveText(locale === "ar" ? "صفحة 2" : "Page 2");
    await expect.poll(() => shownIds(page, "main")).toEqual(pages[1]);
    await shots(page, `live-products-page2-${locale}`);

    // The store page: "All branches" (its first view) and the branch the products are in agree.
    await page.goto(`/${locale}/store/${store.slug}/`);
    await hydrated(page, "CatalogGrid");
    // The store is one the build knows, so other journeys may add products to it meanwhile: the
    // grid is checked on this test's own products, newest first, none missing, none repeated.
    const ours = async () => (await shownIds(page, "#catalog")).filter((id) => added.includes(id));
    const leadsWithOurs = async () => {
      const shown = await ours();
      return shown.length >= 10 && shown.every((id, i) => id === newest[i]);
    };
    await expect.poll(leadsWithOurs).toBe(true);
    const storePages = await pageThrough(page, "#catalog", 2, NEXT[locale]);
    const storeIds = storePages.flat();
    expect(
      storeIds.filter((id) => added.includes(id)),
      locale,
    ).toEqual(newest);
    expect(new Set(storeIds).size, `repeated products on the store page in ${locale}`).toBe(storeIds.length);
    const branchName = locale === "ar" ? store.branches[0].name_ar || store.branches[0].name : store.branches[0].name;
    await page.getByTestId("branch-buttons").getByRole("button", { name: branchName, exact: true }).click();
    await expect.poll(leadsWithOurs).toBe(true);
    await page.getByTestId("branch-buttons").getByRole("button").first().click(); // All branches
    await expect.poll(leadsWithOurs).toBe(true);
    await expect(page.getByTestId("no-match")).toHaveCount(0);
    await shots(page, `live-store-${locale}`);
  }
});

/** The first product of the build's (a prerendered page: no X-Page-Cache header) that is not featured. */
async function prerenderedProduct(page: Page): Promise<number> {
  const { results } = (await (await page.request.get("/api/products/?page_size=100&ordering=-total_sold")).json()) as {
    results: { id: number; is_featured: boolean }[];
  };
  for (const product of results.filter((p) => !p.is_featured)) {
    const res = await page.request.get(`/en/product/${product.id}/`);
    if (res.status() === 200 && !res.headers()["x-page-cache"]) return product.id;
  }
  throw new Error("no prerendered product");
}

test("a deleted product's page answers the site's 404 at once, prerendered or cached, in both languages", async ({ page, baseURL }) => {
  const admin = await apiSession(baseURL!, ADMIN.identifier);
  try {
    const store = await builtStore(page);
    const [onDemand] = await addProducts(baseURL!, store, store.branches[0].id, 1);
    const prerendered = await prerenderedProduct(page);
    for (const id of [onDemand, prerendered]) {
      for (const locale of ["en", "ar"]) {
        const res = await page.request.get(`/${locale}/product/${id}/`);
        expect(res.status(), `${locale} ${id}`).toBe(200);
      }
    }
    // The on-demand page is in the Workers cache now.
    expect((await page.request.get(`/en/product/${onDemand}/`)).headers()["x-page-cache"]).toBe("hit");

    for (const id of [onDemand, prerendered]) {
      const res = await admin.delete(`/api/products/${id}/`);
      expect(res.status(), await res.text()).toBe(204);
      for (const locale of ["en", "ar"] as const) {
        const gone = await page.request.get(`/${locale}/product/${id}/`);
        expect(gone.status(), `${locale} ${id} after the delete`).toBe(404);
        expect(gone.headers()["cache-control"]).toBe("no-store");
        const html = await gone.text();
        expect(html).toContain(`lang="${locale}"`);
        expect(html).not.toContain(`/product/${id}/"`); // not the product's page (its canonical link)
        expect((await page.request.head(`/${locale}/product/${id}/`)).status()).toBe(404);
      }
      await page.goto(`/ar/product/${id}/`);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      if (id === prerendered) await shots(page, "gone-product-ar");
    }
    // Other product pages are served as before.
    const { results } = (await (await page.request.get("/api/products/?page_size=1")).json()) as { results: { id: number }[] };
    expect((await page.request.get(`/en/product/${results[0].id}/`)).status()).toBe(200);
  } finally {
    await admin.dispose();
  }
});
