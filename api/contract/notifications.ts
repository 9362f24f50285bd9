// Notifications (docs/decisions/0025): the one home of every event kind and its payload, the
// inbox, the preferences and the delivery log. A payload carries what the templates need, names
// in both languages, so a notification is written in its recipient's language when it is sent.
import { z } from "zod";
import {
  DELIVERY_FAILURE_REASONS,
  DELIVERY_STATUSES,
  LANGUAGES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from "../db/schema";
import { say } from "./said";

export { LANGUAGES, NOTIFICATION_CHANNELS, NOTIFICATION_KINDS };
export type { NotificationKind };

/** A name in both languages, as it was when the event happened. */
const names = z.object({ name: z.string(), name_ar: z.string() });
const money = z.string();

const orderLine = z.object({
  order_id: z.number().int(),
  store: names,
  branch: names,
  /** The order's total, a decimal string ("120.00"). */
  total: money,
  /** How many pieces it holds. */
  items: z.number().int(),
});

/** A return's step (api/src/returns, docs/decisions/0035): what both sides are told. */
const returnStep = z.object({
  return_id: z.number().int(),
  order_id: z.number().int(),
  status: z.enum(["requested", "approved", "rejected", "received", "refunded"]),
  store: names,
  branch: names,
  method: z.enum(["pickup", "dropoff"]),
  pickup_date: z.string().nullable(),
  reject_reason: z.string().nullable(),
  refund_method: z.enum(["wallet", "cash"]).nullable(),
  /** The refund, a decimal string ("120.00"). */
  refund_amount: money,
  /** How many pieces come back. */
  items: z.number().int(),
});

/** Each kind's payload. */
export const PAYLOADS = {
  /** The account's password changed (a security notice). */
  password_changed: z.object({}),
  /** The account's e-mail changed (a security notice): it also goes to the old address, when that one was verified. */
  email_changed: z.object({ old_email: z.string().nullable(), new_email: z.string().nullable(), old_verified: z.boolean().optional() }),
  /** A one-time code proving a contact (ADR 0029): sent only to `address`, by e-mail or WhatsApp, never shown in the inbox. */
  contact_code: z.object({ channel: z.enum(["email", "phone"]), address: z.string(), code: z.string(), minutes: z.number().int() }),
  /** A one-time code to set a new password (ADR 0029): sent to the account's verified contacts only, never shown in the inbox. */
  reset_code: z.object({ code: z.string(), minutes: z.number().int() }),
  /** A publish run the recipient started finished... */
  publish_done: z.object({ run_id: z.number().int(), pages: z.number().int().nullable() }),
  /** ...or failed. */
  publish_failed: z.object({ run_id: z.number().int(), error: z.string().nullable() }),
  /** To the customer: the orders one checkout made (one per branch). */
  order_placed: z.object({ orders: z.array(orderLine) }),
  /** To a branch's manager and its store's owner: a new order. */
  order_received: orderLine,
  /** To the customer: their order moved to `status`. */
  order_status: z.object({ order_id: z.number().int(), status: z.string(), store: names, unconfirmed: z.boolean().optional() }),
  /** To a branch's manager and its store's owner: the customer cancelled their order, or (`unconfirmed`) it was cancelled for want of a confirmation in time. */
  order_cancelled: z.object({ order_id: z.number().int(), store: names, branch: names, unconfirmed: z.boolean().optional() }),
  /** To the customer: the code that confirms their order (ADR 0033), valid `hours` hours; never shown in the inbox. */
  order_code: z.object({ order_id: z.number().int(), code: z.string(), store: names, hours: z.number().int() }),
  /** To the customer: a delivery attempt of their shipped order failed (the `attempt`th), and why. */
  delivery_failed: z.object({ order_id: z.number().int(), attempt: z.number().int(), reason: z.enum(DELIVERY_FAILURE_REASONS), store: names }),
  /** To a branch's manager and its store's owner: an offer's stock fell to its threshold (or to 0). */
  /** To the customer: their return was asked for, approved, rejected, received or refunded. */
  return_status: returnStep,
  /** To a branch's manager and its store's owner: a return at their branch was asked for or moved on. */
  return_update: returnStep,
  stock_low: z.object({ listing_id: z.number().int(), product: names, branch: names, stock: z.number().int(), threshold: z.number().int() }),
} satisfies Record<NotificationKind, z.ZodType>;

export type Payloads = { [K in NotificationKind]: z.infer<(typeof PAYLOADS)[K]> };
/** An event as `notify()` takes it: its kind, recipient and payload. */
export type NotificationEvent = { [K in NotificationKind]: { kind: K; to: number; payload: Payloads[K] } }[NotificationKind];

/** Security notices: always sent, on every channel there is; preferences cannot turn them off. */
export const SECURITY_KINDS: readonly NotificationKind[] = ["password_changed", "email_changed", "contact_code", "reset_code", "order_code"];
/** Codes (ADR 0029): delivered like security notices, but neither in the inbox nor in the preferences: a code belongs only to the address it was sent to. */
export const CODE_KINDS: readonly NotificationKind[] = ["contact_code", "reset_code", "order_code"];
/** Off unless the user turns them on: the kinds a super admin or merchant already follows on screen. */
export const CHANNELS_OFF_BY_DEFAULT: Partial<Record<NotificationKind, readonly (typeof NOTIFICATION_CHANNELS)[number][]>> = {
  publish_done: ["email", "whatsapp"],
  publish_failed: ["whatsapp"],
};

/** An inbox item: the notification, its text in the caller's language, and where it leads. */
export const notificationItem = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** The site path it links to ("/ar/orders/12"), or null. */
  link: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

/** GET /notifications/: newest first, paged by cursor, with how many are unread. */
export const notificationPage = z.object({
  count: z.number().int(),
  count_capped: z.boolean(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  unread_count: z.number().int(),
  results: z.array(notificationItem),
});

export const readAllAnswer = z.object({ marked: z.number().int(), unread_count: z.number().int() });

const channelSwitches = z.object({ email: z.boolean(), whatsapp: z.boolean() });
/** GET /notifications/preferences/: each kind's channels (the inbox always), which are security notices, whether WhatsApp is on. */
export const notificationPreferences = z.object({
  whatsapp_available: z.boolean(),
  kinds: z.array(z.object({ kind: z.enum(NOTIFICATION_KINDS), security: z.boolean(), in_app: z.literal(true), ...channelSwitches.shape })),
});
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

const bool = z.boolean({ error: say("notABoolean") });
/** PUT /notifications/preferences/: the kinds and channels to change; security notices only as true. */
export const notificationPreferencesInput = z.strictObject(
  Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, z.strictObject({ email: bool.optional(), whatsapp: bool.optional() }).optional()])) as Record<
    NotificationKind,
    z.ZodOptional<z.ZodObject<{ email: z.ZodOptional<z.ZodBoolean>; whatsapp: z.ZodOptional<z.ZodBoolean> }>>
  >,
);
export type NotificationPreferencesInput = z.infer<typeof notificationPreferencesInput>;

/** One row of the delivery log (GET /notifications/deliveries/, super admin). */
export const notificationDelivery = z.object({
  id: z.number().int(),
  notification_id: z.number().int(),
  user_id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  channel: z.enum(NOTIFICATION_CHANNELS),
  recipient: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  sent_at: z.string().nullable(),
});
/** A `next`/`previous` link's keyset cursor (a bad one is a 404). */
const cursor = z
  .string()
  .max(512, { error: say("valueMaxChars", { n: 512 }) })
  .optional();
export const inboxQuery = z.object({ cursor });
export const deliveryFilters = z.object({
  cursor,
  status: z.enum(DELIVERY_STATUSES, { error: (i) => say("invalidChoice", { value: String(i.input) }) }).optional(),
  channel: z.enum(NOTIFICATION_CHANNELS, { error: (i) => say("invalidChoice", { value: String(i.input) }) }).optional(),
});
export const deliveryPage = z.object({
  count: z.number().int(),
  count_capped: z.boolean(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(notificationDelivery),
});
