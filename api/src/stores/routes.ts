// Stores, their themes, branches and branch managers ("responsibles").
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { branchRoutes } from "./branches";
import { responsibleRoutes } from "./responsibles";
import { storeThemeRoutes } from "./store-theme";
import { storeRoutes } from "./stores";
import { themeRoutes } from "./themes";

export const storesRoutes = new Hono<AppEnv>()
  .route("/stores", storeRoutes)
  .route("/stores", storeThemeRoutes)
  .route("/themes", themeRoutes)
  .route("/branches", branchRoutes)
  .route("/responsibles", responsibleRoutes);
