// GET/PUT /branches/{id}/delivery/: a branch's delivery settings, read and replaced by those
// who run the branch (its store's owner, its manager, a super admin). A change is one batch
// with its audit record.
import { eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { deliverySettingsInput } from "#contract/delivery";
import { say } from "#contract/said";
import { branches } from "../../db/schema";
import { areasById } from "../areas/queries";
import { auditStatement } from "../audit/record";
import { requireUser } from "../auth/middleware";
import type { AppEnv, Db } from "../env";
import { assertRunsBranch } from "../lib/access";
import { badRequest, notFound } from "../lib/errors";
import { jsonBody, pathId } from "../lib/validate";
import { runBatch } from "../stores/db-helpers";
import { answer, loadSettings, replaceStatements, type SettingsRows } from "./queries";

export const deliveryRoutes = new Hono<AppEnv>();

async function branchRun(c: Context<AppEnv>) {
  const user = requireUser(c);
  const id = pathId(c);
  const branch = await c.var.db.select({ id: branches.id, store_id: branches.store_id }).from(branches).where(eq(branches.id, id)).get();
  if (!branch) throw notFound();
  await assertRunsBranch(c.var.db, user, branch);
  return { user, branch };
}

/** Field errors for governorates and areas that do not exist, repeat, or sit in another governorate. */
async function placeErrors(db: Db, rows: SettingsRows): Promise<string[]> {
  const placed = await areasById(db);
  const known = new Set([...placed.values()].map((a) => a.governorate.id));
  const errors: string[] = [];
  const seenGovernorates = new Set<number>();
  const seenAreas = new Set<number>();
  for (const g of rows.governorates) {
    if (!known.has(g.governorate_id)) errors.push(say("unknownPk", { id: g.governorate_id }));
    else if (seenGovernorates.has(g.governorate_id)) {
      errors.push(say("repeatedGovernorate", { id: g.governorate_id }));
      continue;
    }
    seenGovernorates.add(g.governorate_id);
    for (const a of g.areas) {
      const home = placed.get(a.area_id)?.governorate.id;
      if (home === undefined) errors.push(say("unknownPk", { id: a.area_id }));
      else if (home !== g.governorate_id) errors.push(say("areaOutsideGovernorate", { area: a.area_id, governorate: g.governorate_id }));
      else if (seenAreas.has(a.area_id)) errors.push(say("repeatedArea", { id: a.area_id }));
      seenAreas.add(a.area_id);
    }
  }
  return errors;
}

deliveryRoutes.get("/branches/:id{[0-9]+}/delivery", async (c) => {
  const { branch } = await branchRun(c);
  return c.json(answer(branch.id, await loadSettings(c.var.db, branch.id)));
});

deliveryRoutes.put("/branches/:id{[0-9]+}/delivery", async (c) => {
  const db = c.var.db;
  const { user, branch } = await branchRun(c);
  const rows: SettingsRows = await jsonBody(c, deliverySettingsInput);
  const errors = await placeErrors(db, rows);
  if (errors.length) throw badRequest({ governorates: errors });
  const before = answer(branch.id, await loadSettings(db, branch.id));
  const after = answer(branch.id, rows);
  if (JSON.stringify(before) !== JSON.stringify(after)) {
    const { branch_id: _, ...was } = before;
    const { branch_id: __, ...now } = after;
    await runBatch(db, [
      ...replaceStatements(db, branch.id, rows),
      auditStatement(db, user, {
        action: "update",
        object: "branch",
        id: branch.id,
        store: branch.store_id,
        before: { delivery: was },
        after: { delivery: now },
        guarded: false,
      }),
    ]);
  }
  return c.json(answer(branch.id, await loadSettings(db, branch.id)));
});
