import type { TestProject } from "vitest/node";
// @ts-expect-error: plain ESM helper shared with npm test
import { bringUp } from "../../scripts/lib/product-under-test.mjs";

/** Uses the product `npm test` brought up (ASWAQ_API / ASWAQ_WEB), else brings one up itself. */
export default async function setup(project: TestProject) {
  const given = process.env.ASWAQ_API && process.env.ASWAQ_WEB;
  const admin = { username: process.env.ASWAQ_ADMIN_USERNAME ?? "admin", password: process.env.ASWAQ_ADMIN_PASSWORD ?? "Demo-Pass-1" };
  const product = given ? { apiOrigin: process.env.ASWAQ_API!, webOrigin: process.env.ASWAQ_WEB!, admin, stop: () => {} } : await bringUp();
  project.provide("apiOrigin", product.apiOrigin);
  project.provide("webOrigin", product.webOrigin);
  // The harness's own super admin (the demo one only against a product started another way).
  project.provide("admin", product.admin);
  return () => product.stop();
}

declare module "vitest" {
  export interface ProvidedContext {
    apiOrigin: string;
    webOrigin: string;
    admin: { username: string; password: string };
  }
}
