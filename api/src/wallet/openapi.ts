// The OpenAPI entries of the caller's cashback and wallet, its ledger, and a super admin's
// adjustment of a user's wallet (routes.ts, ADR 0034).
import {
  cashbackFilters,
  cashbackPage,
  ledgerFilters,
  ledgerPage,
  PAGE_SIZE,
  walletAdjustmentInput,
  walletAdjustmentResult,
  walletWithLedger,
} from "#contract";
import { ADMIN, idParam, type Operation, resource, tagged } from "../openapi/define";

const cashbacks = resource({ tag: "Wallet", path: "/api/cashbacks/", one: "cashback", many: "cashback" });
const wallet = tagged("Wallet");

export const walletOperations: readonly Operation[] = [
  cashbacks.list("listCashbacks", {
    summary: "The caller's cashback, soonest to expire first",
    access: "user",
    query: cashbackFilters,
    paged: PAGE_SIZE,
    schema: cashbackPage,
    errors: [400],
  }),
  cashbacks.op({
    id: "getWallet",
    method: "get",
    path: "/api/my/",
    summary: "The caller's wallet: the ledger's balance, its refund and cashback parts, and soonest-expiring cashback",
    description:
      "available_balance and balance are the ledger's sum (refund + unexpired cashback, EGP); total_points is the cashback part " +
      "in points (5 to the pound); the counts and `cashbacks` are the unexpired cashback with something left.",
    access: "user",
    ok: [{ status: 200, schema: walletWithLedger, description: "The wallet." }],
  }),
  wallet.op({
    id: "listLedger",
    method: "get",
    path: "/api/my/ledger/",
    summary: "The caller's wallet movements, newest first",
    description: "Every movement of the wallet is a row; the balance is their sum. `kind` keeps one kind.",
    access: "user",
    query: ledgerFilters,
    paged: PAGE_SIZE,
    ok: [{ status: 200, schema: ledgerPage, description: "A page of the ledger." }],
    errors: [400],
  }),
  wallet.op({
    id: "adjustWallet",
    method: "post",
    path: "/api/users/{id}/wallet-adjustments/",
    summary: "Correct a user's wallet (a super admin; with a reason; audited)",
    description:
      "A credit goes to the refund part (it does not expire); a debit is taken as a payment is (cashback first, soonest to expire " +
      "first, then refund money). 409 when it would take the balance below zero.",
    access: ADMIN,
    params: idParam,
    body: { json: walletAdjustmentInput },
    ok: [{ status: 201, schema: walletAdjustmentResult, description: "The rows written and the balance after." }],
    errors: [400, 404, 409],
  }),
];
