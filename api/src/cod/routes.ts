// GET/PUT /stores/{id}/cod-policy/: a store's cash on delivery policy, read by those who work in
// the store (its owner, its branches' managers, a super admin) and set by its owner or a super
// admin; `{"inherit": true}` drops the store's own policy, so it follows the marketplace default
// again. GET/PUT /cod-policy/default/: that default, a super admin's. A change is one batch with
// its audit record; a PUT that changes nothing writes nothing.
import { eq, sql } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { type CodPolicyRow, codPolicyInput, type StoreCodPolicy } from "#contract/cod";
import { say } from "#contract/said";
import { codPolicies, codPolicyDefault, stores } from "../../db/schema";
import { auditStatement } from "../audit/record";
import { requireRole } from "../auth/middleware";
import type { AppEnv, Db } from "../env";
import { assertOwnsStore, assertWorksInStore } from "../lib/access";
import { notFound } from "../lib/errors";
import { check, jsonObject, pathId } from "../lib/validate";
import { runBatch } from "../stores/db-helpers";
import { answerOf, type CodTerms, defaultRead, defaultTerms } from "./policy";

export const codRoutes = new Hono<AppEnv>();

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

async function storeOf(c: Context<AppEnv>) {
  const store = await c.var.db
    .select({ id: stores.id })
    .from(stores)
    .where(eq(stores.id, pathId(c)))
    .get();
  if (!store) throw notFound();
  return store;
}

/** The store's own policy (undefined when it follows the default) and the default, in one round trip. */
async function loadPolicies(db: Db, storeId: number): Promise<{ own: CodTerms | undefined; fallback: CodTerms }> {
  const [own, fallback] = await db.batch([db.select().from(codPolicies).where(eq(codPolicies.store_id, storeId)), defaultRead(db)]);
  return { own: own[0], fallback: defaultTerms(fallback) };
}

function storeAnswer(storeId: number, { own, fallback }: { own: CodTerms | undefined; fallback: CodTerms }): StoreCodPolicy {
  return { store_id: storeId, ...answerOf(own ?? fallback), inherited: own === undefined, default: answerOf(fallback) };
}

const same = (a: CodTerms | undefined, b: CodTerms | undefined) =>
  a === b || (a !== undefined && b !== undefined && JSON.stringify(answerOf(a)) === JSON.stringify(answerOf(b)));

const fields = (t: CodPolicyRow): CodTerms => ({
  max_order: t.max_order,
  fee: t.fee,
  confirm: t.confirm,
  confirm_above: t.confirm_above,
  confirm_window_hours: t.confirm_window_hours,
});

codRoutes.get("/stores/:id{[0-9]+}/cod-policy", async (c) => {
  const user = requireRole(c, "super_admin", "branch_owner");
  const store = await storeOf(c);
  await assertWorksInStore(c.var.db, user, store.id);
  return c.json(storeAnswer(store.id, await loadPolicies(c.var.db, store.id)));
});

codRoutes.put("/stores/:id{[0-9]+}/cod-policy", async (c) => {
  const db = c.var.db;
  const user = requireRole(c, "super_admin", "branch_owner");
  const store = await storeOf(c);
  await assertOwnsStore(db, user, store.id, say("ownerOnlySettings"));
  const body = await jsonObject(c);
  const inherit = body.inherit === true;
  const wanted = inherit ? undefined : fields(check(codPolicyInput, body));
  const before = await loadPolicies(db, store.id);
  if (!same(before.own, wanted)) {
    const write = wanted
      ? db
          .insert(codPolicies)
          .values({ store_id: store.id, ...wanted })
          .onConflictDoUpdate({ target: codPolicies.store_id, set: { ...wanted, updated_at: now } })
      : db.delete(codPolicies).where(eq(codPolicies.store_id, store.id));
    await runBatch(db, [
      write,
      auditStatement(db, user, {
        action: "update",
        object: "store",
        id: store.id,
        store: store.id,
        before: { cod_policy: before.own ? answerOf(before.own) : "default" },
        after: { cod_policy: wanted ? answerOf(wanted) : "default" },
      }),
    ]);
  }
  return c.json(storeAnswer(store.id, await loadPolicies(db, store.id)));
});

codRoutes.get("/cod-policy/default", async (c) => {
  requireRole(c, "super_admin");
  return c.json(answerOf(defaultTerms(await defaultRead(c.var.db))));
});

codRoutes.put("/cod-policy/default", async (c) => {
  const db = c.var.db;
  const user = requireRole(c, "super_admin");
  const wanted = fields(check(codPolicyInput, await jsonObject(c)));
  const rows = await defaultRead(db);
  const before = defaultTerms(rows);
  if (!same(before, wanted)) {
    await runBatch(db, [
      db
        .insert(codPolicyDefault)
        .values({ id: 1, ...wanted })
        .onConflictDoUpdate({ target: codPolicyDefault.id, set: { ...wanted, updated_at: now } }),
      auditStatement(db, user, {
        action: "update",
        object: "marketplace",
        id: 1,
        store: null,
        before: { cod_policy: answerOf(before) },
        after: { cod_policy: answerOf(wanted) },
      }),
    ]);
  }
  return c.json(answerOf(defaultTerms(await defaultRead(db))));
});
