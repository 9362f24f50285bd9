import type { TestProject } from "vitest/node";
// @ts-expect-error: plain ESM helper shared with npm test
import { bringUp } from "../../scripts/lib/product-under-test.mjs";

/** Uses the product `npm test` brought up (ASWAQ_API / ASWAQ_WEB), else brings one up itself. */
export default async function setup(project: TestProject) {
  const given = process.env.ASWAQ_API && process.env.ASWAQ_WEB;
  const product = given ? { apiOrigin: process.env.ASWAQ_API!, webOrigin: process.env.ASWAQ_WEB!, stop: () => {} } : await bringUp();
  project.provide("apiOrigin", product.apiOrigin);
  project.provide("webOrigin", product.webOrigin);
  return () => product.stop();
}

declare module "vitest" {
  export interface ProvidedContext {
    apiOrigin: string;
    webOrigin: string;
  }
}
