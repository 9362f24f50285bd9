// Themes: the JSON shape, who may edit one, and the writes that give a store its theme.
import { eq, sql } from "drizzle-orm";
import { stores, themes } from "../../db/schema";
import type { Theme } from "#contract/stores";
import type { Db } from "../env";
import { mediaUrl } from "../media/images";
import type { Statement } from "./db-helpers";
import { say } from "#contract/said";

export type ThemeRow = typeof themes.$inferSelect;

export const THEME_OWNER_ONLY = say("ownerOnlyThemes");
export type ThemeValues = Partial<Pick<ThemeRow, "name" | "primary_color" | "secondary_color" | "logo" | "background_image_desktop">>;

export const serializeTheme = (row: ThemeRow): Theme => ({
  id: row.id,
  store: row.store_id,
  name: row.name,
  primary_color: row.primary_color,
  secondary_color: row.secondary_color,
  logo: mediaUrl(row.logo),
  background_image_desktop: mediaUrl(row.background_image_desktop),
});

/**
 * The id of a theme just inserted in the same batch under `name`: the newest theme of that
 * name, since D1 runs a batch as one serialised transaction.
 */
export const newestThemeNamed = (name: string) => sql`(select max(${themes.id}) from ${themes} where ${themes.name} = ${name})`;

/** The id of a store's current theme, read inside a batch that may have just created it. */
export const themeOf = (storeId: number) => sql`(select ${stores.theme_id} from ${stores} where ${stores.id} = ${storeId})`;

/** The id of a store created in the same batch: store names are unique. */
export const storeNamed = (name: string) => sql`(select ${stores.id} from ${stores} where ${stores.name} = ${name})`;

/** Statements that apply `values` to a store's theme, creating the theme when the store has none. */
export function storeThemeStatements(db: Db, store: { id: number; name: string; theme_id: number | null }, values: ThemeValues): Statement[] {
  if (store.theme_id !== null) {
    return Object.keys(values).length ? [db.update(themes).set(values).where(eq(themes.id, store.theme_id))] : [];
  }
  return [
    db.insert(themes).values({ ...values, name: store.name, store_id: store.id }),
    db
      .update(stores)
      .set({ theme_id: newestThemeNamed(store.name) })
      .where(eq(stores.id, store.id)),
  ];
}
