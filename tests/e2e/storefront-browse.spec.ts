// Browsing the storefront: the products page's store and category pickers and its page number
// live in the URL (reload, shared links, back/forward), the pickers work without JavaScript
// as part of the GET search form, and a store link made with the store's name (either
// language, any case) leads to the store's page. Expected values come from the API.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { builtStore } from "./built-stores";
import { screenshot, seriousViolations } from "./page-checks";

type Locale = "en" | "ar";
interface Named {
  name: string;
  name_ar: string;
}
interface Paged<T> {
  count: number;
  next: string | null;
  results: T[];
}
interface Store extends Named {
  id: number;
  slug: string;
}
interface Category extends Named {
  id: number;
  slug: string;
}

const LOCALES: Locale[] = ["en", "ar"];
const ALL = { en: { stores: "All stores", categories: "All categories" }, ar: { stores: "كل المتاجر", categories: "كل الأقسام" } };
const PAGER = { en: { next: "Next", previous: "Previous" }, ar: { next: "التالي", previous: "السابق" } };
const local = (item: Named, locale: Locale) => (locale === "ar" ? item.name_ar || item.name : item.name || item.name_ar);
const names = (items: Named[], locale: Locale) => items.map((i) => local(i, locale));

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.ok(), `${path} answered ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}
const allStores = async (request: APIRequestContext) => (await api<Paged<Store>>(request, "/api/stores/?page_size=100")).results;
const allCategories = async (request: APIRequestContext) => (await api<{ results: Category[] }>(request, "/api/products/categories/")).results;

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

/** Waits until the products page's island has hydrated (it does when the browser is idle). */
const hydrated = (page: Page) => expect(page.locator("astro-island[component-url*=ProductsBrowser]")).not.toHaveAttribute("ssr", /.*/);
const grid = (page: Page) => page.getByTestId("products-grid").locator("article h3");
const storePicker = (page: Page) => page.locator("select#products-store");
const categoryPicker = (page: Page) => page.locator("select#products-category");

test.describe("products page pickers", () => {
  for (const locale of LOCALES) {
    test(`store and category pickers list names in ${locale}, filter through the URL and survive reload and back/forward`, async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      const [stores, categories] = await Promise.all([allStores(request), allCategories(request)]);
      // A store whose products are some of the catalogue's, not all of it.
      const everything = await api<Paged<Named>>(request, "/api/products/");
      const counts = await Promise.all(stores.map(async (s) => (await api<Paged<Named>>(request, `/api/products/?store=${s.id}`)).count));
      const store = stores.find((_, i) => counts[i] > 0 && counts[i] < everything.count);
      if (!store) throw new Error("no store has some of the catalogue's products but not all");
      const byStore = await api<Paged<{ name: string; name_ar: string }>>(request, `/api/products/?store=${store.id}`);
      const withProducts = await api<{ results: Category[] }>(request, `/api/products/categories/?with_products=true`);
      const category = withProducts.results[0];
      const byCategory = await api<Paged<Named>>(request, `/api/products/?category=${category.slug}`);

      await page.goto(`/${locale}/products/`);
      await hydrated(page);
      await expect(page.getByRole("combobox", { name: locale === "ar" ? "المتجر" : "Store", exact: true })).toBeVisible();
      await expect(storePicker(page).locator("option")).toHaveText([ALL[locale].stores, ...names(stores, locale)]);
      await expect(categoryPicker(page).locator("option")).toHaveText([ALL[locale].categories, ...names(categories, locale)]);
      await expectNoSeriousViolations(page);

      await storePicker(page).selectOption(String(store.id));
      await expect(page).toHaveURL(new RegExp(`/${locale}/products/\\?store=${store.id}$`));
      await expect(grid(page)).toHaveText(names(byStore.results, locale));

      await storePicker(page).selectOption("");
      await categoryPicker(page).selectOption(category.slug);
      await expect(page).toHaveURL(new RegExp(`/${locale}/products/\\?category=${category.slug}$`));
      await expect(grid(page)).toHaveText(names(byCategory.results, locale));
      await expect(page.getByTestId("active-filters")).toContainText(local(category, locale));
      await expectNoSeriousViolations(page);

      // A reload (or the same link shared) keeps the view and the pickers' choice.
      await page.reload();
      await hydrated(page);
      await expect(grid(page)).toHaveText(names(byCategory.results, locale));
      await expect(categoryPicker(page)).toHaveValue(category.slug);
      await expect(storePicker(page)).toHaveValue("");

      // Back: the store alone, then everything; forward again.
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/${locale}/products/$`));
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`\\?store=${store.id}$`));
      await expect(storePicker(page)).toHaveValue(String(store.id));
      await expect(grid(page)).toHaveText(names(byStore.results, locale));
      await page.goForward();
      await page.goForward();
      await expect(categoryPicker(page)).toHaveValue(category.slug);
      await expect(grid(page)).toHaveText(names(byCategory.results, locale));
    });

    test(`a store link by slug selects that store in the picker, in ${locale}`, async ({ page, request }) => {
      const store = (await allStores(request))[0];
      await page.goto(`/${locale}/products/?store=${store.slug}`);
      await hydrated(page);
      await expect(storePicker(page)).toHaveValue(String(store.id));
      await expect(page.getByTestId("active-filters")).toContainText(local(store, locale));
    });

    test(`the page number is in the URL: reload and back/forward keep it, in ${locale}`, async ({ page, request }) => {
      const first = await api<Paged<Named>>(request, "/api/products/");
      const second = await api<Paged<Named>>(request, "/api/products/?page=2");
      await page.goto(`/${locale}/products/`);
      await hydrated(page);
      await page.getByTestId("pager").getByRole("button", { name: PAGER[locale].next }).click();
      // Every page after the first follows the live answer's link: its cursor is in the URL.
      await expect(page).toHaveURL(new RegExp(`/${locale}/products/\\?page=2&cursor=[\\w-]+$`));
      await expect(grid(page)).toHaveText(names(second.results, locale));
      await page.reload();
      await expect(page.getByTestId("page-number")).toContainText("2");
      await expect(grid(page)).toHaveText(names(second.results, locale));
      await expect(page.locator("[data-products-first]")).toBeHidden();
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/${locale}/products/$`));
      await expect(grid(page)).toHaveText(names(first.results, locale));
      await page.goForward();
      await expect(grid(page)).toHaveText(names(second.results, locale));
      // Past page 2 the page follows the API's next link: its cursor is in the URL, and a
      // reload asks for the same rows (a numbered page would stop answering past page 100).
      const third = await api<Paged<Named>>(request, "/api/products/?page=3");
      await page.getByTestId("pager").getByRole("button", { name: PAGER[locale].next }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/products/\\?page=3&cursor=[\\w-]+$`));
      await expect(grid(page)).toHaveText(names(third.results, locale));
      await page.reload();
      await expect(grid(page)).toHaveText(names(third.results, locale));
      await page.getByTestId("pager").getByRole("button", { name: PAGER[locale].previous }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/products/\\?page=2&cursor=[\\w-]+$`));
      await expect(grid(page)).toHaveText(names(second.results, locale));
      // A new filter starts again at page 1.
      await categoryPicker(page).selectOption({ index: 1 });
      await expect(page).not.toHaveURL(/page=/);
      await expect(page.getByTestId("page-number")).toHaveCount(0);
    });
  }

  test("a shared link to a later page of a store opens on that page", async ({ page, request }) => {
    const stores = await allStores(request);
    let found: { store: Store; second: Paged<Named> } | null = null;
    for (const store of stores) {
      const list = await api<Paged<Named>>(request, `/api/products/?store=${store.id}`);
      if (list.next) found = { store, second: await api<Paged<Named>>(request, `/api/products/?store=${store.id}&page=2`) };
      if (found) break;
    }
    test.skip(!found, "no store has a second page");
    await page.goto(`/en/products/?store=${found!.store.id}&page=2`);
    await expect(page.getByTestId("page-number")).toHaveText("Page 2");
    await expect(grid(page)).toHaveText(names(found!.second.results, "en"));
    await expect(storePicker(page)).toHaveValue(String(found!.store.id));
  });

  test("without JavaScript the pickers are part of the plain GET search form", async ({ browser, request }) => {
    const store = (await allStores(request))[0];
    const category = (await allCategories(request))[0];
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/en/products/");
    const form = page.getByRole("search");
    await form.locator("select[name=store]").selectOption(String(store.id));
    await form.locator("select[name=category]").selectOption(category.slug);
    await form.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/en/products/\\?search=&store=${store.id}&category=${category.slug}$`));
    await context.close();
  });

  test("screenshots of the pickers at 390 and 1280 wide, in en and ar", async ({ page, request }) => {
    test.setTimeout(60_000);
    const store = (await allStores(request))[0];
    for (const locale of LOCALES) {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/${locale}/products/?store=${store.slug}`);
        await hydrated(page);
        await expect(page.getByTestId("products-grid")).toBeVisible();
        await screenshot(page, `browse-${locale}-${width}`);
      }
    }
  });
});

test.describe("a store link made with the store's name", () => {
  /** A store the build made a page for whose English name has several words and differs from its slug. */
  const namedStore = (request: APIRequestContext) =>
    builtStore(request, "with a name of several words and an Arabic name", (s) => /\S\s+\S/.test(s.name) && s.name_ar.trim() !== "");
  /** The name with every other word's case flipped ("corner SHOP market"). */
  const mixedCase = (name: string) =>
    name
      .split(" ")
      .map((w, i) => (i % 2 ? w.toUpperCase() : w.toLowerCase()))
      .join(" ");
  const cases: [string, (s: Store) => string, (s: Store) => string][] = [
    ["/en/store/{English name}/", (s) => `/en/store/${encodeURIComponent(s.name)}/`, (s) => `/en/store/${s.slug}/`],
    ["/en/store/{english NAME in mixed case}", (s) => `/en/store/${encodeURIComponent(mixedCase(s.name))}`, (s) => `/en/store/${s.slug}/`],
    ["/ar/store/{English name}/", (s) => `/ar/store/${encodeURIComponent(s.name)}/`, (s) => `/ar/store/${s.slug}/`],
    ["/ar/store/{Arabic name}/", (s) => `/ar/store/${encodeURIComponent(s.name_ar)}/`, (s) => `/ar/store/${s.slug}/`],
    ["/en/store/{Arabic name}/", (s) => `/en/store/${encodeURIComponent(s.name_ar)}/`, (s) => `/en/store/${s.slug}/`],
  ];
  for (const [title, from, to] of cases) {
    test(`${title} redirects to the store's page by slug`, async ({ request }) => {
      const store = await namedStore(request);
      const res = await request.get(from(store), { maxRedirects: 0 });
      expect([301, 302]).toContain(res.status());
      expect(new URL(res.headers().location, "http://x").pathname).toBe(to(store));
      expect((await request.get(to(store))).status()).toBe(200);
    });
  }

  for (const locale of LOCALES) {
    test(`the root /store/{name} link ends on the store page in ${locale}, Arabic names too`, async ({ page, context, request }) => {
      const store = await namedStore(request);
      await context.addCookies([{ name: "lang", value: locale, url: test.info().project.use.baseURL as string }]);
      for (const name of [store.name, store.name.toUpperCase(), store.name_ar].map(encodeURIComponent)) {
        const res = await page.goto(`/store/${name}/`);
        expect(res?.status()).toBe(200);
        await expect(page).toHaveURL(new RegExp(`/${locale}/store/${store.slug}/$`));
      }
    });
  }

  test("an unknown name still gets the real 404, in both languages", async ({ request }) => {
    // Also the store's slug cut short by its last word: a link is the whole name or nothing.
    const store = await namedStore(request);
    const cut = store.slug.split("-").slice(0, -1).join("-");
    expect((await allStores(request)).map((s) => s.slug)).not.toContain(cut);
    for (const path of ["/en/store/No%20Such%20Store/", "/ar/store/%D9%84%D8%A7%20%D8%B4%D9%8A%D8%A1/", `/en/store/${cut}/`]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(404);
    }
  });
});
