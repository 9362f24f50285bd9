import type { TestProject } from "vitest/node";
// @ts-expect-error: plain ESM helper shared with npm test
import { bringUp } from "../../scripts/lib/product-under-test.mjs";

/**
 * Uses the product `npm test` brought up (ASWAQ_API / ASWAQ_WEB, with its super admin in
 * ASWAQ_ADMIN_USERNAME / ASWAQ_ADMIN_PASSWORD), else brings one up itself.
 */
export default async function setup(project: TestProject) {
  const given = process.env.ASWAQ_API && process.env.ASWAQ_WEB;
  const product = given
    ? { apiOrigin: process.env.ASWAQ_API!, webOrigin: process.env.ASWAQ_WEB!, admin: givenAdmin(), stop: () => {} }
    : await bringUp();
  project.provide("apiOrigin", product.apiOrigin);
  project.provide("webOrigin", product.webOrigin);
  // The harness's own super admin, never a demo account: no public route makes a super admin.
  project.provide("admin", product.admin);
  return () => product.stop();
}

/** The super admin of a product started some other way: one made for the tests (`npm run seed -- --super-admin`). */
function givenAdmin() {
  const [username, password] = [process.env.ASWAQ_ADMIN_USERNAME, process.env.ASWAQ_ADMIN_PASSWORD];
  if (!username || !password)
    throw new Error("ASWAQ_API and ASWAQ_WEB name a running product: set ASWAQ_ADMIN_USERNAME and ASWAQ_ADMIN_PASSWORD to a super admin of it too");
  return { username, password };
}

declare module "vitest" {
  export interface ProvidedContext {
    apiOrigin: string;
    webOrigin: string;
    admin: { username: string; password: string };
  }
}
