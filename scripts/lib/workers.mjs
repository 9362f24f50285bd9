// Running the two workers locally in workerd through wrangler: shared by `npm start`,
// the smoke tests and the benchmark, so they all run the product the same way.
/** @import { ChildProcess } from "node:child_process" */
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { ensureDevVars } from "./dev-vars.mjs";

const OFFLINE = { CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false", ASTRO_TELEMETRY_DISABLED: "1" };

/**
 * The environment for wrangler and astro: this process's (read at call time), offline.
 * @param {Record<string, string>} [extra]
 * @returns {NodeJS.ProcessEnv}
 */
export const wranglerEnv = (extra = {}) => ({ ...process.env, ...OFFLINE, ...extra });
/** A snapshot taken at import, for callers that spawn with their own extras. */
export const WRANGLER_ENV = wranglerEnv();

/**
 * Runs a command to completion; rejects with its output when it fails.
 * @param {string} command
 * @param {string[]} args
 * @param {{ quiet?: boolean, env?: Record<string, string> }} [options]
 * @returns {Promise<string>} what it wrote (only with `quiet`; otherwise it went to this terminal)
 */
export function run(command, args, { quiet = false, env = {} } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: wranglerEnv(env), stdio: quiet ? "pipe" : "inherit" });
    let output = "";
    child.stdout?.on("data", (d) => (output += d));
    child.stderr?.on("data", (d) => (output += d));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(" ")} exited ${code}\n${output}`))));
  });
}

/**
 * A free TCP port on the loopback interface.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * Resolves once `url` answers at all; rejects after `timeoutMs`, or at once when `child` exits.
 * @param {string} url
 * @param {{ timeoutMs?: number, child?: ChildProcess }} [options]
 */
export async function waitForHttp(url, { timeoutMs = 60_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before ${url} answered`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * @param {string} persistTo wrangler's state folder
 * @param {{ quiet?: boolean, env?: Record<string, string> }} [opts]
 */
export function applyMigrations(persistTo, opts = {}) {
  return run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "-c", "api/wrangler.jsonc", "--persist-to", persistTo], opts);
}

/**
 * Starts `wrangler dev` for one worker and resolves once `readyPath` answers. Each worker
 * gets its own inspector port so two can run side by side. `config` may be a list: the
 * first worker serves the port, the others are reachable through its service bindings.
 * The API worker's signing secret is made first if there is none (api/.dev.vars).
 * @param {{ config: string | string[], port: number, persistTo: string, vars?: Record<string, string>,
 *   readyPath?: string, echo?: boolean, logLevel?: string }} options
 * @returns {Promise<ChildProcess & { stdout: import("node:stream").Readable, stderr: import("node:stream").Readable }>}
 */
export async function startWorker({ config, port, persistTo, vars = {}, readyPath = "/", echo = false, logLevel }) {
  if ([config].flat().includes("api/wrangler.jsonc")) ensureDevVars();
  const configs = [config].flat().flatMap((c) => ["-c", c]);
  const args = ["dev", ...configs, "--persist-to", persistTo, "--port", String(port), "--ip", "127.0.0.1"];
  args.push("--inspector-port", String(await freePort()), "--show-interactive-dev-session=false");
  // The benchmark passes "warn": a log line per request would cost the machine it measures.
  if (logLevel) args.push("--log-level", logLevel);
  for (const [key, value] of Object.entries(vars)) args.push("--var", `${key}:${value}`);
  const child = spawn("wrangler", args, { env: wranglerEnv(), stdio: ["ignore", "pipe", "pipe"], detached: process.platform !== "win32" });
  let output = "";
  /** @param {NodeJS.WriteStream} stream */
  const collect = (stream) => (/** @type {Buffer} */ chunk) => {
    output = (output + chunk).slice(-20_000);
    // With `echo`, pass on what a developer needs (requests, errors) but not the bundle tables.
    if (echo) for (const line of String(chunk).split("\n")) if (line.trim() && !/^[│├┌└─⛅]/.test(line.trim())) stream.write(`${line}\n`);
  };
  child.stdout.on("data", collect(process.stdout));
  child.stderr.on("data", collect(process.stderr));
  try {
    await waitForHttp(`http://127.0.0.1:${port}${readyPath}`, { child, timeoutMs: 90_000 });
  } catch (error) {
    stopWorker(child);
    throw new Error(`${error instanceof Error ? error.message : error}\n${output}`);
  }
  return child;
}

/**
 * Stops a worker started by startWorker, with its workerd children.
 * @param {ChildProcess | undefined} child
 */
export function stopWorker(child) {
  if (!child || child.exitCode !== null || child.pid === undefined) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    child.kill("SIGTERM");
  }
}
