// Each run state's colour on the Publish tab (a badge and the card's edge), one place.
import type { PublishStatus } from "#contract/publish";

export const STATE_BADGE: Record<PublishStatus, string> = {
  queued: "bg-amber-100 text-amber-900",
  building: "bg-blue-100 text-blue-900",
  done: "bg-green-100 text-green-900",
  failed: "bg-red-100 text-red-900",
};

export const STATE_EDGE: Record<PublishStatus, string> = {
  queued: "border-s-amber-500",
  building: "border-s-blue-500",
  done: "border-s-green-600",
  failed: "border-s-red-600",
};
