// Orders: checkout (POST /orders/), reading and moving orders through their states, the bill,
// and the customer's own addresses and buy again (first: see account-routes.ts).
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { accountRoutes } from "./account-routes";
import { billRoutes } from "./bill-routes";
import { checkoutRoutes } from "./checkout-routes";
import { manageRoutes } from "./manage-routes";
import { confirmRoutes } from "./confirm-routes";

export const ordersRoutes = new Hono<AppEnv>()
  .route("/", accountRoutes)
  // Before manageRoutes: /orders/bills/ is not an order id.
  .route("/", billRoutes)
  .route("/", checkoutRoutes)
  .route("/", confirmRoutes)
  .route("/", manageRoutes);
