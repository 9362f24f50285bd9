// Applies lines to a user's cart: one round trip reads the listings and the cart, the plan
// decides, and one atomic batch writes and reads the cart back. Queries never depend on the
// number of lines beyond the bound-parameter limit the line cap keeps them under.
import { and, eq, inArray } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { branchProducts, cartItems } from "../../db/schema";
import type { Db } from "../env";
import { badRequest } from "../lib/errors";
import { MAX_CART_LINES, type CartChange, type CartLineInput } from "../../../src/lib/contract/cart";
import { planCart, type ListingState, type PlanMode } from "./plan";
import { cartQuery, serializeCart, type CartRow } from "./read";

type Statement = BatchItem<"sqlite">;

// D1 binds at most 100 parameters per statement; one is the user id.
const ID_CHUNK = 90;

const chunks = <T>(list: T[], size: number) => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

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
      .select({ product_id: branchProducts.product_id, branch_id: branchProducts.branch_id, stock: branchProducts.stock, is_available: branchProducts.is_available })
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

export async function applyLines(db: Db, userId: number, lines: CartLineInput[], mode: PlanMode): Promise<CartChange> {
  const { listings, existing } = await readState(db, userId, lines);
  const plan = planCart(lines, listings, existing, mode);
  // A cart that is already over the cap (it cannot be, through this API) may still shrink.
  if (plan.lineCount > MAX_CART_LINES && plan.lineCount > existing.length) {
    throw badRequest(`A cart holds at most ${MAX_CART_LINES} different lines; this change would make ${plan.lineCount}.`);
  }

  const now = new Date().toISOString();
  const statements: Statement[] = plan.upserts.map((line) =>
    db
      .insert(cartItems)
      .values({ user_id: userId, ...line })
      .onConflictDoUpdate({ target: [cartItems.user_id, cartItems.product_id, cartItems.branch_id], set: { quantity: line.quantity, updated_at: now } }),
  );
  for (const ids of chunks(plan.removeIds, ID_CHUNK)) {
    statements.push(db.delete(cartItems).where(and(eq(cartItems.user_id, userId), inArray(cartItems.id, ids))));
  }
  const cart = await writeAndRead(db, userId, statements);
  return { ...cart, rejected: plan.rejected, adjusted: plan.adjusted };
}
