// The OpenAPI entries of cash on delivery accounted for (routes.ts, docs/decisions/0032).
import { cashCollection, cashCollectionInput, cashSheet, cashSheetQuery, handover, handoverInput } from "#contract/cash";
import { id, MERCHANT, type Operation, tagged } from "../openapi/define";

const { op } = tagged("Cash");
const params = { id: id("The branch's id (digits).") };
const access = MERCHANT;
const description =
  "Those who run the branch: its store's owner, its manager, a super admin (a manager of another branch is refused). The day is Cairo's calendar day (Africa/Cairo, daylight saving time included); amounts are EGP decimal strings summed from integer piasters.";

export const cashOperations: readonly Operation[] = [
  op({
    id: "getCashSheet",
    method: "get",
    path: "/api/branches/{id}/cash-sheet/",
    summary: "A branch's cash sheet for a day: expected, collected, handed over and outstanding per courier, refused and returned orders, mismatches",
    description: `${description} \`format=csv\` answers the CSV file instead (as /cash-sheet.csv).`,
    access,
    params,
    query: cashSheetQuery,
    ok: [{ status: 200, schema: cashSheet, description: "The sheet (with format=csv: the sheet as text/csv, as getCashSheetCsv)." }],
  }),
  op({
    id: "getCashSheetCsv",
    method: "get",
    path: "/api/branches/{id}/cash-sheet.csv",
    summary: "A branch's cash sheet for a day as a CSV file Excel opens with Arabic names intact",
    description: `${description} UTF-8 with a byte-order mark, CRLF line ends, ISO 8601 UTC times, decimal amounts; headed in the Accept-Language's language.`,
    access,
    params,
    query: cashSheetQuery,
    ok: [{ status: 200, media: "text/csv", description: "The sheet as CSV." }],
  }),
  op({
    id: "createHandover",
    method: "post",
    path: "/api/branches/{id}/handovers/",
    summary: "Record cash a courier handed to the branch, and the delivered orders it covers",
    description: `${description} Each order is covered once: an order of another branch or not delivered is a 400 naming it, one already covered a 409 naming it (also when two handovers race for it: one wins). In the audit log.`,
    access,
    params,
    body: { json: handoverInput },
    ok: [{ status: 201, schema: handover, description: "The handover." }],
    errors: [409],
  }),
  op({
    id: "putCashCollection",
    method: "put",
    path: "/api/orders/{id}/cash-collection/",
    summary: "Correct who collected a delivered COD order's cash",
    description:
      "Those who run the order's branch. The order must be delivered (else 409); an order delivered before collections were recorded gets its row, dated when it was delivered. In the audit log.",
    access,
    params: { id: id("The order's id (digits).") },
    body: { json: cashCollectionInput },
    ok: [{ status: 200, schema: cashCollection, description: "The collection." }],
    errors: [409],
  }),
];
