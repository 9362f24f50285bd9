// Cashback and the wallet: GET /cashbacks/ and GET /my/.
import { Hono } from "hono";
import type { AppEnv } from "../env";

export const walletRoutes = new Hono<AppEnv>();
