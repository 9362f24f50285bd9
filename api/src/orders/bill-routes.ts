import { Hono } from "hono";
import type { AppEnv } from "../env";

export const billRoutes = new Hono<AppEnv>();
