// Test helpers: the seeded state directory (or a private copy of it), the seed's entry
// point run against it, and its D1 and R2 opened the way `wrangler dev` sees them.
import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { getPlatformProxy } from "wrangler";
import { inject } from "vitest";
import { type Db, openDb } from "../src/env";
import { main } from "./main";

export const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
export type LocalDb = Db;

export function seededState(opts: { copy: boolean }) {
  const state = opts.copy ? mkdtempSync(join(tmpdir(), "aswaq-seed-copy-")) : inject("seededState");
  if (opts.copy) cpSync(inject("seededState"), state, { recursive: true });
  const output: string[] = [];
  return {
    state,
    output,
    seed: (...argv: string[]) => main([...argv, "--persist-to", state], root, (line) => output.push(line)),
    async inspect<T>(check: (db: LocalDb, bucket: R2Bucket) => Promise<T>): Promise<T> {
      const local = await getPlatformProxy<{ DB: D1Database; MEDIA: R2Bucket }>({
        configPath: join(root, "api/wrangler.jsonc"),
        persist: { path: join(state, "v3") },
        remoteBindings: false,
      });
      try {
        return await check(openDb(local.env.DB), local.env.MEDIA);
      } finally {
        await local.dispose();
      }
    },
  };
}
