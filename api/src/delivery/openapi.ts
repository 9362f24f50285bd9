// The OpenAPI entries of a branch's delivery settings (routes.ts).
import { deliverySettings, deliverySettingsInput } from "#contract/delivery";
import { quote, quoteInput } from "#contract/quote";
import { id, MERCHANT, type Operation, tagged } from "../openapi/define";

const { op } = tagged("Delivery");
const params = { id: id("The branch's id (digits).") };
const access = MERCHANT;
const description = "Those who run the branch: its store's owner, its manager, a super admin.";

export const deliveryOperations: readonly Operation[] = [
  op({
    id: "getBranchDelivery",
    method: "get",
    path: "/api/branches/{id}/delivery/",
    summary: "A branch's delivery settings: where it delivers, its fees and estimates, free delivery and pickup",
    description,
    access,
    params,
    ok: [{ status: 200, schema: deliverySettings, description: "The settings (a branch never set up delivers nowhere)." }],
  }),
  op({
    id: "putBranchDelivery",
    method: "put",
    path: "/api/branches/{id}/delivery/",
    summary: "Replace a branch's delivery settings",
    description: `${description} Fees are per governorate, with single areas either narrowing a governorate (whole: false) or charging differently; every change is in the audit log.`,
    access,
    params,
    body: { json: deliverySettingsInput },
    ok: [{ status: 200, schema: deliverySettings, description: "The settings as stored." }],
  }),
  op({
    id: "quoteCart",
    method: "post",
    path: "/api/orders/quote/",
    summary: "What a cart costs delivered to an area: per branch part, delivery (fee, estimate, free delivery) or pickup, and the totals",
    description:
      "Anyone (a visitor's cart too); it changes nothing. The server computes every amount from the branches' prices and delivery settings; a part that cannot be placed as chosen says why (`problem`).",
    access: "public",
    body: { json: quoteInput },
    ok: [{ status: 200, schema: quote, description: "The quote." }],
  }),
];
