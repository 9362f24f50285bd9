// The catalogue: categories and products (with their images, search and SKU checks).
// Fixed paths (/products/categories/, /products/check-sku/) and product ids (digits only)
// cannot be confused.
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { categoryRoutes } from "./categories";
import { productImageRoutes } from "./product-images";
import { productListRoutes } from "./products-list";
import { productWriteRoutes } from "./products-write";
import { skuRoutes } from "./sku";

export const catalogRoutes = new Hono<AppEnv>()
  .route("/", categoryRoutes)
  .route("/", skuRoutes)
  .route("/", productListRoutes)
  .route("/", productWriteRoutes)
  .route("/", productImageRoutes);
