// The OpenAPI entries of returns (issue 30, docs/decisions/0035): the customer's request, the
// lists and details both sides read, and the branch's steps. The credit note's entry is
// credit-note-openapi.ts's.
import {
  returnApproveInput,
  returnBulkApproveInput,
  returnBulkResult,
  returnFilters,
  returnPage,
  returnReceiveInput,
  returnRefundInput,
  returnRejectInput,
  returnRequestInput,
  returnShape,
} from "#contract/returns";
import { PAGE_SIZE } from "#contract";
import { idParam, jsonOrForm, MERCHANT, type Operation, resource } from "../openapi/define";

const returns = resource({ tag: "Returns", path: "/api/returns/", one: "return", many: "returns" });

const step = (id: string, path: string, summary: string, description: string, body: Parameters<typeof jsonOrForm>[0]): Operation =>
  returns.op({
    id,
    method: "post",
    path: `/api/returns/{id}/${path}/`,
    summary,
    description: `${description} Its branch's staff (store owner, branch manager) or a super admin; 403 for the return's customer; 409 when the return is not in the status the step starts from (requested → approved | rejected, approved → received, received → refunded).`,
    access: "user",
    params: idParam,
    body: { json: body },
    ok: [{ status: 200, schema: returnShape, description: "The return after the step." }],
    errors: [400, 403, 409],
  });

export const returnOperations: readonly Operation[] = [
  returns.op({
    id: "requestReturn",
    method: "post",
    path: "/api/orders/{id}/returns/",
    summary: "Ask to return lines of one's delivered order",
    description:
      "The order's customer only (403 for anyone else who sees it). Within 14 days of delivery for any reason, 30 for a fault " +
      "of the goods (409 with the reason otherwise, and for an order not delivered); per line, at most what was bought less " +
      "what returns not rejected hold (409), even under racing requests. JSON, or multipart with `items` as JSON text and " +
      "up to 5 `photos` (JPEG or PNG, at most 5 MB each, checked by content). Both sides are notified.",
    access: "user",
    params: idParam,
    body: jsonOrForm(returnRequestInput, [
      { name: "photos", multiple: true, description: "Up to 5 photos of the goods: JPEG or PNG, at most 5 MB each." },
    ]),
    ok: [{ status: 201, schema: returnShape, description: "The return, requested." }],
    errors: [400, 403, 409],
  }),
  returns.list("listReturns", {
    summary: "The returns the caller may see, newest first",
    description: "A customer's own; a store owner's stores'; a branch manager's branches'; a super admin's all.",
    access: "user",
    query: returnFilters,
    paged: PAGE_SIZE,
    schema: returnPage,
    errors: [400],
  }),
  returns.get("getReturn", {
    summary: "One return with its lines, photos and timeline",
    description: "404 for a return the caller may not see. `credit_note` is set once refunded.",
    access: "user",
    schema: returnShape,
  }),
  returns.op({
    id: "bulkApproveReturns",
    method: "post",
    path: "/api/returns/bulk-approve/",
    summary: "Approve several requested returns with one pickup date",
    description: "Each return moves or not on its own; the answer gives each one's result (not found, not requested, approved).",
    access: MERCHANT,
    body: { json: returnBulkApproveInput },
    ok: [{ status: 200, schema: returnBulkResult, description: "Each return's result, in the order asked." }],
    errors: [400],
  }),
  step(
    "approveReturn",
    "approve",
    "Approve a requested return",
    "Sets the day the branch collects (pickup) or expects (drop-off) the goods: today (Cairo) or later.",
    returnApproveInput,
  ),
  step("rejectReturn", "reject", "Reject a requested return", "The reason is shown to the customer.", returnRejectInput),
  step(
    "receiveReturn",
    "receive",
    "Record an approved return's goods as received",
    "With their condition: resellable goods go back into their listings' stock, once.",
    returnReceiveInput,
  ),
  step(
    "refundReturn",
    "refund",
    "Refund a received return",
    "To the wallet (one `refund` ledger row, spendable at once) or in cash at the branch (no ledger row). Either way the cashback earned on the returned goods is reversed (one `cashback_reversed` row, capped at what is left of the order's cashback).",
    returnRefundInput,
  ),
];
