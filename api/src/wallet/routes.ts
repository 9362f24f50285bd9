// Cashback and the wallet: GET /cashbacks/, GET /my/ and GET /my/ledger/, each the signed-in
// user's own; POST /users/{id}/wallet-adjustments/, a super admin's correction (ADR 0034).
import { Hono } from "hono";
import { requireRole, requireUser } from "../auth/middleware";
import type { AppEnv } from "../env";
import { pagedResponse, readPage } from "../lib/paging";
import { check, jsonBody, pathId } from "../lib/validate";
import { cashbackFilters, ledgerFilters, walletAdjustmentInput } from "#contract/wallet";
import { adjustWallet } from "./adjust";
import { pageOfEntries } from "./entries";
import { pageOfCashbacks, walletOf } from "./queries";

export const walletRoutes = new Hono<AppEnv>();

/** The query's fields given a value ("?kind=" is no filter). */
const givenQuery = (query: Record<string, string>) => Object.fromEntries(Object.entries(query).filter(([, v]) => v.trim() !== ""));

walletRoutes.get("/cashbacks", async (c) => {
  const user = requireUser(c);
  const { include_expired } = check(cashbackFilters, givenQuery(c.req.query()));
  const page = readPage(c);
  const { total, results } = await pageOfCashbacks(c.var.db, user.id, include_expired ?? false, page);
  return c.json(pagedResponse(c, page, total, results));
});

walletRoutes.get("/my", async (c) => {
  const user = requireUser(c);
  return c.json(await walletOf(c.var.db, user.id));
});

walletRoutes.get("/my/ledger", async (c) => {
  const user = requireUser(c);
  const { kind } = check(ledgerFilters, givenQuery({ kind: c.req.query("kind") ?? "" }));
  const page = readPage(c);
  const { total, results } = await pageOfEntries(c.var.db, user.id, kind, page);
  return c.json(pagedResponse(c, page, total, results));
});

walletRoutes.post("/users/:id/wallet-adjustments", async (c) => {
  const admin = requireRole(c, "super_admin");
  const id = pathId(c);
  const input = await jsonBody(c, walletAdjustmentInput);
  return c.json(await adjustWallet(c.var.db, admin, id, input), 201);
});
