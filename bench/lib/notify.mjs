// Section 9: how long a merchant waits to hear of a new order (issue 27). A store's owner has
// the dashboard open in Chromium, signed in through the site as a merchant is; a shopper places
// NOTIFY.orders orders, one unit each from the owner's branch, at random gaps so the orders land
// at every point of the bell's polling cycle. Each order's delay is from its checkout's answer
// (the order and its notifications committed) to the moment the bell's unread count in the page
// first counts it (a MutationObserver in the page, stamped with the page's clock, the same
// machine's as ours). Also: from each notification's row to its e-mail being handed to the
// e-mail binding (the queue's path), read from the delivery log.
/** @import { Browser } from "./browser.mjs" */
/** @import { Fixtures, Log } from "./types.ts" */
import { NOTIFY } from "../config.mjs";
import { launchBrowser, openTab } from "./browser.mjs";
import { checkoutBody, login, setStock } from "./fixtures.mjs";
import { percentile } from "./load.mjs";

const PASSWORD = "Demo-Pass-1";
const DESKTOP = { width: 1280, height: 900, deviceScaleFactor: 1, mobile: false };

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Each order's delay: the first time the count reached the order's place in line.
 * @param {number[]} placedAt when each order's checkout answered (ms since the epoch), in order
 * @param {{ t: number, n: number }[]} seen the bell's counts as the page saw them
 * @param {number} base the count before the first order
 * @returns {(number | null)[]} ms per order; null when the bell never counted it
 */
export function bellDelays(placedAt, seen, base) {
  return placedAt.map((t, i) => {
    const hit = seen.find((s) => s.n >= base + i + 1 && s.t >= t - 5);
    return hit ? hit.t - t : null;
  });
}

/**
 * @param {string} origin
 * @param {string} path
 * @param {{ token?: string, method?: string, json?: unknown }} [options]
 * @returns {Promise<any>} the answer's JSON
 */
