// The OpenAPI entry of a refunded return's credit note (credit-note-routes.ts).
import { idParam, type Operation, tagged } from "../openapi/define";
import { creditNoteQuery } from "./credit-note-query";

const { op } = tagged("Returns");

export const creditNoteOperations: readonly Operation[] = [
  op({
    id: "returnCreditNote",
    method: "get",
    path: "/api/returns/{id}/credit-note/",
    summary: "A refunded return's credit note as a PDF, in English or Arabic",
    description:
      "For the return's customer, the merchants who run its order's branch, and a super admin; a 404 to anyone else and before the return is refunded.",
    access: "user",
    params: idParam,
    query: creditNoteQuery,
    ok: [{ status: 200, media: "application/pdf", description: "The credit note (CN-{id})." }],
    errors: [400],
  }),
];
