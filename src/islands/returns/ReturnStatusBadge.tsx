// A return's status in its own colour, the word always shown (colour is never the only signal).
import type { ReturnStatus } from "#shared/return-rules";

const COLOURS: Record<ReturnStatus, string> = {
  requested: "bg-amber-100 text-amber-900 ring-amber-300",
  approved: "bg-sky-100 text-sky-900 ring-sky-300",
  rejected: "bg-rose-100 text-rose-900 ring-rose-300",
  received: "bg-indigo-100 text-indigo-900 ring-indigo-300",
  refunded: "bg-emerald-100 text-emerald-900 ring-emerald-300",
};

export default function ReturnStatusBadge({ status, text }: { status: ReturnStatus; text: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset ${COLOURS[status]}`}
      data-testid="return-status"
      data-status={status}
    >
      {text}
    </span>
  );
}
