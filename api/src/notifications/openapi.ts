// The OpenAPI entries of /api/notifications/ (routes.ts, ADR 0025): the inbox, the channels a
// user chooses, and the delivery log.
import { PAGE_SIZE } from "#contract/common";
import {
  deliveryFilters,
  deliveryPage,
  inboxQuery,
  notificationItem,
  notificationPage,
  notificationPreferences,
  notificationPreferencesInput,
  readAllAnswer,
} from "#contract/notifications";
import { ADMIN, idParam, type Operation, tagged } from "../openapi/define";

const { op } = tagged("Notifications");
const own = "Any signed-in user, on their own notifications: another user's answers 404, as a missing one does.";

export const notificationOperations: readonly Operation[] = [
  op({
    id: "listNotifications",
    method: "get",
    path: "/api/notifications/",
    summary: "The caller's notifications (their inbox), newest first, with how many are unread",
    description:
      "Each item's title and text are in the request's language (Accept-Language) and link to its order, offer or publish run. `count` stops at 100 (`count_capped`); `next` and `previous` carry a cursor.",
    access: "user",
    query: inboxQuery,
    paged: PAGE_SIZE,
    ok: [{ status: 200, schema: notificationPage, description: "A page of notifications and the unread count." }],
  }),
  op({
    id: "readNotification",
    method: "post",
    path: "/api/notifications/{id}/read/",
    summary: "Mark one of the caller's notifications read",
    description: `${own} Marking it again keeps the first time.`,
    access: "user",
    params: idParam,
    ok: [{ status: 200, schema: notificationItem, description: "The notification, read." }],
  }),
  op({
    id: "readAllNotifications",
    method: "post",
    path: "/api/notifications/read-all/",
    summary: "Mark every notification of the caller read",
    access: "user",
    ok: [{ status: 200, schema: readAllAnswer, description: "How many were marked, and the unread count after." }],
  }),
  op({
    id: "notificationPreferences",
    method: "get",
    path: "/api/notifications/preferences/",
    summary: "Which kinds of notification reach the caller on which channel",
    description:
      "The inbox always has every notification. E-mail and WhatsApp per kind; `security` kinds (password or e-mail changed) are always sent. `whatsapp_available` is false where the deployment has not configured WhatsApp: nothing is sent there.",
    access: "user",
    ok: [{ status: 200, schema: notificationPreferences, description: "Every kind and its channels." }],
  }),
  op({
    id: "setNotificationPreferences",
    method: "put",
    path: "/api/notifications/preferences/",
    summary: "Choose which kinds reach the caller by e-mail and WhatsApp",
    description: "Only the kinds and channels sent change. Turning a security notice off is a 400 naming the kind.",
    access: "user",
    body: { json: notificationPreferencesInput },
    ok: [{ status: 200, schema: notificationPreferences, description: "Every kind and its channels, as now saved." }],
  }),
  op({
    id: "listNotificationDeliveries",
    method: "get",
    path: "/api/notifications/deliveries/",
    summary: "Every delivery of a notification by e-mail or WhatsApp: recipient, status, attempts, last error",
    description:
      "Newest first; filter by `status` (sending, sent, failed: will be retried, dead: given up after the last retry) and `channel`. `count` stops at 100 (`count_capped`); `next` and `previous` carry a cursor.",
    access: ADMIN,
    query: deliveryFilters,
    paged: PAGE_SIZE,
    ok: [{ status: 200, schema: deliveryPage, description: "A page of deliveries." }],
    errors: [400],
  }),
];
