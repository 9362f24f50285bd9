// The OpenAPI entries of the caller's cashback and wallet (routes.ts).
import { cashbackFilters, cashbackPage, PAGE_SIZE, wallet } from "#contract";
import { type Operation, resource } from "../openapi/define";

const cashbacks = resource({ tag: "Wallet", path: "/api/cashbacks/", one: "cashback", many: "cashback" });

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
    summary: "The caller's wallet: balance and soonest-expiring cashback",
    access: "user",
    ok: [{ status: 200, schema: wallet, description: "The wallet." }],
  }),
];
