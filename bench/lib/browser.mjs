// A headless Chromium driven over the DevTools protocol (Node's own WebSocket, no extra
// package), to see which requests a page makes as it loads (and, for pictures, as it scrolls). The benchmark
// installs nothing: without a Chromium it says so and the sections that need one adapt.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A DevTools protocol message: an answer (`id`, `result` or `error`) or an event (`method`,
 * `params`), `sessionId` naming the tab. Its values are the protocol's JSON, read as each
 * command and event defines them.
 * @typedef {{ id?: number, method?: string, params?: any, result?: any, error?: { message: string }, sessionId?: string }} CdpMessage
 * @typedef {Awaited<ReturnType<typeof launchBrowser>>} Browser
 * @typedef {{ url: string, method: string, type: string, status: number | null, bytes: number, mimeType?: string, failed?: string,
 *   headerBytes?: number, bodyBytes?: number }} PageRequest
 * `bytes`: what came over the network (headers and body); `bodyBytes`: the body alone, as sent (its encoded size).
 */

export const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu"];
const QUIET_FLAGS = ["--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

/** CHROME_PATH, else the first Chromium or Chrome on PATH; null when there is none. */
export function findChrome() {
  if (process.env.CHROME_PATH) return existsSync(process.env.CHROME_PATH) ? process.env.CHROME_PATH : null;
  for (const name of ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]) {
    const found = spawnSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" });
    if (found.status === 0 && found.stdout.trim()) return found.stdout.trim();
  }
  return null;
}

export const NO_CHROME = process.env.CHROME_PATH
  ? `CHROME_PATH is set to ${process.env.CHROME_PATH}, which does not exist`
  : "no Chromium found: install one (Debian: apt-get install -y chromium) or set CHROME_PATH";

const launched = new Set();

/** For the benchmark's signal handler: no Chromium of ours outlives it. */
export function killBrowsers() {
  for (const child of launched) child.kill("SIGKILL");
}

/** @param {string} chromePath */
export async function launchBrowser(chromePath) {
  const profile = mkdtempSync(join(tmpdir(), "aswaq-bench-chrome-"));
  const args = [...CHROME_FLAGS, ...QUIET_FLAGS, "--remote-debugging-port=0", `--user-data-dir=${profile}`, "about:blank"];
  const child = spawn(chromePath, args, { stdio: ["ignore", "ignore", "pipe"] });
  launched.add(child);
  child.on("exit", () => launched.delete(child));
  /** @type {string} */
  const endpoint = await new Promise((resolve, reject) => {
    let err = "";
    const timer = setTimeout(() => reject(new Error(`Chromium did not start within 30 s\n${err.slice(-2000)}`)), 30_000);
    child.stderr.on("data", (d) => {
      err += d;
      const match = /DevTools listening on (ws:\/\/\S+)/.exec(err);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.on("exit", (code) => reject(new Error(`Chromium exited (${code}) before it listened\n${err.slice(-2000)}`)));
  });
  const ws = new WebSocket(endpoint);
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = () => reject(new Error("could not connect to Chromium's DevTools endpoint"));
  });

  let nextId = 0;
  /** @type {Map<number, { resolve: (result: any) => void, reject: (error: Error) => void, method: string }>} */
  const pending = new Map();
  /** @type {Set<(msg: CdpMessage) => void>} */
  const listeners = new Set();
  ws.onmessage = (event) => {
    /** @type {CdpMessage} */
    const msg = JSON.parse(event.data);
    if (msg.id !== undefined) {
      const waiter = pending.get(msg.id);
      pending.delete(msg.id);
      if (msg.error) waiter?.reject(new Error(`${waiter.method}: ${msg.error.message}`));
      else waiter?.resolve(msg.result);
    } else for (const listener of listeners) listener(msg);
  };
  /**
   * A protocol command; resolves with its result.
   * @param {string} method
   * @param {object} [params]
   * @param {string} [sessionId]
   * @returns {Promise<any>}
   */
  const send = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      const id = ++nextId;
      pending.set(id, { resolve, reject, method });
      ws.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    });
  /** @param {(msg: CdpMessage) => void} fn */
  const onEvent = (fn) => {
    listeners.add(fn);
    return () => listeners.delete(fn);
  };
  const close = async () => {
    try {
      await Promise.race([send("Browser.close"), new Promise((r) => setTimeout(r, 3000))]);
    } catch {
      // Closing anyway.
    }
    ws.close();
    child.kill("SIGKILL");
    // Chromium's last writes can land while the profile is being removed (ENOTEMPTY): retried,
    // and a leftover temporary folder never fails the section that used the browser.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch {
      // Left in the temporary folder.
    }
  };
  return { send, onEvent, close };
}

// Lighthouse's mobile device (Moto G Power class), so both sections load the same layout.
export const MOBILE = { width: 412, height: 823, deviceScaleFactor: 1.75, mobile: true };

