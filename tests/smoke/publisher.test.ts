// The local publisher (scripts/lib/publisher.mjs) against a real API worker of its own (a fresh
// local database with one super admin): it takes the run a press of Publish queued, reports the
// rebuild's steps and pages, and ends the run done or failed; two publishers never build one run
// twice; a publisher stopped mid-build ends its run failed. Only the build itself is stood in
// for (the `rebuild` it is given), so that this runs in seconds: the real rebuild, with its
// swap, is the browser journey's (publish, then see the new product's page).
import { pbkdf2Sync, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getPlatformProxy } from "wrangler";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
// @ts-expect-error: plain ESM helpers shared with npm start
import { ensureDevVars } from "../../scripts/lib/dev-vars.mjs";
// @ts-expect-error: plain ESM helpers shared with npm start
import { startPublisher } from "../../scripts/lib/publisher.mjs";
// @ts-expect-error: plain ESM helpers shared with npm start
import { applyMigrations, freePort, startWorker, stopWorker } from "../../scripts/lib/workers.mjs";

interface Progress {
  step: string;
  pages_done?: number;
  pages_total?: number;
}
interface BuildCall {
  apiUrl: string;
  out: string;
  onProgress: (p: Progress) => void;
  signal: AbortSignal;
}
type Build = (call: BuildCall) => Promise<{ pages: number }>;
interface Run {
  id: number;
  status: string;
  step: string | null;
  pages: number | null;
  pages_done: number | null;
  pages_total: number | null;
  error: string | null;
  started_at: string | null;
  finished_at: string | null;
}

/** A password hash as the API stores it (api/src/auth/password.ts: the parameters live with the hash). */
function hashPassword(password: string) {
  const salt = randomBytes(16);
  const hash = pbkdf2Sync(password, salt, 100_000, 32, "sha256");
  return `pbkdf2-sha256$100000$${salt.toString("base64")}$${hash.toString("base64")}`;
}

let state: string;
let worker: { pid: number };
let api: string;
let token: string;
const publishers: { stop: () => Promise<void> }[] = [];

