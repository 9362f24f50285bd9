// Import cycles in the site (issue 24, point 6): a component that imports its parent's file
// (once for a shared `*Strings` type) ties the two together for every bundler and reader. The
// site's graph stays a tree of directions; type-only imports count too.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { target } from "./directions";

const SOURCE = /\.(m?[jt]sx?|astro)$/;
const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;

function* sources(dir: string, root: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sources(path, root);
    else if (SOURCE.test(name)) yield relative(root, path);
  }
}

/** The imports of each file under `folder`, as paths from `root`. */
export function importGraph(root: string, folder: string): Map<string, string[]> {
  const exists = (path: string) => existsSync(resolve(root, path)) && statSync(resolve(root, path)).isFile();
  const graph = new Map<string, string[]>();
  for (const file of sources(resolve(root, folder), root)) {
    const text = readFileSync(resolve(root, file), "utf8");
    const to = [...text.matchAll(IMPORT)].map(([, specifier]) => target(file, specifier, exists));
    graph.set(
      file,
      to.filter((path): path is string => path !== undefined && exists(path)),
    );
  }
  return graph;
}

/** One path round each cycle the graph's depth-first walk meets ("a -> b -> a"); none for a graph without. */
export function cycles(graph: Map<string, string[]>): string[] {
  const done = new Set<string>();
  const path: string[] = [];
  const found: string[] = [];
  const walk = (file: string) => {
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) found.push([...path.slice(at), next].join(" -> "));
      else if (!done.has(next)) walk(next);
    }
    path.pop();
    done.add(file);
  };
  for (const file of graph.keys()) if (!done.has(file)) walk(file);
  return found;
}
