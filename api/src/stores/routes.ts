// Stores, their themes, branches and branch managers ("responsibles").
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { branchRoutes } from "./branch-routes";
import { responsibleRoutes } from "./responsible-routes";
import { storeThemeRoutes } from "./store-theme-routes";
import { storeRoutes } from "./store-routes";
import { themeRoutes } from "./theme-routes";

export const storesRoutes = new Hono<AppEnv>()
  .route("/stores", storeRoutes)
  .route("/stores", storeThemeRoutes)
  .route("/themes", themeRoutes)
  .route("/branches", branchRoutes)
  .route("/responsibles", responsibleRoutes);
