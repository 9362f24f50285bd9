// The whole product on a fresh, seeded local database: API worker, the site built against
// it (pages are prerendered from the API), and the site worker. Used by `npm test` (smoke
// and browser tests share one instance) and by a test runner started on its own.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureDevVars } from "./dev-vars.mjs";
import { startPublisher } from "./publisher.mjs";
import { applyMigrations, freePort, run, startWorker, stopWorker } from "./workers.mjs";

/**
 * `outDir` (or ASWAQ_DIST) builds the site into its own folder, so that several builds can
 * run side by side without overwriting each other's `dist/`. A publisher runs beside the
 * workers, as with `npm start`: Publish in the dashboard rebuilds `outDir` in place.
 */
/** Of the demo's 70 products, the pages prerendered in test builds. */
const TEST_HEAD_PRODUCTS = 24;

/** Seconds before storefront changes publish by themselves: here, not within a test run. */
const NO_SURPRISE_REBUILDS = { delay: 86_400, maxWait: 86_400 };

export async function bringUp({ build = true, outDir = process.env.ASWAQ_DIST ?? "dist", publishSchedule = NO_SURPRISE_REBUILDS } = {}) {
  const persistTo = mkdtempSync(join(tmpdir(), "aswaq-under-test-"));
  /** @type {import("node:child_process").ChildProcess[]} */
  const workers = [];
  /** @type {ReturnType<typeof startPublisher> | undefined} */
  let publisher;
  // Synchronous, as its callers expect (some exit right after): a build under way is stopped
  // at once; the returned promise settles when the publisher has finished.
  const stop = () => {
    const publisherDone = publisher?.stop();
    for (const worker of workers) stopWorker(worker);
    rmSync(persistTo, { recursive: true, force: true });
    return publisherDone;
  };
  try {
    await applyMigrations(persistTo, { quiet: true });
    // The tests' own super admin, with a password made for this run: no test signs in as a
    // demo account that anyone who read the seed knows.
    const admin = { username: `e2e-admin-${randomBytes(4).toString("hex")}`, password: `Aa1-${randomBytes(18).toString("base64url")}` };
    await run("node", ["scripts/seed.mjs", "--persist-to", persistTo, "--super-admin", admin.username], {
      quiet: true,
      env: { ASWAQ_SUPER_ADMIN_PASSWORD: admin.password },
    });
    const apiOrigin = `http://127.0.0.1:${await freePort()}`;
    // Storefront changes schedule a rebuild by themselves (ADR 0016, addendum). The browser tests
    // make many changes and must not meet a rebuild they did not ask for (a swap under a page,
    // the machine's two cores): by default a scheduled run comes due only after a day, so a test's
    // Publish is what publishes (it takes the scheduled run over) and the merchant's status
    // line shows a change waiting. tests/smoke/publisher.test.ts runs the automatic path.
    workers.push(
      await startWorker({
        config: "api/wrangler.jsonc",
        port: Number(apiOrigin.split(":")[2]),
        persistTo,
        readyPath: "/api/health",
        vars: { PUBLISH_DELAY: String(publishSchedule.delay), PUBLISH_MAX_WAIT: String(publishSchedule.maxWait) },
      }),
    );
    // Only a few product pages are prerendered, so that the tests meet both kinds: the
    // catalogue's head, and pages the web worker renders on demand (docs/decisions/0018).
    // Set in this process's environment, so a publish's rebuild makes the same split.
    process.env.PRERENDER_PRODUCTS ??= String(TEST_HEAD_PRODUCTS);
    if (build) await run("astro", ["build", "--outDir", outDir], { quiet: true, env: { API_URL: apiOrigin } });
    const webPort = await freePort();
    workers.push(await startWorker({ config: `${outDir}/server/wrangler.json`, port: webPort, persistTo, vars: { API_ORIGIN: apiOrigin } }));
    publisher = startPublisher({ apiOrigin, secret: ensureDevVars().PUBLISH_SECRET, out: outDir, log: () => {} });
    return { apiOrigin, webOrigin: `http://127.0.0.1:${webPort}`, admin, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
