// Every operation of the API: the one table the OpenAPI document (document.ts), the reference
// page (page.ts) and the fuzzer (fuzz.test.ts) read. Each domain folder describes its own
// routes in its openapi.ts, beside them, with the helpers of define.ts; this list only gathers
// them, in the order of the document's tags. A route added to a router without an entry fails
// openapi/document.test.ts.
import { addressOperations } from "../addresses/openapi";
import { areaOperations } from "../areas/openapi";
import { auditOperations } from "../audit/openapi";
import { authOperations } from "../auth/openapi";
import { cartOperations } from "../cart/openapi";
import { cashOperations } from "../cash/openapi";
import { offerImportOperations } from "../offer-imports/openapi";
import { catalogOperations } from "../catalog/openapi";
import { codOperations } from "../cod/openapi";
import { deliveryOperations } from "../delivery/openapi";
import { listingOperations } from "../listings/openapi";
import { mediaOperations } from "../media/openapi";
import { notificationOperations } from "../notifications/openapi";
import { orderOperations } from "../orders/openapi";
import { publishOperations } from "../publish/openapi";
import { returnOperations } from "../returns/openapi";
import { creditNoteOperations } from "../returns/credit-note-openapi";
import { reportOperations } from "../reports/openapi";
import { reviewOperations } from "../reviews/openapi";
import { storeOperations } from "../stores/openapi";
import { userOperations } from "../users/openapi";
import { walletOperations } from "../wallet/openapi";
import { wishlistOperations } from "../wishlist/openapi";
import type { Operation } from "./define";
import { metaOperations } from "./openapi";

export const operations: readonly Operation[] = [
  ...metaOperations,
  ...authOperations,
  ...mediaOperations,
  ...storeOperations,
  ...userOperations,
  ...catalogOperations,
  ...listingOperations,
  ...reviewOperations,
  ...cartOperations,
  ...orderOperations,
  ...returnOperations,
  ...creditNoteOperations,
  ...walletOperations,
  ...wishlistOperations,
  ...areaOperations,
  ...addressOperations,
  ...deliveryOperations,
  ...codOperations,
  ...cashOperations,
  ...offerImportOperations,
  ...reportOperations,
  ...auditOperations,
  ...publishOperations,
  ...notificationOperations,
];
