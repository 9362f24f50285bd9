// The OpenAPI entry of GET /api/audit/ (routes.ts): who changed what.
import { PAGE_SIZE, paged } from "#contract";
import { auditEntry, auditFilters } from "#contract/audit";
import { MERCHANT, type Operation, resource } from "../openapi/define";

const records = resource({ tag: "Audit", path: "/api/audit/", one: "record", many: "records" });

export const auditOperations: readonly Operation[] = [
  records.list("listAudit", {
    summary: "Who changed what: all (super admin) or one's stores' records (store owner)",
    access: MERCHANT,
    query: auditFilters,
    paged: PAGE_SIZE,
    schema: paged(auditEntry),
    said: "A page of records, newest first.",
    errors: [400],
  }),
];
