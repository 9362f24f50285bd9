// An order's status in its own colour (docs/product.md: each status has one), with the word always
// shown: colour is never the only signal.
const COLOURS: Record<string, string> = {
  pending: "bg-amber-100 text-amber-900 ring-amber-300",
  confirmed: "bg-sky-100 text-sky-900 ring-sky-300",
  processing: "bg-indigo-100 text-indigo-900 ring-indigo-300",
  shipped: "bg-violet-100 text-violet-900 ring-violet-300",
  ready_for_pickup: "bg-teal-100 text-teal-900 ring-teal-300",
  delivered: "bg-emerald-100 text-emerald-900 ring-emerald-300",
  refused: "bg-orange-100 text-orange-900 ring-orange-300",
  returned: "bg-fuchsia-100 text-fuchsia-900 ring-fuchsia-300",
  cancelled: "bg-rose-100 text-rose-900 ring-rose-300",
};

export default function StatusBadge({ status, text }: { status: string; text: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset ${COLOURS[status] ?? "bg-gray-100 text-gray-800 ring-gray-300"}`}
      data-testid="order-status"
      data-status={status}
    >
      {text}
    </span>
  );
}
