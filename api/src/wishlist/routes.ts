// The signed-in user's wishlist. Every role may keep one; each sees and changes only their
// own (every query is scoped by the caller's id, never by an id from the request).
import { Hono } from "hono";
import { requireUser } from "../auth/middleware";
import type { AppEnv } from "../env";
import { badRequest, notFound } from "../lib/errors";
import { say } from "#contract/said";
import { pagedResponse, readPage } from "../lib/paging";
import { jsonBody, pathId } from "../lib/validate";
import { WISHLIST_MAX, wishlistAddInput, wishlistSyncInput } from "#contract/wishlist";
import { insertAll, insertIfRoom, mergeState, pageOfSaved, removeSaved, saveState, savedIds } from "./queries";

export const wishlistRoutes = new Hono<AppEnv>();

const unknownPk = (id: number) => ({ product_id: [say("unknownPk", { id })] });
const full = (count: number) => badRequest(say("wishlistFull", { max: WISHLIST_MAX, count }));

wishlistRoutes.get("/wishlist", async (c) => {
  const user = requireUser(c);
  const page = readPage(c);
  const { total, results } = await pageOfSaved(c.var.db, user.id, page);
  return c.json(pagedResponse(c, page, total, results));
});

wishlistRoutes.get("/wishlist/ids", async (c) => {
  const user = requireUser(c);
  return c.json({ product_ids: await savedIds(c.var.db, user.id) });
});

wishlistRoutes.post("/wishlist", async (c) => {
  const user = requireUser(c);
  const { product_id } = await jsonBody(c, wishlistAddInput);
  const db = c.var.db;
  // Saving twice is not an error (a second tab, a retry): the row already there answers 200.
  const decide = async () => {
    const state = await saveState(db, user.id, product_id);
    if (!state.exists) throw badRequest(unknownPk(product_id));
    if (state.existing) return c.json(state.existing, 200);
    if (state.total >= WISHLIST_MAX) throw full(state.total + 1);
    return null;
  };
  const answered = await decide();
  if (answered) return answered;
  const row = await insertIfRoom(db, user.id, product_id);
  if (row) return c.json(row, 201);
  // A racing request saved it, filled the list or deleted the product meanwhile: say which.
  return (await decide()) ?? c.json({ detail: say("wishlistChanged") }, 409);
});

wishlistRoutes.post("/wishlist/sync", async (c) => {
  const user = requireUser(c);
  const { product_ids } = await jsonBody(c, wishlistSyncInput);
  const db = c.var.db;
  const { saved, known } = await mergeState(db, user.id, product_ids);
  const have = new Set(saved);
  // Unknown or deleted products are dropped silently: a browser's list can outlive them.
  const added = product_ids.filter((id) => known.has(id) && !have.has(id));
  if (added.length === 0) return c.json({ product_ids: saved });
  if (saved.length + added.length > WISHLIST_MAX) throw full(saved.length + added.length);
  return c.json({ product_ids: await insertAll(db, user.id, added) });
});

wishlistRoutes.delete("/wishlist/:product_id", async (c) => {
  const user = requireUser(c);
  const productId = pathId(c, "product_id");
  if (!(await removeSaved(c.var.db, user.id, productId))) throw notFound(say("notInWishlist"));
  return c.body(null, 204);
});
