import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
// @ts-expect-error: plain ESM helper shared with npm start
import { applyMigrations, freePort, run, startWorker, stopWorker } from "../../scripts/lib/workers.mjs";

export default async function setup(project: TestProject) {
  const persistTo = mkdtempSync(join(tmpdir(), "aswaq-smoke-"));
  await applyMigrations(persistTo, { quiet: true });
  await run("node", ["scripts/seed.mjs", "--persist-to", persistTo], { quiet: true });
  const apiPort = await freePort();
  const webPort = await freePort();
  const apiOrigin = `http://127.0.0.1:${apiPort}`;
  const api = await startWorker({ config: "api/wrangler.jsonc", port: apiPort, persistTo, readyPath: "/api/health" });
  const web = await startWorker({ config: "dist/server/wrangler.json", port: webPort, persistTo, vars: { API_ORIGIN: apiOrigin } });
  project.provide("apiOrigin", apiOrigin);
  project.provide("webOrigin", `http://127.0.0.1:${webPort}`);
  return () => {
    stopWorker(web);
    stopWorker(api);
    rmSync(persistTo, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    apiOrigin: string;
    webOrigin: string;
  }
}
