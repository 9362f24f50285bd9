// Test helpers for this folder: row snapshots (to prove a refused call changed nothing)
// and multipart forms.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { branches, responsibles, stores, themes, users } from "../../db/schema";
import { createStore, createTheme, db } from "../../test/factories";

export const storeRow = (id: number) => db.select().from(stores).where(eq(stores.id, id)).get();
export const themeRow = (id: number) => db.select().from(themes).where(eq(themes.id, id)).get();
export const branchRow = (id: number) => db.select().from(branches).where(eq(branches.id, id)).get();
export const userRow = (id: number) => db.select().from(users).where(eq(users.id, id)).get();
export const managersOf = (branchId: number) => db.select().from(responsibles).where(eq(responsibles.branch_id, branchId)).all();
export const responsibleRow = (id: number) => db.select().from(responsibles).where(eq(responsibles.id, id)).get();
export const storesNamed = (name: string) => db.select().from(stores).where(eq(stores.name, name)).all();
export const themesNamed = (name: string) => db.select().from(themes).where(eq(themes.name, name)).all();
export const branchesNamed = (name: string) => db.select().from(branches).where(eq(branches.name, name)).all();

/** Everything a store write could touch, for before/after comparisons. */
export async function storeState(storeId: number) {
  const store = await storeRow(storeId);
  return { store, theme: store?.theme_id ? await themeRow(store.theme_id) : null };
}

/** A store that has a theme, as created through the API. */
export async function storeWithTheme(store?: { id: number }) {
  const target = store ?? (await createStore());
  const theme = await createTheme({ primary_color: "#111111", secondary_color: "#222222", store_id: target.id });
  await db.update(stores).set({ theme_id: theme.id }).where(eq(stores.id, target.id));
  return { store: (await storeRow(target.id))!, theme };
}

export function form(fields: Record<string, string | File>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

/** R2 keys under a prefix: what an upload left behind. */
export async function mediaKeys(prefix: string): Promise<string[]> {
  return (await env.MEDIA.list({ prefix })).objects.map((o) => o.key);
}
