// Applies lines to a user's cart: one round trip reads the listings and the cart, the plan
// decides, and one atomic batch writes and reads the cart back.
//
// Concurrent changes (two tabs, a sign-in sync racing a replace) each read the cart before
// any of them writes, so the batch never trusts what was read: every statement is guarded
// by the cart as it is when the batch runs (a D1 batch is one transaction, and batches run
// one after another).
//   - replace deletes every line of the user's that is not one of its accepted lines, by key,
//     so of concurrent replaces the last batch leaves exactly its lines;
//   - each accepted line is upserted with its quantity computed in SQL from the row as it is
//     then (merge: the larger, add: the sum; both capped), never from the row as read;
//   - a last guard statement fails the whole batch if the cart would end with more than
//     MAX_CART_LINES lines (it sets a quantity to 0, which the table's CHECK refuses, as the
//     checkout's stock guard does), so no mix of concurrent syncs can pass the cap.
// A batch refused by the guard or by a foreign key (a product deleted since it was read) is
// planned again from a fresh read, which then answers the cap's 400 or rejects the line.
// Queries never bind more parameters than D1 allows: key lists travel as one JSON parameter.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { branchProducts, cartItems } from "../../db/schema";
import type { Db } from "../env";
import { badRequest, conflict } from "../lib/errors";
import { say } from "#contract/said";
import { MAX_CART_LINES, type CartChange, type CartLineInput } from "#contract/cart";
import { lineKey, planCart, type ListingState, type Plan, type PlanMode } from "./plan";
import { cartQuery, serializeCart, type CartRow } from "./read";

type Statement = BatchItem<"sqlite">;

/** How often a change is planned again after its batch found the cart changed under it. */
const ATTEMPTS = 3;

async function readState(db: Db, userId: number, lines: CartLineInput[]) {
  const cartRows = db
    .select({ id: cartItems.id, product_id: cartItems.product_id, branch_id: cartItems.branch_id, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.user_id, userId));
  // At most MAX_CART_LINES distinct products, so one IN list within D1's parameter limit;
  // the branch is matched in the plan.
  const productIds = [...new Set(lines.filter((l) => l.quantity > 0).map((l) => l.product_id))];
  if (productIds.length === 0) return { listings: [] as ListingState[], existing: await cartRows };
  const [listings, existing] = await db.batch([
    db
      .select({
        product_id: branchProducts.product_id,
        branch_id: branchProducts.branch_id,
        stock: branchProducts.stock,
        is_available: branchProducts.is_available,
      })
      .from(branchProducts)
      .where(inArray(branchProducts.product_id, productIds)),
    cartRows,
  ]);
  return { listings, existing };
}

/** Writes the statements (if any) and reads the cart back, in one atomic batch. */
export async function writeAndRead(db: Db, userId: number, statements: Statement[]) {
  const results = await db.batch([...statements, cartQuery(db, userId)] as unknown as [Statement, ...Statement[]]);
  return serializeCart(results[results.length - 1] as CartRow[]);
}

/** A line's key as SQL, matching lineKey() ("product:branch"). */
const rowKey = sql`(${cartItems.product_id} || ':' || ${cartItems.branch_id})`;
const keysIn = (keys: string[]) => sql`(select value from json_each(${JSON.stringify(keys)}))`;

/** The statements that apply a plan to the cart as it is when they run (see the top of the file). */
function planStatements(db: Db, userId: number, plan: Plan, mode: PlanMode, linesRead: number): Statement[] {
  const statements: Statement[] = [];
  const mine = eq(cartItems.user_id, userId);
  if (mode === "replace") {
    statements.push(db.delete(cartItems).where(and(mine, sql`${rowKey} not in ${keysIn(plan.writes.map(lineKey))}`)));
  } else if (plan.removeKeys.length) {
    statements.push(db.delete(cartItems).where(and(mine, sql`${rowKey} in ${keysIn(plan.removeKeys)}`)));
  }

  const now = new Date().toISOString();
  for (const line of plan.writes) {
    // In DO UPDATE, the column names the row already there.
    const current = sql`${cartItems.quantity}`;
    const quantity =
      mode === "merge"
        ? sql`min(max(${current}, ${line.quantity}), ${line.limit})`
        : mode === "add"
          ? sql`max(min(${current} + ${line.quantity}, ${line.limit}), ${current})`
          : sql`${Math.min(line.quantity, line.limit)}`;
    statements.push(
      db
        .insert(cartItems)
        .values({ user_id: userId, product_id: line.product_id, branch_id: line.branch_id, quantity: Math.min(line.quantity, line.limit) })
        .onConflictDoUpdate({ target: [cartItems.user_id, cartItems.product_id, cartItems.branch_id], set: { quantity, updated_at: now } }),
    );
  }

  if (plan.writes.length) {
    // A cart already over the cap (it cannot be, through this API) may still shrink.
    const cap = Math.max(MAX_CART_LINES, linesRead);
    statements.push(
      db
        .update(cartItems)
        .set({ quantity: 0 })
        .where(and(mine, sql`(select count(*) from ${cartItems} as guard where guard.user_id = ${userId}) > ${cap}`)),
    );
  }
  return statements;
}

/** Whether a batch failed because the cart or a listing changed after they were read. */
function isStaleWrite(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (/CHECK constraint failed|FOREIGN KEY constraint failed/.test(e.message)) return true;
  }
  return false;
}

export async function applyLines(db: Db, userId: number, lines: CartLineInput[], mode: PlanMode): Promise<CartChange> {
  for (let attempt = 1; ; attempt++) {
    const { listings, existing } = await readState(db, userId, lines);
    const plan = planCart(lines, listings, existing, mode);
    if (plan.lineCount > MAX_CART_LINES && plan.lineCount > existing.length) {
      throw badRequest(say("cartFull", { max: MAX_CART_LINES, count: plan.lineCount }));
    }
    try {
      const cart = await writeAndRead(db, userId, planStatements(db, userId, plan, mode, existing.length));
      return { ...cart, rejected: plan.rejected, adjusted: plan.adjusted };
    } catch (err) {
      if (!isStaleWrite(err)) throw err;
      if (attempt >= ATTEMPTS) throw conflict(say("cartChanged"));
    }
  }
}
