// The name an audit record keeps of its object, as it is when the change is made: written by
// the record's own statement, so it is the name the change left (a creation's or an update's)
// or, for a deletion, the one the object had. A name given in the change (`after`, else
// `before`) is taken as it is; otherwise it is read from the object's row, or for a deleted
// listing or manager from the rows the snapshot points to. Orders and publishes have no name:
// their number is their name.
import { sql, type SQL } from "drizzle-orm";
import type { Change } from "./change";

export interface NameSql {
  en: SQL;
  ar: SQL;
}

const NONE: NameSql = { en: sql`null`, ar: sql`null` };

/** The snapshot that tells the object as the change leaves it: `after`, or for a deletion `before`. */
const left = (change: Change) => change.after ?? change.before ?? {};

/** A name the change itself gives (a blank one is none: the row or the other language answers). */
function given(change: Change, key: string): string | null {
  const value = left(change)[key];
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

/** An id the change's snapshot names (a listing's product, a manager's user). */
function givenId(change: Change, key: string): number | null {
  const value = left(change)[key];
  return typeof value === "number" && Number.isInteger(value) ? value : null;
}

/** The Arabic name, or the English one where there is none. */
const arabic = (ar: SQL, en: SQL) => sql`coalesce(nullif(${ar}, ''), ${en})`;

/** A person as the dashboard names them: their full name, else their username (staff only see this log). */
const person = (userId: SQL) =>
  sql`(select coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username) from users u where u.id = ${userId})`;

/** A listing: its product's name and its branch's, "Kettle · Maadi". */
function listing(productId: SQL, branchId: SQL): NameSql {
  const product = (column: SQL) => sql`(select ${column} from products p where p.id = ${productId})`;
  const branch = (column: SQL) => sql`(select ${column} from branches b where b.id = ${branchId})`;
  return {
    en: sql`${product(sql`p.name`)} || ' · ' || ${branch(sql`b.name`)}`,
    ar: sql`${product(sql`coalesce(nullif(p.name_ar, ''), p.name)`)} || ' · ' || ${branch(sql`coalesce(nullif(b.name_ar, ''), b.name)`)}`,
  };
}

/** Names from a table with `name` and `name_ar` columns (or `name` only). */
function named(change: Change, table: string, hasArabic: boolean): NameSql {
  const en = sql`coalesce(${given(change, "name")}, (select t.name from ${sql.identifier(table)} t where t.id = ${change.id}))`;
  if (!hasArabic) return { en, ar: en };
  const ar = sql`coalesce(${given(change, "name_ar")}, (select t.name_ar from ${sql.identifier(table)} t where t.id = ${change.id}))`;
  return { en, ar: arabic(ar, en) };
}

export function objectNameSql(change: Change): NameSql {
  switch (change.object) {
    case "product":
      return named(change, "products", true);
    case "branch":
      return named(change, "branches", true);
    case "store":
      return named(change, "stores", true);
    case "category":
      return named(change, "categories", true);
    case "theme":
      return named(change, "themes", false);
    case "listing": {
      const productId = givenId(change, "product_id");
      const branchId = givenId(change, "branch_id");
      if (productId !== null && branchId !== null) return listing(sql`${productId}`, sql`${branchId}`);
      return listing(
        sql`(select bp.product_id from branch_products bp where bp.id = ${change.id})`,
        sql`(select bp.branch_id from branch_products bp where bp.id = ${change.id})`,
      );
    }
    case "manager": {
      const userId = givenId(change, "user_id");
      const name = person(userId !== null ? sql`${userId}` : sql`(select r.user_id from responsibles r where r.id = ${change.id})`);
      return { en: name, ar: name };
    }
    case "user": {
      const name = person(sql`${change.id}`);
      return { en: name, ar: name };
    }
    case "offer_import": {
      const file = given(change, "file_name");
      return file === null ? NONE : { en: sql`${file}`, ar: sql`${file}` };
    }
    default:
      return NONE;
  }
}
