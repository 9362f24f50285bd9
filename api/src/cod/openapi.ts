// The OpenAPI entries of the cash on delivery policies (routes.ts).
import { codPolicy, codPolicyInput, storeCodPolicy, storeCodPolicyInput } from "#contract/cod";
import { ADMIN, id, MERCHANT, type Operation, tagged } from "../openapi/define";

const { op } = tagged("Cash on delivery");
const params = { id: id("The store's id (digits).") };

export const codOperations: readonly Operation[] = [
  op({
    id: "getStoreCodPolicy",
    method: "get",
    path: "/api/stores/{id}/cod-policy/",
    summary: "A store's cash on delivery policy: its cap, its COD fee and which orders need confirmation",
    description: "Those who work in the store: its owner, its branches' managers (read-only), a super admin.",
    access: MERCHANT,
    params,
    ok: [{ status: 200, schema: storeCodPolicy, description: "The policy in force (`inherited`: the marketplace default's) and the default." }],
  }),
  op({
    id: "putStoreCodPolicy",
    method: "put",
    path: "/api/stores/{id}/cod-policy/",
    summary: "Set a store's cash on delivery policy, or make it follow the marketplace default again",
    description:
      "The store's owner or a super admin. The whole policy, or `{\"inherit\": true}` to remove the store's own. Applies to checkouts from then on; every change is in the audit log.",
    access: MERCHANT,
    params,
    body: { json: storeCodPolicyInput },
    ok: [{ status: 200, schema: storeCodPolicy, description: "The policy as stored." }],
  }),
  op({
    id: "getCodPolicyDefault",
    method: "get",
    path: "/api/cod-policy/default/",
    summary: "The marketplace's default cash on delivery policy, which every store without its own follows",
    access: ADMIN,
    ok: [{ status: 200, schema: codPolicy, description: "The default (25,000 EGP, no fee, no confirmation, 24 hours until a super admin sets it)." }],
  }),
  op({
    id: "putCodPolicyDefault",
    method: "put",
    path: "/api/cod-policy/default/",
    summary: "Set the marketplace's default cash on delivery policy",
    description: "A super admin. Every change is in the audit log.",
    access: ADMIN,
    body: { json: codPolicyInput },
    ok: [{ status: 200, schema: codPolicy, description: "The default as stored." }],
  }),
];
