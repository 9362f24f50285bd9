// Cashback and the wallet: GET /cashbacks/ and GET /my/, each the signed-in user's own.
import { Hono } from "hono";
import { requireUser } from "../auth/middleware";
import type { AppEnv } from "../env";
import { pagedResponse, readPage } from "../lib/paging";
import { check } from "../lib/validate";
import { cashbackFilters } from "#contract/wallet";
import { pageOfCashbacks, walletOf } from "./queries";

export const walletRoutes = new Hono<AppEnv>();

walletRoutes.get("/cashbacks", async (c) => {
  const user = requireUser(c);
  const given = Object.fromEntries(Object.entries(c.req.query()).filter(([, v]) => v.trim() !== ""));
  const { include_expired } = check(cashbackFilters, given);
  const page = readPage(c);
  const { total, results } = await pageOfCashbacks(c.var.db, user.id, include_expired ?? false, page);
  return c.json(pagedResponse(c, page, total, results));
});

walletRoutes.get("/my", async (c) => {
  const user = requireUser(c);
  return c.json(await walletOf(c.var.db, user.id));
});
