// Product reviews: /products/{id}/reviews/ and /products/{id}/add_review/.
import { Hono } from "hono";
import type { AppEnv } from "../env";

export const reviewsRoutes = new Hono<AppEnv>();
