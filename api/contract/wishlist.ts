// The wishlist (decisions: "Wishlist: persisted per browser for visitors, per account when
// signed in, merged at sign-in, with its own page"). The API keeps the signed-in user's saved
// products; the browser keeps a visitor's ids and sends them to /wishlist/sync/ at sign-in.
import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { wishlistItems } from "../db/schema";
import { say } from "./said";
import { idInput } from "./common";

/** The most products one account (or one browser) keeps. */
export const WISHLIST_MAX = 500;
/** Ids beyond this are no product's (the cart and path ids use the same 12 digits). */
const MAX_ID = 999_999_999_999;

const INVALID_ID = say("notAnInteger");
const productIdRule = idInput.pipe(z.number().max(MAX_ID, { error: INVALID_ID }));

/** POST /wishlist/: save one product. */
export const wishlistAddInput = createInsertSchema(wishlistItems, { product_id: productIdRule }).pick({ product_id: true });
export type WishlistAddInput = z.input<typeof wishlistAddInput>;

/**
 * POST /wishlist/sync/: the browser's saved ids, newest first. A bad id is reported with its
 * position ("Item 3: ...") so a client can tell which; repeats are harmless and merged.
 */
export const wishlistSyncInput = z.object({
  product_ids: z
    .array(z.unknown(), { error: (i) => (i.input === undefined ? say("required") : say("notAList")) })
    .max(WISHLIST_MAX, { error: say("maxElements", { n: WISHLIST_MAX }) })
    .transform((ids, ctx) => {
      const out: number[] = [];
      ids.forEach((raw, i) => {
        const parsed = productIdRule.safeParse(raw);
        if (parsed.success) out.push(parsed.data);
        else ctx.addIssue({ code: "custom", message: say("item", { n: i + 1, message: INVALID_ID }) });
      });
      return [...new Set(out)];
    }),
});
export type WishlistSyncInput = z.input<typeof wishlistSyncInput>;

/** One saved product, as POST /wishlist/ answers it. */
export const wishlistItem = createSelectSchema(wishlistItems).pick({ product_id: true, created_at: true });
export type WishlistItem = z.infer<typeof wishlistItem>;

/** GET /wishlist/ids/ and POST /wishlist/sync/: every saved id, newest first. */
export const wishlistIds = z.object({ product_ids: z.array(z.number().int()) });
export type WishlistIds = z.infer<typeof wishlistIds>;
