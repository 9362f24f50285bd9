// Reference handlers for `npm run bench` (docs/performance.md):
//   /trivial    a constant JSON answer: the most this runtime serves on this machine;
//   /one-query  one small D1 query: the least any database-backed call can cost.
// No framework and no ORM on purpose: they are what the API's figures are compared against.
export default /** @satisfies {ExportedHandler<{ DB: D1Database }>} */ ({
  async fetch(request, env) {
    const { pathname } = new URL(request.url);
    if (pathname === "/trivial") return Response.json({ status: "ok" });
    if (pathname === "/one-query") {
      const row = await env.DB.prepare("SELECT id FROM stores ORDER BY id LIMIT 1").first();
      return Response.json({ id: row?.id ?? null });
    }
    return Response.json({ detail: "Not found." }, { status: 404 });
  },
});
