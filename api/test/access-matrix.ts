// The access matrix: who may call a route, as one table per route. A test states the status
// each caller gets; `accessMatrix` makes the callers around one store with the factories and
// runs one `it` per caller. A refused call (4xx) must leave the route's `state` as it was.
//
// The callers follow the tenancy model (src/lib/access.ts, ADR 0012): a store's owner runs the
// whole store; a branch's manager runs that branch's listings and orders, edits a product only
// while every listing of it is in their branches, and only reads the settings and themes.
import { expect, it } from "vitest";
import type * as schema from "../db/schema";
import { createBranch, createListing, createManager, createOwnedBranch, createProduct, createStore, createUser, tokenFor } from "./factories";

export const ACTORS = ["guest", "customer", "otherOwner", "owner", "manager", "otherManager", "superAdmin"] as const;
/**
 * - guest: nobody signed in;
 * - customer: a customer with no link to the store;
 * - otherOwner: the owner (and manager) of another store's branch;
 * - owner: the store's owner, who manages no branch of it;
 * - manager: the manager of the target branch, who owns nothing;
 * - otherManager: the manager of another branch of the same store;
 * - superAdmin: a super admin.
 */
export type Actor = (typeof ACTORS)[number];
type User = typeof schema.users.$inferSelect;

export interface World {
  /** The store, its target branch (the one the route's object belongs to) and a sibling branch. */
  target: { store: typeof schema.stores.$inferSelect; branch: typeof schema.branches.$inferSelect; sibling: typeof schema.branches.$inferSelect };
  users: Record<Exclude<Actor, "guest">, User>;
  callers: Record<Actor, string | undefined>;
}

/** A store with two branches and every caller of the matrix around it, each with a token. */
export async function accessWorld(): Promise<World> {
  // Independent rows are made side by side: every matrix row builds a world of its own.
  const [owner, customer, superAdmin, other] = await Promise.all([
    createUser({ role: "branch_owner" }),
    createUser(),
    createUser({ role: "super_admin" }),
    createOwnedBranch(),
  ]);
  const store = await createStore({ owner_id: owner.id });
  const [branch, sibling] = await Promise.all([createBranch(store), createBranch(store)]);
  const [manager, otherManager] = await Promise.all([createManager(branch), createManager(sibling)]);
  const [ownerToken, customerToken, superAdminToken] = await Promise.all([tokenFor(owner), tokenFor(customer), tokenFor(superAdmin)]);
  return {
    target: { store, branch, sibling },
    users: { customer, otherOwner: other.owner, owner, manager: manager.manager, otherManager: otherManager.manager, superAdmin },
    callers: {
      guest: undefined,
      customer: customerToken,
      otherOwner: other.token,
      owner: ownerToken,
      manager: manager.token,
      otherManager: otherManager.token,
      superAdmin: superAdminToken,
    },
  };
}

/**
 * A product of the store listed in the target branch only: the target branch's manager may edit
 * it, a sibling branch's may not. `key` names the listing as carts do.
 */
export async function productAtTarget({ target }: World, listing: Partial<typeof schema.branchProducts.$inferInsert> = {}) {
  const product = await createProduct(target.store);
  const listed = await createListing(target.branch, product, listing);
  return { product, listing: listed, key: { product_id: product.id, branch_id: target.branch.id } };
}

// biome-ignore lint/suspicious/noExplicitAny: as `api` answers: tests read whatever the answer holds
type Answer = { status: number; data?: any };

export interface Call<F> {
  world: World;
  /** What `setup` made: the route's object. */
  fixture: F;
  actor: string;
  /** The caller's token (undefined for a guest) and user. */
  token: string | undefined;
  user: { id: number } | undefined;
}

export interface Route<F, S, E extends string> {
  /** Makes the route's object (a product, an order...), once the callers exist. */
  setup?: (world: World) => Promise<F> | F;
  /** Callers of this route only (the order's customer, a review's author), from the fixture. */
  extra?: Record<E, (world: World, fixture: F) => { id: number } | Promise<{ id: number }>>;
  /** The request, as the caller. */
  call: (c: Call<F>) => Promise<Answer>;
  /** Everything the call could change: a refused call must leave it equal. */
  state?: (c: Call<F>) => Promise<S>;
  /** Checks after an allowed call (2xx); `before` is the state before it. */
  allowed?: (c: Call<F>, res: Answer, before: S) => Promise<void> | void;
  /** Checks after a refused call (4xx), beyond the unchanged state. */
  refused?: (c: Call<F>, res: Answer) => Promise<void> | void;
}

/**
 * One `it` per caller: `expected` gives every caller's status (each of ACTORS, plus the route's
 * `extra` callers). A guest's 401 says that no credentials were given.
 */
export function accessMatrix<F = undefined, S = unknown, E extends string = never>(
  expected: Record<Actor | NoInfer<E>, number>,
  route: Route<F, S, E>,
): void {
  const extra = route.extra ?? ({} as Record<E, never>);
  const rows = [...ACTORS, ...(Object.keys(extra) as E[])].map((actor) => [actor, expected[actor]] as const);
  it.each(rows)("access: %s gets %i", async (actor, status) => {
    const world = await accessWorld();
    const fixture = (route.setup ? await route.setup(world) : undefined) as F;
    let user: { id: number } | undefined;
    let token: string | undefined;
    if (actor in extra) {
      user = await extra[actor as E](world, fixture);
      token = await tokenFor(user);
    } else if (actor !== "guest") {
      user = world.users[actor as Exclude<Actor, "guest">];
      token = world.callers[actor as Actor];
    }
    const call: Call<F> = { world, fixture, actor, token, user };
    const before = (await route.state?.(call)) as S;
    const res = await route.call(call);
    expect(res.status, res.status === status ? undefined : String(JSON.stringify(res.data)).slice(0, 500)).toBe(status);
    if (status === 401) expect(res.data).toEqual({ detail: "Authentication credentials were not provided." });
    if (status >= 400) {
      if (route.state) expect(await route.state(call)).toEqual(before);
      await route.refused?.(call, res);
    } else await route.allowed?.(call, res, before);
  });
}
