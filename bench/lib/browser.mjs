// A headless Chromium driven over the DevTools protocol (Node's own WebSocket, no extra
// package), only to see which requests a page makes on its first load. The benchmark
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
 * @typedef {{ url: string, method: string, type: string, status: number | null, bytes: number, mimeType?: string, failed?: string }} PageRequest
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
    rmSync(profile, { recursive: true, force: true });
  };
  return { send, onEvent, close };
}

// Lighthouse's mobile device (Moto G Power class), so both sections load the same layout.
const MOBILE = { width: 412, height: 823, deviceScaleFactor: 1.75, mobile: true };

/**
 * Loads `url` in a fresh tab with the cache off and returns every request it made until
 * the load event and then a quiet network for `idleMs`.
 * @param {Browser} browser
 * @param {string} url
 * @returns {Promise<PageRequest[]>}
 */
export async function requestsOnLoad(browser, url, { timeoutMs = 30_000, idleMs = 1000 } = {}) {
  const { targetId } = await browser.send("Target.createTarget", { url: "about:blank" });
  const { sessionId } = await browser.send("Target.attachToTarget", { targetId, flatten: true });
  /** @type {(method: string, params?: object) => Promise<any>} */
  const send = (method, params) => browser.send(method, params, sessionId);
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
      if (entry) Object.assign(entry, { status: p.response.status, type: p.type ?? entry.type, mimeType: p.response.mimeType });
    } else if (msg.method === "Network.loadingFinished" || msg.method === "Network.loadingFailed") {
      const entry = byId.get(p.requestId);
      if (entry) {
        byId.delete(p.requestId);
        inFlight--;
        if (msg.method === "Network.loadingFinished") entry.bytes = p.encodedDataLength;
        else entry.failed = p.errorText;
      }
    } else if (msg.method === "Page.loadEventFired") loaded = true;
  });
  try {
    await send("Network.enable");
    await send("Network.setCacheDisabled", { cacheDisabled: true });
    await send("Page.enable");
    await send("Emulation.setDeviceMetricsOverride", MOBILE);
    await send("Page.navigate", { url });
    const deadline = Date.now() + timeoutMs;
    while (!(loaded && inFlight <= 0 && Date.now() - lastActivity >= idleMs)) {
      if (Date.now() > deadline) throw new Error(`${url} did not finish loading within ${timeoutMs / 1000} s`);
      await new Promise((r) => setTimeout(r, 100));
    }
    return requests;
  } finally {
    off();
    await browser.send("Target.closeTarget", { targetId }).catch(() => {});
  }
}
