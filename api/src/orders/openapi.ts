// The OpenAPI entries of /api/orders/: checkout, the orders one may see, their status, bills,
// earlier addresses and buying again.
import { z } from "zod";
import {
  buyAgainResult,
  checkoutInput,
  checkoutResult,
  deliveryAttemptInput,
  MAX_IDEMPOTENCY_KEY,
  order,
  orderCodeResult,
  orderConfirmInput,
  orderPage,
  orderStatusInput,
  PAGE_SIZE,
  recentAddresses,
} from "#contract";
import { idParam, type Operation, resource } from "../openapi/define";
import { billsQuery, orderFilters, staffOrderFilters } from "./manage-filters";

const orders = resource({ tag: "Orders", path: "/api/orders/", one: "order", many: "orders" });

export const orderOperations: readonly Operation[] = [
  orders.op({
    id: "recentAddresses",
    method: "get",
    path: "/api/orders/addresses/",
    summary: "The caller's distinct earlier delivery addresses, newest first",
    access: "user",
    ok: [{ status: 200, schema: recentAddresses, description: "At most 5 addresses." }],
  }),
  orders.op({
    id: "buyAgain",
    method: "post",
    path: "/api/orders/{id}/buy-again/",
    summary: "Put one's delivered, returned or cancelled order back into the cart",
    access: "user",
    params: idParam,
    body: { json: z.object({}), optional: true, description: "No body, or any JSON object (its fields are ignored)." },
    ok: [{ status: 200, schema: buyAgainResult, description: "The cart and each line's fate." }],
    errors: [409],
  }),
  orders.op({
    id: "checkout",
    method: "post",
    path: "/api/orders/",
    summary: "Check out: one order per branch, all or none",
    description:
      "The address names an area (GET /areas/); `methods` chooses delivery (the default) or pickup per branch. The server " +
      "computes every part's delivery fee, estimate and totals with the quote's rule (POST /orders/quote/); any fee the " +
      "client sends is ignored, and cashback is earned on the goods only. A line whose price differs answers 409 code " +
      "price_changed; one over the stock, 409 code out_of_stock; a part whose branch does not deliver to the area (pickup " +
      "not chosen) or has no pickup, 409 code cannot_deliver naming the branch and the area, with the quote; an order " +
      "whose cash due is over its store's cash on delivery cap (GET /stores/{id}/cod-policy/), 409 code cod_limit naming the " +
      "store and the cap, with the quote; each order carries its store's COD fee as `cod_fee` (in its total) and " +
      "`needs_confirmation` as the store's policy decides; an " +
      "`expected_total` other than the server's total, 409 code quote_changed with the new quote. `wallet_amount` pays part " +
      "or all from the caller's wallet (docs/decisions/0034): over the grand total or the balance, 400 on that field; spread " +
      "over the orders in turn, cashback first; the COD cap applies to each order's cash due (total - wallet_amount); if " +
      "another checkout spent the balance meanwhile, 409 code wallet_changed. Nothing is written on a 409.",
    access: "user",
    headers: [
      {
        name: "Idempotency-Key",
        description: "A retry with the same key answers the first checkout (200).",
        schema: z.string().min(1).max(MAX_IDEMPOTENCY_KEY),
      },
    ],
    body: { json: checkoutInput },
    ok: [
      { status: 201, schema: checkoutResult, description: "The orders made." },
      { status: 200, schema: checkoutResult, description: "A replay of the checkout made with this Idempotency-Key." },
    ],
    errors: [403, 409],
  }),
  orders.list("listOrders", {
    summary: "The orders the caller may see, newest first",
    access: "user",
    query: orderFilters.extend(staffOrderFilters.shape),
    paged: PAGE_SIZE,
    schema: orderPage,
    said: "A page of orders; past the first page `next` and `previous` carry a cursor.",
    errors: [400],
  }),
  orders.get("getOrder", {
    summary: "One order with its items and timeline",
    description:
      "To a super admin, `customer_refusals` gives the customer's refused deliveries that count now and whether the refusal " +
      "rule applies (docs/decisions/0033); they clear it with POST /users/{id}/refusals/clear/. Null to anyone else.",
    access: "user",
    schema: order,
  }),
  orders.update("moveOrder", "patch", {
    summary: "Move an order to another status (a customer: cancel a pending order)",
    description:
      "A delivered order goes processing → shipped → delivered; a pickup order processing → ready_for_pickup (sets " +
      "pickup.ready_at and pickup.last_day) → delivered (collected), never shipped. Its branch may cancel a " +
      "ready_for_pickup order only after its last day (409 before it), and cancelling returns the stock. A shipped parcel the " +
      "customer refused at the door goes refused → returned (back at the branch); one that could not be delivered goes " +
      "shipped → returned only after a failed delivery attempt (POST /orders/{id}/delivery-attempts/; 409 before). Stock " +
      "comes back on returned, once, never on refused.",
    access: "user",
    body: orderStatusInput,
    schema: order,
    errors: [403, 409],
  }),
  orders.op({
    id: "recordDeliveryAttempt",
    method: "post",
    path: "/api/orders/{id}/delivery-attempts/",
    summary: "Record a failed delivery attempt of a shipped order (its branch's staff, a super admin)",
    description:
      "The order stays shipped; the attempt is numbered (1, 2, …), shown in the timeline (the note and who recorded it to " +
      "the shop only) and the customer is told. 403 for the order's customer; 409 unless the order is shipped.",
    access: "user",
    params: idParam,
    body: { json: deliveryAttemptInput },
    ok: [{ status: 201, schema: order, description: "The order with its delivery_attempts." }],
    errors: [400, 403, 409],
  }),
  orders.op({
    id: "confirmOrder",
    method: "post",
    path: "/api/orders/{id}/confirm/",
    summary: "Confirm one's order with the six-digit code one was sent (docs/decisions/0033)",
    description:
      "For an order that needs confirmation (`confirmation` not null), while it is pending and unconfirmed. A wrong code is a " +
      "400 on `code` with the tries left; after 5 wrong tries, or once the code has expired (at the order's deadline, at " +
      "most 24 hours) or been used, a 400 asks for a new code. 403 for anyone but the order's customer; 409 when the order " +
      "is not waiting for a confirmation.",
    access: "user",
    params: idParam,
    body: { json: orderConfirmInput },
    ok: [{ status: 200, schema: order, description: "The order, confirmed (`confirmation.via` is code)." }],
    errors: [400, 403, 409],
  }),
  orders.op({
    id: "sendOrderCode",
    method: "post",
    path: "/api/orders/{id}/confirmation-code/",
    summary: "Send a new code to confirm one's order (its customer only)",
    description:
      "Replaces the order's code (by e-mail to a verified address, and WhatsApp to a verified number where configured; never in " +
      "the inbox). 3 per order per 15 minutes, then 429 with Retry-After. With no verified contact nothing is sent: 200 with " +
      "`sent: false`, saying that the branch will call to confirm. 403 for anyone but the order's customer; 409 when the " +
      "order is not waiting for a confirmation.",
    access: "user",
    params: idParam,
    body: { json: z.object({}), optional: true, description: "No body." },
    ok: [
      { status: 202, schema: orderCodeResult, description: "A new code is on its way." },
      { status: 200, schema: orderCodeResult, description: "No verified contact: nothing sent." },
    ],
    errors: [403, 409, 429],
  }),
  orders.op({
    id: "confirmOrderByPhone",
    method: "post",
    path: "/api/orders/{id}/confirm-by-phone/",
    summary: "Confirm an order after calling its customer (its branch's staff, a super admin; audited)",
    description: 'The timeline shows who and when to the shop, "by phone" to the customer. 403 for the order\'s customer; 409 when not waiting.',
    access: "user",
    params: idParam,
    body: { json: z.object({}), optional: true, description: "No body." },
    ok: [{ status: 200, schema: order, description: "The order, confirmed (`confirmation.via` is phone)." }],
    errors: [403, 409],
  }),
  orders.op({
    id: "orderBill",
    method: "get",
    path: "/api/orders/{id}/bill/",
    summary: "The order's bill as a PDF",
    access: "user",
    params: idParam,
    ok: [{ status: 200, media: "application/pdf", description: "The bill." }],
  }),
  orders.op({
    id: "orderBills",
    method: "get",
    path: "/api/orders/bills/",
    summary: "Several orders' bills in one PDF, in the order asked (a 404 if any is not the caller's to see)",
    access: "user",
    query: billsQuery,
    ok: [{ status: 200, media: "application/pdf", description: "The bills, each starting on a new page." }],
    errors: [400, 404],
  }),
];
