// Seeds the demo once, into a temporary wrangler state directory, for every seed test
// file; a file that changes the data works on its own copy (see test-state.ts).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import { main } from "./main";

declare module "vitest" {
  export interface ProvidedContext {
    seededState: string;
  }
}

export default async function setup(project: TestProject) {
  process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";
  process.env.WRANGLER_SEND_METRICS ??= "false";
  const state = mkdtempSync(join(tmpdir(), "aswaq-seed-"));
  // A fresh directory: the seed has to apply the migrations itself.
  const code = await main(["--persist-to", state], join(dirname(fileURLToPath(import.meta.url)), "../.."), () => {});
  if (code !== 0) throw new Error(`the demo seed exited with ${code}`);
  project.provide("seededState", state);
  return () => rmSync(state, { recursive: true, force: true });
}
