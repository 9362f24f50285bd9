// Themes: the JSON shape, who may edit one, and the writes that give a store its theme.
import { and, eq, or, sql } from "drizzle-orm";
import { branches, responsibles, stores, themes } from "../../db/schema";
import type { Theme } from "../../../src/lib/contract/stores";
import type { AuthUser, Db } from "../env";
import { forbidden } from "../lib/errors";
import { mediaUrl } from "../media/images";
import type { Statement } from "./db-helpers";

export type ThemeRow = typeof themes.$inferSelect;
export type ThemeValues = Partial<Pick<ThemeRow, "name" | "primary_color" | "secondary_color" | "logo" | "background_image_desktop">>;

export const serializeTheme = (row: ThemeRow): Theme => ({
  id: row.id,
  name: row.name,
  primary_color: row.primary_color,
  secondary_color: row.secondary_color,
  logo: mediaUrl(row.logo),
  background_image_desktop: mediaUrl(row.background_image_desktop),
});

/** A branch owner may edit a theme used by a store or a branch they manage (via `responsibles`). */
export async function assertManagesTheme(db: Db, user: AuthUser, themeId: number): Promise<void> {
  if (user.role === "super_admin") return;
  if (user.role === "branch_owner") {
    const row = await db
      .select({ id: responsibles.id })
      .from(responsibles)
      .innerJoin(branches, eq(branches.id, responsibles.branch_id))
      .innerJoin(stores, eq(stores.id, branches.store_id))
      .where(and(eq(responsibles.user_id, user.id), or(eq(stores.theme_id, themeId), eq(branches.theme_id, themeId))))
      .get();
    if (row) return;
  }
  throw forbidden();
}

/**
 * The id of a theme just inserted in the same batch under `name`: the newest theme of that
 * name, since D1 runs a batch as one serialised transaction.
 */
export const newestThemeNamed = (name: string) => sql`(select max(${themes.id}) from ${themes} where ${themes.name} = ${name})`;

/** Statements that apply `values` to a store's theme, creating the theme when the store has none. */
export function storeThemeStatements(db: Db, store: { id: number; name: string; theme_id: number | null }, values: ThemeValues): Statement[] {
  if (store.theme_id !== null) {
    return Object.keys(values).length ? [db.update(themes).set(values).where(eq(themes.id, store.theme_id))] : [];
  }
  return [
    db.insert(themes).values({ ...values, name: store.name }),
    db
      .update(stores)
      .set({ theme_id: newestThemeNamed(store.name) })
      .where(eq(stores.id, store.id)),
  ];
}
