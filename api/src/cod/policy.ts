// Cash on delivery policies (decisions: "Cash on delivery"; docs/decisions/0031): the one rule
// of which policy applies to a store (its own row, else the marketplace default, else
// COD_DEFAULT before a super admin has set one), what it makes of an order (its COD fee,
// whether it is over the cap, whether it needs confirmation), and the reads the quote, the
// checkout and the routes share. Money in piasters.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { CodPolicy } from "#contract/cod";
import { fromPiasters } from "#shared/money";
import { branches, COD_DEFAULT, type CodConfirmRule, codPolicies, codPolicyDefault, orders } from "../../db/schema";
import type { Db } from "../env";

/** A policy as it applies, in piasters. */
export interface CodTerms {
  max_order: number | null;
  fee: number;
  confirm: CodConfirmRule;
  confirm_above: number | null;
  confirm_window_hours: number;
}

const termsOfRow = (row: CodTerms): CodTerms => ({
  max_order: row.max_order,
  fee: row.fee,
  confirm: row.confirm,
  confirm_above: row.confirm_above,
  confirm_window_hours: row.confirm_window_hours,
});

/** The marketplace default's row (none until a super admin sets one). */
export const defaultRead = (db: Db) => db.select().from(codPolicyDefault).where(eq(codPolicyDefault.id, 1));

/** The default in force, from what defaultRead read. */
export const defaultTerms = (rows: readonly CodTerms[]): CodTerms => (rows[0] ? termsOfRow(rows[0]) : { ...COD_DEFAULT });

/** Each branch with its store's own policy, if it has one (columns aliased: a batch keys rows by column name). */
export function branchPoliciesRead(db: Db, branchIds: number[]) {
  return db
    .select({
      branch_id: sql<number>`${branches.id}`.as("cod_branch_id"),
      own: sql<number | null>`${codPolicies.store_id}`.as("cod_own"),
      max_order: codPolicies.max_order,
      fee: codPolicies.fee,
      confirm: codPolicies.confirm,
      confirm_above: codPolicies.confirm_above,
      confirm_window_hours: codPolicies.confirm_window_hours,
    })
    .from(branches)
    .leftJoin(codPolicies, eq(codPolicies.store_id, branches.store_id))
    .where(inArray(branches.id, branchIds));
}
type BranchPolicyRow = Awaited<ReturnType<typeof branchPoliciesRead>>[number];

/** The policy each branch's orders follow, by branch id. */
export function termsByBranch(rows: readonly BranchPolicyRow[], fallback: CodTerms): Map<number, CodTerms> {
  return new Map(rows.map((r) => [r.branch_id, r.own === null ? fallback : termsOfRow(r as CodTerms)]));
}

/** The stores of these branches where the customer already has a delivered order (for `first_order`). */
export function deliveredStoresRead(db: Db, customerId: number, branchIds: number[]) {
  const storeIds = db.select({ id: branches.store_id }).from(branches).where(inArray(branches.id, branchIds));
  return db
    .selectDistinct({ store_id: sql<number>`${orders.store_id}`.as("delivered_store_id") })
    .from(orders)
    .where(and(eq(orders.customer_id, customerId), eq(orders.status, "delivered"), inArray(orders.store_id, storeIds)));
}

/** Whether an order of this total is over the store's cap. */
export const overCap = (terms: CodTerms, total: number) => terms.max_order !== null && total > terms.max_order;

/** Whether an order must be confirmed before it is prepared, as its store's policy says. */
export function needsConfirmation(terms: CodTerms, total: number, deliveredBefore: boolean): boolean {
  switch (terms.confirm) {
    case "all":
      return true;
    case "first_order":
      return !deliveredBefore;
    case "above_amount":
      return terms.confirm_above !== null && total > terms.confirm_above;
    default:
      return false;
  }
}

/** A policy as the contract answers it. */
export const answerOf = (t: CodTerms): CodPolicy => ({
  max_order: t.max_order === null ? null : fromPiasters(t.max_order),
  fee: fromPiasters(t.fee),
  confirm: t.confirm,
  confirm_above: t.confirm_above === null ? null : fromPiasters(t.confirm_above),
  confirm_window_hours: t.confirm_window_hours,
});

/** "25,000" or "25,000.50": an amount in piasters as messages name it. */
export function egp(piasters: number): string {
  const [whole, fraction] = fromPiasters(piasters).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return fraction === "00" ? grouped : `${grouped}.${fraction}`;
}
