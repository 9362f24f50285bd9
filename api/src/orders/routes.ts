// Orders: checkout (POST /orders/), reading and moving orders through their states, the bill.
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { billRoutes } from "./bill-routes";
import { checkoutRoutes } from "./checkout-routes";
import { manageRoutes } from "./manage-routes";

export const ordersRoutes = new Hono<AppEnv>().route("/", checkoutRoutes).route("/", manageRoutes).route("/", billRoutes);
