// The page's toasts (docs/product.md §2): bottom end corner, closable, gone after their duration (the
// store times them). Rendered once per interactive page by Base.astro. The live region is
// in the server's HTML from the start, so screen readers announce what is added to it.
import { useStore } from "@nanostores/react";
import { $toasts, dismissToast, type ToastKind } from "../../lib/stores/toasts";
import type { Strings } from "../../lib/i18n";
import { useMounted } from "../../lib/use-mounted";

const KIND: Record<ToastKind, string> = {
  success: "border-s-green-600",
  error: "border-s-red-600",
  info: "border-s-blue-600",
  warning: "border-s-yellow-500",
};

export default function Toaster({ t }: { t: Strings<"toast.close" | "toast.region"> }) {
  const toasts = useStore($toasts);
  // A toast shown before this island hydrated must not make the hydrating render differ.
  const shown = useMounted() ? toasts : [];
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={t["toast.region"]}
      className="pointer-events-none fixed end-4 bottom-4 z-[60] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2"
    >
      {shown.map((toast) => (
        <div
          key={toast.id}
          className={`pointer-events-auto flex items-start gap-3 rounded-lg border border-s-4 border-gray-200 bg-white p-3 shadow-lg ${KIND[toast.kind]}`}
          data-testid="toast"
          data-kind={toast.kind}
        >
          <p className="flex-1 text-sm text-gray-900">{toast.message}</p>
          <button
            type="button"
            onClick={() => dismissToast(toast.id)}
            className="-m-1 rounded p-1 text-lg leading-none text-gray-600 hover:bg-gray-100"
            aria-label={t["toast.close"]}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
