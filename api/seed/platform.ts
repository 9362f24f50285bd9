// The local D1 and R2 that `wrangler dev --persist-to <state>` serves, opened from Node
// through wrangler's getPlatformProxy, with the migrations applied first when any is
// missing (a fresh clone has no tables yet).
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { getPlatformProxy } from "wrangler";

export interface Local {
  env: { DB: D1Database; MEDIA: R2Bucket };
  dispose(): Promise<void>;
}

export interface Paths {
  root: string;
  /** wrangler's --persist-to directory, e.g. <root>/.wrangler/state. */
  state: string;
}

const configPath = (paths: Paths) => join(paths.root, "api/wrangler.jsonc");

function connect(paths: Paths): Promise<Local> {
  // wrangler dev keeps its data in <persist-to>/v3; getPlatformProxy's path is that inner one.
  return getPlatformProxy<Local["env"]>({ configPath: configPath(paths), persist: { path: join(paths.state, "v3") }, remoteBindings: false });
}

async function pendingMigrations(db: D1Database, paths: Paths): Promise<string[]> {
  const files = readdirSync(join(paths.root, "api/db/migrations")).filter((f) => f.endsWith(".sql"));
  let applied = new Set<string>();
  try {
    // wrangler's own bookkeeping table; absent until the first migration.
    const { results } = await db.prepare("SELECT name FROM d1_migrations").all<{ name: string }>();
    applied = new Set(results.map((r) => r.name));
  } catch {
    /* no migrations table yet: all pending */
  }
  return files.filter((f) => !applied.has(f));
}

function applyMigrations(paths: Paths) {
  const wrangler = join(dirname(createRequire(import.meta.url).resolve("wrangler/package.json")), "bin/wrangler.js");
  const args = [wrangler, "d1", "migrations", "apply", "DB", "--local", "-c", configPath(paths), "--persist-to", paths.state];
  const run = spawnSync(process.execPath, args, { cwd: paths.root, stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, CI: "1" } });
  if (run.status !== 0) throw new Error(`wrangler d1 migrations apply failed (exit ${run.status})`);
}

export async function openLocal(paths: Paths, log: (line: string) => void): Promise<Local> {
  const local = await connect(paths);
  const pending = await pendingMigrations(local.env.DB, paths);
  if (pending.length === 0) return local;
  log(`Applying ${pending.length} migration(s): ${pending.join(", ")}`);
  // The proxy is closed while wrangler writes, so only one process holds the files.
  await local.dispose();
  applyMigrations(paths);
  return connect(paths);
}
