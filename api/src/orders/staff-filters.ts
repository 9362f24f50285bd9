// The dashboard's order filters on GET /orders/: `managed=true` keeps only the orders the
// caller handles as a shop (not those they bought), `search` finds an order by its number, the
// customer's name or username, or the delivery mobile, and `from`/`to` are Cairo calendar
// days (the dashboard shows Cairo's time, so "today" means Cairo's today).
import { eq, gte, lt, or, sql, type SQL } from "drizzle-orm";
import { orders } from "../../db/schema";
import type { Cursor } from "../lib/cursor";
import { check } from "../lib/validate";
import { staffOrderFilters } from "./manage-filters";
import { egyptianMobileOrNull, westernDigits } from "#shared/normalize";

/** Milliseconds Cairo's clock is ahead of UTC at `instant` (2 h, or 3 h in summer time). */
function cairoOffset(instant: number): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: "Africa/Cairo",
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(new Date(instant));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(n("year"), n("month") - 1, n("day"), n("hour"), n("minute"), n("second")) - instant;
}

/** The UTC instant a Cairo calendar day (YYYY-MM-DD) starts, as stored timestamps are written. */
export function cairoDayStart(ymd: string): string {
  const midnightUtc = Date.parse(`${ymd}T00:00:00Z`);
  const guess = midnightUtc - cairoOffset(midnightUtc);
  return new Date(midnightUtc - cairoOffset(guess)).toISOString();
}

const nextDay = (ymd: string) => new Date(Date.parse(`${ymd}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** `%`, `_` and `\` typed by a person are letters, not LIKE wildcards. */
const likeText = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The dashboard's filters as conditions, whether it asks only for the orders handled as a shop
 * (manage-queries.ts reads those), and what the search reads on its own, if anything: a
 * customer's name (its customers are looked up first, customer-search.ts, and their orders
 * read customer by customer) or a whole mobile (its orders read from the mobile's index).
 */
export function staffOrderConditions(
  query: Record<string, string>,
  cursor?: Cursor,
): { conditions: SQL[]; shopOnly: boolean; customerName?: string; mobile?: string } {
  const given = Object.fromEntries(Object.entries(query).filter(([, v]) => v.trim() !== ""));
  const f = check(staffOrderFilters, given);
  const out: SQL[] = [];
  // A cursor inside the range bounds the read on its side already. Given both bounds, SQLite
  // started its index range at the day's end and read down to the cursor, so a deep page
  // cost its depth; the bound the cursor implies is left out.
  const key = typeof cursor?.key === "string" ? cursor.key : undefined;
  const from = f.from ? cairoDayStart(f.from) : undefined;
  const to = f.to ? cairoDayStart(nextDay(f.to)) : undefined;
  if (from && !(cursor?.before && key !== undefined && key >= from)) out.push(gte(orders.created_at, from));
  if (to && !(cursor && !cursor.before && key !== undefined && key < to)) out.push(lt(orders.created_at, to));
  const text = f.search ? westernDigits(f.search).trim() : "";
  const mobile = egyptianMobileOrNull(text) ?? undefined;
  const search = text && !mobile ? searchCondition(text) : undefined;
  if (search && typeof search !== "string") out.push(search);
  const customerName = typeof search === "string" ? search : undefined;
  return { conditions: out, shopOnly: f.managed !== undefined && ["true", "1", "True"].includes(f.managed), customerName, mobile };
}

/** An order number's condition, or part of a mobile's, or else the text: a customer's name or username. */
function searchCondition(text: string): SQL | string {
  // "#12" is an order number; bare digits an order number or part of a mobile. Names are
  // not looked at for digits: usernames holding those digits would bury the order asked for.
  if (/^#\d{1,12}$/.test(text)) return eq(orders.id, Number(text.slice(1)));
  if (/^\d{1,12}$/.test(text)) {
    const id = eq(orders.id, Number(text));
    return text.length >= 4 ? or(id, sql`${orders.mobile} like ${likeText(text)} escape '\\'`)! : id;
  }
  return text;
}
