// The OpenAPI entry of GET /api/users/ (routes.ts), listed with the branch managers it serves.
import { paged, userListQuery, userSummary } from "#contract";
import { ADMIN, type Operation, resource } from "../openapi/define";
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
];
