// Small factories: each test makes its own rows with unique names and never relies on
// another test's data or on ids. Everything goes through the real modules and database.
import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import * as schema from "../db/schema";
import { hashPassword } from "../src/auth/password";
import { issueTokens } from "../src/auth/tokens";
import { type Db, openDb } from "../src/env";
import { gifBytes, jpegBytes } from "../src/media/test-helpers";

export const db: Db = openDb(env.DB);
export const PASSWORD = "Test-Pass-1";
let hashed: Promise<string> | undefined;
let seq = 0;

/** A short unique suffix for names, SKUs and slugs. */
export const unique = (prefix = "t") => `${prefix}${Date.now().toString(36)}${(seq++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export async function createUser(overrides: Partial<typeof schema.users.$inferInsert> = {}) {
  hashed ??= hashPassword(PASSWORD); // one slow hash per test file, shared by its users
  const username = overrides.username ?? unique("user");
  const [row] = await db
    .insert(schema.users)
    .values({ username, password_hash: await hashed, role: "customer", ...overrides })
    .returning();
  return row;
}

export async function tokenFor(user: { id: number }): Promise<string> {
  return (await issueTokens(db, env.JWT_SECRET, user.id)).access;
}

export async function createTheme(overrides: Partial<typeof schema.themes.$inferInsert> = {}) {
  const [row] = await db
    .insert(schema.themes)
    .values({ name: unique("theme"), ...overrides })
    .returning();
  return row;
}

export async function createStore(overrides: Partial<typeof schema.stores.$inferInsert> = {}) {
  const name = overrides.name ?? unique("Store ");
  const [row] = await db
    .insert(schema.stores)
    .values({ name, slug: unique("store-"), ...overrides })
    .returning();
  return row;
}

export async function createBranch(store: { id: number }, overrides: Partial<typeof schema.branches.$inferInsert> = {}) {
  const [row] = await db
    .insert(schema.branches)
    .values({ store_id: store.id, name: unique("Branch "), city: "Cairo", ...overrides })
    .returning();
  return row;
}

export async function assignManager(user: { id: number }, branch: { id: number }) {
  const [row] = await db.insert(schema.responsibles).values({ user_id: user.id, branch_id: branch.id }).returning();
  return row;
}

/** A store with one branch; a new branch owner owns the store and manages the branch. */
export async function createOwnedBranch() {
  const owner = await createUser({ role: "branch_owner" });
  const store = await createStore({ owner_id: owner.id });
  const branch = await createBranch(store);
  await assignManager(owner, branch);
  return { store, branch, owner, token: await tokenFor(owner) };
}

/** A new branch owner who manages `branch` (replacing its manager) and owns nothing, with their token. */
export async function createManager(branch: { id: number }) {
  const manager = await createUser({ role: "branch_owner" });
  await db.delete(schema.responsibles).where(eq(schema.responsibles.branch_id, branch.id));
  await assignManager(manager, branch);
  return { manager, token: await tokenFor(manager) };
}

export async function createCategory(overrides: Partial<typeof schema.categories.$inferInsert> = {}) {
  const [row] = await db
    .insert(schema.categories)
    .values({ name: unique("Category "), slug: unique("cat-"), ...overrides })
    .returning();
  return row;
}

export async function createProduct(store: { id: number }, overrides: Partial<typeof schema.products.$inferInsert> = {}) {
  const name = overrides.name ?? unique("Product ");
  const [row] = await db
    .insert(schema.products)
    .values({ store_id: store.id, name, sku: unique("sku-"), base_price: 10000, search_text: name.toLowerCase(), ...overrides })
    .returning({ id: schema.products.id });
  // Read back: triggers set some columns after the insert (shown_price), which RETURNING does not see.
  return (await db.select().from(schema.products).where(eq(schema.products.id, row.id)).get()) as typeof schema.products.$inferSelect;
}

export async function createListing(
  branch: { id: number },
  product: { id: number },
  overrides: Partial<typeof schema.branchProducts.$inferInsert> = {},
) {
  const [{ id }] = await db
    .insert(schema.branchProducts)
    .values({ branch_id: branch.id, product_id: product.id, price: 9000, stock: 20, ...overrides })
    .returning({ id: schema.branchProducts.id });
  // Read back: RETURNING gives the row before the insert trigger copied the product's names in (migration 0017).
  const [row] = await db.select().from(schema.branchProducts).where(eq(schema.branchProducts.id, id));
  return row;
}

/** Every key in R2 (each test file has its own storage), sorted: what an upload left behind. */
export async function storedKeys(): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.MEDIA.list({ cursor });
    keys.push(...page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return keys.sort();
}

type Body = { json?: unknown; form?: FormData; raw?: BodyInit; contentType?: string };

/** Calls the API worker as a client would, through its real fetch handler. */
export async function api(method: string, path: string, opts: Body & { token?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: BodyInit | undefined;
  if (opts.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(opts.json);
  } else if (opts.form) body = opts.form;
  else if (opts.raw !== undefined) {
    body = opts.raw;
    if (opts.contentType) headers["content-type"] = opts.contentType;
  }
  const res = await SELF.fetch(`http://api.test${path}`, { method, headers, body });
  const type = res.headers.get("content-type") ?? "";
  if (!type.startsWith("application/json") && !type.startsWith("text/")) {
    // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the answer holds, as a client would
    return { status: res.status, data: new Uint8Array(await res.arrayBuffer()) as any, headers: res.headers };
  }
  const text = await res.text();
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the answer holds, as a client would
  let data: any = text;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON: keep the text */
  }
  return { status: res.status, data, headers: res.headers };
}

/** Tiny real image files, by their magic bytes. */
export const images = {
  png: () =>
    new File(
      [
        Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="), (c) =>
          c.charCodeAt(0),
        ),
      ],
      "pixel.png",
      { type: "image/png" },
    ),
  // Whole files: uploads are checked to the end marker (src/media/inspect.ts).
  jpeg: () => new File([jpegBytes()], "photo.jpg", { type: "image/jpeg" }),
  gif: () => new File([gifBytes()], "anim.gif", { type: "image/gif" }),
  /** Text wearing an image's name and type: must be refused by content. */
  fakePng: () => new File([new TextEncoder().encode("<script>alert(1)</script>")], "evil.png", { type: "image/png" }),
  oversized: () => {
    const bytes = new Uint8Array(5 * 1024 * 1024 + 1);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    return new File([bytes], "huge.png", { type: "image/png" });
  },
};
