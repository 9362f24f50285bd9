// From a checked payload to the orders to write: the branch listings and the branches'
// delivery settings are read once (one batch), the server's prices and stock decide, the lines
// are grouped into one order per branch, and each order's delivery is priced by the quote's
// own code (api/src/delivery/price-parts.ts, the fee rule fee.ts), its COD fee, cap and
// confirmation by its store's policy (api/src/cod/policy.ts), read in the same batch.
import { eq, inArray, sql } from "drizzle-orm";
import { branches, branchProducts, products, stores } from "../../db/schema";
import type { Db } from "../env";
import { badRequest, conflict } from "../lib/errors";
import { say } from "#contract/said";
import type { PlacedArea } from "#contract/areas";
import type { CheckoutData } from "#contract/orders";
import { bothNames } from "#contract/message-values";
import { fromPiasters, toPiasters } from "#shared/money";
import { settingsReads } from "../delivery/queries";
import { type Goods, type PricedPart, priceParts } from "../delivery/price-parts";
import { branchPoliciesRead, defaultRead, defaultTerms, deliveredStoresRead, egp, needsConfirmation, termsByBranch } from "../cod/policy";
import { REFUSAL_COD_CAP, REFUSAL_THRESHOLD, refusalsRead, underRefusalRule } from "./refusals";
import { balanceRead, lotsRead, toBalance } from "../wallet/ledger";
import { drawEach, spread, type Take } from "../wallet/draw";

export type Listing = Awaited<ReturnType<typeof loadListings>>[number];
/** A cart line after duplicates are merged; `position` is the first item's place in the payload. */
export type Line = { product_id: number; branch_id: number; quantity: number; prices: string[]; position: number };
export type PlannedLine = Line & { listing: Listing };
export type BranchOrder = {
  uuid: string;
  branch_id: number;
  store_id: number;
  branch_name: string;
  branch_name_ar: string;
  store_name: string;
  store_name_ar: string;
  subtotal: number; // piasters, the goods
  lines: PlannedLine[];
  /** How it reaches the shopper, priced by the quote's code (fee and COD fee in piasters). */
  delivery: PricedPart;
  /** Whether its store's COD policy says it must be confirmed before it is prepared. */
  needs_confirmation: boolean;
  /** Its store's window to confirm it in, in hours (ADR 0033: its deadline is set at checkout). */
  confirm_window_hours: number;
  /** Paid from the wallet (piasters, ADR 0034) and the ledger rows that take it; none when left out. */
  wallet_amount?: number;
  wallet_takes?: Take[];
};
export type Plan = { orders: BranchOrder[]; lines: PlannedLine[] };

/** Where the checkout delivers and how each branch's part goes (the payload's address area, methods and expected_total). */
export interface DeliveryChoice {
  area: PlacedArea;
  methods: CheckoutData["methods"];
  expectedTotal: string | undefined;
}

const lineKey = (productId: number, branchId: number) => `${productId}:${branchId}`;

/** The same product from the same branch twice is one line with the quantities summed. */
export function mergeLines(items: CheckoutData["items"]): Line[] {
  const lines = new Map<string, Line>();
  items.forEach((item, index) => {
    const key = lineKey(item.product_id, item.branch_id);
    const line = lines.get(key);
    if (line) {
      line.quantity += item.quantity;
      line.prices.push(item.price);
    } else {
      lines.set(key, { product_id: item.product_id, branch_id: item.branch_id, quantity: item.quantity, prices: [item.price], position: index + 1 });
    }
  });
  return [...lines.values()];
}

// Selected by product only (at most 50 ids): pairs would need two parameters a line and
// D1 allows 100 per statement. The branch is matched below.
export function loadListings(db: Db, productIds: number[]) {
  return db
    .select({
      id: branchProducts.id,
      product_id: branchProducts.product_id,
      branch_id: branchProducts.branch_id,
      price: branchProducts.price,
      stock: branchProducts.stock,
      is_available: branchProducts.is_available,
      // Aliased: in a batch D1 keys rows by column name, and the three tables' names repeat.
      name: sql<string>`${products.name}`.as("product_name"),
      name_ar: sql<string>`${products.name_ar}`.as("product_name_ar"),
      sku: products.sku,
      branch_name: sql<string>`${branches.name}`.as("branch_name"),
      branch_name_ar: sql<string>`${branches.name_ar}`.as("branch_name_ar"),
      store_id: sql<number>`${stores.id}`.as("store_id"),
      store_name: sql<string>`${stores.name}`.as("store_name"),
      store_name_ar: sql<string>`${stores.name_ar}`.as("store_name_ar"),
    })
    .from(branchProducts)
    .innerJoin(products, eq(products.id, branchProducts.product_id))
    .innerJoin(branches, eq(branches.id, branchProducts.branch_id))
    .innerJoin(stores, eq(stores.id, branches.store_id))
    .where(inArray(branchProducts.product_id, productIds));
}

