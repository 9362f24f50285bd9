// The OpenAPI entry of GET /api/users/ (routes.ts), listed with the branch managers it serves.
import { z } from "zod";
import { paged, userListQuery, userSummary } from "#contract";
import { ADMIN, idParam, type Operation, resource } from "../openapi/define";
import { ADMIN_PAGE_SIZE } from "#contract/common";

const people = resource({ tag: "Managers", path: "/api/users/", one: "person", many: "people" });

export const userOperations: readonly Operation[] = [
  people.list("listUsers", {
    summary: "Find people by username or e-mail, for a branch's manager or a store's owner",
    description: "Exact matches first, then by username.",
    access: ADMIN,
    query: userListQuery,
    paged: ADMIN_PAGE_SIZE,
    schema: paged(userSummary),
    errors: [400],
  }),
  people.op({
    id: "clearRefusals",
    method: "post",
    path: "/api/users/{id}/refusals/clear/",
    summary: "Clear the refusal rule for a customer (a super admin; audited)",
    description:
      "A customer with 2 refused deliveries in 12 months must confirm every order and may not place a COD order above EGP 2,000 " +
      "(docs/decisions/0033). Clearing it makes the refusals until now stop counting; the orders' history is kept.",
    access: ADMIN,
    params: idParam,
    body: { json: z.object({}), optional: true, description: "No body." },
    ok: [
      {
        status: 200,
        schema: z.object({ detail: z.string(), refusals: z.number().int().describe("Refusals that count now: 0."), cleared_at: z.string() }),
        description: "Cleared.",
      },
    ],
  }),
];
