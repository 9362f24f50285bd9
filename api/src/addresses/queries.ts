// The address book in the database. Every statement is scoped by the caller's id. A write that
// moves the default (a new default, a deleted default) is one batch, so the book is never seen
// with two defaults (the partial unique index refuses that) nor, while it has addresses, none.
import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { ADDRESS_BOOK_MAX, type SavedAddress } from "#contract/addresses";
import type { PlacedArea } from "#contract/areas";
import { addresses } from "../../db/schema";
import type { Db } from "../env";

type Row = typeof addresses.$inferSelect;
type Statement = BatchItem<"sqlite">;
/** The free-text lines and the mobile, as the contract leaves them. */
export type Lines = Pick<Row, "label" | "recipient" | "street" | "building" | "floor" | "apartment" | "landmark" | "mobile">;

const now = () => new Date().toISOString();
const mine = (userId: number) => eq(addresses.user_id, userId);
/** The book's order: the default first, then the newest. */
const bookOrder = [desc(addresses.is_default), desc(addresses.created_at), desc(addresses.id)];

/** A row as answers give it: its area in both languages, and the spec's older fields filled from it. */
export function serialize(row: Row, known: Map<number, PlacedArea>): SavedAddress {
  const area = known.get(row.area_id);
  // An address's area is a foreign key, and areas are only ever added: never missing.
  if (!area) throw new Error(`address ${row.id} names area ${row.area_id}, which is not in the tree`);
  const { user_id: _, ...own } = row;
  return { ...own, area, city: area.governorate.name, neighborhood: area.name, building_or_house: row.building, compound: "" };
}

// ---- Reads ----

export const bookQuery = (db: Db, userId: number) =>
  db
    .select()
    .from(addresses)
    .where(mine(userId))
    .orderBy(...bookOrder)
    .limit(ADDRESS_BOOK_MAX);

export async function ownAddress(db: Db, userId: number, id: number): Promise<Row | undefined> {
  return db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), mine(userId)))
    .get();
}

// ---- Writes ----

/**
 * Adds an address while the book has room, in one batch: when `makeDefault`, the old default
 * stops being it first; the new one is the default when the book has none (its first address,
 * or the old default was just unset). Both statements are conditioned on the room, so a full
 * book changes nothing. Returns the new row, or undefined when the book was full.
 */
export async function addAddress(db: Db, userId: number, areaId: number, lines: Lines, makeDefault: boolean): Promise<Row | undefined> {
  const roomLeft = sql`(select count(*) from addresses as n where n.user_id = ${userId}) < ${ADDRESS_BOOK_MAX}`;
  const statements: Statement[] = [];
  if (makeDefault) {
    statements.push(
      db
        .update(addresses)
        .set({ is_default: false, updated_at: now() })
        .where(and(mine(userId), eq(addresses.is_default, true), roomLeft)),
    );
  }
  const { label, recipient, street, building, floor, apartment, landmark, mobile } = lines;
  // An insert of a select, so the room and the default are decided by the database in the
  // statement that writes. Drizzle names every column of the table, in the schema's order.
  const stamp = sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
  statements.push(
    db
      .insert(addresses)
      .select(
        sql`select null, ${userId}, ${areaId}, ${label}, ${recipient}, ${street}, ${building}, ${floor}, ${apartment}, ${landmark}, ${mobile},
          not exists (select 1 from addresses as d where d.user_id = ${userId} and d.is_default = 1), ${stamp}, ${stamp}
          where ${roomLeft}`,
      )
      .returning(),
  );
  const results = await db.batch(statements as [Statement, ...Statement[]]);
  return (results[results.length - 1] as Row[])[0];
}

/**
 * Changes the fields given of one of the caller's addresses; `makeDefault` also makes it the
 * default, the old default unset in the same batch (and only while this address is still
 * there). Returns the row after, or undefined when it is gone.
 */
export async function updateAddress(db: Db, userId: number, id: number, changes: Partial<Lines & { area_id: number }>, makeDefault: boolean) {
  const at = now();
  const statements: Statement[] = [];
  if (makeDefault) {
    statements.push(
      db
        .update(addresses)
        .set({ is_default: false, updated_at: at })
        .where(
          and(
            mine(userId),
            eq(addresses.is_default, true),
            ne(addresses.id, id),
            sql`exists (select 1 from addresses as me where me.id = ${id} and me.user_id = ${userId})`,
          ),
        ),
    );
  }
  statements.push(
    db
      .update(addresses)
      .set({ ...changes, ...(makeDefault ? { is_default: true } : {}), updated_at: at })
      .where(and(eq(addresses.id, id), mine(userId)))
      .returning(),
  );
  const results = await db.batch(statements as [Statement, ...Statement[]]);
  return (results[results.length - 1] as Row[])[0];
}

/**
 * Deletes one of the caller's addresses; if it was the default, the most recently added one
 * left becomes the default, in the same batch. Whether there was such an address.
 */
export async function deleteAddress(db: Db, userId: number, id: number): Promise<boolean> {
  const [deleted] = await db.batch([
    db
      .delete(addresses)
      .where(and(eq(addresses.id, id), mine(userId)))
      .returning({ id: addresses.id }),
    db
      .update(addresses)
      .set({ is_default: true, updated_at: now() })
      .where(
        and(
          sql`${addresses.id} = (select r.id from addresses as r where r.user_id = ${userId} order by r.created_at desc, r.id desc limit 1)`,
          sql`not exists (select 1 from addresses as d where d.user_id = ${userId} and d.is_default = 1)`,
        ),
      ),
  ]);
  return deleted.length > 0;
}