/**
 * Checks the lines against the branches as they are now and groups them into orders.
 * Throws 400 for a line no branch offers, 409 `price_changed` (every line's current price),
 * 409 `out_of_stock` (the short lines), 409 `cannot_deliver` (a part that cannot go as
 * chosen), 409 `cod_limit` (an order over its store's cash on delivery cap, naming the store and
 * the cap) or 409 `quote_changed` (the total differs from the one the shopper was shown), the
 * last three with the quote. The stock check is advisory: the write itself
 * is what refuses to oversell (see checkout-write.ts). `customerId`: whose orders decide a
 * `first_order` confirmation (none: every such order needs it), and whose wallet pays `wallet`
 * piasters (ADR 0034): 400 on wallet_amount when it is over the grand total or the balance as
 * read; spread over the orders in turn; a store's COD cap applies to each order's cash due.
 */
export async function planCheckout(db: Db, lines: Line[], choice: DeliveryChoice, customerId: number | null = null, wallet = 0): Promise<Plan> {
  const branchIds = [...new Set(lines.map((l) => l.branch_id))];
  const now = new Date();
  const [found, policies, fallback, delivered, refusals, balanceRows, lots, ...settings] = await db.batch([
    loadListings(db, [...new Set(lines.map((l) => l.product_id))]),
    branchPoliciesRead(db, branchIds),
    defaultRead(db),
    deliveredStoresRead(db, customerId ?? 0, branchIds),
    refusalsRead(db, customerId ?? 0),
    // The wallet, only when it pays (user 0 has no rows: two empty reads otherwise).
    balanceRead(db, wallet > 0 ? (customerId ?? 0) : 0, now),
    lotsRead(db, wallet > 0 ? (customerId ?? 0) : 0, now),
    ...settingsReads(db, branchIds),
  ]);
  // The refusal rule (ADR 0033): a customer who refused REFUSAL_THRESHOLD parcels in 12 months
  // confirms every order, and their COD orders are capped at REFUSAL_COD_CAP (or the store's, if lower).
  const refused = refusals[0]?.n ?? 0;
  const cod = underRefusalRule(termsByBranch(policies, defaultTerms(fallback)), refused);
  const deliveredBefore = new Set(delivered.map((d) => d.store_id));
  const byKey = new Map(found.map((row) => [lineKey(row.product_id, row.branch_id), row]));

  const planned: PlannedLine[] = [];
  const unavailable: string[] = [];
  for (const line of lines) {
    const listing = byKey.get(lineKey(line.product_id, line.branch_id));
    if (!listing?.is_available) unavailable.push(say("itemUnavailable", { n: line.position }));
    else planned.push({ ...line, listing });
  }
  if (unavailable.length) throw badRequest({ items: unavailable });

  if (planned.some((l) => l.prices.some((p) => toPiasters(p) !== l.listing.price))) {
    throw conflict({
      detail: say("pricesChanged"),
      code: "price_changed",
      items: planned.map((l) => ({ product_id: l.product_id, branch_id: l.branch_id, price: fromPiasters(l.listing.price) })),
    });
  }

  const short = planned.filter((l) => l.quantity > l.listing.stock);
  if (short.length) throw outOfStockError(short.map((l) => ({ ...l, available: l.listing.stock })));

  const groups = new Map<number, BranchOrder>();
  for (const line of planned) {
    const { listing } = line;
    let group = groups.get(line.branch_id);
    if (!group) {
      group = {
        uuid: crypto.randomUUID(),
        branch_id: line.branch_id,
        store_id: listing.store_id,
        branch_name: listing.branch_name,
        branch_name_ar: listing.branch_name_ar,
        store_name: listing.store_name,
        store_name_ar: listing.store_name_ar,
        subtotal: 0,
        lines: [],
        delivery: undefined as unknown as PricedPart,
        needs_confirmation: false,
        confirm_window_hours: 24,
      };
      groups.set(line.branch_id, group);
    }
    group.lines.push(line);
    group.subtotal += listing.price * line.quantity;
  }

  const goods = new Map<number, Goods>([...groups].map(([branchId, g]) => [branchId, { listing: g.lines[0].listing, subtotal: g.subtotal }]));
  const { quote, priced } = priceParts(choice.area, goods, settings, choice.methods, cod);
  const blocked = priced.find((p) => p.problem !== null && p.problem !== "cod_limit");
  if (blocked) throw conflict({ detail: cannotGo(groups.get(blocked.branch_id)!, blocked, choice.area), code: "cannot_deliver", quote });
  const totalOf = (p: PricedPart) => p.subtotal + p.fee + p.cod_fee;
  const shares = walletShares(wallet, priced.map(totalOf), toBalance(balanceRows[0]).balance);
  // The COD cap bounds the cash the courier takes: an order's cash due, total less its wallet share.
  const overCap = priced.find((p, i) => p.problem === "cod_limit" && p.cod_limit !== null && totalOf(p) - shares[i] > p.cod_limit);
  if (overCap) {
    const due = totalOf(overCap) - shares[priced.indexOf(overCap)];
    const byRule = refused >= REFUSAL_THRESHOLD && overCap.cod_limit === REFUSAL_COD_CAP;
    const detail = byRule
      ? say("codLimitRefusals", { n: refused, cap: egp(REFUSAL_COD_CAP), total: egp(due) })
      : overCodLimit(groups.get(overCap.branch_id)!, overCap, due);
    throw conflict({ detail, code: "cod_limit", ...(byRule ? { reason: "refusals" } : {}), quote });
  }
  if (choice.expectedTotal !== undefined && choice.expectedTotal !== quote.totals.total) {
    throw conflict({ detail: say("quoteChanged"), code: "quote_changed", quote });
  }
  const takes = drawEach(shares, { lots, refund: toBalance(balanceRows[0]).refund });
  for (const [i, part] of priced.entries()) {
    const group = groups.get(part.branch_id)!;
    group.delivery = part;
    group.wallet_amount = shares[i];
    group.wallet_takes = takes[i];
    const terms = cod.get(part.branch_id);
    group.needs_confirmation =
      terms !== undefined && needsConfirmation(terms, part.subtotal + part.fee + part.cod_fee, deliveredBefore.has(group.store_id));
    if (terms !== undefined) group.confirm_window_hours = terms.confirm_window_hours;
  }
  return { orders: [...groups.values()], lines: planned };
}

