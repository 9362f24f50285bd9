// The identity API under /api/auth (docs/product.md §7).
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { accountRoutes } from "./account-routes";
import { profileRoutes } from "./profile-routes";
import { resetRoutes } from "./reset-routes";
import { sessionRoutes } from "./session-routes";
import { sessionsRoutes } from "./sessions-routes";
import { verifyRoutes } from "./verify-routes";

export const authRoutes = new Hono<AppEnv>()
  .route("/", sessionRoutes)
  .route("/", accountRoutes)
  .route("/", profileRoutes)
  .route("/", sessionsRoutes)
  .route("/", verifyRoutes)
  .route("/", resetRoutes);
