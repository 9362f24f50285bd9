// The product as the benchmark runs it: a throw-away wrangler state folder (never
// .wrangler/state), the demo seed plus a synthetic catalogue, and the API, reference and web
// workers under `wrangler dev`. Everything it starts it stops, and its folder goes at the end.
/** @import { ChildProcess } from "node:child_process" */
/** @import { Log } from "./types.ts" */
import { spawn } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { DEV_VARS, ensureDevVars } from "../../scripts/lib/dev-vars.mjs";
import { errorMessage } from "../../scripts/lib/error-message.mjs";
import { applyMigrations, freePort, run, startWorker, stopWorker, waitForHttp } from "../../scripts/lib/workers.mjs";

export const TMP_ROOT = "bench/results/tmp";
// `astro build` points `wrangler deploy` at its output through this file; the benchmark
// builds elsewhere, so it puts back what was there.
const DEPLOY_REDIRECT = ".wrangler/deploy/config.json";

/**
 * JSON with comments (wrangler.jsonc): comments and trailing commas outside strings dropped.
 * @param {string} text
 */
function parseJsonc(text) {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === "\\" ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j;
    } else if (c === "/" && text[i + 1] === "/") {
      const end = text.indexOf("\n", i);
      i = end < 0 ? text.length : end - 1;
    } else if (c === "/" && text[i + 1] === "*") i = text.indexOf("*/", i) + 1;
    else out += c;
  }
  return JSON.parse(out.replace(/,(\s*[}\]])/g, "$1"));
}

/**
 * Stops a worker and waits for it (and its port and open files) to be gone.
 * @param {ChildProcess | undefined} child
 */
async function stopAndWait(child) {
  if (!child || child.exitCode !== null || child.pid === undefined) return;
  const pid = child.pid;
  const gone = new Promise((done) => child.once("exit", done));
  stopWorker(child);
  const timer = setTimeout(() => {
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
      child.kill("SIGKILL");
    }
  }, 10_000);
  await gone;
  clearTimeout(timer);
}

export class Stack {
  /** @param {Log} log */
  constructor(log) {
    this.log = log;
    this.dir = resolve(TMP_ROOT, `run-${Date.now()}`);
    this.persist = join(this.dir, "state");
    mkdirSync(this.persist, { recursive: true });
    /** @type {Record<string, { child: ChildProcess, origin: string }>} */
    this.workers = {};
    this.deployRedirect = existsSync(DEPLOY_REDIRECT) ? readFileSync(DEPLOY_REDIRECT) : null;
  }

  /** @param {string} name a file or folder in this run's folder */
  path(name) {
    return join(this.dir, name);
  }

  async seedDemo() {
    await applyMigrations(this.persist, { quiet: true });
    await run("node", ["scripts/seed.mjs", "--persist-to", this.persist], { quiet: true });
  }

  /**
   * Replaces the synthetic catalogue; the workers that hold the database must be stopped.
   * @param {number} count
   */
  async seedProducts(count) {
    const started = performance.now();
    const out = await run("node", ["scripts/seed.mjs", "--persist-to", this.persist, "--products", String(count)], { quiet: true });
    const line = out.split("\n").find((l) => l.includes("synthetic products")) ?? "";
    return { seconds: (performance.now() - started) / 1000, line: line.trim() };
  }

  /**
   * Starts a worker as `name`; resolves with its origin.
   * @param {string} name
   * @param {{ config: string | string[], readyPath?: string, vars?: Record<string, string> }} options
   */
  async start(name, { config, readyPath = "/", vars }) {
    const port = await freePort();
    const child = await startWorker({ config, port, persistTo: this.persist, readyPath, vars, logLevel: "warn" });
    this.workers[name] = { child, origin: `http://127.0.0.1:${port}` };
    return this.workers[name].origin;
  }

  /**
   * `vars`: e.g. `{ D1_TRACE: "1" }` for the same-SQL reference (passed as `--var`, never in the
   * config). `snapshot`: a config from snapshotApi() instead of api/wrangler.jsonc.
   * @param {{ vars?: Record<string, string>, snapshot?: string }} [options]
   */
  startApi({ vars, snapshot } = {}) {
    return this.start("api", { config: snapshot ?? "api/wrangler.jsonc", readyPath: "/api/health", vars });
  }

