import { Hono } from "hono";
import type { AppEnv } from "../env";

// stores, themes, branches, responsibles
export const storesRoutes = new Hono<AppEnv>();
