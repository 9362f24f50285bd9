// The reference worker's bindings (wrangler.jsonc), as its tests see them through cloudflare:test.
declare global {
  namespace Cloudflare {
    interface Env {
      DB: D1Database;
    }
  }
}

export {};
