// The cart as the API returns it: one query whatever its size (lines joined to their product
// and current listing, the first image picked by a subquery), so it also fits at the end of
// a write batch and a change answers with the cart in one round trip.
import { and, asc, eq, sql } from "drizzle-orm";
import { branchProducts, cartItems, productImages, products } from "../../db/schema";
import type { Db } from "../env";
import { mediaUrl } from "../media/images";
import type { Cart } from "#contract/cart";
import { fromPiasters } from "#shared/money";

// Every column has its own name: inside db.batch D1 returns rows as objects keyed by column
// name, so two columns called "id" would overwrite each other.
export const cartQuery = (db: Db, userId: number) =>
  db
    .select({
      id: cartItems.id,
      product_id: cartItems.product_id,
      branch_id: cartItems.branch_id,
      quantity: cartItems.quantity,
      name: products.name,
      name_ar: products.name_ar,
      image: sql<
        string | null
      >`(select ${productImages.image} from ${productImages} where ${productImages.product_id} = ${cartItems.product_id} order by ${productImages.position}, ${productImages.id} limit 1)`.as(
        "first_image",
      ),
      price: sql<number | null>`${branchProducts.price}`.as("listing_price"),
      stock: sql<number | null>`${branchProducts.stock}`.as("listing_stock"),
      is_available: sql<number | null>`${branchProducts.is_available}`.as("listing_is_available"),
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.product_id))
    // A listing can be withdrawn while the line waits in someone's cart: the line stays, shown
    // as unavailable, until its owner removes it.
    .leftJoin(branchProducts, and(eq(branchProducts.product_id, cartItems.product_id), eq(branchProducts.branch_id, cartItems.branch_id)))
    .where(eq(cartItems.user_id, userId))
    .orderBy(asc(cartItems.id));

export type CartRow = Awaited<ReturnType<typeof cartQuery>>[number];

/** `total` sums every priced line; availability and stock are shown per line for the client to act on. */
export function serializeCart(rows: CartRow[]): Cart {
  let count = 0;
  let total = 0;
  const items = rows.map((r) => {
    const listed = r.price !== null;
    const subtotal = listed ? r.price! * r.quantity : null;
    count += r.quantity;
    total += subtotal ?? 0;
    return {
      id: r.id,
      product_id: r.product_id,
      branch_id: r.branch_id,
      quantity: r.quantity,
      name: r.name,
      name_ar: r.name_ar,
      image: mediaUrl(r.image),
      price: listed ? fromPiasters(r.price!) : null,
      stock: r.stock ?? 0,
      is_available: listed && Boolean(r.is_available),
      subtotal: subtotal === null ? null : fromPiasters(subtotal),
    };
  });
  return { items, count, total: fromPiasters(total) };
}

export async function loadCart(db: Db, userId: number): Promise<Cart> {
  return serializeCart(await cartQuery(db, userId));
}