/** Why a part cannot go as chosen, naming its branch (and the area) in the caller's language. */
function cannotGo(order: BranchOrder, part: PricedPart, area: PlacedArea) {
  const branch = bothNames(
    `${order.store_name} – ${order.branch_name}`,
    `${order.store_name_ar || order.store_name} – ${order.branch_name_ar || order.branch_name}`,
  );
  if (part.problem === "no_pickup") return say("noPickup", { branch });
  return say("cannotDeliver", {
    branch,
    area: bothNames(`${area.name}, ${area.governorate.name}`, `${area.name_ar}، ${area.governorate.name_ar}`),
  });
}

/** An order over its store's COD cap: the store, the cap and the order's cash due, in the caller's language. */
function overCodLimit(order: BranchOrder, part: PricedPart, due: number) {
  return say("codLimit", {
    store: bothNames(order.store_name, order.store_name_ar || order.store_name),
    cap: egp(part.cod_limit ?? 0),
    total: egp(due),
  });
}

/**
 * What each order of the checkout takes of `wallet` piasters, in turn (ADR 0034); 400 on
 * wallet_amount when it is over the grand total or over the balance as read.
 */
function walletShares(wallet: number, totals: number[], balance: number): number[] {
  if (wallet <= 0) return totals.map(() => 0);
  const grand = totals.reduce((a, b) => a + b, 0);
  if (wallet > grand) throw badRequest({ wallet_amount: [say("walletOverTotal", { total: egp(grand) })] });
  if (wallet > balance) throw badRequest({ wallet_amount: [say("walletOverBalance", { balance: egp(balance) })] });
  return spread(wallet, totals);
}

export const outOfStockError = (short: { product_id: number; branch_id: number; available: number }[]) =>
  conflict({
    detail: say("notEnoughStock"),
    code: "out_of_stock",
    items: short.map((l) => ({ product_id: l.product_id, branch_id: l.branch_id, available: Math.max(0, l.available) })),
  });
