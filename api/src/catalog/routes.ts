// The catalogue: categories and products (with their images, search and SKU checks).
import { Hono } from "hono";
import type { AppEnv } from "../env";

export const catalogRoutes = new Hono<AppEnv>();
