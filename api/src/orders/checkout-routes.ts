import { Hono } from "hono";
import type { AppEnv } from "../env";

export const checkoutRoutes = new Hono<AppEnv>();
