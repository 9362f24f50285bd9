// Loaded with `node --import`: the worker's bundle imports `cloudflare:workers`, which only
// workerd provides; here it resolves to workers-stub.mjs, whose bindings the child sets.
import { register } from "node:module";

register(
  "data:text/javascript," +
    encodeURIComponent(`
export async function resolve(specifier, context, next) {
  if (specifier === "cloudflare:workers") return { url: ${JSON.stringify(new URL("./workers-stub.mjs", import.meta.url).href)}, shortCircuit: true };
  return next(specifier, context);
}`),
);
