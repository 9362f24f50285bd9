import { describe, expect, it, vi } from "vitest";
import { NOTIFICATION_CHANNELS, notificationDelivery } from "#contract/notifications";
import { pageAnswer } from "../../api/answer.test-support";
import {
  $deliveriesTable,
  DELIVERY_CHANNELS,
  DELIVERY_STATUSES,
  type Delivery,
  deliveriesApiPath,
  loadDeliveries,
  readDeliveriesView,
} from "./admin-deliveries";

const row: Delivery = {
  id: 3,
  notification_id: 9,
  user_id: 4,
  kind: "password_changed",
  channel: "email",
  recipient: "mona@example.com",
  status: "sent",
  attempts: 1,
  last_error: null,
  created_at: "2026-11-29T04:00:00.000Z",
  updated_at: "2026-11-29T04:00:01.000Z",
  sent_at: "2026-11-29T04:00:01.000Z",
};

describe("the delivery log's view", () => {
  it("keeps the schema's statuses and channels", () => {
    expect([...DELIVERY_STATUSES]).toEqual(notificationDelivery.shape.status.options);
    expect([...DELIVERY_CHANNELS]).toEqual([...NOTIFICATION_CHANNELS]);
  });

  it("reads known filters and drops anything odd", () => {
    expect(readDeliveriesView({ status: "dead", channel: "email", page: "3", cursor: "abc_-1" })).toEqual({
      status: "dead",
      channel: "email",
      page: 3,
      cursor: "abc_-1",
    });
    expect(readDeliveriesView({ status: "lost", channel: "sms", page: "-2", cursor: "a b" })).toEqual({
      status: "",
      channel: "",
      page: 1,
      cursor: "",
    });
  });

  it("asks by cursor when it has one, else by page", () => {
    expect(deliveriesApiPath({ status: "failed", channel: "", page: 4, cursor: "xyz" })).toBe(
      "/api/notifications/deliveries/?page_size=20&status=failed&cursor=xyz",
    );
    expect(deliveriesApiPath({ status: "", channel: "whatsapp", page: 2, cursor: "" })).toBe(
      "/api/notifications/deliveries/?page_size=20&channel=whatsapp&page=2",
    );
  });
});

describe("loading the log", () => {
  it("keeps the rows, the count and the links", async () => {
    const fetcher = vi.fn(async () => pageAnswer(notificationDelivery, [row], { count: 1, next: "/api/notifications/deliveries/?cursor=n" }));
    await loadDeliveries(readDeliveriesView({}), fetcher as unknown as typeof fetch);
    expect($deliveriesTable.get()).toMatchObject({ status: "ready", rows: [row], count: 1, next: "/api/notifications/deliveries/?cursor=n" });
  });

  it("a stale cursor is an empty page; another failure is an error", async () => {
    await loadDeliveries(readDeliveriesView({ cursor: "old" }), (async () => new Response("", { status: 404 })) as unknown as typeof fetch);
    expect($deliveriesTable.get()).toMatchObject({ status: "ready", rows: [] });
    await loadDeliveries(readDeliveriesView({}), (async () => new Response("", { status: 403 })) as unknown as typeof fetch);
    expect($deliveriesTable.get().status).toBe("error");
  });
});
