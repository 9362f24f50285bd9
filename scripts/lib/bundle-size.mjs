// The size of a built bundle folder, raw and gzipped (source maps left out): what Cloudflare's
// limits apply to. Shared by the deploy check and the benchmark.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** @param {string} dir */
export function bundleSize(dir) {
  let raw = 0;
  let gzip = 0;
  for (const name of readdirSync(dir, { recursive: true })) {
    const path = join(dir, String(name));
    if (!statSync(path).isFile() || path.endsWith(".map")) continue;
    const bytes = readFileSync(path);
    raw += bytes.length;
    gzip += gzipSync(bytes).length;
  }
  return { raw, gzip };
}
