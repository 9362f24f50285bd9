// Each return status's colour on the dashboard (a badge and the card's edge), one place.
import type { ReturnStatus } from "../../../lib/stores/admin/admin-returns";

export const RETURN_BADGE: Record<ReturnStatus, string> = {
  requested: "bg-amber-100 text-amber-900",
  approved: "bg-blue-100 text-blue-900",
  rejected: "bg-gray-200 text-gray-800",
  received: "bg-purple-100 text-purple-900",
  refunded: "bg-green-100 text-green-900",
};

export const RETURN_EDGE: Record<ReturnStatus, string> = {
  requested: "border-s-amber-500",
  approved: "border-s-blue-500",
  rejected: "border-s-gray-400",
  received: "border-s-purple-500",
  refunded: "border-s-green-600",
};