/**
 * A window a page is loaded in (Emulation.setDeviceMetricsOverride).
 * @typedef {{ width: number, height: number, deviceScaleFactor: number, mobile: boolean }} Device
 * What `then` gets once a page has loaded: the tab's protocol commands, the requests so far (the
 * list keeps growing), a wait for a quiet network again, and an expression evaluated in the page.
 * @typedef {{ send: (method: string, params?: object) => Promise<any>, requests: PageRequest[],
 *   settle: () => Promise<void>, evaluate: (expression: string) => Promise<any> }} LoadedPage
 */

/**
 * A fresh tab: its protocol commands, an expression evaluated in its page (the value as JSON),
 * and closing it.
 * @param {Browser} browser
 */
export async function openTab(browser) {
  const { targetId } = await browser.send("Target.createTarget", { url: "about:blank" });
  const { sessionId } = await browser.send("Target.attachToTarget", { targetId, flatten: true });
  /** @type {(method: string, params?: object) => Promise<any>} */
  const send = (method, params) => browser.send(method, params, sessionId);
  /** @param {string} expression a JavaScript expression evaluated in the page; its value as JSON */
  const evaluate = async (expression) => {
    const { result, exceptionDetails } = await send("Runtime.evaluate", { expression, returnByValue: true, awaitPromise: true });
    if (exceptionDetails) throw new Error(`in the page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
    return result.value;
  };
  const close = () => browser.send("Target.closeTarget", { targetId }).catch(() => {});
  return { sessionId, send, evaluate, close };
}

/**
 * Loads `url` in a fresh tab (cache off, `device`'s window), waits for the load event and then a
 * quiet network for `idleMs`, and gives the page to `then`; returns what `then` returns.
 * @template T
 * @param {Browser} browser
 * @param {string} url
 * @param {{ timeoutMs?: number, idleMs?: number, device?: Device }} options
 * @param {(page: LoadedPage) => Promise<T> | T} then
 * @returns {Promise<T>}
 */
export async function loadPage(browser, url, { timeoutMs = 30_000, idleMs = 1000, device = MOBILE }, then) {
  const { sessionId, send, evaluate, close } = await openTab(browser);
  /** @type {PageRequest[]} */
  const requests = [];
  /** @type {Map<string, PageRequest>} */
  const byId = new Map();
  let inFlight = 0;
  let lastActivity = Date.now();
  let loaded = false;
  const off = browser.onEvent((msg) => {
    if (msg.sessionId !== sessionId) return;
    const p = msg.params;
    lastActivity = Date.now();
    if (msg.method === "Network.requestWillBeSent") {
      if (p.request.url.startsWith("data:")) return;
      if (!byId.has(p.requestId)) inFlight++;
      const entry = { url: p.request.url, method: p.request.method, type: p.type ?? "Other", status: null, bytes: 0 };
      requests.push(entry);
      byId.set(p.requestId, entry);
    } else if (msg.method === "Network.responseReceived") {
      const entry = byId.get(p.requestId);
      // The response's encodedDataLength so far is its headers' bytes: taken off the total for the body's.
      if (entry)
        Object.assign(entry, {
          status: p.response.status,
          type: p.type ?? entry.type,
          mimeType: p.response.mimeType,
          headerBytes: p.response.encodedDataLength ?? 0,
        });
    } else if (msg.method === "Network.loadingFinished" || msg.method === "Network.loadingFailed") {
      const entry = byId.get(p.requestId);
      if (entry) {
        byId.delete(p.requestId);
        inFlight--;
        if (msg.method === "Network.loadingFinished") {
          entry.bytes = p.encodedDataLength;
          entry.bodyBytes = Math.max(0, p.encodedDataLength - (entry.headerBytes ?? 0));
        } else entry.failed = p.errorText;
      }
    } else if (msg.method === "Page.loadEventFired") loaded = true;
  });
  const deadline = Date.now() + timeoutMs;
  const settle = async () => {
    while (!(loaded && inFlight <= 0 && Date.now() - lastActivity >= idleMs)) {
      if (Date.now() > deadline) throw new Error(`${url} did not finish loading within ${timeoutMs / 1000} s`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  try {
    await send("Network.enable");
    await send("Network.setCacheDisabled", { cacheDisabled: true });
    await send("Page.enable");
    await send("Emulation.setDeviceMetricsOverride", device);
    await send("Page.navigate", { url });
    await settle();
    return await then({ send, requests, settle, evaluate });
  } finally {
    off();
    await close();
  }
}

/**
 * Loads `url` in a fresh tab with the cache off and returns every request it made until
 * the load event and then a quiet network for `idleMs`.
 * @param {Browser} browser
 * @param {string} url
 * @returns {Promise<PageRequest[]>}
 */
export function requestsOnLoad(browser, url, { timeoutMs = 30_000, idleMs = 1000 } = {}) {
  return loadPage(browser, url, { timeoutMs, idleMs }, ({ requests }) => [...requests]);
}
