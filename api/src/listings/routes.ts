// Branch products ("listings"): a branch's own price, stock and availability for a product.
// Reading is public; writing is for a super admin, the store's owner, or the branch's manager.
import { eq, sql, type SQL } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { branches, branchProducts, products } from "../../db/schema";
import { requireRole } from "../auth/middleware";
import type { AppEnv, AuthUser } from "../env";
import { auditStatement, diff, snapshot } from "../audit/record";
import { assertRunsBranch } from "../lib/access";
import { badRequest, conflict, notFound } from "../lib/errors";
import { say } from "#contract/said";
import { decodeCursor } from "../lib/cursor";
import { keysetResponse, pagedResponse, readPage } from "../lib/paging";
import { MAX_PARTS } from "../lib/page-ids";
import { jsonBody, pathId } from "../lib/validate";
import type { FieldErrors } from "#contract/common";
import { listingCreateInput, listingUpdateInput } from "#contract/listings";
import { toPiasters } from "#shared/money";
import { askedArea, withDelivery } from "../delivery/offers";
import { listingConditions, readListingFilters } from "./filters";
import { branchesToRead } from "./scope";
import { manageableListings, sortedInFull, wantsManageable } from "./manageable";
import { LISTING_COUNT_CAP, type ListingOrder, loadListing, pageOfListings } from "./serialize";

/** The deepest row a numbered page of the newest-first list may start at; deeper pages follow the `next` cursor. */
const MAX_LISTING_OFFSET = 1200;

export const listingsRoutes = new Hono<AppEnv>();

const unknownPk = (id: number) => [say("unknownPk", { id })];

listingsRoutes.get("/branch-products", async (c) => {
  const query = c.req.query();
  const conditions = listingConditions(query);
  const { area_id } = readListingFilters(query);
  const area = area_id === undefined ? undefined : await askedArea(c.var.db, area_id);
  let order: ListingOrder = {};
  let manager: AuthUser | undefined;
  let scope: SQL | undefined;
  if (wantsManageable(query)) {
    manager = requireRole(c, "branch_owner", "super_admin");
    const manageable = manageableListings(c.var.db, manager, query);
    conditions.push(...manageable.conditions);
    ({ order, scope } = manageable);
  }
  const found = await branchesToRead(c.var.db, readListingFilters(query), manager, order.byBranch !== undefined);
  // Too many branches to read each: one read, the scope a condition (ADR 0017).
  const branchList = found && found.length <= MAX_PARTS ? found : undefined;
  // Sorted by branch, that one read sorts every offer; one branch asked for is newest first.
  const sorted = order.byBranch && found && !branchList ? sortedInFull(order) : undefined;
  const cursor = sorted ? undefined : decodeCursor(c.req.query("cursor"));
  const page = readPage(c);
  if (!sorted && !cursor && page.offset > MAX_LISTING_OFFSET) throw notFound(say("invalidPage"));
  // Read from the branches the caller runs, the scope holds already; otherwise it is a condition.
  if (scope && !branchList) conditions.push(scope);
  const {
    total,
    more,
    keys,
    results: listings,
  } = await pageOfListings(c.var.db, conditions, page, sorted, cursor, branchList, order, {
    shop: manager !== undefined,
  });
  // With an area: whether each offer's branch delivers there (one more statement for the page).
  const results = area ? await withDelivery(c.var.db, listings, area) : listings;
  if (sorted) return c.json(pagedResponse(c, page, total, results));
  return c.json(keysetResponse(c, { page, cursor, more, total, cap: LISTING_COUNT_CAP, keys }, results));
});

listingsRoutes.get("/branch-products/:id", async (c) => {
  const found = await loadListing(c.var.db, pathId(c));
  if (!found) throw notFound();
  return c.json(found);
});

