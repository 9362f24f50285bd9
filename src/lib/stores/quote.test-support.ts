// Test support: a delivery quote as POST /api/orders/quote/ answers it (the contract's shape).
import type { Quote } from "#contract/quote";

const AREA = { id: 7, name: "Maadi", name_ar: "المعادي", governorate: { id: 1, code: "C", name: "Cairo", name_ar: "القاهرة" } };

type Part = Quote["parts"][number];
export const aPart = (branchId: number, over: Partial<Part> = {}): Part => ({
  branch_id: branchId,
  store_id: 1,
  branch: { name: `Branch ${branchId}`, name_ar: `فرع ${branchId}` },
  store: { name: "Store", name_ar: "متجر" },
  subtotal: "25.00",
  delivery: { available: true, fee: "30.00", estimate: "1_2_days", free: null, add_for_free: "75.00" },
  pickup: { available: true, address: "12 Road 9", hours: "10-22", hold_days: 3 },
  method: "delivery",
  fee: "30.00",
  cod_fee: "0.00",
  cod_limit: "25000.00",
  estimate: "1_2_days",
  total: "55.00",
  problem: null,
  ...over,
});
export const aQuote = (
  parts: Part[],
  totals: Omit<Quote["totals"], "cod_fee"> & { cod_fee?: string } = { subtotal: "175.00", delivery: "30.00", total: "205.00" },
): Quote => ({
  area: AREA,
  parts,
  totals: { cod_fee: "0.00", ...totals },
  ready: parts.every((p) => p.problem === null),
});
