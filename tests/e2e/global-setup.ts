// @ts-expect-error: plain ESM helper shared with npm test
import { bringUp } from "../../scripts/lib/product-under-test.mjs";

/**
 * Brings the product up when the runner was started on its own (not from `npm test`). A product
 * named by ASWAQ_WEB comes with a super admin made for the tests (ASWAQ_ADMIN_USERNAME and
 * ASWAQ_ADMIN_PASSWORD, as `npm test` passes on): the journeys never sign in as a demo account.
 */
export default async function globalSetup() {
  if (process.env.ASWAQ_WEB) {
    if (!process.env.ASWAQ_ADMIN_USERNAME || !process.env.ASWAQ_ADMIN_PASSWORD)
      throw new Error("ASWAQ_WEB names a running product: set ASWAQ_ADMIN_USERNAME and ASWAQ_ADMIN_PASSWORD to a super admin of it too");
    return;
  }
  const product = await bringUp();
  process.env.ASWAQ_API = product.apiOrigin;
  process.env.ASWAQ_WEB = product.webOrigin;
  process.env.ASWAQ_ADMIN_USERNAME = product.admin.username;
  process.env.ASWAQ_ADMIN_PASSWORD = product.admin.password;
  return () => product.stop();
}