  /**
   * The API bundled now (as `wrangler deploy --dry-run` does, from bench/reference/same-sql-api.ts:
   * the deployed worker with the same-SQL replay in front) into this run's folder, with a config
   * that runs that bundle unbundled. `wrangler dev` on api/wrangler.jsonc rebuilds and restarts the
   * worker whenever a source file changes, and in a shared checkout someone else's edit then
   * drops a long section's requests (and a worker's state, such as the same-SQL statements).
   */
  async snapshotApi() {
    const dir = this.path("api-snapshot");
    // The benchmark's entry: the deployed worker with the same-SQL replay in front (never deployed).
    await run("wrangler", ["deploy", "bench/reference/same-sql-api.ts", "--dry-run", "-c", "api/wrangler.jsonc", "--outdir", dir], { quiet: true });
    const source = parseJsonc(readFileSync("api/wrangler.jsonc", "utf8"));
    const { $schema, main, rules, ...rest } = source;
    const config = {
      ...rest,
      main: "same-sql-api.js",
      no_bundle: true,
      find_additional_modules: true,
      rules: [{ type: "Data", globs: ["**/*.ttf"] }],
    };
    delete config.d1_databases?.[0]?.migrations_dir;
    writeFileSync(join(dir, "wrangler.json"), JSON.stringify(config, null, 2));
    // The secrets `wrangler dev` reads beside the config.
    ensureDevVars();
    copyFileSync(DEV_VARS, join(dir, ".dev.vars"));
    return join(dir, "wrangler.json");
  }

  startReference() {
    return this.start("reference", { config: "bench/reference/wrangler.jsonc", readyPath: "/trivial" });
  }

  /** @param {string} buildDir */
  startWeb(buildDir, name = "web") {
    const vars = { API_ORIGIN: this.origin("api") };
    return this.start(name, { config: join(buildDir, "server/wrangler.json"), readyPath: "/en/", vars });
  }

  /**
   * The site with the API behind a service binding in the same workerd process, as
   * deployed (src/worker.ts prefers the binding to API_ORIGIN).
   * @param {string} buildDir
   */
  startWebBound(buildDir, name = "webBound") {
    const generated = JSON.parse(readFileSync(join(buildDir, "server/wrangler.json"), "utf8"));
    const bound = join(buildDir, "server/wrangler.bench.json");
    writeFileSync(bound, JSON.stringify({ ...generated, services: [{ binding: "API", service: "aswaq-api" }] }));
    return this.start(name, { config: [bound, "api/wrangler.jsonc"], readyPath: "/en/" });
  }

  /**
   * The bare static file server (bench/reference/static-server.mjs) on `root`, in a Node
   * process of its own: the floor under a prerendered page, outside workerd.
   * @param {string} root
   */
  async startStaticServer(root, name = "staticServer") {
    const port = await freePort();
    const child = spawn(process.execPath, ["bench/reference/static-server.mjs", resolve(root), String(port)], {
      stdio: ["ignore", "ignore", "pipe"],
      detached: process.platform !== "win32",
    });
    let output = "";
    child.stderr.on("data", (d) => (output = (output + d).slice(-5000)));
    this.workers[name] = { child, origin: `http://127.0.0.1:${port}` };
    try {
      await waitForHttp(`${this.workers[name].origin}/`, { child, timeoutMs: 15_000 });
    } catch (error) {
      await this.stop(name);
      throw new Error(`${errorMessage(error)}\n${output}`);
    }
    return this.workers[name].origin;
  }

  /**
   * The bare proxy (bench/reference/proxy.js) bound to the API the same way: the floor of any
   * proxy in this runtime. With `assetsDir` it also serves that folder as static assets, as
   * the site's worker does, so the asset router runs in front of it too.
   * @param {{ assetsDir?: string }} [options]
   */
  startBareProxy({ assetsDir } = {}) {
    const name = assetsDir ? "bareProxyAssets" : "bareProxy";
    let config = "bench/reference/proxy.wrangler.jsonc";
    if (assetsDir) {
      // proxy.wrangler.jsonc's worker plus an absolute assets folder (keep the two alike).
      config = this.path("proxy-assets.wrangler.json");
      const main = resolve("bench/reference/proxy.js");
      const spec = { name: "aswaq-bench-proxy-assets", main, compatibility_date: "2026-10-19", compatibility_flags: ["nodejs_compat"] };
      writeFileSync(
        config,
        JSON.stringify({ ...spec, services: [{ binding: "API", service: "aswaq-api" }], assets: { directory: resolve(assetsDir) } }),
      );
    }
    return this.start(name, { config: [config, "api/wrangler.jsonc"], readyPath: "/api/health" });
  }

  /** @param {string} name */
  origin(name) {
    const worker = this.workers[name];
    if (!worker) throw new Error(`the ${name} worker is not running`);
    return worker.origin;
  }

  /** @param {string} name */
  async stop(name) {
    await stopAndWait(this.workers[name]?.child);
    delete this.workers[name];
  }

  restoreDeployRedirect() {
    if (this.deployRedirect) writeFileSync(DEPLOY_REDIRECT, this.deployRedirect);
  }

  async close({ keep = false } = {}) {
    await Promise.all(Object.keys(this.workers).map((name) => this.stop(name)));
    this.restoreDeployRedirect();
    if (keep) return;
    rmSync(this.dir, { recursive: true, force: true });
    try {
      rmdirSync(TMP_ROOT); // only when no other run left anything there
    } catch {
      // Not empty: another run's folder (kept, or still running).
    }
  }

  /** For a signal handler: no waiting. */
  killNow() {
    for (const { child } of Object.values(this.workers)) stopWorker(child);
    this.restoreDeployRedirect();
  }
}
