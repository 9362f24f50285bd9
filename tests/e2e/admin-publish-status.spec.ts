// A merchant's changes publish by themselves (ADR 0016, addendum): the dashboard tells the
// store's people when their changes reach the storefront. In the test harness a scheduled run
// comes due only after a day, so the change waits, unless a parallel test's Publish takes the
// run over meanwhile (then it is publishing or live): each state has its own sentence.
import { expect, test } from "@playwright/test";
import { makeWorld, signIn, type World } from "./admin-world";
import { ADMIN } from "./merchant";

let world: World;
test.beforeAll(async ({ playwright: _ }, info) => {
  world = await makeWorld(info.project.use.baseURL!);
});
test.afterAll(async () => world?.dispose());

const SENTENCES = {
  en: {
    waiting: /^Your changes reach the storefront (at about .+|in a few minutes)\./,
    publishing: /^Publishing your changes to the storefront now/,
    live: /^Your changes have been live on the storefront since .+\./,
  },
  ar: {
    waiting: /^تصل تغييراتك إلى واجهة المتجر (نحو .+|خلال دقائق)\./,
    publishing: /^جارٍ نشر تغييراتك على واجهة المتجر الآن/,
    live: /^تغييراتك ظاهرة على واجهة المتجر منذ .+\./,
  },
} as const;

test("a branch's manager sees when the store's change reaches the storefront, in English and Arabic; a super admin has the Publish tab instead", async ({
  page,
  baseURL,
}) => {
  await world.product(world.branches[1].id);
  await signIn(page, baseURL!, world.manager.username);
  for (const locale of ["en", "ar"] as const) {
    await page.goto(`/${locale}/admin/`);
    const line = page.getByTestId("publish-status");
    await expect(line).toBeVisible({ timeout: 15_000 });
    const state = (await line.getAttribute("data-state")) as keyof (typeof SENTENCES)["en"];
    expect(Object.keys(SENTENCES[locale])).toContain(state);
    await expect(line.locator("p").first()).toHaveText(SENTENCES[locale][state]);
  }
  await page.context().clearCookies();
  await signIn(page, baseURL!, ADMIN.identifier);
  await page.goto("/en/admin/");
  await expect(page.getByTestId("admin-tab-publish")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId("publish-status")).toHaveCount(0);
});
