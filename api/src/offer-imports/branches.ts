// The branches an import may name: those the merchant runs (a super admin: every branch), by
// id or by name in either language. A branch they do not run reads as unknown, so a file
// cannot find out other stores' branches.
import { inArray, or } from "drizzle-orm";
import { branches } from "../../db/schema";
import type { Db } from "../env";
import type { Reach } from "../lib/access";
import { latinNumber } from "./values";

export interface ImportBranch {
  id: number;
  store_id: number;
}
export type BranchMatch =
  | { ok: true; branch: ImportBranch }
  | { ok: false; error: "importUnknownBranch" | "importAmbiguousBranch" | "importBranchBlank" };

const nameKey = (name: string) => name.normalize("NFC").trim().replace(/\s+/g, " ").toLowerCase();

export async function branchesFor(db: Db, reach: Reach) {
  const owned = [...reach.ownedStores];
  const managed = [...reach.managedBranches.keys()];
  const rows = reach.admin
    ? await db.select({ id: branches.id, store_id: branches.store_id, name: branches.name, name_ar: branches.name_ar }).from(branches)
    : owned.length + managed.length === 0
      ? []
      : await db
          .select({ id: branches.id, store_id: branches.store_id, name: branches.name, name_ar: branches.name_ar })
          .from(branches)
          .where(or(owned.length ? inArray(branches.store_id, owned) : undefined, managed.length ? inArray(branches.id, managed) : undefined));
  const byId = new Map<number, ImportBranch>();
  const byName = new Map<string, ImportBranch[]>();
  for (const row of rows) {
    const branch = { id: row.id, store_id: row.store_id };
    byId.set(row.id, branch);
    for (const name of new Set([nameKey(row.name), nameKey(row.name_ar)])) {
      if (name === "") continue;
      const list = byName.get(name) ?? [];
      list.push(branch);
      byName.set(name, list);
    }
  }
  return (ref: string): BranchMatch => {
    const text = ref.trim();
    if (text === "") return { ok: false, error: "importBranchBlank" };
    const digits = latinNumber(text);
    if (/^\d{1,12}$/.test(digits)) {
      const branch = byId.get(Number(digits));
      if (branch) return { ok: true, branch };
    }
    const named = byName.get(nameKey(text)) ?? [];
    if (named.length === 1) return { ok: true, branch: named[0] };
    return { ok: false, error: named.length > 1 ? "importAmbiguousBranch" : "importUnknownBranch" };
  };
}
