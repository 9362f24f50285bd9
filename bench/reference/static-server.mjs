// The benchmark's bare static file server (docs/performance.md section 8): Node's http module
// answering `GET /a/b/` with `{root}/a/b/index.html`, read from disk on every request, with the
// headers a prerendered page has. No framework, no compression, no cache in memory: the floor
// for serving a prerendered product page on this machine, outside workerd.
// Usage: node bench/reference/static-server.mjs <root> <port>
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import { join, resolve, sep } from "node:path";

const [rootArg, portArg] = process.argv.slice(2);
if (!rootArg || !portArg) {
  console.error("usage: node bench/reference/static-server.mjs <root> <port>");
  process.exit(2);
}
const root = resolve(rootArg);

createServer(async (req, res) => {
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? "/", "http://localhost").pathname);
  } catch {
    pathname = "";
  }
  const file = resolve(join(root, pathname, pathname.endsWith("/") ? "index.html" : ""));
  if (req.method !== "GET" || !(file === root || file.startsWith(root + sep))) {
    res.writeHead(404).end();
    return;
  }
  try {
    const body = await readFile(file);
    res.writeHead(200, {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": body.length,
      "Cache-Control": "public, max-age=0, must-revalidate",
    });
    res.end(body);
  } catch {
    res.writeHead(404).end();
  }
}).listen(Number(portArg), "127.0.0.1");
