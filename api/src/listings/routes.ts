// Branch products ("listings"): a branch's own price, stock and availability for a product.
import { Hono } from "hono";
import type { AppEnv } from "../env";

export const listingsRoutes = new Hono<AppEnv>();
