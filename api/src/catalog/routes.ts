// The catalogue: categories and products (with their images, search and SKU checks).
// Fixed paths (/products/categories/, /products/check-sku/, /products/ids/) and product ids
// (digits only) cannot be confused.
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { categoryRoutes } from "./category-routes";
import { productIdsRoutes } from "./product-ids-route";
import { productImageRoutes } from "./product-image-routes";
import { productListRoutes } from "./product-list-routes";
import { productWriteRoutes } from "./product-write-routes";
import { skuRoutes } from "./sku-routes";

export const catalogRoutes = new Hono<AppEnv>()
  .route("/", categoryRoutes)
  .route("/", skuRoutes)
  .route("/", productIdsRoutes)
  .route("/", productListRoutes)
  .route("/", productWriteRoutes)
  .route("/", productImageRoutes);