async function call(method: string, path: string) {
  const res = await fetch(`${api}${path}`, { method, headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, data: await res.json() };
}

/** The run as the Publish tab sees it, once `done` says it is where the test wants it. */
async function runUntil(id: number, done: (run: Run) => boolean, timeoutMs = 20_000): Promise<Run> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const run = ((await call("GET", "/api/publish/")).data.runs as Run[]).find((r) => r.id === id)!;
    if (done(run) || Date.now() > deadline) return run;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const publisher = (rebuild: Build, out = "dist-publisher-test") => {
  const p = startPublisher({ apiOrigin: api, secret: ensureDevVars().PUBLISH_SECRET, out, rebuild, pollMs: 100, log: () => {} });
  publishers.push(p);
  return p;
};

beforeAll(async () => {
  state = mkdtempSync(join(tmpdir(), "aswaq-publisher-"));
  await applyMigrations(state, { quiet: true });
  const username = `publisher-admin-${randomBytes(4).toString("hex")}`;
  const password = `Aa1-${randomBytes(12).toString("base64url")}`;
  const local = await getPlatformProxy<{ DB: { prepare: (q: string) => { bind: (...v: unknown[]) => { run: () => Promise<unknown> } } } }>({
    configPath: "api/wrangler.jsonc",
    persist: { path: join(state, "v3") },
    remoteBindings: false,
  });
  try {
    await local.env.DB.prepare("insert into users (username, password_hash, role) values (?, ?, 'super_admin')")
      .bind(username, hashPassword(password))
      .run();
  } finally {
    await local.dispose();
  }
  const port = await freePort();
  api = `http://127.0.0.1:${port}`;
  // Storefront changes come due within seconds here (ADR 0016, addendum): only the last test makes one.
  worker = await startWorker({
    config: "api/wrangler.jsonc",
    port,
    persistTo: state,
    readyPath: "/api/health",
    vars: { PUBLISH_DELAY: "2", PUBLISH_MAX_WAIT: "4" },
  });
  const login = await fetch(`${api}/api/auth/login/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ identifier: username, password }),
  });
  token = (await login.json()).access;
}, 180_000);

afterEach(async () => {
  await Promise.all(publishers.splice(0).map((p) => p.stop()));
});

afterAll(() => {
  stopWorker(worker);
  rmSync(state, { recursive: true, force: true });
});

beforeEach(async () => {
  // Nothing under way from the test before.
  const overview = await call("GET", "/api/publish/");
  expect(overview).toMatchObject({ status: 200, data: { current: null } });
});

describe("the local publisher", () => {
  it("takes the queued run, reports each step and the pages, and ends it done with the page count", async () => {
    const calls: BuildCall[] = [];
    const seen: Run[] = [];
    publisher(async (c) => {
      calls.push(c);
      c.onProgress({ step: "fetching" });
      for (const done of [1, 2, 3]) {
        c.onProgress({ step: "building", pages_done: done, pages_total: 3 });
        await new Promise((r) => setTimeout(r, 400));
        seen.push((await call("GET", "/api/publish/")).data.current);
      }
      c.onProgress({ step: "checking" });
      c.onProgress({ step: "swapping" });
      return { pages: 3 };
    }, "dist-under-test");
    const pressed = await call("POST", "/api/publish/");
    expect(pressed.status).toBe(201);

    const run = await runUntil(pressed.data.id, (r) => r.status === "done");
    expect(run).toMatchObject({ status: "done", pages: 3, pages_done: 3, pages_total: 3, error: null });
    expect(run.started_at! <= run.finished_at!).toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ apiUrl: api, out: "dist-under-test" });
    // While it built, the tab saw it building with its pages counting up.
    expect(seen.map((r) => r.status)).toEqual(["building", "building", "building"]);
    expect(seen.at(-1)).toMatchObject({ step: "building", pages_total: 3 });
    expect(seen.map((r) => r.pages_done ?? 0)).toEqual([...seen.map((r) => r.pages_done ?? 0)].sort());

    const history = await call("GET", "/api/audit/?object=publish");
    expect(
      history.data.results
        .filter((r: { object_id: number }) => r.object_id === run.id)
        .map((r: { actor: { username: string }; after: { status: string } }) => [r.actor.username, r.after.status]),
    ).toEqual([
      ["publisher", "done"],
      ["publisher", "building"],
      [expect.stringMatching(/^publisher-admin-/), "queued"],
    ]);
  });

  it("ends the run failed with the build's reason", async () => {
    publisher(async () => {
      throw new Error("The build failed; dist/ is unchanged.\nastro build exited 1.\n[ERROR] getStaticPaths: the API answered 500");
    });
    const pressed = await call("POST", "/api/publish/");
    const run = await runUntil(pressed.data.id, (r) => r.status === "failed");
    expect(run).toMatchObject({ status: "failed", pages: null, error: expect.stringContaining("getStaticPaths: the API answered 500") });
  });

  it("builds a run once, however many publishers are looking", async () => {
    let builds = 0;
    const slow: Build = async () => {
      builds++;
      await new Promise((r) => setTimeout(r, 500));
      return { pages: 1 };
    };
    publisher(slow);
    publisher(slow);
    publisher(slow);
    const pressed = await call("POST", "/api/publish/");
    expect((await runUntil(pressed.data.id, (r) => r.status === "done")).status).toBe("done");
    // Long enough for another poll of each publisher.
    await new Promise((r) => setTimeout(r, 500));
    expect(builds).toBe(1);
  });

  it("stops a build under way when it is stopped, and says so", async () => {
    let started = false;
    const p = publisher(
      ({ signal }) =>
        new Promise((_, reject) => {
          started = true;
          signal.addEventListener("abort", () => reject(new Error("The build was stopped.")));
        }),
    );
    const pressed = await call("POST", "/api/publish/");
    await runUntil(pressed.data.id, (r) => r.status === "building");
    expect(started).toBe(true);
    await p.stop();
    expect(await runUntil(pressed.data.id, (r) => r.status === "failed")).toMatchObject({ status: "failed", error: "The build was stopped." });
  });

  it("publishes a storefront change by itself once it is due, with nobody pressing Publish", async () => {
    let builds = 0;
    publisher(async () => {
      builds++;
      return { pages: 2 };
    });
    const changed = Date.now();
    const res = await fetch(`${api}/api/products/categories/`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ name: `Smoke ${randomBytes(3).toString("hex")}` }),
    });
    expect(res.status).toBe(201);
    const scheduled = (await call("GET", "/api/publish/")).data.current as Run & { cause: string; due_at: string };
    expect(scheduled).toMatchObject({ status: "queued", cause: "auto", change_count: 1 });
    // Not before it is due (PUBLISH_DELAY=2 seconds after the change)...
    await new Promise((r) => setTimeout(r, 500));
    expect(builds).toBe(0);
    // ...then built and live without anyone pressing Publish.
    const run = await runUntil(scheduled.id, (r) => r.status === "done");
    expect(run).toMatchObject({ status: "done", pages: 2 });
    expect(builds).toBe(1);
    expect(Date.parse(run.started_at!)).toBeGreaterThanOrEqual(Date.parse(scheduled.due_at));
    expect(Date.now() - changed).toBeLessThan(10_000);
  });
});