listingsRoutes.post("/branch-products", async (c) => {
  const user = requireRole(c, "branch_owner", "super_admin");
  const input = await jsonBody(c, listingCreateInput);
  const db = c.var.db;
  const [branch, product] = await db.batch([
    db.select({ id: branches.id, store_id: branches.store_id }).from(branches).where(eq(branches.id, input.branch_id)),
    db.select({ id: products.id, store_id: products.store_id }).from(products).where(eq(products.id, input.product_id)),
  ]);
  if (!branch[0]) {
    const errors: FieldErrors = { branch_id: unknownPk(input.branch_id) };
    if (!product[0]) errors.product_id = unknownPk(input.product_id);
    throw badRequest(errors);
  }
  // Rights before the product's details, so a refused caller learns nothing more.
  await assertRunsBranch(db, user, branch[0]);
  if (!product[0]) throw badRequest({ product_id: unknownPk(input.product_id) });
  if (product[0].store_id !== branch[0].store_id) throw badRequest({ product_id: [say("productOfAnotherStore")] });

  // The unique (branch, product) index settles a race between two identical requests.
  const values = {
    branch_id: input.branch_id,
    product_id: input.product_id,
    price: toPiasters(input.price),
    stock: input.stock,
    is_available: input.is_available,
    is_featured: input.is_featured,
    low_stock_threshold: input.low_stock_threshold,
  };
  const thisListing = sql`(select ${branchProducts.id} from ${branchProducts} where ${branchProducts.branch_id} = ${input.branch_id} and ${branchProducts.product_id} = ${input.product_id})`;
  const [[row]] = await db.batch([
    db.insert(branchProducts).values(values).onConflictDoNothing().returning({ id: branchProducts.id }),
    auditStatement(db, user, { action: "create", object: "listing", id: thisListing, store: branch[0].store_id, after: values }),
  ]);
  if (!row) throw conflict(say("alreadyListed"));
  return c.json(await loadListing(db, row.id, { shop: true }), 201);
});

/** The listing at the path, if the caller may change it, with the caller and the listing's store. */
async function writableListing(c: Context<AppEnv>) {
  const user = requireRole(c, "branch_owner", "super_admin");
  const id = pathId(c);
  const db = c.var.db;
  const found = await db
    .select({ listing: branchProducts, store_id: branches.store_id })
    .from(branchProducts)
    .innerJoin(branches, eq(branches.id, branchProducts.branch_id))
    .where(eq(branchProducts.id, id))
    .get();
  if (!found) throw notFound();
  await assertRunsBranch(db, user, { id: found.listing.branch_id, store_id: found.store_id });
  return { ...found, user };
}

// PUT behaves as PATCH: the admin form sends only what it edits.
const update = async (c: Context<AppEnv>) => {
  const { listing: current, store_id, user } = await writableListing(c);
  const input = await jsonBody(c, listingUpdateInput);
  const errors: FieldErrors = {};
  if (input.branch_id !== undefined && input.branch_id !== current.branch_id) {
    errors.branch_id = [say("listingBranchFixed")];
  }
  if (input.product_id !== undefined && input.product_id !== current.product_id) {
    errors.product_id = [say("listingProductFixed")];
  }
  if (Object.keys(errors).length) throw badRequest(errors);

  const changes = Object.fromEntries(
    Object.entries({
      price: input.price === undefined ? undefined : toPiasters(input.price),
      stock: input.stock,
      is_available: input.is_available,
      is_featured: input.is_featured,
      low_stock_threshold: input.low_stock_threshold,
    }).filter(([, v]) => v !== undefined),
  );
  const db = c.var.db;
  const { before, after } = diff(current, changes);
  if (Object.keys(after).length) {
    await db.batch([
      db
        .update(branchProducts)
        .set({ ...changes, updated_at: new Date().toISOString() })
        .where(eq(branchProducts.id, current.id)),
      auditStatement(db, user, { action: "update", object: "listing", id: current.id, store: store_id, before, after }),
    ]);
  }
  return c.json(await loadListing(db, current.id, { shop: true }));
};
listingsRoutes.patch("/branch-products/:id", update);
listingsRoutes.put("/branch-products/:id", update);

listingsRoutes.delete("/branch-products/:id", async (c) => {
  const { listing: current, store_id, user } = await writableListing(c);
  const db = c.var.db;
  await db.batch([
    db.delete(branchProducts).where(eq(branchProducts.id, current.id)),
    auditStatement(db, user, { action: "delete", object: "listing", id: current.id, store: store_id, before: snapshot(current) }),
  ]);
  return c.body(null, 204);
});
