// Each order status's colour on the dashboard (a badge and the card's edge), one place.
import type { OrderStatus } from "../../../lib/stores/admin/admin-orders";

export const STATUS_BADGE: Record<OrderStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  confirmed: "bg-blue-100 text-blue-900",
  processing: "bg-indigo-100 text-indigo-900",
  shipped: "bg-purple-100 text-purple-900",
  ready_for_pickup: "bg-teal-100 text-teal-900",
  delivered: "bg-green-100 text-green-900",
  refused: "bg-orange-100 text-orange-900",
  returned: "bg-fuchsia-100 text-fuchsia-900",
  cancelled: "bg-gray-200 text-gray-800",
};

export const STATUS_EDGE: Record<OrderStatus, string> = {
  pending: "border-s-amber-500",
  confirmed: "border-s-blue-500",
  processing: "border-s-indigo-500",
  shipped: "border-s-purple-500",
  ready_for_pickup: "border-s-teal-500",
  delivered: "border-s-green-600",
  refused: "border-s-orange-500",
  returned: "border-s-fuchsia-500",
  cancelled: "border-s-gray-400",
};
