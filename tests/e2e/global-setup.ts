// @ts-expect-error: plain ESM helper shared with npm test
import { bringUp } from "../../scripts/lib/product-under-test.mjs";

/** Brings the product up when the runner was started on its own (not from `npm test`). */
export default async function globalSetup() {
  if (process.env.ASWAQ_WEB) return;
  const product = await bringUp();
  process.env.ASWAQ_API = product.apiOrigin;
  process.env.ASWAQ_WEB = product.webOrigin;
  process.env.ASWAQ_ADMIN_USERNAME = product.admin.username;
  process.env.ASWAQ_ADMIN_PASSWORD = product.admin.password;
  return () => product.stop();
}