async function api(origin, path, { token, method = "GET", json } = {}) {
  const res = await fetch(`${origin}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(json ? { "content-type": "application/json" } : {}) },
    body: json ? JSON.stringify(json) : undefined,
  });
  const body = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
  return body;
}

/**
 * A store with an owner and one of the synthetic listings in a branch of it (owners are named
 * to the super admin only).
 * @param {string} origin
 * @param {Fixtures} fx
 * @param {string} adminToken
 */
async function ownersListing(origin, fx, adminToken) {
  const stores = (await api(origin, "/api/stores/", { token: adminToken })).results;
  for (const listing of fx.listings) {
    const store = stores.find((/** @type {any} */ s) => s.owner && s.branches.some((/** @type {{ id: number }} */ b) => b.id === listing.branch_id));
    if (store) return { listing, owner: /** @type {{ id: number, username: string }} */ (store.owner) };
  }
  throw new Error("no synthetic listing is in a store that has an owner");
}

/**
 * The owner's dashboard in a tab, signed in through the site (its cookies, as a merchant's),
 * with an observer that records every change of the bell's unread count.
 * @param {Browser} browser
 * @param {string} web
 * @param {string} username
 */
async function openDashboard(browser, web, username) {
  const { send, evaluate, close } = await openTab(browser);
  await send("Page.enable");
  await send("Emulation.setDeviceMetricsOverride", DESKTOP);
  // A headless tab counts as visible; the bell polls only while its page is.
  await send("Emulation.setFocusEmulationEnabled", { enabled: true });
  const go = async (/** @type {string} */ url) => {
    await send("Page.navigate", { url });
    for (let i = 0; i < 300 && (await evaluate("document.readyState")) !== "complete"; i++) await sleep(100);
  };
  await go(`${web}/en/login/`);
  const status = await evaluate(
    `fetch("/api/auth/login/", { method: "POST", headers: { "content-type": "application/json" }, body: ${JSON.stringify(JSON.stringify({ identifier: username, password: PASSWORD }))} }).then((r) => r.status)`,
  );
  if (status !== 200) throw new Error(`signing in as ${username} through the site answered ${status}`);
  await go(`${web}/en/admin/orders/`);
  // The bell's count, as the page shows it to the merchant: recorded on every change.
  const ready = await evaluate(`new Promise((resolve) => {
    const read = () => {
      const bell = document.querySelector(${JSON.stringify(NOTIFY.bellSelector)});
      const text = bell?.getAttribute(${JSON.stringify(NOTIFY.countAttribute)});
      return text ? Number(text) : null;
    };
    window.__bell = [];
    let last = null;
    const note = () => {
      const n = read();
      if (n !== null && n !== last) { last = n; window.__bell.push({ t: Date.now(), n }); }
    };
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    const start = Date.now();
    const wait = () => (read() !== null ? (note(), resolve(true)) : Date.now() - start > 20000 ? resolve(false) : setTimeout(wait, 100));
    wait();
  })`);
  if (!ready) throw new Error(`no bell (${NOTIFY.bellSelector}) with a count appeared on the dashboard within 20 s`);
  return { evaluate, close };
}

/**
 * @param {{ api: string, webOrigin: string, fx: Fixtures, chrome: string | null, log: Log }} options
 */
export async function notifySection({ api: origin, webOrigin, fx, chrome, log }) {
  if (!chrome) return { state: /** @type {const} */ ("n/a (no Chromium)") };
  const admin = await login(origin, "admin");
  const { listing: picked, owner } = await ownersListing(origin, fx, admin);
  // Stock no order here can bring to a low-stock line: one notification per order, no more.
  const listing = await setStock(origin, admin, picked, 1_000_000);
  const ownerToken = await login(origin, owner.username);
  await api(origin, "/api/notifications/read-all/", { token: ownerToken, method: "POST" });
  const customer = await login(origin, "customer");

  const browser = await launchBrowser(chrome);
  try {
    const page = await openDashboard(browser, webOrigin, owner.username);
    await sleep(NOTIFY.settleMs);
    /** @type {{ t: number, n: number }[]} */
    const before = await page.evaluate("window.__bell");
    const base = before.at(-1)?.n ?? 0;
    log(`  ${owner.username}'s dashboard open, bell at ${base}; placing ${NOTIFY.orders} orders for listing ${listing.id}…`);
    const startedIso = new Date().toISOString();
    /** @type {number[]} */
    const placedAt = [];
    for (let i = 0; i < NOTIFY.orders; i++) {
      await api(origin, "/api/orders/", { token: customer, method: "POST", json: checkoutBody(listing) });
      placedAt.push(Date.now());
      await sleep(Math.random() * NOTIFY.maxGapMs);
    }
    // Long enough for the last order to be seen at the slowest poll.
    const deadline = Date.now() + NOTIFY.waitMs;
    let seen = /** @type {{ t: number, n: number }[]} */ (await page.evaluate("window.__bell"));
    while ((seen.at(-1)?.n ?? 0) < base + NOTIFY.orders && Date.now() < deadline) {
      await sleep(250);
      seen = await page.evaluate("window.__bell");
    }
    await page.close();
    const delays = bellDelays(placedAt, seen, base);
    const counted = /** @type {number[]} */ (delays.filter((d) => d !== null)).sort((a, b) => a - b);

    // The e-mail path: each of these notifications' rows to its e-mail handed to the binding.
    /** @type {{ id: number, created_at: string, kind: string }[]} */
    const mine = [];
    for (let cursor = ""; ; ) {
      const inbox = await api(origin, `/api/notifications/${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`, { token: ownerToken });
      mine.push(...inbox.results.filter((/** @type {{ created_at: string }} */ n) => n.created_at >= startedIso));
      const next = inbox.next ? new URL(inbox.next, origin).searchParams.get("cursor") : null;
      if (!next || inbox.results.some((/** @type {{ created_at: string }} */ n) => n.created_at < startedIso)) break;
      cursor = next;
    }
    const createdById = new Map(mine.filter((n) => n.kind === "order_received").map((n) => [n.id, Date.parse(n.created_at)]));
    /** @type {number[]} */
    const emailMs = [];
    const emailDeadline = Date.now() + NOTIFY.waitMs;
    for (;;) {
      emailMs.length = 0;
      for (let cursor = ""; ; ) {
        const logPage = await api(origin, `/api/notifications/deliveries/?channel=email${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, {
          token: admin,
        });
        for (const d of logPage.results) {
          const created = createdById.get(d.notification_id);
          if (created !== undefined && d.sent_at) emailMs.push(Date.parse(d.sent_at) - created);
        }
        const next = logPage.next ? new URL(logPage.next, origin).searchParams.get("cursor") : null;
        if (!next || logPage.results.some((/** @type {{ created_at: string }} */ d) => d.created_at < startedIso)) break;
        cursor = next;
      }
      if (emailMs.length >= createdById.size || Date.now() > emailDeadline) break;
      await sleep(1000);
    }

    const result = {
      state: /** @type {const} */ ("measured"),
      orders: NOTIFY.orders,
      pollSeconds: NOTIFY.pollSeconds,
      counted: counted.length,
      bellP50Ms: percentile(counted, 0.5),
      bellP95Ms: percentile(counted, 0.95),
      bellMaxMs: counted.length ? Math.max(...counted) : null,
      emails: emailMs.length,
      emailP50Ms: percentile(
        emailMs.sort((a, b) => a - b),
        0.5,
      ),
      emailP95Ms: percentile(emailMs, 0.95),
    };
    log(
      `  bell: ${result.counted} of ${result.orders} orders seen, p50 ${result.bellP50Ms} ms, p95 ${result.bellP95Ms} ms, max ${result.bellMaxMs} ms; ` +
        `e-mail handed to the binding: ${result.emails} of ${createdById.size}, p50 ${result.emailP50Ms} ms, p95 ${result.emailP95Ms} ms`,
    );
    return result;
  } finally {
    await browser.close();
  }
}
