// Which side may import which (docs/architecture.md, "Folders and directions"): the API owns the
// data and the contract (api/, with api/contract/), the rules every runtime needs live in shared/,
// and the site (src/) imports both by alias. Nothing imports the site.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

// Built or generated, not written: "tmp" is the benchmark's state and builds (bench/results/tmp),
// whose bundled files cross every folder while a run is under way.
const SKIP = new Set(["node_modules", "dist", ".astro", ".wrangler", "test-results", ".git", "tmp"]);
const SOURCE = /\.(m?[jt]sx?|astro)$/;
const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;
const EXTENSIONS = ["", ".ts", ".tsx", ".mjs", ".js", "/index.ts"];

export type Side = "site" | "api" | "contract" | "shared" | "other";

export function sideOf(path: string): Side {
  if (path.startsWith("src/")) return "site";
  if (path.startsWith("shared/")) return "shared";
  if (path.startsWith("api/contract/")) return "contract";
  if (path.startsWith("api/")) return "api";
  return "other";
}

/** Where an import lands, as a path from the repository's root; aliases as package.json maps them. */
export function target(from: string, specifier: string, exists: (path: string) => boolean): string | undefined {
  if (specifier === "#contract") return "api/contract/index.ts";
  if (specifier.startsWith("#contract/")) return `api/contract/${specifier.slice(10)}.ts`;
  if (specifier.startsWith("#shared/")) return `shared/${specifier.slice(8)}.ts`;
  if (!specifier.startsWith(".")) return undefined; // a package
  const base = join(dirname(from), specifier.replace(/\?.*$/, ""));
  return EXTENSIONS.map((e) => base + e).find(exists) ?? base;
}

/** Why an import breaks the directions, or undefined when it keeps them. */
export function breach(from: string, specifier: string, to: string | undefined, isTest: boolean): string | undefined {
  if (!to) return undefined;
  const a = sideOf(from);
  const b = sideOf(to);
  const relativeImport = specifier.startsWith(".");
  if (b === "site" && a !== "site" && a !== "other") return "nothing outside the site imports the site";
  if (a === "shared" && b !== "shared") return "shared/ imports neither the site nor the API";
  if (a === "site" && b === "api") return "the site reaches the API only through the contract (#contract)";
  if (a === "site" && b !== "site" && relativeImport) return "the site imports the contract and shared/ by alias";
  if (a === "api" && b !== "api" && b !== "other" && relativeImport) return "the API imports the contract and shared/ by alias";
  if (a === "contract" && b === "api" && !to.startsWith("api/db/") && !isTest)
    return "the contract is built from the tables (api/db/), not from the API's code";
  return undefined;
}

function* sources(dir: string, root: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sources(path, root);
    else if (SOURCE.test(name)) yield relative(root, path);
  }
}

/** Every import in the repository that breaks the directions. */
export function breaches(root: string): string[] {
  const exists = (path: string) => existsSync(resolve(root, path)) && statSync(resolve(root, path)).isFile();
  const found: string[] = [];
  for (const file of sources(root, root)) {
    const text = readFileSync(resolve(root, file), "utf8");
    for (const [, specifier] of text.matchAll(IMPORT)) {
      const why = breach(file, specifier, target(file, specifier, exists), /\.test\.tsx?$/.test(file));
      if (why) found.push(`${file} imports "${specifier}": ${why}`);
    }
  }
  return found;
}
