// The project's Astro config plus one build plugin that writes down which modules went into
// each browser chunk (`_astro/*.js`) and how long each module's rendered code was. The page
// weight section splits a page's JavaScript into framework (node_modules and the bundler's
// and Astro's virtual modules) and the app's own code from it: chunk names cannot tell
// (Vite names a shared chunk after one of its modules; a chunk called "react" can hold app
// code). It only reads the bundle: the files written are the same as without it.
// Used by the benchmark's builds (`astro build --config`); ASWAQ_BENCH_CHUNKS is the JSON file to write.
import { writeFileSync } from "node:fs";
import base from "../../astro.config.mjs";

/** @type {Record<string, [string, number][]>} */
const chunks = {};

/** @returns {import("vite").Plugin} */
function chunkModules() {
  return {
    name: "aswaq-bench-chunk-modules",
    apply: "build",
    generateBundle(_options, bundle) {
      const file = process.env.ASWAQ_BENCH_CHUNKS;
      if (!file || this.environment?.name !== "client") return;
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        chunks[`/${output.fileName}`] = Object.entries(output.modules).map(([id, m]) => [id, m.renderedLength]);
      }
      writeFileSync(file, JSON.stringify({ root: process.cwd(), chunks }));
    },
  };
}

export default { ...base, vite: { ...base.vite, plugins: [...(base.vite?.plugins ?? []), chunkModules()] } };
