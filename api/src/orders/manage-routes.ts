import { Hono } from "hono";
import type { AppEnv } from "../env";

export const manageRoutes = new Hono<AppEnv>();
