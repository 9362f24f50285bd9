// Stores as every list and detail returns them: a page of stores costs one batched round
// trip for its owners, branches (with managers) and themes, never a query per store.
import { and, asc, eq, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import { startsWith } from "../lib/sql-text";
import { branches, responsibles, stores, themes, users } from "../../db/schema";
import type { FieldErrors } from "#contract/common";
import type { Store } from "#contract/stores";
import { slugify } from "#shared/slug";
import type { Db } from "../env";
import { notFound } from "../lib/errors";
import { say } from "#contract/said";
import { mediaUrl } from "../media/images";
import { sameText, unknownPk } from "./db-helpers";
import { resolveUser } from "./responsible-queries";

export type StoreRow = typeof stores.$inferSelect;

/**
 * `logins`: the owner's and managers' usernames are included. A username is a login name, not a
 * name to show: only staff (a super admin, or someone reading the stores they work in) get it.
 */
export async function serializeStores(db: Db, rows: StoreRow[], { logins = false }: { logins?: boolean } = {}): Promise<Store[]> {
  if (rows.length === 0) return [];
  const ownerIds = rows.flatMap((r) => (r.owner_id === null ? [] : [r.owner_id]));
  const themeIds = rows.flatMap((r) => (r.theme_id === null ? [] : [r.theme_id]));
  const [owners, branchRows, themeRows] = await db.batch([
    db
      .select({
        id: users.id,
        first_name: users.first_name,
        last_name: users.last_name,
        username: users.username,
        phone_number: users.phone_number,
        email: users.email,
      })
      .from(users)
      .where(inArray(users.id, ownerIds)),
    db
      .select({
        store_id: branches.store_id,
        id: branches.id,
        name: branches.name,
        name_ar: branches.name_ar,
        city: branches.city,
        address: branches.address,
        phone_number: branches.phone_number,
        // Aliased: D1 batches return rows keyed by column name, so users.id would overwrite branches.id.
        manager_id: sql<number | null>`${users.id}`.as("manager_id"),
        manager_username: sql<string>`${users.username}`.as("manager_username"),
        manager_phone: sql<string | null>`${users.phone_number}`.as("manager_phone"),
        manager_email: sql<string | null>`${users.email}`.as("manager_email"),
      })
      .from(branches)
      .leftJoin(responsibles, eq(responsibles.branch_id, branches.id))
      .leftJoin(users, eq(users.id, responsibles.user_id))
      .where(
        inArray(
          branches.store_id,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(branches.id)),
    db.select().from(themes).where(inArray(themes.id, themeIds)),
  ]);
  const ownerById = new Map(owners.map(({ username, ...o }) => [o.id, logins ? { ...o, username } : o]));
  const themeById = new Map(themeRows.map((t) => [t.id, t]));
  const branchesOf = new Map<number, Store["branches"]>();
  for (const { store_id, manager_id, manager_username, manager_phone, manager_email, ...branch } of branchRows) {
    const manager =
      manager_id === null
        ? null
        : { id: manager_id, ...(logins && { username: manager_username }), phone_number: manager_phone, email: manager_email };
    branchesOf.set(store_id, [...(branchesOf.get(store_id) ?? []), { ...branch, manager }]);
  }

  return rows.map((s) => {
    const theme = s.theme_id === null ? undefined : themeById.get(s.theme_id);
    const storeBranches = branchesOf.get(s.id) ?? [];
    return {
      id: s.id,
      name: s.name,
      name_ar: s.name_ar,
      slug: s.slug,
      description: s.description,
      description_ar: s.description_ar,
      phone_number: s.phone_number,
      email: s.email,
      created_at: s.created_at,
      owner: (s.owner_id !== null && ownerById.get(s.owner_id)) || null,
      branches: storeBranches,
      theme: theme
        ? {
            id: theme.id,
            primary_color: theme.primary_color,
            secondary_color: theme.secondary_color,
            logo: mediaUrl(theme.logo),
            background_image_desktop: mediaUrl(theme.background_image_desktop),
          }
        : null,
      branches_count: storeBranches.length,
    };
  });
}

/**
 * A store by id or by slug (`/stores/7/`, `/stores/fresh-market/`). Slugs are never all
 * digits, but older or hand-made ones might be: a number that is no id is tried as a slug.
 */
export async function findStore(db: Db, ref: string): Promise<StoreRow> {
  const byId = /^\d{1,12}$/.test(ref)
    ? await db
        .select()
        .from(stores)
        .where(eq(stores.id, Number(ref)))
        .get()
    : undefined;
  const row = byId ?? (await db.select().from(stores).where(eq(stores.slug, ref)).get());
  if (!row) throw notFound();
  return row;
}

/** A store as its editors see it (with logins): the answer to a write. */
export async function loadStore(db: Db, id: number): Promise<Store> {
  const row = await db.select().from(stores).where(eq(stores.id, id)).get();
  if (!row) throw notFound();
  const [out] = await serializeStores(db, [row], { logins: true });
  return out;
}

/** The slug made from a name, unique among stores by a -2, -3... suffix. */
export async function freeSlug(db: Db, name: string): Promise<string> {
  let base = slugify(name, "store").slice(0, 70).replace(/-+$/, "");
  if (/^\d+$/.test(base)) base = `store-${base}`;
  const taken = new Set(
    (
      await db
        .select({ slug: stores.slug })
        .from(stores)
        .where(or(eq(stores.slug, base), startsWith(stores.slug, `${base}-`)))
    ).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/**
 * The owner a store payload names: by `owner` (an id; null: none), else `owner_email`, else
 * `owner_username`. `id` is undefined when the payload names nobody; errors are per field.
 */
export async function resolveOwner(
  db: Db,
  input: { owner?: number | null; owner_email?: string; owner_username?: string },
): Promise<{ id?: number | null } | { errors: FieldErrors }> {
  if (input.owner === null) return { id: null };
  const found = await resolveUser(db, { user: input.owner, email: input.owner_email, username: input.owner_username });
  if (!found) return {};
  if ("errors" in found) {
    return { errors: Object.fromEntries(Object.entries(found.errors).map(([field, m]) => [field === "user" ? "owner" : `owner_${field}`, m])) };
  }
  return { id: found.id };
}

/** Field errors for a store's unique name and slug and its theme; null when all is well. */
export async function storeConflicts(
  db: Db,
  input: { name?: string; slug?: string; theme?: number },
  exceptId?: number,
): Promise<FieldErrors | null> {
  const errors: FieldErrors = {};
  const others = (cond: SQL) => (exceptId === undefined ? cond : and(cond, ne(stores.id, exceptId)));
  if (
    input.name !== undefined &&
    (await db
      .select({ id: stores.id })
      .from(stores)
      .where(others(sameText(stores.name, input.name)))
      .get())
  ) {
    errors.name = [say("storeNameTaken")];
  }
  if (
    input.slug !== undefined &&
    (await db
      .select({ id: stores.id })
      .from(stores)
      .where(others(eq(stores.slug, input.slug)))
      .get())
  ) {
    errors.slug = [say("storeSlugTaken")];
  }
  if (input.theme !== undefined) {
    const theme = await db.select({ store: themes.store_id }).from(themes).where(eq(themes.id, input.theme)).get();
    if (!theme) errors.theme = [unknownPk(input.theme)];
    else if (theme.store !== exceptId) errors.theme = [say("storeThemeNotOwn")];
  }
  return Object.keys(errors).length ? errors : null;
}
